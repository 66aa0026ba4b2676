import { ContainerModule } from 'inversify';
import type { ApiClient } from '../../data/http/api-client';
import type { AccountRepository, ProfileRepository } from '../../usecases/account/account.repository';
import { NotificationsStore } from '../../usecases/account/notifications.store';
import { StoredPersonalData } from '../../usecases/account/stored-personal-data';
import { AddressesStore } from '../../usecases/addresses/addresses.store';
import { CardsStore } from '../../usecases/cards/cards.store';
import { OrdersStore } from '../../usecases/orders/orders.store';
import type { ErrorHandler } from '../../usecases/shared/error-handler';
import type { SessionStore } from '../../usecases/session/session.store';
import { withListenerReports } from '../core/core.module';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { construct } from '../feature';
import { loadOnce, onDemandRepository, onDemandUseCase } from '../on-demand';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { ACCOUNT_TOKENS as T, ACCOUNT_USE_CASES, accountTokenOf } from './account.tokens';

type Repository = AccountRepository & ProfileRepository;

// The classes load with the first account call (see account.on-demand.ts).
const load = loadOnce(() => import('./account.on-demand'));

/**
 * The notifications store belongs to the session that listed them: when the session changes (a logout, another
 * user's login, a deletion) it is emptied, so the next shopper on the device never sees the last one's notices.
 */
function notificationsOfSession(errors: ErrorHandler, session: SessionStore): NotificationsStore {
  const store = withListenerReports(new NotificationsStore(), errors);
  let token = session.session?.token ?? null;
  session.subscribe(() => {
    const now = session.session?.token ?? null;
    if (now === token) return;
    token = now;
    store.clear();
  });
  return store;
}

/**
 * Binds the account repository and use cases (their code loads on first
 * use), and the addresses, cards, orders and notifications stores with what
 * the session clears of them. Signing up and social login sign in as a
 * login does, so they need the session feature's stores, service and
 * LoadUser, and the cart feature's CartService.
 */
export const accountModule = new ContainerModule(({ bind }) => {
  bind(T.AccountRepository)
    .toResolvedValue((api: ApiClient) => onDemandRepository<Repository>(() => load().then((code) => new code.HttpAccountRepository(api))), [C.ApiClient])
    .inSingletonScope();
  bind(T.ProfileRepository).toService(T.AccountRepository);
  const stores: [symbol, new () => { onListenerError: (error: unknown) => void }][] = [
    [T.AddressesStore, AddressesStore],
    [T.CardsStore, CardsStore],
    [T.OrdersStore, OrdersStore],
  ];
  for (const [token, Type] of stores) {
    bind(token)
      .toResolvedValue((errors: ErrorHandler) => withListenerReports(new Type(), errors), [C.ErrorHandler])
      .inSingletonScope();
  }
  bind(T.NotificationsStore).toResolvedValue(notificationsOfSession, [C.ErrorHandler, S.SessionStore]).inSingletonScope();
  bind(T.PersonalData).toResolvedValue(construct(StoredPersonalData), [T.AddressesStore, T.CardsStore, T.OrdersStore]).inSingletonScope();
  for (const member of ACCOUNT_USE_CASES) {
    bind(accountTokenOf(member))
      .toDynamicValue((context) => onDemandUseCase(member, context, load, 'account'))
      .inSingletonScope();
  }
});
