// The Content Security Policy. The built index.html carries it as a meta tag (any static
// host serves it); `vite preview` and the dev server send it as a header (vite.config.ts),
// as nginx does (deploy/dashboard.conf.template, kept equal by scripts/nginx-conf.test.ts). e2e/security.spec.ts checks both and that no page
// breaks it.
//
// - script-src 'self': only our own bundles; no inline scripts, no foreign scripts,
//   and no 'unsafe-eval' (nothing in the build needs eval or new Function).
// - style-src 'unsafe-inline': Mantine writes CSS variables and component styles into
//   `style` attributes and <style> tags at run time (colour scheme, `style` props,
//   positions of popovers). Inline *styles* cannot run code; a nonce or hash is not
//   possible for a static build served by any web server.
// - connect-src http: https:: Settings may point the dashboard at any API base URL.
// - img-src http: https: data:: currency logos come from the API (only http(s) URLs are
//   used, see src/lib/safe-url.ts); data: for small images embedded in CSS.
// - worker-src 'self': the reconciliation's matcher runs in a module worker of this site
//   (issue 52: 20,000 orders off the page's thread); no other origin, no blob: workers.
// - object-src 'none', base-uri 'self', form-action 'self', frame-ancestors 'none':
//   no plugins, no <base> hijack, forms stay here, no clickjacking in a frame.
const DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: http: data:",
  "font-src 'self' data:",
  "connect-src 'self' https: http:",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/** The policy as a header (preview, the dev server, nginx). */
export const contentSecurityPolicy = DIRECTIVES.join('; ');

/**
 * The policy for the built index.html's <meta http-equiv> tag, so any static host
 * serves it: everything but frame-ancestors, which a meta tag cannot carry (browsers
 * ignore it there and complain in the console); the header sends it.
 */
export const contentSecurityPolicyMeta = DIRECTIVES.filter(
  (directive) => !directive.startsWith('frame-ancestors'),
).join('; ');

/**
 * The dev server's policy: the same, plus a nonce for the one inline script it needs
 * (React Fast Refresh's preamble; Vite puts the nonce on every tag it writes).
 */
export function devContentSecurityPolicy(nonce: string): string {
  return DIRECTIVES.map((directive) =>
    directive === "script-src 'self'" ? `script-src 'self' 'nonce-${nonce}'` : directive,
  ).join('; ');
}
