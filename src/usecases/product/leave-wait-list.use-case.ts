import type { WaitListStatus } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import { requireProductId } from './product-checks';
import type { ProductRepository } from './product.repository';

/**
 * Takes the shopper off the product's wait list (DELETE /product/{id}/wait_list/, with ?email= when given: an
 * anonymous shopper's entry is the email they joined with). A blank id is PRODUCT_NOT_FOUND without a call.
 */
export class LeaveWaitListUseCase {
  constructor(
    private readonly repository: ProductRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(id: string, email?: string): Promise<WaitListStatus> {
    const productId = requireProductId(id, this.errors, 'leaveWaitList');
    const address = typeof email === 'string' && email.trim() ? email.trim() : null;
    return this.errors.run('leaveWaitList', () => this.repository.leaveWaitList(productId, address));
  }
}
