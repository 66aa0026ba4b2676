import { useMemo } from 'react';
import { useClientSource } from '../app/tienda-context';

/** A product's short link to share (`tienda.product.share`), and `preload`, a hint to start downloading the library. */
export function useShareLink() {
  const source = useClientSource();
  return useMemo(() => ({ share: (productId: string) => source.get().then((client) => client.product.share(productId)), preload: source.preload }), [source]);
}
