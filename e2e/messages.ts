/**
 * The dashboard's messages for browser tests, read from the catalogues the app ships
 * (src/i18n/catalogs), compiled and formatted as the build does: a test in German finds
 * "Erneut versuchen" by the id of "Retry", and checks a page for English left over.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n, type Messages } from '@lingui/core';
import { parse, type Token } from '@messageformat/parser';
import { compileCatalog } from '../scripts/compile-catalog';
import { withCountTexts } from '../src/i18n/count-text';

export type TestLocale = 'en' | 'de' | 'es';

const DIR = join(import.meta.dirname, '..', 'src', 'i18n', 'catalogs');

function catalogue(locale: TestLocale): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const file of readdirSync(join(DIR, locale)).filter((name) => name.endsWith('.json')))
    Object.assign(messages, JSON.parse(readFileSync(join(DIR, locale, file), 'utf8')));
  return messages;
}

const sources = { en: catalogue('en'), de: catalogue('de'), es: catalogue('es') };
const i18n = setupI18n();
for (const locale of ['en', 'de', 'es'] as const)
  i18n.load(locale, compileCatalog(sources[locale]) as Messages);

/** The message `id` in `locale`, its arguments filled in, as the page shows it. */
export function message(
  locale: TestLocale,
  id: string,
  values: Record<string, string | number> = {},
): string {
  if (!(id in sources.en)) throw new Error(`No message ${id} in the English catalogue`);
  i18n.activate(locale);
  return i18n._(id, withCountTexts(values, locale));
}

/** The literal words of a message in every branch of its plurals and selects. */
function wordsOf(text: string): string[] {
  const words: string[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') words.push(...(token.value.match(/\p{L}{3,}/gu) ?? []));
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal')
        for (const branch of token.cases) walk(branch.tokens);
    }
  };
  walk(parse(text));
  return words.map((word) => word.toLowerCase());
}

/**
 * Words of the English catalogue that the other language never uses ("loaded",
 * "payments", "retry", but not "checkout" or "token", which German shares): any of
 * them on a German page is English left over.
 */
export function englishOnlyWords(locale: Exclude<TestLocale, 'en'>): Set<string> {
  const theirs = new Set(Object.values(sources[locale]).flatMap(wordsOf));
  return new Set(
    Object.values(sources.en)
      .flatMap(wordsOf)
      .filter((word) => !theirs.has(word)),
  );
}
