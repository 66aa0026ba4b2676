import { isEmailAddress } from '../../domain/product/product-action-rules';
import type { WaitListStatus } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import { refuse, requireProductId } from './product-checks';
import type { ProductRepository } from './product.repository';

/**
 * Puts the shopper on the product's wait list (POST /product/{id}/wait_list/?email=…): they are told at that
 * email when it is back in stock. Anyone may join, signed in or not. A blank email is MISSING_EMAIL, one that is
 * not an email address NOT_ALLOWED (details.field 'email'), a blank id PRODUCT_NOT_FOUND: all without a call.
 */
export class JoinWaitListUseCase {
  constructor(
    private readonly repository: ProductRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(id: string, email: string): Promise<WaitListStatus> {
    const productId = requireProductId(id, this.errors, 'joinWaitList');
    const address = typeof email === 'string' ? email.trim() : '';
    if (!address) throw refuse(this.errors, 'joinWaitList', 'MISSING_EMAIL', 'Escribe tu correo para avisarte cuando vuelva a haber existencias.', { field: 'email' });
    if (!isEmailAddress(address)) throw refuse(this.errors, 'joinWaitList', 'NOT_ALLOWED', 'Escribe un correo válido, como nombre@ejemplo.com.', { field: 'email' });
    return this.errors.run('joinWaitList', () => this.repository.joinWaitList(productId, address));
  }
}
