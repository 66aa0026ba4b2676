import { isHttpUrl } from '../../domain/product/product-action-rules';
import type { AmazonImport } from '../../domain/product/product-actions';
import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import { refuse } from './product-checks';
import type { ProductRepository } from './product.repository';

/** The longest URL sent to the import. */
export const AMAZON_URL_MAX = 2048;

/**
 * Imports an Amazon product by its URL (POST /product/amazon {url}) and gives the slug of the product page
 * created for it (or of the one an earlier import made). Needs a signed-in user (onlyAnonymousTokenFound without
 * a call). A blank URL, one that is not http(s) or longer than 2,048 characters is INVALID_URL without a call.
 * The API's refusals keep their cause and Spanish message: INVALID_URL, USED_PRODUCTS_NOT_ALLOWED,
 * GLOBAL_SELLER_NOT_ALLOWED, PRODUCT_NOT_FOUND, PRODUCT_NOT_CREATED.
 */
export class ImportFromAmazonUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly repository: ProductRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(url: string): Promise<AmazonImport> {
    requireUser(this.session, this.errors, 'importFromAmazon');
    const text = typeof url === 'string' ? url.trim() : '';
    if (!isHttpUrl(text) || text.length > AMAZON_URL_MAX) {
      throw refuse(this.errors, 'importFromAmazon', 'INVALID_URL', 'Pega el enlace completo del producto en Amazon, que empieza con https://.', { field: 'url' });
    }
    return this.errors.run('importFromAmazon', () => this.repository.importFromAmazon(text));
  }
}
