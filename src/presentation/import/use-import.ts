import { useCallback } from 'react';
import { useClientSource } from '../app/tienda-context';

/** Importing a product from an Amazon link (`tienda.product.importFromAmazon`), loading the library first when needed. */
export function useImportFromAmazon() {
  const source = useClientSource();
  return useCallback((url: string) => source.get().then((client) => client.product.importFromAmazon(url)), [source]);
}
