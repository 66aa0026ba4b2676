import { createContext, useContext, type ReactNode } from 'react';
import type { TiendaClient } from '../../index';

const TiendaContext = createContext<TiendaClient | null>(null);

/** Provides the one TiendaClient created in main.tsx (or a fake in tests). */
export function TiendaProvider({ client, children }: { client: TiendaClient; children: ReactNode }) {
  return <TiendaContext.Provider value={client}>{children}</TiendaContext.Provider>;
}

/** The TiendaClient: the only way screens reach data. */
export function useTienda(): TiendaClient {
  const client = useContext(TiendaContext);
  if (!client) throw new Error('useTienda must be used inside <TiendaProvider>');
  return client;
}
