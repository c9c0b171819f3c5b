import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as I18n from './i18n';

type I18nModule = typeof I18n;

/** A fresh copy of the i18n module: its parts in use and loads start anew. */
async function freshI18n(): Promise<I18nModule> {
  vi.resetModules();
  return import('./i18n');
}

describe("the catalogue's parts", () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    errors.mockRestore();
  });

  it('split every fragment of every language between them, none twice', () => {
    const parts = import.meta.glob<{ default: object }>('./catalogs/*/*.ts', { eager: true });
    for (const locale of ['en', 'de', 'es']) {
      const dir = join(__dirname, 'catalogs', locale);
      const fragments = readdirSync(dir).filter((file) => file.endsWith('.json'));
      const inParts = Object.entries(parts)
        .filter(([path]) => path.includes(`/${locale}/`))
        .flatMap(([, part]) => [
          ...new Set(Object.keys(part.default).map((id) => `${id.slice(0, id.indexOf('.'))}.json`)),
        ]);
      expect(inParts.sort(), locale).toEqual(fragments.sort());
    }
  });

  it("a checkout's first screen does without the messages of the palette, export and the watchlist", async () => {
    const { activateLocale, loadCataloguePart, t } = await freshI18n();
    await activateLocale('en');
    await loadCataloguePart('payments');
    expect(t('shell.paletteLabel')).toBe('Search pages and checkouts');
    expect(t('settings.title')).toBe('Settings');
    for (const id of ['palette.pageCheckouts', 'payment-export.title', 'watchlist.title'] as const)
      expect(t(id)).toBe(id);
    await loadCataloguePart('export-dialog');
    expect(t('payment-export.title')).not.toBe('payment-export.title');
  });

  it('the core comes first; the payments part when asked for, once', async () => {
    const { activateLocale, loadCataloguePart, t } = await freshI18n();
    await activateLocale('de');
    expect(t('shell.navFiat')).toBe('Fiatwährungen');
    // Not loaded: shown by id, and said once for its area.
    expect(t('payment-list.columnTime')).toBe('payment-list.columnTime');
    t('payment-list.columnTime');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toContain('payment-list.columnTime');

    const first = loadCataloguePart('payments');
    expect(loadCataloguePart('payments')).toBe(first);
    await first;
    expect(t('payment-list.columnTime')).toBe('Zeit');
  });

  it('a change of language brings every part in use in the new language', async () => {
    const { activateLocale, loadCataloguePart, t } = await freshI18n();
    await activateLocale('de');
    await loadCataloguePart('payments');
    await activateLocale('es');
    expect(t('payment-list.columnTime')).toBe('Fecha');
    expect(errors).not.toHaveBeenCalled();
  });

  it('a part whose loaders come with its code loads, and follows a change of language', async () => {
    const { activateLocale, addCataloguePart, loadCataloguePart, t } = await freshI18n();
    await activateLocale('de');
    addCataloguePart('update-prompt', {
      en: () => import('./catalogs/en/update-prompt'),
      de: () => import('./catalogs/de/update-prompt'),
      es: () => import('./catalogs/es/update-prompt'),
    });
    await loadCataloguePart('update-prompt');
    expect(t('update-prompt.reload')).toBe('Neu laden');
    await activateLocale('es');
    expect(t('update-prompt.reload')).toBe('Recargar');
    expect(errors).not.toHaveBeenCalled();
  });

  it('a part that fails to load is asked for again by the next screen', async () => {
    const { activateLocale, loadCataloguePart, t } = await freshI18n();
    await activateLocale('en');
    vi.doMock('./catalogs/en/payments', () => {
      throw new Error('offline');
    });
    await expect(loadCataloguePart('payments')).resolves.toBeUndefined();
    expect(t('payment-list.columnTime')).toBe('payment-list.columnTime');
    vi.doUnmock('./catalogs/en/payments');
    await loadCataloguePart('payments');
    expect(t('payment-list.columnTime')).toBe('Time');
  });

  it("the first page's parts download with the core, and its language waits for them", async () => {
    const { activateLocale, loadFirstParts, loadCataloguePart, t } = await freshI18n();
    const activated = activateLocale('de');
    loadFirstParts('de', ['watchlist-page']);
    await activated;
    expect(t('watchlist.title')).toBe('Beobachtungsliste');
    // Already in: the page's loader does not wait for another download.
    let settled = false;
    void loadCataloguePart('watchlist-page').then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });

  it("a first page's part that fails leaves the language in place, and is asked for again", async () => {
    const { activateLocale, loadFirstParts, loadCataloguePart, t } = await freshI18n();
    vi.doMock('./catalogs/en/watchlist-page', () => {
      throw new Error('offline');
    });
    const activated = activateLocale('en');
    loadFirstParts('en', ['watchlist-page']);
    await activated;
    expect(t('shell.navFiat')).toBe('Fiat currencies');
    expect(t('watchlist.title')).toBe('watchlist.title');
    vi.doUnmock('./catalogs/en/watchlist-page');
    await loadCataloguePart('watchlist-page');
    expect(t('watchlist.title')).toBe('Watchlist');
  });
});
