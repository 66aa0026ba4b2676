import { ContainerModule } from 'inversify';
import { NotificationsStore } from '../../usecases/account/notifications.store';
import { StoredPersonalData } from '../../usecases/account/stored-personal-data';
import { withListenerReports } from '../core/core.module';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { built } from '../feature';
import { loadOnce, onDemand, sessionScoped } from '../on-demand';
import { ADDRESSES_TOKENS } from '../addresses/addresses.tokens';
import { ORDERS_TOKENS } from '../orders/orders.tokens';
import { PAYMENTS_TOKENS } from '../payments/payments.tokens';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { ACCOUNT_TOKENS as T, ACCOUNT_USE_CASES } from './account.tokens';

// The classes load with the first account call (see account.on-demand.ts).
const load = loadOnce(() => import('./account.on-demand'));

/**
 * Binds the account use cases (their code loads on first use), the
 * notifications store and the personal data the session clears. Signing up and social login sign in as a
 * login does, so they need the session feature's stores, service and
 * user loading, and the cart feature's CartService.
 */
export const accountModule = new ContainerModule(({ bind }) => {
  // The notifications belong to the session that listed them: the next shopper on the device never sees them.
  bind(T.NotificationsStore)
    .toDynamicValue(built((get) => sessionScoped(withListenerReports(new NotificationsStore(), get(C.ErrorHandler)), get(S.SessionStore))))
    .inSingletonScope();
  bind(T.PersonalData)
    .toDynamicValue(built((get) => new StoredPersonalData(get(ADDRESSES_TOKENS.AddressesStore), get(PAYMENTS_TOKENS.CardsStore), get(ORDERS_TOKENS.OrdersStore))))
    .inSingletonScope();
  bind(ACCOUNT_USE_CASES)
    .toDynamicValue((context) => onDemand(context, 'account', () => load().then((code) => code.createAccount)))
    .inSingletonScope();
});
