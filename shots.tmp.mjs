import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h, scheme] of [[390, 844, 'light'], [1366, 768, 'dark'], [820, 1180, 'light'], [1920, 1080, 'light']]) {
  const page = await browser.newPage({ viewport: { width: w, height: h }, colorScheme: scheme });
  await page.goto('http://127.0.0.1:4180/reconcile');
  await page.getByRole('button', { name: 'Try it with sample orders' }).click();
  await page.getByRole('button', { name: 'Reconcile', exact: true }).click();
  await page.getByText(/^Checkouts coffee-club, window 24 h/).waitFor({ timeout: 30000 });
  const top = await page.getByRole('heading', { name: 'Result', exact: true }).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  for (const [i, y] of [[0, 0], [1, top - 60], [2, top - 60 + h]]) {
    await page.evaluate((y) => window.scrollTo(0, y), y);
    await page.screenshot({ path: `/work/shots/s4/recon-${w}-${scheme}-${i}.png` });
  }
  await page.close();
}
await browser.close();
