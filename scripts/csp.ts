// The Content Security Policy of the production build. `vite preview` sends it as a
// header (vite.config.ts); README shows the same header for nginx. e2e/security.spec.ts
// checks the header and that no page breaks it.
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
// - worker-src 'none': the app runs no workers (the demo API answers inside the page).
// - object-src 'none', base-uri 'self', form-action 'self', frame-ancestors 'none':
//   no plugins, no <base> hijack, forms stay here, no clickjacking in a frame.
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: http: data:",
  "font-src 'self' data:",
  "connect-src 'self' https: http:",
  "worker-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
