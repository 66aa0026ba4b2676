import { UseCaseError } from '../../domain';
import type { ResolvedShareLink } from '../../domain/product/product-actions';
import type { ErrorHandler } from '../shared/error-handler';
import type { ProductRepository } from './product.repository';

/**
 * What a short link points to (GET /share/{shortId}): its page type (an unknown one reads as NOT_FOUND) and
 * slug. A blank short id is notFound without a call; an unknown one is notFound from the API.
 */
export class ResolveShareUseCase {
  constructor(
    private readonly repository: ProductRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(shortId: string): Promise<ResolvedShareLink> {
    const id = typeof shortId === 'string' ? shortId.trim() : '';
    if (!id) throw this.errors.handle(new UseCaseError('notFound', { apiMessage: 'El enlace no existe.' }), 'resolveShare');
    return this.errors.run('resolveShare', () => this.repository.resolveShare(id));
  }
}
