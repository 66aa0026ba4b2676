import type { WarrantyStore } from '../../usecases/warranty/warranty.store';
import { lazily, withGetters, type Calls, type Resolve } from '../feature';
import { onDemandCalls } from '../on-demand';
import type { WarrantyUseCases } from './warranty.on-demand';
import { WARRANTY_TOKENS as T, WARRANTY_USE_CASES } from './warranty.tokens';

/**
 * `tienda.warranty`: the signed-in shopper's warranty claims (loaded on its first call). Every call needs a
 * signed-in user (anonymous: onlyAnonymousTokenFound, without a call); failures are reported UseCaseErrors.
 */
export interface WarrantyNamespace extends Calls<WarrantyUseCases> {
  /** The claims listed, made and cancelled so far; emptied when the session changes. */
  readonly store: WarrantyStore;
}

export interface WarrantyClient {
  /** The shopper's warranty claims: claim, cancel, list, per order, with its store. */
  readonly warranty: WarrantyNamespace;
}

export function warrantyClient(resolve: Resolve): WarrantyClient {
  const calls = onDemandCalls(resolve, WARRANTY_USE_CASES, { claim: true, cancel: true, list: true, forOrder: true });
  return { warranty: withGetters(calls, { store: lazily<WarrantyStore>(resolve, T.WarrantyStore) }) };
}
