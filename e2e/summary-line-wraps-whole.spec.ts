import { expect, test } from './fixtures';
import { waitForRecords } from './helpers';

/**
 * The Summary's key figures on a phone ("Completed 41, 6.463,21 $ · Pending 4 · Failed
 * 5" in German at 390 px): the line wraps between figures, and no line ends or starts
 * with the dot between two of them (issue 58 item 11: "Pending 3 · / Failed 5").
 */

test.use({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });

test('key figures wrap whole, with no dot left at a line end or start', async ({ page }) => {
  await page.goto('/checkouts/conf-2026');
  await waitForRecords(page).catch(() => undefined);
  const figures = page.getByTestId('summary-key-figures');
  await expect(figures).toContainText('Fehlgeschlagen');
  const lines = await figures.evaluate((element) => {
    const box = element.getBoundingClientRect();
    // Every visible character's line (its top), in reading order.
    const chars: { char: string; top: number; left: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index++) {
        if (!text[index]!.trim()) continue;
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getBoundingClientRect();
        // A dot clipped away left of the box is not seen.
        if (rect.right <= box.left + 0.5 || rect.width === 0) continue;
        chars.push({ char: text[index]!, top: Math.round(rect.top), left: rect.left });
      }
    }
    const byLine = new Map<number, typeof chars>();
    for (const item of chars) {
      const line = [...byLine.keys()].find((top) => Math.abs(top - item.top) < 4) ?? item.top;
      byLine.set(line, [...(byLine.get(line) ?? []), item]);
    }
    return [...byLine.values()].map((line) =>
      line
        .sort((a, b) => a.left - b.left)
        .map((item) => item.char)
        .join(''),
    );
  });
  // German's figures need two lines at this width: the case under test.
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines) {
    expect(line, `a line of the key figures: "${line}"`).not.toMatch(/^·|·$/);
  }
});
