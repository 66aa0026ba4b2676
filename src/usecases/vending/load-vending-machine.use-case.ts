import { UseCaseError, type Category } from '../../domain';
import type { VendingMachine, VendingSlot } from '../../domain/catalog/vending';
import { slotGrid } from '../../domain/catalog/vending-rules';
import type { ErrorHandler } from '../shared/error-handler';
import type { VendingRepository } from './vending.repository';

/** A vending machine as a screen shows it. */
export interface VendingMachineView {
  /** The machine as the API answered it (with a category, only that category's slots). */
  machine: VendingMachine;
  /** The slots by row then column: one array per row that has a slot, each as wide as the widest column, null where no slot is. */
  rows: (VendingSlot | null)[][];
  /** The categories of the machine's products (GET /vending_machine/{id}/categories), each with its number of positions. */
  categories: Category[];
}

/** What `load` takes besides the machine's id. */
export interface LoadVendingMachineOptions {
  /** Only the slots whose product is in this category or below it. Anything but a positive whole number is no filter. */
  categoryId?: number | null;
}

/** A category id the API can take: a positive whole number, else none. */
export function vendingCategoryId(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * A vending machine, its slots laid out as a grid, and its categories: GET /vending_machine/{id} (with the
 * category) and GET /vending_machine/{id}/categories in parallel. A blank id is notFound before any call; a
 * failure of either call goes to the error handler and rejects with its UseCaseError.
 */
export class LoadVendingMachineUseCase {
  constructor(
    private readonly repository: VendingRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(id: string, options: LoadVendingMachineOptions = {}): Promise<VendingMachineView> {
    return this.errors.run('loadVendingMachine', async () => {
      const machineId = id.trim();
      if (machineId === '') throw new UseCaseError('notFound', { apiMessage: 'La máquina expendedora no existe.' });
      const [machine, categories] = await Promise.all([
        this.repository.machine(machineId, vendingCategoryId(options.categoryId)),
        this.repository.categories(machineId),
      ]);
      return { machine, rows: slotGrid(machine.slots), categories };
    });
  }
}
