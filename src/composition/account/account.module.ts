import { ContainerModule } from 'inversify';
import type { ApiClient } from '../../data/http/api-client';
import type { AccountRepository, ProfileRepository } from '../../usecases/account/account.repository';
import { NotificationsStore } from '../../usecases/account/notifications.store';
import { StoredPersonalData } from '../../usecases/account/stored-personal-data';
import { AddressesStore } from '../../usecases/addresses/addresses.store';
import { CardsStore } from '../../usecases/cards/cards.store';
import { OrdersStore } from '../../usecases/orders/orders.store';
import type { ErrorHandler } from '../../usecases/shared/error-handler';
import { CART_TOKENS } from '../cart/cart.tokens';
import { withListenerReports } from '../core/core.module';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { construct } from '../feature';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { ACCOUNT_TOKENS as T, accountTokenOf, type AccountUseCase } from './account.tokens';

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

/** A use case whose class loads on its first `execute`, built then with `args`; a failed load is reported. */
function onDemand(member: AccountUseCase, args: unknown[], errors: ErrorHandler): UseCase {
  let useCase: Promise<UseCase> | null = null;
  return {
    async execute(...input) {
      useCase ??= load().then((classes) => new (classes.USE_CASE_CLASSES[member] as unknown as new (...a: unknown[]) => UseCase)(...args));
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

const SIGN_IN = [S.SessionStore, S.SessionService, T.AccountRepository];
const PROFILE = [S.SessionStore, S.UserStore, T.ProfileRepository];
const NOTIFICATIONS = [S.SessionStore, T.NotificationsStore, T.ProfileRepository];

/** What each use case's constructor takes, in order (the error handler last, for all but openNotification). */
const DEPENDENCIES: Record<AccountUseCase, symbol[]> = {
  signUp: [...SIGN_IN, S.SessionRepository, S.LoadUser, CART_TOKENS.CartService],
  socialLogin: [...SIGN_IN, S.LoadUser, CART_TOKENS.CartService],
  resetPassword: [T.AccountRepository],
  sendVerification: [S.SessionStore, T.AccountRepository],
  resendVerification: [S.SessionStore, T.AccountRepository],
  verifyCode: [S.SessionStore, T.AccountRepository, S.LoadUser],
  deleteAccount: [...SIGN_IN, T.PersonalData, C.Storage, CART_TOKENS.CartService],
  updateProfile: PROFILE,
  listAvatars: PROFILE,
  setAvatar: PROFILE,
  uploadAvatar: PROFILE,
  uploadIdentityDocument: PROFILE,
  loadSettings: [S.SessionStore, T.ProfileRepository],
  updateSettings: [S.SessionStore, T.ProfileRepository],
  listNotifications: NOTIFICATIONS,
  clearNotification: NOTIFICATIONS,
  openNotification: [T.ClearNotification],
  registerPushPlayer: [T.ProfileRepository],
  recordDevicePermission: [T.ProfileRepository],
  checkAppVersion: [T.ProfileRepository],
};

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
    [T.NotificationsStore, NotificationsStore],
  ];
  for (const [token, Type] of stores) {
    bind(token)
      .toResolvedValue((errors: ErrorHandler) => withListenerReports(new Type(), errors), [C.ErrorHandler])
      .inSingletonScope();
  }
  bind(T.PersonalData).toResolvedValue(construct(StoredPersonalData), [T.AddressesStore, T.CardsStore, T.OrdersStore]).inSingletonScope();
  for (const [member, dependencies] of Object.entries(DEPENDENCIES) as [AccountUseCase, symbol[]][]) {
    const withErrors = member !== 'openNotification';
    bind(accountTokenOf(member))
      .toResolvedValue(
        (...args: unknown[]) => {
          const errors = args.pop() as ErrorHandler;
          return onDemand(member, withErrors ? [...args, errors] : args, errors);
        },
        [...dependencies, C.ErrorHandler],
      )
      .inSingletonScope();
  }
});
