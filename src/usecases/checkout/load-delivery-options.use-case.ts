import { UseCaseError } from '../../domain';
import type { DeliveryOption } from '../../domain/checkout/checkout';
import type { ErrorHandler } from '../shared/error-handler';
import type { CheckoutRepository } from './checkout.repository';
import type { CheckoutStore } from './checkout.store';
import { requireCheckout } from './checkout-request';

/** The delivery options to an address of the shopper's (GET /checkout/{cartId}/shipping_option/delivery), into the checkout store. */
export class LoadDeliveryOptionsUseCase {
  constructor(
    private readonly store: CheckoutStore,
    private readonly repository: CheckoutRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(addressId: string | number): Promise<DeliveryOption[]> {
    const { cartId } = requireCheckout(this.store, this.errors, 'loadDeliveryOptions');
    const id = String(addressId ?? '').trim();
    if (!id) throw this.errors.handle(new UseCaseError('invalidAddress', { apiMessage: 'Elige una dirección de entrega.' }), 'loadDeliveryOptions');
    try {
      const options = await this.repository.deliveryOptions(cartId, id);
      this.store.setOptions({ deliveryOptions: options });
      return options;
    } catch (error) {
      const failure = this.errors.handle(error, 'loadDeliveryOptions');
      this.store.setError(failure);
      throw failure;
    }
  }
}
