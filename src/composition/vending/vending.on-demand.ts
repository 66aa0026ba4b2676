/** The vending feature's code, as one chunk loaded on its first call. */
import { HttpVendingRepository } from '../../data/vending/http-vending.repository';
import { LoadVendingCategoriesUseCase } from '../../usecases/vending/load-vending-categories.use-case';
import { LoadVendingMachineUseCase } from '../../usecases/vending/load-vending-machine.use-case';
import { CORE_TOKENS as C } from '../core/core.tokens';
import type { Get } from '../feature';

/** The use cases of `tienda.vending`, one per member. */
export function createVending(get: Get) {
  const errors = get(C.ErrorHandler);
  const repository = new HttpVendingRepository(get(C.ApiClient));
  return {
    /**
     * The machine `id`, its slots as a grid by row then column (null where no slot is) and its categories:
     * GET /vending_machine/{id} (with `categoryId`, only the slots of that category or below) and GET
     * /vending_machine/{id}/categories in parallel. A blank id is notFound before any call; a failure of
     * either call is reported to `errors$` and rejects (an unknown machine: notFound).
     */
    load: new LoadVendingMachineUseCase(repository, errors),
    /** The categories of the machine's products, each with its number of positions in `search_results_count`. */
    categories: new LoadVendingCategoriesUseCase(repository, errors),
  };
}

export type VendingUseCases = ReturnType<typeof createVending>;
