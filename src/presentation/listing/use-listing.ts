import { useLoaderData, useLocation, useNavigation } from 'react-router';
import type { ListingView } from '../../index';

/** A listing's view model: its route loader's data, and whether another page or order of it is loading. */
export function useListing(): ListingView & { busy: boolean } {
  const listing = useLoaderData() as ListingView;
  const navigation = useNavigation();
  const location = useLocation();
  return { ...listing, busy: navigation.state === 'loading' && navigation.location?.pathname === location.pathname };
}
