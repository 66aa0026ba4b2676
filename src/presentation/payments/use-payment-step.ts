import { useState } from 'react';
import type { ExistingCard, Installment, UseCaseError } from '../../index';
import { installmentAmountCents } from '../../domain/checkout/amounts';
import type { CheckoutState } from '../../domain/checkout/checkout-state';
import { hasNothingToPay } from '../../domain/checkout/order-rules';
import type { PaymentMethod } from '../../domain/payments/payment';
import type { CardsState } from '../../usecases/cards/cards.store';
import type { PaymentOption } from '../../usecases/checkout/checkout.repository';
import type { CheckoutEdit } from '../../usecases/checkout/edit-checkout.use-case';
import { useClient } from '../app/tienda-context';
import { useCheckout, useInstallmentOptions, usePaymentOptions, useSavedCardsLoad } from '../checkout/use-checkout';
import { useSession } from '../session/use-session';
import { useStoreState } from '../shared/use-store';

const NO_CARDS = { status: 'idle' as const, cards: [] as readonly ExistingCard[], temporaryCard: null, error: null };

/** The payment step's data and actions (see `usePaymentStep`). */
export interface PaymentStepView {
  /** The checkout under way (null until it has started). */
  checkout: CheckoutState | null;
  /** Nothing to pay (a gift card or the discounts cover it all): no method is asked for. */
  covered: boolean;
  /** The methods the server offers for this checkout, and those the shopper may use. */
  paymentOptions: readonly PaymentOption[];
  paymentMethods: readonly PaymentMethod[];
  /** The methods' load (asked again when where the order goes or its total change); `optionsFailure` is its failure. */
  options: ReturnType<typeof usePaymentOptions>;
  optionsFailure: UseCaseError | null;
  /** Whether a user is signed in (only they have saved cards). */
  signedIn: boolean;
  /** The signed-in shopper's saved cards (`tienda.payments.cards`), loaded once the step is on the page. */
  cards: CardsState;
  /** The last change's failure (shown in the step's alert); null once another starts. */
  editFailure: unknown;
  /** Changes the checkout (a method, a card), its failure kept in `editFailure`. */
  edit(change: CheckoutEdit): void;
}

/**
 * The checkout's payment step's view model: the checkout under way, the
 * payment methods for where the order goes and its total (none asked when
 * nothing is to pay), a signed-in shopper's saved cards, and `edit`, a change
 * to the checkout whose failure is `editFailure`.
 */
export function usePaymentStep(): PaymentStepView {
  const co = useCheckout();
  const client = useClient();
  const session = useSession();
  const cards = useStoreState(client?.payments.cards, NO_CARDS);
  const checkout = co.checkout;
  const [editFailure, setEditFailure] = useState<unknown>(null);

  // The methods depend on where the order goes and on its total: asked again when those change.
  // Nothing to pay (a gift card covers it all): no method is asked, so none is fetched.
  const covered = hasNothingToPay(checkout);
  const optionsKey = checkout && !covered
    ? [checkout.cartId, checkout.deliveryOption?.id, checkout.pickupOption?.id, checkout.shippingAddress?.id, checkout.amounts.total].join('|')
    : null;
  const options = usePaymentOptions(optionsKey);
  const optionsFailure = options.status === 'error' ? options.error : null;

  const signedIn = session.isSignedIn;
  useSavedCardsLoad(signedIn);

  const edit = (change: CheckoutEdit) => {
    setEditFailure(null);
    co.run((c) => c.checkout.edit(change)).catch(setEditFailure);
  };

  return {
    checkout,
    covered,
    paymentOptions: co.paymentOptions,
    paymentMethods: co.paymentMethods,
    options,
    optionsFailure,
    signedIn,
    cards,
    editFailure,
    edit,
  };
}

/** The installment plans' data and choice (see `useInstallmentPlans`). */
export interface InstallmentPlansView {
  /** The checkout under way. */
  checkout: CheckoutState;
  /** The plans' load for the card's bank (none asked until there is a card). */
  loaded: ReturnType<typeof useInstallmentOptions>;
  /** The plans the bank offers (`tienda.checkout.store`). */
  plans: readonly Installment[];
  /** The last choice's failure; null once another starts. */
  failure: unknown;
  /** Chooses a plan (for the card starting with `bin`, when the plan does not say its own). */
  choose(plan: Installment): void;
}

/**
 * The installment plans of the bank of the card starting with `bin`, on the
 * checkout's installment amount, and the choice of one (a change to the
 * checkout whose failure is `failure`).
 */
export function useInstallmentPlans(bin: string | null): InstallmentPlansView {
  const co = useCheckout();
  const checkout = co.checkout!;
  const cents = installmentAmountCents(checkout.amounts);
  const loaded = useInstallmentOptions(bin, cents);
  const [failure, setFailure] = useState<unknown>(null);
  const choose = (plan: Installment) => {
    setFailure(null);
    co.run((c) => c.checkout.edit({ kind: 'installment', bin: plan.bin ?? bin, bank_code: plan.bank_code, installments: plan.installments })).catch(setFailure);
  };
  return { checkout, loaded, plans: co.installmentOptions, failure, choose };
}
