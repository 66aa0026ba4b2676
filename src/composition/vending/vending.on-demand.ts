/** The vending feature's code, as one chunk loaded on its first call. */
import { HttpVendingRepository } from '../../data/vending/http-vending.repository';
import { LoadVendingCategoriesUseCase } from '../../usecases/vending/load-vending-categories.use-case';
import { LoadVendingMachineUseCase } from '../../usecases/vending/load-vending-machine.use-case';
import { VENDING_TOKENS as T, type VendingUseCaseName } from './vending.tokens';

export { HttpVendingRepository };

export const USE_CASE_CLASSES = {
  load: LoadVendingMachineUseCase,
  categories: LoadVendingCategoriesUseCase,
} satisfies Record<VendingUseCaseName, unknown>;

/** What each use case's constructor takes, in order (then the error handler). */
export const DEPENDENCIES: Record<VendingUseCaseName, readonly symbol[]> = {
  load: [T.VendingRepository],
  categories: [T.VendingRepository],
};
