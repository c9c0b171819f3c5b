/**
 * Resolves in a new task: gives the page's thread back for a turn. A message to itself,
 * which (unlike setTimeout) is neither clamped nor slowed in a hidden tab.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
