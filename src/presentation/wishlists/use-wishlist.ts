import { useMemo } from 'react';
import type { Wishlist } from '../../domain/wishlists/wishlist';
import { useClientSource } from '../app/tienda-context';
import { useQuery } from '../shared/use-query';

/** «Mis favoritos»' data: the list's first page (later pages join it with `set`). */
export function useWishlistPages() {
  return useQuery(['wishlists', 'list'], (client) => client.wishlists.list({ page: 1 }).then((list): { list: Wishlist; page: number } => ({ list, page: 1 })));
}

/** The favourites' actions: a later page, taking a product off, sharing the list and making it private again. */
export function useWishlistActions() {
  const source = useClientSource();
  return useMemo(
    () => ({
      page: (page: number) => source.get().then((client) => client.wishlists.list({ page })),
      remove: (sku: string) => source.get().then((client) => client.wishlists.remove(sku)),
      share: () => source.get().then((client) => client.wishlists.share()),
      unshare: () => source.get().then((client) => client.wishlists.unshare()),
    }),
    [source],
  );
}
