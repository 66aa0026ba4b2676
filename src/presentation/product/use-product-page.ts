import { useLoaderData } from 'react-router';
import type { ProductLoaderData } from './product.loader';

/** The product page's view model: the page from its route loader and the sanitised description. */
export const useProductPage = (): ProductLoaderData => useLoaderData() as ProductLoaderData;
