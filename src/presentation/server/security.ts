import { createHash } from 'node:crypto';

/** The CSP source of an inline script's exact text: `'sha256-…'` (CSP3). */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The headers every HTML answer carries. Scripts run only when their text has one of `scriptHashes` (the page's own
 * inline scripts, hashed: no per-answer nonce, so a shared cache may keep the page and every visitor gets the same
 * bytes), and what those scripts load ('strict-dynamic'); no other inline script, no eval. Styles may be inline, and
 * images and API calls may go to the API's origin. Frames may show this origin's and the API's pages only: the
 * bank's 3-D Secure challenge (`step_up_url`, on the API's public origin) and a sandboxed `srcdoc`.
 */
export function securityHeaders(scriptHashes: readonly string[], options: { apiOrigin?: string | null } = {}): Record<string, string> {
  const api = options.apiOrigin ? ` ${options.apiOrigin}` : '';
  // 'self' only matters to browsers without 'strict-dynamic' (CSP2), which then load the store's own files.
  const scripts = [...new Set(scriptHashes)].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src ${scripts ? `${scripts} ` : ''}'strict-dynamic' 'self'`,
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
