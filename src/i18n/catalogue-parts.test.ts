import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enCore from './catalogs/en/core';
import enPayments from './catalogs/en/payments';
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
    const dir = join(__dirname, 'catalogs', 'en');
    const fragments = readdirSync(dir).filter((file) => file.endsWith('.json'));
    const prefixes = (messages: object) =>
      new Set(Object.keys(messages).map((id) => `${id.slice(0, id.indexOf('.'))}.json`));
    const core = prefixes(enCore);
    const payments = prefixes(enPayments);
    expect([...core].filter((fragment) => payments.has(fragment))).toEqual([]);
    expect([...core, ...payments].sort()).toEqual([...fragments].sort());
  });

  it('the core comes first; the payments part when asked for, once', async () => {
    const { activateLocale, loadCataloguePart, t } = await freshI18n();
    await activateLocale('de');
    expect(t('currencies.fiatTitle')).toBe('Fiatwährungen');
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
});
