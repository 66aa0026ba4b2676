import { z } from 'zod';
import { nullable } from '../shared/schema-helpers';

export const PickupContactSchema = z.object({
  name: nullable(z.string()),
  phone: nullable(z.string()),
});

export const UserSchema = z.object({
  public_id: z.string(),
  email: nullable(z.string()),
  is_email_verified: z.boolean().nullish().transform((v) => v ?? false),
  phone: nullable(z.string()),
  is_phone_verified: z.boolean().nullish().transform((v) => v ?? false),
  first_name: nullable(z.string()),
  last_name: nullable(z.string()),
  pickup_contact: nullable(PickupContactSchema),
  avatar: nullable(z.string()),
  notification: nullable(z.unknown()),
  has_mobile_app: z.boolean().nullish().transform((v) => v ?? false),
  has_made_purchase: z.boolean().nullish().transform((v) => v ?? false),
  selected_address: nullable(z.union([z.string(), z.number()])),
  selected_pickup: nullable(z.union([z.string(), z.number()])),
  points: z.number().nullish().transform((v) => v ?? 0),
  is_cc_payment_blocked: z.boolean().nullish().transform((v) => v ?? false),
  is_pickup_location_worker: z.boolean().nullish().transform((v) => v ?? false),
});
export type User = z.output<typeof UserSchema>;
