import { ContainerModule } from 'inversify';
import type { CheckoutClock } from '../../usecases/checkout/checkout.repository';
import { INITIAL } from '../../usecases/checkout/checkout.store';
import type { ErrorHandler } from '../../usecases/shared/error-handler';
import type { SessionStore } from '../../usecases/session/session.store';
import type { TiendaConfig } from '../config';
import { withListenerReports } from '../core/core.module';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { built } from '../feature';
import { loadStores, onDemand, onDemandStore, sessionScoped } from '../on-demand';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { CHECKOUT_TOKENS as T, CHECKOUT_USE_CASES } from './checkout.tokens';

/** A v4 UUID: crypto.randomUUID where it exists (secure contexts, Node), else from getRandomValues. */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The checkout belongs to the session that started it: when the session changes (a login, a logout, becoming
 * anonymous) it is forgotten, and with it any new card's number and CVV. Its class loads on demand.
 */
const checkoutStore = (errors: ErrorHandler, session: SessionStore) =>
  onDemandStore(INITIAL, () => loadStores().then((code) => sessionScoped(withListenerReports(new code.CheckoutStore(), errors), session)));

/** Binds the checkout store and clock, and the use cases (their code loads on first use). */
export function checkoutModule(config: TiendaConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(T.CheckoutStore).toDynamicValue(built((get) => checkoutStore(get(C.ErrorHandler), get(S.SessionStore)))).inSingletonScope();
    bind(T.CheckoutClock)
      .toConstantValue({
        now: () => new Date(),
        sleep: config.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
        newKey: randomKey,
      } satisfies CheckoutClock);
    // The classes load with the first checkout call (checkout.on-demand.ts).
    bind(CHECKOUT_USE_CASES)
      .toDynamicValue((context) => onDemand(context, 'checkout', () => import('./checkout.on-demand').then((code) => code.createCheckout)))
      .inSingletonScope();
  });
}
