import { useMemo } from 'react';
import type { TiendaClient } from '../../index';
import { useClientSource } from '../app/tienda-context';

type Forms = TiendaClient['forms'];

/** The business forms' sends (`tienda.forms`), loading the library first when needed. */
export function useBusinessForms() {
  const source = useClientSource();
  return useMemo(
    () => ({
      b2b: (...args: Parameters<Forms['b2b']>) => source.get().then((client) => client.forms.b2b(...args)),
      sellerSignup: (...args: Parameters<Forms['sellerSignup']>) => source.get().then((client) => client.forms.sellerSignup(...args)),
    }),
    [source],
  );
}
