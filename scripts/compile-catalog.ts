import { compileMessage } from '@lingui/message-utils/compileMessage';

/** A catalogue fragment of ICU messages, compiled to the form Lingui reads at runtime. */
export function compileCatalog(source: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(source).map(([id, message]) => [id, compileMessage(message)]),
  );
}
