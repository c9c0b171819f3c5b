/** The answer format of this build (vite.config.ts `define`; see model/last-known). */
declare const __ANSWER_FORMAT__: string;
