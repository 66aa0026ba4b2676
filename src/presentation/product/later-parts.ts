import type { ProductSummary } from '../../index';
import type { LaterSectionsProps } from './LaterSections';
import { preloadable } from './preloadable';

/*
 * The code of the product page's lists (LaterSections.tsx, product-lists.ts LATER_PARTS), out of the page's first
 * load: it loads with their data, in parallel, as the shopper nears them (use-product-lists.ts) or beside the page's
 * data on a client navigation (product.loader.ts). Two components of one chunk, on either side of «¿Compras por
 * mayor?», which is drawn from the start and keeps its place (and a form being typed) when they arrive.
 */
const laterSections = () => import('./LaterSections');

/** The comparison, the reviews, the questions and the product rows. */
export const Lists = preloadable<LaterSectionsProps>(laterSections);
/** «Te puede interesar», at the page's end. */
export const MoreLikeThis = preloadable<{ productId: string; initial: ProductSummary[]; hasMore: boolean }>(() =>
  laterSections().then((m) => ({ default: m.Recommendations })),
);

/** Fetches the chunk (once) for both, so neither suspends when drawn; a failed fetch may be tried again. */
export const preloadLaterSections = () => Promise.all([Lists.preload(), MoreLikeThis.preload()]);
