import { ContainerModule } from 'inversify';
import type { Logger } from '../../usecases/shared/logger';
import type { TiendaConfig } from '../config';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { built } from '../feature';
import { loadOnce } from '../on-demand';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import type { TrackingNamespace } from './tracking.client';
import { TRACKING_TOKENS as T } from './tracking.tokens';

const load = loadOnce(() => import('./tracking.on-demand'));

/**
 * Whether tracking sends anything. The rule: on the server (no `window`: the server renderer, Node hosts, the
 * integration tests) it is off, so a server render never tracks on a shopper's behalf and a page is counted once,
 * from the browser after hydration; in a browser it is on. `config.tracking.enabled` overrides both (a test that
 * checks tracking in Node opts in with `tracking: { enabled: true }`; a shell without consent opts out).
 */
export function trackingEnabled(config: TiendaConfig): boolean {
  return config.tracking?.enabled ?? typeof window !== 'undefined';
}

interface TrackerLike {
  event(name: string, parameters: Record<string, unknown> | undefined, at: Date): void;
  page(parameters: Record<string, string>): void;
  flush(): Promise<void>;
}

/**
 * The tracker as the library holds it: its code (batching, bounds, HTTP) loads with the first call, so no page
 * carries it before it tracks. Calls made meanwhile wait in order, each event keeping the moment it happened, and
 * run once it has loaded; a failed load drops them with a warning (and the next call tries again). Off, it does
 * nothing at all. Never throws or rejects.
 */
export function lazyTracker(create: () => Promise<TrackerLike>, enabled: boolean, logger: Logger): TrackingNamespace {
  let tracker: TrackerLike | null = null;
  let loading: Promise<TrackerLike | null> | null = null;
  // Calls made while the code loads chain on the one load, so they run in the order they were made.
  const ensure = () =>
    (loading ??= create().then(
      (created) => (tracker = created),
      (error: unknown) => {
        loading = null;
        logger.log('warn', 'tracking code did not load: events dropped', { error: String(error) });
        return null;
      },
    ));
  const use = (call: (tracker: TrackerLike) => void) => {
    if (!enabled) return;
    if (tracker) return call(tracker);
    void ensure().then((loaded) => loaded && call(loaded));
  };
  if (enabled && typeof window !== 'undefined') window.addEventListener('pagehide', () => void tracker?.flush());
  return {
    event: (name, parameters) => {
      const at = new Date();
      use((loaded) => loaded.event(name, parameters, at));
    },
    page: (parameters) => use((loaded) => loaded.page(parameters)),
    flush: () => (enabled ? ensure().then((loaded) => loaded?.flush()) : Promise.resolve()),
  };
}

/** Binds the tracker: in the library only this small stand-in; its code loads with the first call. */
export function trackingModule(config: TiendaConfig): ContainerModule {
  const enabled = trackingEnabled(config);
  return new ContainerModule(({ bind }) => {
    bind(T.Tracker)
      .toDynamicValue(
        built((get) => {
          const [api, session, logger] = [get(C.ApiClient), get(S.SessionStore), get(C.Logger)];
          return lazyTracker(
            () => load().then((code) => new code.Tracker(new code.HttpTrackingRepository(api, () => session.session?.token ?? null), logger, { enabled: true })),
            enabled,
            logger,
          );
        }),
      )
      .inSingletonScope();
  });
}
