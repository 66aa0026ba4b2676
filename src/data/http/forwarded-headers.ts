/** Facts about the shopper's request that a host can forward to the API (spec section 7). */
export interface ForwardedRequestInfo {
  userAgent?: string | null;
  referrer?: string | null;
  clientIp?: string | null;
}

export const FORWARDED_HEADER_NAMES = {
  userAgent: 'X-Forwarded-User-Agent',
  referrer: 'X-Forwarded-Referer',
  clientIp: 'X-Forwarded-For',
} as const;

export function forwardedHeaders(info: ForwardedRequestInfo | null | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!info) return headers;
  for (const key of Object.keys(FORWARDED_HEADER_NAMES) as (keyof ForwardedRequestInfo)[]) {
    const value = info[key];
    if (value) headers[FORWARDED_HEADER_NAMES[key]] = value;
  }
  return headers;
}

/** What a browser can tell: its user agent and the page that sent the shopper here. */
export function browserRequestInfo(): ForwardedRequestInfo {
  if (typeof navigator === 'undefined' || typeof document === 'undefined') return {};
  return { userAgent: navigator.userAgent, referrer: document.referrer || null };
}
