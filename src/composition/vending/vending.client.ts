import type { LoadVendingCategoriesUseCase } from '../../usecases/vending/load-vending-categories.use-case';
import type { LoadVendingMachineUseCase } from '../../usecases/vending/load-vending-machine.use-case';
import type { Resolve } from '../feature';
import { useCaseMembers } from '../on-demand';
import { VENDING_USE_CASES, vendingTokenOf, type VendingUseCaseName } from './vending.tokens';

type Call<U extends { execute(...args: never[]): unknown }> = (...args: Parameters<U['execute']>) => ReturnType<U['execute']>;

/**
 * `tienda.vending`: vending machine views. Anyone can look; the code loads on the first call. To buy a slot's
 * product, `tienda.cart.add({ product: slot.product, quantity, vendingMachineSlotId: slot.id })`: the API
 * refuses a slot that is empty, sold out (REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY) or out of service (NOT_ALLOWED).
 */
export interface VendingNamespace {
  /**
   * The machine `id`, its slots as a grid by row then column (null where no slot is) and its categories:
   * GET /vending_machine/{id} (with `categoryId`, only the slots of that category or below) and GET
   * /vending_machine/{id}/categories in parallel. A blank id is notFound before any call; a failure of
   * either call is reported to `errors$` and rejects (an unknown machine: notFound).
   */
  load: Call<LoadVendingMachineUseCase>;
  /** The categories of the machine's products, each with its number of positions in `search_results_count`. */
  categories: Call<LoadVendingCategoriesUseCase>;
}

/** The vending feature's part of TiendaClient. */
export interface VendingClient {
  /** Vending machine views. */
  readonly vending: VendingNamespace;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type VendingMembersMatch = Same<keyof VendingNamespace, VendingUseCaseName> extends true ? true : never;
const membersMatch: VendingMembersMatch = true;
void membersMatch;

export function vendingClient(resolve: Resolve): VendingClient {
  return { vending: useCaseMembers(resolve, VENDING_USE_CASES, vendingTokenOf) as unknown as VendingNamespace };
}
