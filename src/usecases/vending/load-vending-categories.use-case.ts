import { UseCaseError, type Category } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { VendingRepository } from './vending.repository';

/**
 * The categories of a vending machine's products (GET /vending_machine/{id}/categories), each with the number
 * of positions holding one in `search_results_count`, in the catalogue's order. A blank id is notFound before any call.
 */
export class LoadVendingCategoriesUseCase {
  constructor(
    private readonly repository: VendingRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(id: string): Promise<Category[]> {
    return this.errors.run('loadVendingCategories', async () => {
      const machineId = id.trim();
      if (machineId === '') throw new UseCaseError('notFound', { apiMessage: 'La máquina expendedora no existe.' });
      return this.repository.categories(machineId);
    });
  }
}
