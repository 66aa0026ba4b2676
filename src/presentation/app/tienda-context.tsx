import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { TiendaClient } from '../../index';
import type { ClientSource } from './client-source';

const SourceContext = createContext<ClientSource | null>(null);

/** Provides the UI's client source (lazy in the browser, empty on the server, a fake in tests). */
export function TiendaProvider({ source, children }: { source: ClientSource; children: ReactNode }) {
  return <SourceContext.Provider value={source}>{children}</SourceContext.Provider>;
}

/** The client source: `get()` when a screen needs to act (add to cart, log in). */
export function useClientSource(): ClientSource {
  const source = useContext(SourceContext);
  if (!source) throw new Error('useClientSource must be used inside <TiendaProvider>');
  return source;
}

const none = () => null;

/**
 * The client once it exists, else null. Null on the server and during
 * hydration too, so the first browser render matches the server's HTML;
 * shopper state (cart badge, account menu) renders into reserved space.
 */
export function useClient(): TiendaClient | null {
  const source = useClientSource();
  return useSyncExternalStore(source.subscribe, source.peek, none);
}

/**
 * For screens made of the shopper's own state (cart, account, login): loads
 * the library and starts the session once the screen is on the page.
 */
export function useShopperClient(): TiendaClient | null {
  const source = useClientSource();
  useEffect(() => {
    source.get().catch(() => undefined);
  }, [source]);
  return useClient();
}
