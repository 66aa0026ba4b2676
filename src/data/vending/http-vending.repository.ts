import type { Category } from '../../domain';
import { VendingCategoryListSchema, VendingMachineSchema, type VendingMachine } from '../../domain/catalog/vending';
import type { VendingRepository } from '../../usecases/vending/vending.repository';
import type { ApiClient } from '../http/api-client';

const segment = encodeURIComponent;

export class HttpVendingRepository implements VendingRepository {
  constructor(private readonly api: ApiClient) {}

  machine(id: string, categoryId: number | null): Promise<VendingMachine> {
    return this.api.request({
      method: 'GET',
      path: `/vending_machine/${segment(id)}`,
      ...(categoryId === null ? {} : { params: { category: categoryId } }),
      schema: VendingMachineSchema,
      shape: 'VendingMachine',
    });
  }

  categories(id: string): Promise<Category[]> {
    return this.api.request({ method: 'GET', path: `/vending_machine/${segment(id)}/categories`, schema: VendingCategoryListSchema, shape: 'VendingCategoryList' });
  }
}
