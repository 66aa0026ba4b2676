import * as z from 'zod/mini';
import { IdStringSchema } from '../checkout/delivery-schemas';
import { nullishOr } from '../shared/schema-helpers';

/*
 * The business forms' answer (POST /b2b, POST /seller_signup: spec sections 3 and 7). Loaded with the forms
 * feature's code; only its type is public.
 */

/** What the server says once a form is stored: its id and a Spanish thank-you to show. */
export const FormReceiptSchema = z.object({
  id: IdStringSchema,
  message: nullishOr(z.string(), 'Gracias: recibimos tu solicitud.'),
});
/** What sending a form answers. */
export type FormReceipt = z.output<typeof FormReceiptSchema>;
