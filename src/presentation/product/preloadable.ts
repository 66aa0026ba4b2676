import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A part of the product page in a chunk of its own, which a loader may fetch beforehand. */
export interface Preloadable<P> {
  /** Renders at once when the chunk is in (the server and client navigations, whose loader preloaded it); else suspends. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Fetches the chunk (once); a failed fetch may be tried again. */
  preload: () => Promise<unknown>;
}

/**
 * A lazy component that does not suspend when its chunk is already loaded: React reads a thenable that
 * resolves synchronously at once. So the server (whose loader awaited `preload`) renders its HTML in the
 * first pass, and hydration, which has not fetched it yet, keeps the server's HTML until the chunk arrives.
 */
export function preloadable<P>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: { default: ComponentType<P> } | null = null;
  let pending: Promise<unknown> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Component = lazy(() =>
    loaded
      ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve(loaded!) } as unknown as Promise<{ default: ComponentType<P> }>)
      : (preload() as Promise<unknown>).then(() => loaded!),
  );
  return { Component, preload };
}
