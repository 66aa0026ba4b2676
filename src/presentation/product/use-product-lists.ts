import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { useJsonWhenNear } from '../shared/use-json-when-near';
import { preloadLaterSections } from './later-parts';
import { LATER_ANCHORS, productListsPath, type ProductLists } from './product-lists';

/**
 * A server-rendered product page's lists (product-lists.ts LATER_PARTS), from `/producto/<slug>/secciones`, read as
 * the shopper nears them (800 px ahead, before a fast flick reaches them), or at once when the address's hash points
 * into them (`#opiniones` from «Mis opiniones», a shared link), scrolling there once they are drawn. The code that
 * draws them (later-parts.ts) is fetched at the same moment, in parallel, and they come once both are in: drawn at
 * once, in the room the sentinel kept. `wanted` false (a client navigation's page, which holds its lists, and whose
 * loader fetched that code) reads nothing.
 */
export function useProductLists(slug: string, wanted: boolean): { lists: ProductLists | null; sentinel: RefObject<HTMLDivElement | null> } {
  const { hash } = useLocation();
  const pointed = wanted && LATER_ANCHORS.test(hash);
  const { data, sentinel } = useJsonWhenNear<ProductLists>(wanted ? productListsPath(slug) : null, '800px', pointed, preloadLaterSections);
  const scrolled = useRef(false);
  useEffect(() => {
    if (!data || !pointed || scrolled.current) return;
    scrolled.current = true;
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // The hash as it is.
    }
    document.getElementById(id)?.scrollIntoView();
  }, [data, pointed, hash]);
  return { lists: data, sentinel };
}
