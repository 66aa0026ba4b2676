/**
 * What a page tells search engines and link previews. Each route's `handle.head`
 * names its kind; server/heads.ts builds it from the loader data, and the
 * server writes it into <head>.
 */
export interface PageHead {
  /** Without the " · Tienda" suffix. */
  title: string;
  description: string;
  /** The canonical path (no origin); the server makes it absolute. Absent: the request's path without its query. */
  canonicalPath?: string;
  /** An absolute or root-relative image URL for Open Graph. */
  image?: string | null;
  ogType?: 'website' | 'product';
  /** A product's price, for Open Graph. */
  price?: { amount: number; currency: string } | null;
  /** Structured data (JSON-LD), serialised safely by the server. */
  jsonLd?: Record<string, unknown> | null;
  /** The largest image of the first screen, preloaded with high priority. */
  lcpImage?: { href: string; srcSet?: string; sizes?: string } | null;
  /** noindex for pages search engines should not keep (404, errors, cart, account). */
  noindex?: boolean;
}

/** Which head the server writes for a route (server/heads.ts builds it from the loader data); plain pages give their title. */
export type HeadKind = 'home' | 'product' | 'listing' | 'section' | 'info' | 'notFound' | 'search' | 'vending' | 'compare' | 'publicWishlist' | { title: string; description?: string; noindex?: boolean };

export interface RouteHandle {
  /** The screen module a lazy route loads (under src/presentation, no extension): the server preloads its chunk. */
  screen?: string;
  /** The page's head. A name, not a function, so the head code stays on the server. */
  head?: HeadKind;
  /**
   * 'public': the page is the same for every visitor (the shopper's own state loads in the browser), so the server
   * lets a shared cache keep it. Any other page is `private, no-store`.
   */
  cache?: 'public';
}

