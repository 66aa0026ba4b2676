import { useLoaderData } from 'react-router';
import type { ProductLoaderData } from './product.loader';

/** The product page's view model: the page from its route loader, the sanitised description and the loader's clock. */
export const useProductPage = (): ProductLoaderData => useLoaderData() as ProductLoaderData;
