import * as z from 'zod/mini';

/**
 * Zod 4 compiles object parsers with `new Function` when it can, and probes for that
 * with `Function('')` on first use. Our Content Security Policy forbids eval, so the
 * probe fails anyway (and the browser reports a CSP violation each time): tell zod up
 * front not to try. The setting is zod's core config, shared by `zod` and `zod/mini`.
 * Imported for its side effect by every module that parses early.
 */
z.config({ jitless: true });
