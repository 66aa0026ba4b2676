import { http, HttpResponse } from 'msw';
import { author, brand, categoryTree, filterOptions, homePage, productList, productPage, sectionDetail } from '../fixtures';
import { url } from '../server';

type Body = Record<string, unknown>;

/** GET /page/home (or offers, newest). */
export const homeHandler = (body: unknown = homePage(), kind = 'home') =>
  http.get(url(`/page/${kind}`), () => HttpResponse.json(body as Body));

/** GET /page/section/{id}. */
export const sectionHandler = (body: unknown = sectionDetail()) => http.get(url('/page/section/:id'), () => HttpResponse.json(body as Body));

/** GET /page/section/{id}/filter: a section's facets. */
export const sectionFilterHandler = (body: unknown = filterOptions()) =>
  http.get(url('/page/section/:id/filter'), () => HttpResponse.json(body as Body));

/** Everything a section page needs: its detail and its facets. */
export const sectionHandlers = (body: unknown = sectionDetail(), filters: unknown = filterOptions()) => [sectionHandler(body), sectionFilterHandler(filters)];

/** GET /search/filter (a listing's facets: an empty query). */
export const listingFilterHandler = (body: unknown = { query: '', ...filterOptions() }) =>
  http.get(url('/search/filter'), () => HttpResponse.json(body as Body));

/** GET /session/recently-viewed/. */
export const recentlyViewedHandler = (products: unknown[] = []) =>
  http.get(url('/session/recently-viewed/'), () => HttpResponse.json({ products }));

/** GET /slug/{slug} answering from a map of slug → resolution; unknown slugs are 404. */
export const slugHandler = (known: Record<string, Body>) =>
  http.get(url('/slug/:slug'), ({ params }) => {
    const found = known[String(params.slug)];
    return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
  });

/** GET /page/product/{id}. */
export const productPageHandler = (body: unknown = productPage()) =>
  http.get(url('/page/product/:id'), () => HttpResponse.json(body as Body));

export const productListHandler = (body: unknown = productList()) => http.get(url('/product'), () => HttpResponse.json(body as Body));
export const categoryHandler = (body: unknown = categoryTree()) => http.get(url('/category/:slug'), () => HttpResponse.json(body as Body));
export const categoryRootHandler = (body: unknown = categoryTree({ current: null })) =>
  http.get(url('/category/root'), () => HttpResponse.json(body as Body));
export const brandHandler = (body: unknown = brand()) => http.get(url('/brand/:slug'), () => HttpResponse.json(body as Body));
export const authorHandler = (body: unknown = author()) => http.get(url('/author/:slug'), () => HttpResponse.json(body as Body));

/** Everything a category, brand or author listing needs. */
export const listingHandlers = () => [productListHandler(), categoryHandler(), brandHandler(), authorHandler(), listingFilterHandler()];
