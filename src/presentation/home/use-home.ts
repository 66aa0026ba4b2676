import { useLoaderData } from 'react-router';
import type { HomeView } from '../../index';

/** The home page's view model: its route loader's data. */
export const useHome = (): HomeView => useLoaderData() as HomeView;
