import { useLoaderData } from 'react-router';
import type { HomeData } from './home.loader';

/** The home page's view model: its route loader's data. */
export const useHome = (): HomeData => useLoaderData() as HomeData;
