import { createHash } from 'node:crypto';
import { SOCIAL_PROVIDER_IDS, type Deployment, type SocialProviderId } from '../app/deployment';

/** The CSP source of an inline script's exact text: `'sha256-…'` (CSP3). */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The headers every HTML answer carries. Scripts run only when their text has one of `scriptHashes` (the page's own
 * inline scripts, hashed: no per-answer nonce, so a shared cache may keep the page and every visitor gets the same
 * bytes), and what those scripts load ('strict-dynamic'); no other inline script, no eval. Styles may be inline, and
 * images and API calls may go to the API's origin. Images may come from any https: origin, which is what lets the
 * address pin's map show OpenStreetMap's tiles (https://tile.openstreetmap.org); its code and data stay 'self'. Frames may show this origin's and the API's pages only: the
 * bank's 3-D Secure challenge (`step_up_url`, on the API's public origin) and a sandboxed `srcdoc`.
 */
export function securityHeaders(
  scriptHashes: readonly string[],
  options: { apiOrigin?: string | null; social?: SocialSources | null } = {},
): Record<string, string> {
  const api = options.apiOrigin ? ` ${options.apiOrigin}` : '';
  const social = options.social ?? NO_SOCIAL_SOURCES;
  const more = (list: readonly string[]) => (list.length ? ` ${list.join(' ')}` : '');
  // 'self' only matters to browsers without 'strict-dynamic' (CSP2), which then load the store's own files (and the
  // providers' SDKs from their origins); with it, the SDK the login page adds is trusted as the page's own script.
  const scripts = [...new Set(scriptHashes)].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src ${scripts ? `${scripts} ` : ''}'strict-dynamic' 'self'${more(social.script)}`,
    `style-src 'self' 'unsafe-inline'${more(social.style)}`,
    `img-src 'self' data: https:${api}`,
    `connect-src 'self'${api}${more(social.connect)}`,
    `frame-src 'self'${api}${more(social.frame)}`,
    "font-src 'self'",
    // The service worker (/sw.js): 'strict-dynamic' ignores 'self' in script-src, which workers fall back to.
    "worker-src 'self'",
    "manifest-src 'self'",
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
    // geolocation=(self): «Usar mi ubicación» on an address's pin (the page only; no frame may ask).
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self), usb=(), interest-cohort=()',
    // The providers' sign-in windows (popups) answer their opener: only with a provider configured.
    'Cross-Origin-Opener-Policy': social.popups ? 'same-origin-allow-popups' : 'same-origin',
  };
}

/** What the page's CSP adds for the configured social sign-in providers (none: nothing). */
export interface SocialSources {
  script: readonly string[];
  style: readonly string[];
  connect: readonly string[];
  frame: readonly string[];
  /** A provider opens a sign-in popup that talks back to this page (COOP same-origin-allow-popups). */
  popups: boolean;
}

const NO_SOCIAL_SOURCES: SocialSources = { script: [], style: [], connect: [], frame: [], popups: false };

/**
 * What each provider's web SDK loads besides its script, from its documentation: Google Identity Services draws its
 * button and popup from accounts.google.com/gsi/; Facebook's SDK talks to www.facebook.com and the Graph API; Apple's
 * popup is appleid.apple.com.
 */
const PROVIDER_SOURCES: Record<SocialProviderId, Omit<SocialSources, 'script' | 'popups'>> = {
  google: { style: ['https://accounts.google.com/gsi/style'], connect: ['https://accounts.google.com/gsi/'], frame: ['https://accounts.google.com/gsi/'] },
  facebook: { style: [], connect: ['https://graph.facebook.com', 'https://www.facebook.com'], frame: ['https://www.facebook.com', 'https://web.facebook.com'] },
  apple: { style: [], connect: ['https://appleid.apple.com'], frame: ['https://appleid.apple.com'] },
};

/** The CSP sources of a deployment's configured providers: each one's script origin and its SDK's own sources. */
export function socialSources(social: Deployment['social']): SocialSources {
  const configured = SOCIAL_PROVIDER_IDS.filter((id) => social[id]);
  if (!configured.length) return NO_SOCIAL_SOURCES;
  const unique = (list: string[]) => [...new Set(list)];
  return {
    script: unique(configured.map((id) => new URL(social[id]!.scriptUrl).origin)),
    style: unique(configured.flatMap((id) => PROVIDER_SOURCES[id].style)),
    connect: unique(configured.flatMap((id) => PROVIDER_SOURCES[id].connect)),
    frame: unique(configured.flatMap((id) => PROVIDER_SOURCES[id].frame)),
    popups: true,
  };
}
