import { defineFeature } from '../feature';
import { paymentsClient } from './payments.client';
import { paymentsModule } from './payments.module';
import { PAYMENTS_TOKENS } from './payments.tokens';

/** Saved cards, installment plans and paying an existing order by card: `tienda.payments`. */
export const paymentsFeature = defineFeature({ tokens: PAYMENTS_TOKENS, module: () => paymentsModule, client: paymentsClient });
