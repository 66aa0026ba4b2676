import { pickupCashRefusal } from '../../domain/checkout/pickup-cash';
import { paymentMethodsFor, PAYMENT_METHODS, type PaymentMethod } from '../../domain/payments/payment';
import type { ErrorHandler } from '../shared/error-handler';
import type { UserStore } from '../user/user.store';
import type { CheckoutRepository, PaymentOption } from './checkout.repository';
import type { CheckoutStore } from './checkout.store';
import { requireCheckout } from './checkout-request';

const isKnownMethod = (method: string): method is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(method);

/**
 * The payment methods this checkout offers (GET /checkout/{cartId}/payment_option),
 * in the server's order, without methods this client does not know, and
 * without card payment (CARD, CARD_INSTALLMENTS) for a user whose card
 * payment is blocked (`is_cc_payment_blocked`). Cash on delivery is
 * disabled, with the reason, at a chosen pickup point that takes no cash.
 * Both lists go to the store.
 */
export class LoadPaymentOptionsUseCase {
  constructor(
    private readonly store: CheckoutStore,
    private readonly users: UserStore,
    private readonly repository: CheckoutRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<PaymentOption[]> {
    const { cartId } = requireCheckout(this.store, this.errors, 'loadPaymentOptions');
    try {
      const offered = await this.repository.paymentOptions(cartId);
      const methods = paymentMethodsFor(
        this.users.user,
        offered.map((option) => option.payment_method).filter(isKnownMethod),
      );
      // A pickup point that takes no cash: cash on delivery is shown off, saying why, whatever the server answered.
      const checkout = this.store.checkout;
      const noCash = checkout ? pickupCashRefusal(checkout.pickupOption, this.store.getSnapshot().pickupOptions) : null;
      const options = offered
        .filter((option) => (methods as string[]).includes(option.payment_method))
        .map((option) => (noCash && option.payment_method === 'COD' ? { ...option, is_disabled: true, description: noCash } : option));
      this.store.setOptions({ paymentOptions: options, paymentMethods: methods });
      return options;
    } catch (error) {
      const failure = this.errors.handle(error, 'loadPaymentOptions');
      this.store.setError(failure);
      throw failure;
    }
  }
}
