import { defineFeature } from '../feature';
import { paymentsClient } from './payments.client';
import { paymentsModule } from './payments.module';
import { PAYMENTS_TOKENS, PAYMENTS_USE_CASES } from './payments.tokens';

/** Saved cards, installment plans and paying an existing order by card: `tienda.payments`. */
export const paymentsFeature = defineFeature({ tokens: { ...PAYMENTS_TOKENS, Payments: PAYMENTS_USE_CASES }, module: () => paymentsModule, client: paymentsClient });
