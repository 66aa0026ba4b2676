import { useEffect } from 'react';
import { useLoaderData, useLocation, useNavigation } from 'react-router';
import type { ListingView } from '../../index';
import { rememberListing } from './listing-cache';

/** A listing's view model: its route loader's data, and whether another page or order of it is loading. */
export function useListing(): ListingView & { busy: boolean } {
  const listing = useLoaderData() as ListingView;
  const navigation = useNavigation();
  const location = useLocation();
  // Kept for back and forward, the server-rendered first page included.
  useEffect(() => rememberListing(location, listing), [location, listing]);
  return { ...listing, busy: navigation.state === 'loading' && navigation.location?.pathname === location.pathname };
}
