/*
 * The alternate card authorization of an existing order (spec section 7,
 * "Bank slips and alternate card authorization"), where the spec leaves the
 * answers "not shown". One contract, read by the library and the local API:
 *
 * 1. POST /alternate_card_auth/setup?orderNumber=N with `{ existing_card_id }`
 *    or `{ card }`: ThreeDsSetupAnswerSchema (payment-flow.ts).
 * 2. POST /alternate_card_auth/charge?orderNumber=N with the same card, the
 *    setup's `reference_id` and, after a challenge, `transaction_id`:
 *    AlternateChargeAnswerSchema. A failed charge is 402 `{cause, message,
 *    paymentResultType: 'ERROR'}`; an order already paid answers
 *    NO_PAYMENT_NEEDED (a second charge never pays twice).
 * 3. GET /alternate_card_auth/{ref}/3ds_wait_for_result: ThreeDsResultSchema.
 * 4. POST /alternate_card_auth/{ref}/verify with `{ amount }` (quetzales):
 *    CardVerificationAnswerSchema.
 */
import * as z from 'zod/mini';
import { StepUpParamsSchema } from '../checkout/checkout';
import { nullable } from '../shared/schema-helpers';
import { PaymentResultSchema } from './payment-schemas';

/** POST /alternate_card_auth/charge: the result, the step-up when STEP_UP_REQUIRED_3DS, and the bank's words beside a failure. */
export const AlternateChargeAnswerSchema = z.object({
  paymentResultType: PaymentResultSchema,
  stepUpParams: nullable(StepUpParamsSchema),
  message: nullable(z.string()),
});
export type AlternateChargeAnswer = z.output<typeof AlternateChargeAnswerSchema>;

/** POST /alternate_card_auth/{ref}/verify. */
export const CardVerificationAnswerSchema = z.object({ verified: z.boolean() });
export type CardVerificationAnswer = z.output<typeof CardVerificationAnswerSchema>;
