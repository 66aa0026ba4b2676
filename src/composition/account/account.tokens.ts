import type { NotificationsStore } from '../../usecases/account/notifications.store';
import type { PersonalData } from '../../usecases/session/personal-data';
import { tokenFor } from '../feature';
import type { OnDemand } from '../on-demand';
import type { AccountUseCases } from './account.on-demand';

/** The account feature's tokens: the notifications store, and what the session clears of the shopper's data. */
export const ACCOUNT_TOKENS = {
  NotificationsStore: tokenFor<NotificationsStore>('NotificationsStore'),
  PersonalData: tokenFor<PersonalData>('PersonalData'),
} as const;

/** The account use cases, built by account.on-demand.ts on the first call. Part of the feature's tokens. */
export const ACCOUNT_USE_CASES = tokenFor<OnDemand<AccountUseCases>>('Account');
