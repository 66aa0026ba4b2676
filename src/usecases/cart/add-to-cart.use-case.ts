import {
  cartProductTypes,
  checkCartCompatibility,
  checkLineQuantity,
  UseCaseError,
  type Cart,
  type Dedication,
  type ProductSummary,
} from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { CartRepository } from './cart.repository';
import type { CartService } from './cart.service';
import type { CartStore } from './cart.store';

/**
 * What `tienda.cart.add` takes: the product (as a listing, product page or vending slot gives it), the quantity and the line's options.
 */
export interface AddToCartInput {
  product: Pick<ProductSummary, 'public_sku' | 'type' | 'stock_status'>;
  quantity: number;
  dedication?: Partial<Dedication> | null;
  vendingMachineSlotId?: string | number | null;
}

const UNAVAILABLE = ['OUT_OF_STOCK', 'DISCONTINUED', 'UNKNOWN'];

/**
 * Adds a product to the cart. Refuses, before any call: a quantity outside
 * 1..99, a product that cannot be bought, a dedication or slot id over the
 * bounds the API enforces, or not an email where one is due (NOT_ALLOWED,
 * naming the field in Spanish), and a kind that may not share the cart with
 * what is already in it (NOT_ALLOWED, spec section 4).
 */
export class AddToCartUseCase {
  constructor(
    private readonly cart: CartService,
    private readonly store: CartStore,
    private readonly repository: CartRepository,
    private readonly errors: ErrorHandler,
  ) {}

  /**
   * Adds the line and answers the updated cart; throws a {@link UseCaseError} (NOT_ALLOWED, REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY, …) on refusal.
   */
  async execute(input: AddToCartInput): Promise<Cart> {
    const { product, quantity } = input;
    const problem = checkLineQuantity(quantity, { allowZero: false });
    if (problem) throw this.errors.handle(new UseCaseError(problem.cause, { apiMessage: problem.message }), 'addToCart');
    if (UNAVAILABLE.includes(product.stock_status)) {
      throw this.errors.handle(
        new UseCaseError('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY', { apiMessage: 'Este producto no está disponible.' }),
        'addToCart',
      );
    }
    // The request schemas load on first need: a page that never adds to the cart leaves them out.
    const { checkAddCartItemRequest } = await import('../shared/on-demand').catch((error: unknown) => {
      throw this.errors.handle(error, 'addToCart');
    });
    const request = checkAddCartItemRequest({
      product_public_sku: product.public_sku,
      quantity,
      dedication: input.dedication ?? null,
      vending_machine_slot_id: input.vendingMachineSlotId ?? null,
    });
    if (!request.ok) {
      throw this.errors.handle(new UseCaseError('NOT_ALLOWED', { apiMessage: request.message, details: request.problem }), 'addToCart');
    }
    const current = this.store.cart ?? (await this.cart.getOrCreate());
    // What waits to be added (offline) counts as in the cart: the server will apply the same rule when it gets it.
    const waiting = this.store.getSnapshot().pending.flatMap((change) => (change.kind === 'add' ? [change.product.type] : []));
    const compatibility = checkCartCompatibility([...cartProductTypes(current), ...waiting], product.type);
    if (!compatibility.compatible) {
      throw this.errors.handle(
        new UseCaseError(compatibility.cause, { apiMessage: compatibility.message, details: compatibility }),
        'addToCart',
      );
    }
    const title = 'title' in product && typeof product.title === 'string' ? product.title : product.public_sku;
    return this.cart.changeLine(
      'addToCart',
      { kind: 'add', request: request.data, product: { public_sku: product.public_sku, title, type: product.type } },
      (cartId) => this.repository.addItem(cartId, request.data),
    );
  }
}
