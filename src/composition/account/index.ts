import { defineFeature } from '../feature';
import { accountClient } from './account.client';
import { accountModule } from './account.module';
import { ACCOUNT_TOKENS, ACCOUNT_USE_CASES } from './account.tokens';

/** Creating, signing in to and verifying an account: `tienda.account`. */
export const accountFeature = defineFeature({ tokens: { ...ACCOUNT_TOKENS, Account: ACCOUNT_USE_CASES }, module: () => accountModule, client: accountClient });
