import { randomBytes } from 'node:crypto';

/** A fresh nonce for one HTML answer. */
export function createNonce(): string {
  return randomBytes(18).toString('base64');
}

/**
 * The headers every HTML answer carries. Scripts run only with this answer's
 * nonce (and what those scripts load: 'strict-dynamic'); no inline script
 * without it, no eval. Styles may be inline (the first screen's CSS is), and
 * images and API calls may go to the API's origin. Frames may show this
 * origin's and the API's pages only: the bank's 3-D Secure challenge
 * (`step_up_url`, on the API's public origin) and a sandboxed `srcdoc`.
 */
export function securityHeaders(nonce: string, options: { apiOrigin?: string | null } = {}): Record<string, string> {
  const api = options.apiOrigin ? ` ${options.apiOrigin}` : '';
  const csp = [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https:${api}`,
    `connect-src 'self'${api}`,
    `frame-src 'self'${api}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
