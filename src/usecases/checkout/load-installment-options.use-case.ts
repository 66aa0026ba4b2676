import { UseCaseError } from '../../domain';
import { fromCents, installmentAmountCents } from '../../domain/checkout/amounts';
import type { Installment } from '../../domain/checkout/checkout';
import type { ErrorHandler } from '../shared/error-handler';
import type { CheckoutRepository } from './checkout.repository';
import type { CheckoutStore } from './checkout.store';
import { requireCheckout } from './checkout-request';

/**
 * The installment plans for a card's BIN (its first 6 to 8 digits; a whole
 * number also works), per bank and number of payments
 * (GET /checkout/{cartId}/installment_option?bin&amount). The amount is the
 * sub total plus shipping, minus the coupon and gift-card discounts, summed
 * in whole cents (spec section 7).
 */
export class LoadInstallmentOptionsUseCase {
  constructor(
    private readonly store: CheckoutStore,
    private readonly repository: CheckoutRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(bin: string): Promise<Installment[]> {
    const checkout = requireCheckout(this.store, this.errors, 'loadInstallmentOptions');
    const digits = String(bin ?? '').replace(/\s/g, '');
    if (!/^[0-9]{6,19}$/.test(digits))
      throw this.errors.handle(
        new UseCaseError('INVALID_CARD_NUMBER', { apiMessage: 'Escribe al menos los primeros 6 dígitos de la tarjeta.' }),
        'loadInstallmentOptions',
      );
    const amount = fromCents(installmentAmountCents(checkout.amounts));
    try {
      // Only the BIN leaves: never a whole card number in a URL.
      const options = await this.repository.installmentOptions(checkout.cartId, digits.slice(0, 6), amount);
      this.store.setOptions({ installmentOptions: options });
      return options;
    } catch (error) {
      const failure = this.errors.handle(error, 'loadInstallmentOptions');
      this.store.setError(failure);
      throw failure;
    }
  }
}
