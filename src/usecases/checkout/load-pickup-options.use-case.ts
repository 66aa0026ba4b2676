import type { PickupOption } from '../../domain/checkout/checkout';
import type { ErrorHandler } from '../shared/error-handler';
import type { CheckoutRepository } from './checkout.repository';
import type { CheckoutStore } from './checkout.store';
import { requireCheckout } from './checkout-request';

/** The pickup options for this checkout's cart (GET /checkout/{cartId}/shipping_option/pickup), into the checkout store. */
export class LoadPickupOptionsUseCase {
  constructor(
    private readonly store: CheckoutStore,
    private readonly repository: CheckoutRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<PickupOption[]> {
    const { cartId } = requireCheckout(this.store, this.errors, 'loadPickupOptions');
    try {
      const options = await this.repository.pickupOptions(cartId);
      this.store.setOptions({ pickupOptions: options });
      return options;
    } catch (error) {
      const failure = this.errors.handle(error, 'loadPickupOptions');
      this.store.setError(failure);
      throw failure;
    }
  }
}
