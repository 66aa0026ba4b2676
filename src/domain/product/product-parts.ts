/*
 * The product page's question and admin section shapes. Apart from product.ts (which re-exports them) because
 * they read the question categories: only the product page's schema and the questions feature, both loaded on
 * demand, need them, and a bundle that never parses them leaves this module out.
 */
import * as z from 'zod/mini';
import { toQuestionCategory, type QuestionCategory } from '../questions/categories';
import { nullable, serverDate } from '../shared/schema-helpers';

/** A question category as the server sends it: absent or null reads as null, an unknown one as Unknown. */
const QuestionCategoryOrNullSchema = z.pipe(
  z.optional(z.unknown()),
  z.transform((value: unknown): QuestionCategory | null => (value == null ? null : toQuestionCategory(value))),
);

/** A question about a product, with its answer. */
export const QuestionSchema = z.object({
  /** Extension: the question's id (the spec does not show one); null when the server sends none. */
  id: nullable(z.union([z.string(), z.number()])),
  question: z.string(),
  date_created: nullable(serverDate),
  user_name: nullable(z.string()),
  answer: nullable(z.string()),
  date_answered: nullable(serverDate),
  /** Extension: the category the automated answerer gave the question, or null. */
  question_category: QuestionCategoryOrNullSchema,
});
/** A shopper's question about a product and its answer, if any. */
export type Question = z.output<typeof QuestionSchema>;

/** The product page's admin section (spec section 6: only for privileged users; null for everyone else). */
export const AdminSectionSchema = z.object({
  stock_total: nullable(z.number()),
  erp_stock: nullable(z.number()),
  locked_stock: nullable(z.number()),
  editor_url: nullable(z.string()),
  profile_url: nullable(z.string()),
  internal_sku: nullable(z.string()),
});
/** The product page's admin section (staff only): stock, ERP stock, locked stock, editor links. */
export type AdminSection = z.output<typeof AdminSectionSchema>;
