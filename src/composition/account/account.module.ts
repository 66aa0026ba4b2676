import { ContainerModule, type ResolutionContext } from 'inversify';
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
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { ACCOUNT_TOKENS as T, ACCOUNT_USE_CASES, accountTokenOf, type AccountUseCase } from './account.tokens';

type OnDemand = typeof import('./account.on-demand');
type Repository = AccountRepository & ProfileRepository;
type UseCase = { execute(...args: unknown[]): Promise<unknown> };

// The classes load with the first account call (see account.on-demand.ts); a failed load is tried again on the next call.
let code: Promise<OnDemand> | null = null;
const load = (): Promise<OnDemand> =>
  (code ??= import('./account.on-demand').catch((error: unknown) => {
    code = null;
    throw error;
  }));

/**
 * A use case whose class loads on its first `execute`, with its dependencies (listed in the on-demand chunk, so
 * no page's library carries the table) resolved then from the container; a failed load is reported.
 */
function onDemand(member: AccountUseCase, context: ResolutionContext): UseCase {
  let useCase: Promise<UseCase> | null = null;
  const errors = context.get<ErrorHandler>(C.ErrorHandler);
  return {
    async execute(...input) {
      useCase ??= load().then(({ USE_CASE_CLASSES, DEPENDENCIES, WITHOUT_ERROR_HANDLER }) => {
        const args = DEPENDENCIES[member].map((token) => context.get(token));
        const Type = USE_CASE_CLASSES[member] as unknown as new (...a: unknown[]) => UseCase;
        return new Type(...args, ...(WITHOUT_ERROR_HANDLER.includes(member) ? [] : [errors]));
      });
      const target = await useCase.catch((error: unknown) => {
        useCase = null;
        throw errors.handle(error, 'account');
      });
      return target.execute(...input);
    },
  };
}

/** The HTTP account repository, loaded with the first call. */
function accountRepository(api: ApiClient): Repository {
  let repository: Promise<Repository> | null = null;
  return new Proxy({} as Repository, {
    get: (_target, name) =>
      // Methods only, and not a thenable: whoever awaits the repository gets the repository.
      typeof name !== 'string' || name === 'then'
        ? undefined
        : async (...args: unknown[]) => {
            repository ??= load().then((classes) => new classes.HttpAccountRepository(api));
            const target = (await repository) as unknown as Record<PropertyKey, (...a: unknown[]) => Promise<unknown>>;
            return target[name]!(...args);
          },
  });
}

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
  bind(T.AccountRepository).toResolvedValue(accountRepository, [C.ApiClient]).inSingletonScope();
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
      .toDynamicValue((context) => onDemand(member, context))
      .inSingletonScope();
  }
});
