import type { UploadOptions } from '../../domain/orders/order-rules';
import type { WarrantyClaim } from '../../domain/warranty/warranty';
import type { WarrantyClaimInput } from '../../domain/warranty/warranty-rules';
import type { WarrantyStore } from '../../usecases/warranty/warranty.store';
import { lazily, type Resolve } from '../feature';
import { useCaseMembers } from '../on-demand';
import { WARRANTY_TOKENS, WARRANTY_USE_CASES, warrantyTokenOf, type WarrantyUseCase } from './warranty.tokens';

/**
 * `tienda.warranty`: the signed-in shopper's warranty claims (loaded on its first call). Every call needs a
 * signed-in user (anonymous: onlyAnonymousTokenFound, without a call); failures are reported UseCaseErrors.
 */
export interface WarrantyNamespace {
  /** The claims listed, made and cancelled so far; emptied when the session changes. */
  readonly store: WarrantyStore;
  /**
   * Claims the warranty of an order's item (POST /order/{n}/{itemId}/warranty): multipart with the photos
   * (their upload's fraction to `onProgress`), JSON without. Checked first (`warrantyClaimProblem`: problem
   * 3–1000 characters, notes ≤ 2000, quantity 1 to the item's units, ≤ 5 photos PNG/JPEG/WebP ≤ 2 MB each):
   * NOT_ALLOWED with `details.field`, without a call.
   */
  claim(orderNumber: string | number, itemId: string | number, input: WarrantyClaimInput, options?: UploadOptions): Promise<WarrantyClaim>;
  /** Cancels the item's open claim while it is NEW (POST /order/{n}/{itemId}/warranty/cancel); answers it cancelled. */
  cancel(orderNumber: string | number, itemId: string | number): Promise<WarrantyClaim>;
  /** The shopper's claims, newest first (GET /warranty), into `store.claims`. */
  list(): Promise<WarrantyClaim[]>;
  /** One order's claims (GET /order/{n}/warranty), into `store.byOrder[n]`. */
  forOrder(orderNumber: string | number): Promise<WarrantyClaim[]>;
}

export interface WarrantyClient {
  /** The shopper's warranty claims: claim, cancel, list, per order, with its store. */
  readonly warranty: WarrantyNamespace;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type WarrantyMembersMatch = Same<Exclude<keyof WarrantyNamespace, 'store'>, WarrantyUseCase> extends true ? true : never;
const membersMatch: WarrantyMembersMatch = true;
void membersMatch;

export function warrantyClient(resolve: Resolve): WarrantyClient {
  const store = lazily<WarrantyStore>(resolve, WARRANTY_TOKENS.WarrantyStore);
  const warranty = Object.defineProperty(useCaseMembers(resolve, WARRANTY_USE_CASES, warrantyTokenOf), 'store', { get: store, enumerable: true });
  return { warranty: warranty as unknown as WarrantyNamespace };
}
