import { ContainerModule } from 'inversify';
import type { ApiClient } from '../../data/http/api-client';
import type { AccountRepository, ProfileRepository } from '../../usecases/account/account.repository';
import { NotificationsStore } from '../../usecases/account/notifications.store';
import { StoredPersonalData } from '../../usecases/account/stored-personal-data';
import { INITIAL_ADDRESSES_STATE } from '../../usecases/addresses/addresses.store';
import type { ErrorHandler } from '../../usecases/shared/error-handler';
import type { SessionStore } from '../../usecases/session/session.store';
import { withListenerReports } from '../core/core.module';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { construct } from '../feature';
import { loadOnce, loadStores, onDemandRepository, onDemandStore, onDemandUseCase, sessionScoped } from '../on-demand';
import { ORDERS_TOKENS } from '../orders/orders.tokens';
import { PAYMENTS_TOKENS } from '../payments/payments.tokens';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { ACCOUNT_TOKENS as T, ACCOUNT_USE_CASES, accountTokenOf } from './account.tokens';

type Repository = AccountRepository & ProfileRepository;

// The classes load with the first account call (see account.on-demand.ts).
const load = loadOnce(() => import('./account.on-demand'));

/**
 * Binds the account repository and use cases (their code loads on first
 * use), and the addresses and notifications stores with what
 * the session clears of them. Signing up and social login sign in as a
 * login does, so they need the session feature's stores, service and
 * LoadUser, and the cart feature's CartService.
 */
export const accountModule = new ContainerModule(({ bind }) => {
  bind(T.AccountRepository)
    .toResolvedValue((api: ApiClient) => onDemandRepository<Repository>(() => load().then((code) => new code.HttpAccountRepository(api))), [C.ApiClient])
    .inSingletonScope();
  bind(T.ProfileRepository).toService(T.AccountRepository);
  // Their classes load on demand (stores.on-demand.ts); until then they read empty, and clearing them does nothing.
  const stores = [
    [T.AddressesStore, INITIAL_ADDRESSES_STATE, 'AddressesStore'],
  ] as const;
  for (const [token, initial, name] of stores) {
    bind(token)
      .toResolvedValue((errors: ErrorHandler) => onDemandStore(initial, () => loadStores().then((code) => withListenerReports(new code[name](), errors))), [C.ErrorHandler])
      .inSingletonScope();
  }
  // The notifications belong to the session that listed them: the next shopper on the device never sees them.
  bind(T.NotificationsStore)
    .toResolvedValue((errors: ErrorHandler, session: SessionStore) => sessionScoped(withListenerReports(new NotificationsStore(), errors), session), [C.ErrorHandler, S.SessionStore])
    .inSingletonScope();
  bind(T.PersonalData).toResolvedValue(construct(StoredPersonalData), [T.AddressesStore, PAYMENTS_TOKENS.CardsStore, ORDERS_TOKENS.OrdersStore]).inSingletonScope();
  for (const member of ACCOUNT_USE_CASES) {
    bind(accountTokenOf(member))
      .toDynamicValue((context) => onDemandUseCase(member, context, load, 'account'))
      .inSingletonScope();
  }
});
