import * as z from 'zod/mini';
import { nullable, nullishOr } from '../shared/schema-helpers';

/** Who may collect the user's pickup orders. */
export const PickupContactSchema = z.object({
  name: nullable(z.string()),
  phone: nullable(z.string()),
});

/** The signed-in user's account. */
export const UserSchema = z.object({
  public_id: z.string(),
  email: nullable(z.string()),
  is_email_verified: nullishOr(z.boolean(), false),
  phone: nullable(z.string()),
  is_phone_verified: nullishOr(z.boolean(), false),
  first_name: nullable(z.string()),
  last_name: nullable(z.string()),
  pickup_contact: nullable(PickupContactSchema),
  avatar: nullable(z.string()),
  /** Where the store writes to the shopper when it is not the sign-in email (PUT /user/ takes it; spec section 7). */
  contact_email: nullable(z.string()),
  notification: nullable(z.unknown()),
  has_mobile_app: nullishOr(z.boolean(), false),
  has_made_purchase: nullishOr(z.boolean(), false),
  selected_address: nullable(z.union([z.string(), z.number()])),
  selected_pickup: nullable(z.union([z.string(), z.number()])),
  points: nullishOr(z.number(), 0),
  is_cc_payment_blocked: nullishOr(z.boolean(), false),
  is_pickup_location_worker: nullishOr(z.boolean(), false),
});
/** The signed-in user's account ({@link UserSchema}). */
export type User = z.output<typeof UserSchema>;
