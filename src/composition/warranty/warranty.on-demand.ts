/** The warranty feature's code, as one chunk loaded on its first call. */
import { HttpWarrantyRepository } from '../../data/warranty/http-warranty.repository';
import {
  CancelWarrantyClaimUseCase,
  ClaimWarrantyUseCase,
  ListWarrantyClaimsUseCase,
  OrderWarrantyClaimsUseCase,
} from '../../usecases/warranty/claim-warranty.use-case';
import { WarrantyStore } from '../../usecases/warranty/warranty.store';
import { ACCOUNT_TOKENS } from '../account/account.tokens';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { WARRANTY_TOKENS as T, type WarrantyUseCase } from './warranty.tokens';

export { HttpWarrantyRepository, WarrantyStore };

/** Each member of `tienda.warranty` and its use case's class. */
export const USE_CASE_CLASSES = {
  claim: ClaimWarrantyUseCase,
  cancel: CancelWarrantyClaimUseCase,
  list: ListWarrantyClaimsUseCase,
  forOrder: OrderWarrantyClaimsUseCase,
} satisfies Record<WarrantyUseCase, unknown>;

/** What each use case's constructor takes, in order (then the error handler). */
export const DEPENDENCIES: Record<WarrantyUseCase, readonly symbol[]> = {
  claim: [S.SessionStore, ACCOUNT_TOKENS.OrdersStore, T.WarrantyStore, T.WarrantyRepository],
  cancel: [S.SessionStore, T.WarrantyStore, T.WarrantyRepository],
  list: [S.SessionStore, T.WarrantyStore, T.WarrantyRepository],
  forOrder: [S.SessionStore, T.WarrantyStore, T.WarrantyRepository],
};
