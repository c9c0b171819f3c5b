import { announce } from './announce';

/**
 * The one way the app copies text: writes `value` to the clipboard and announces the
 * outcome ("Copied <label>" / "Could not copy <label>") in the polite live region.
 * Resolves to whether it worked.
 */
export async function copyText(value: string, label: string): Promise<boolean> {
  const write = navigator.clipboard?.writeText(value);
  if (!write) {
    announce(`Could not copy ${label}: this browser does not allow it here`);
    return false;
  }
  try {
    await write;
    announce(`Copied ${label}`);
    return true;
  } catch {
    announce(`Could not copy ${label}`);
    return false;
  }
}
