import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import { showIn } from '@/testing/language';
import { t } from './i18n';

const DIR = join(__dirname, 'catalogs');

function fragment(locale: string, file: string): Record<string, string> {
  return JSON.parse(readFileSync(join(DIR, locale, file), 'utf8')) as Record<string, string>;
}

/** The ICU arguments of a message with their types: "count:plural", "code". */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(token.arg);
      if (token.type === 'function') found.add(`${token.arg}:${token.key}`);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`${token.arg}:${token.type}`);
        for (const selectCase of token.cases) walk(selectCase.tokens);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const files = readdirSync(join(DIR, 'en')).filter((file) => file.endsWith('.json'));

describe('the catalogues', () => {
  it.each(files)('%s: every language has the same messages with the same arguments', (file) => {
    const source = fragment('en', file);
    for (const locale of LOCALES) {
      const other = fragment(locale, file);
      expect(Object.keys(other).sort(), `${locale}/${file}`).toEqual(Object.keys(source).sort());
      for (const [id, message] of Object.entries(source)) {
        expect(argumentsOf(other[id]!), `${locale} ${id}`).toEqual(argumentsOf(message));
        expect(other[id]!.trim(), `${locale} ${id} is empty`).not.toBe('');
      }
    }
  });

  it.each(files)('%s: its message ids start with the fragment name', (file) => {
    const prefix = `${file.replace(/\.json$/, '')}.`;
    for (const id of Object.keys(fragment('en', file)))
      expect(id.startsWith(prefix), id).toBe(true);
  });

  it('a plural reads as the language counts', () => {
    expect(t('common.payments', { count: 1 })).toBe('1 payment');
    expect(t('common.payments', { count: 2500 })).toBe('2,500 payments');
    showIn('de');
    expect(t('common.payments', { count: 2500 })).toBe('2.500 Zahlungen');
  });
});
