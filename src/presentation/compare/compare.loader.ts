import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { Attribute, ProductDetail } from '../../index';
import type { RouteDeps } from '../app/route-deps';
import { failRoute, statusForCause } from '../app/route-failure';
import { toUseCaseError } from '../../index';
import type { ComparedProduct } from './compare-rows';

/** What `/comparar/:slug` shows: the product, its attributes and the similar products, or that there is no such product. */
export type CompareLoaderData =
  | { found: true; product: ProductDetail; attributes: Attribute[]; others: ComparedProduct[] }
  | { found: false };

/** The compare page's path for a product (its slug, else its SKU). */
export function comparePath(product: { slug: string; public_sku: string }): string {
  return `/comparar/${encodeURIComponent(product.slug || product.public_sku)}`;
}

/**
 * /comparar/:slug: the product beside the ones the API compares it to (one request, pictures at width 300). Another
 * name of the product redirects (301) to its slug; an unknown product answers 404 with the screen's own words.
 */
export function compareLoader(deps: RouteDeps) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = params.slug ?? '';
    let answer: { product: ProductDetail; compareTo: ComparedProduct[]; attributes: Attribute[] };
    try {
      const client = await deps.client();
      answer = await client.product.compare(id);
    } catch (error) {
      if (statusForCause(toUseCaseError(error).cause) === 404) return data({ found: false } satisfies CompareLoaderData, { status: 404 });
      failRoute(error, 'la comparación');
    }
    const canonical = comparePath(answer.product);
    if (canonical !== `/comparar/${encodeURIComponent(id)}`) throw redirect(canonical, 301);
    return { found: true, product: answer.product, attributes: answer.attributes, others: answer.compareTo } satisfies CompareLoaderData;
  };
}
