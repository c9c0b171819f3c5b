// The Content Security Policy of the production build. `vite preview` sends it as a
// header; README shows the same header for nginx. Scripts only from our origin, no
// eval; `connect-src` allows any http(s) API because Settings may point anywhere.
export const contentSecurityPolicy = [
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
].join('; ');
