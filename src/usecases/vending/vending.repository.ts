import type { Category } from '../../domain';
import type { VendingMachine } from '../../domain/catalog/vending';

/** The vending machine calls of spec section 7. */
export interface VendingRepository {
  /** GET /vending_machine/{id}, with `category` when given: only the slots of that category or below. */
  machine(id: string, categoryId: number | null): Promise<VendingMachine>;
  /** GET /vending_machine/{id}/categories */
  categories(id: string): Promise<Category[]>;
}
