import type { PageHead } from '../app/head';
import { publicWishlistTitle, type PublicWishlistData } from './public-wishlist.loader';

/** A shared list's head (server/heads.ts): «Lista de Ana», never indexed (it is one shopper's, for whoever has the link). */
export function publicWishlistHead(data: unknown): PageHead | null {
  const view = data as PublicWishlistData | undefined;
  if (!view?.found) return null;
  const title = publicWishlistTitle(view.list);
  return {
    title,
    description: `${title}: productos favoritos compartidos en Tienda.`,
    noindex: true,
  };
}
