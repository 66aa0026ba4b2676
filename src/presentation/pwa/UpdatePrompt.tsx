import { useSyncExternalStore } from 'react';
import { acceptUpdate, subscribeToUpdates, updateWaiting } from './service-worker';

/**
 * «Hay una versión nueva»: shown when a new version of the store waits (service-worker.ts), fixed at the bottom of
 * the screen (it moves nothing), never on the server. The open tab keeps working on its version until the shopper
 * chooses to reload.
 */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeToUpdates, updateWaiting, () => false);
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="status">
      <p>Hay una versión nueva de la tienda.</p>
      <button type="button" className="button button--primary" onClick={acceptUpdate}>
        Actualizar
      </button>
    </div>
  );
}
