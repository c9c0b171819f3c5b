// No imports: the build's catalogue compiler (scripts/compile-catalog.ts) reads this too.

/**
 * The argument a plural's `#` reads: the build (scripts/compile-catalog.ts) turns the
 * `#` of `{count, plural, one {# payment} …}` into `{count#}`, and `withCountTexts`
 * fills it with the count written in the language. Lingui would make an
 * `Intl.NumberFormat` for `#`, whose first use costs a slowed first page ~50 ms.
 */
export const countTextArgument = (name: string) => `${name}#`;
