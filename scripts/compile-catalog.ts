import { compileMessage } from '@lingui/message-utils/compileMessage';
// The `#` of a plural reads a count written by the app (see count-text.ts).
import { countTextArgument } from '../src/i18n/count-text-argument.ts';

type CompiledToken = string | [string, string?, Record<string, unknown>?];

/** Replaces each `#` of a plural (without offset) by its count-text argument. */
function withCountArguments(tokens: unknown, plural: string | null): unknown {
  if (!Array.isArray(tokens)) return tokens;
  return (tokens as CompiledToken[]).map((token) => {
    if (token === '#' && plural !== null) return [countTextArgument(plural)];
    if (!Array.isArray(token)) return token;
    const [name, type, cases] = token;
    if (!cases) return token;
    // `#` belongs to the nearest plural around it; a plural with an offset keeps Lingui's.
    const inner =
      type === 'plural' ? (cases.offset ? null : name) : type === 'select' ? plural : null;
    return [
      name,
      type,
      Object.fromEntries(
        Object.entries(cases).map(([key, value]) => [key, withCountArguments(value, inner)]),
      ),
    ];
  });
}

/** A catalogue fragment of ICU messages, compiled to the form Lingui reads at runtime. */
export function compileCatalog(source: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(source).map(([id, message]) => [
      id,
      withCountArguments(compileMessage(message), null),
    ]),
  );
}
