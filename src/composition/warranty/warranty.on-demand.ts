/** The warranty feature's code, as one chunk loaded on its first call. */
import { HttpWarrantyRepository } from '../../data/warranty/http-warranty.repository';
import {
  CancelWarrantyClaimUseCase,
  ClaimWarrantyUseCase,
  ListWarrantyClaimsUseCase,
  OrderWarrantyClaimsUseCase,
} from '../../usecases/warranty/claim-warranty.use-case';
import { WarrantyStore } from '../../usecases/warranty/warranty.store';
import { CORE_TOKENS as C } from '../core/core.tokens';
import type { Get } from '../feature';
import { ORDERS_TOKENS } from '../orders/orders.tokens';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { WARRANTY_TOKENS as T } from './warranty.tokens';

export { WarrantyStore };

/** The use cases of `tienda.warranty`, one per member. */
export function createWarranty(get: Get) {
  const [session, store, errors] = [get(S.SessionStore), get(T.WarrantyStore), get(C.ErrorHandler)];
  const repository = new HttpWarrantyRepository(get(C.ApiClient));
  return {
    /**
     * Claims the warranty of an order's item (POST /order/{n}/{itemId}/warranty): multipart with the photos
     * (their upload's fraction to `onProgress`), JSON without. Checked first (`warrantyClaimProblem`: problem
     * 3–1000 characters, notes ≤ 2000, quantity 1 to the item's units, ≤ 5 photos PNG/JPEG/WebP ≤ 2 MB each):
     * NOT_ALLOWED with `details.field`, without a call.
     */
    claim: new ClaimWarrantyUseCase(session, get(ORDERS_TOKENS.OrdersStore), store, repository, errors),
    /** Cancels the item's open claim while it is NEW (POST /order/{n}/{itemId}/warranty/cancel); answers it cancelled. */
    cancel: new CancelWarrantyClaimUseCase(session, store, repository, errors),
    /** The shopper's claims, newest first (GET /warranty), into `store.claims`. */
    list: new ListWarrantyClaimsUseCase(session, store, repository, errors),
    /** One order's claims (GET /order/{n}/warranty), into `store.byOrder[n]`. */
    forOrder: new OrderWarrantyClaimsUseCase(session, store, repository, errors),
  };
}

export type WarrantyUseCases = ReturnType<typeof createWarranty>;
