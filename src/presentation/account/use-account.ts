import { useCallback } from 'react';
import type { TiendaClient } from '../../index';
import { useClientSource } from '../app/tienda-context';

/** `tienda.account`, loading the library first when needed: `const account = useAccount(); (await account()).signUp(…)`. */
export function useAccount(): () => Promise<TiendaClient['account']> {
  const source = useClientSource();
  return useCallback(() => source.get().then((client) => client.account), [source]);
}
