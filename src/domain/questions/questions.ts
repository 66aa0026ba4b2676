import * as z from 'zod/mini';
import { enumWithFallback, list, nullable } from '../shared/schema-helpers';
import { CHAT_OPTIONS, QUESTION_CATEGORIES } from './categories';

/*
 * The automated answerer's shapes (spec section 3). The Question itself is
 * the product page's (QuestionSchema in product/product.ts). Not re-exported
 * by the domain's index: the questions feature loads them with its code.
 */

/** A question category; an unknown value (or none) reads as Unknown. */
export const QuestionCategorySchema = enumWithFallback(QUESTION_CATEGORIES, 'Unknown');
/** A chat option; an unknown value reads as Unknown. */
export const ChatOptionSchema = enumWithFallback(CHAT_OPTIONS, 'Unknown');

/**
 * PUT /product/{id}/searchForAnswer: the automated answer. `answer` null means the
 * answerer is not sure (then `user_chat_options` offers ChatSupport).
 */
export const AutomatedAnswerSchema = z.object({
  uid: z.string(),
  answer: nullable(z.string()),
  question_category: QuestionCategorySchema,
  /** The conversation this answer belongs to: send it back with the next question. */
  thread_id: nullable(z.union([z.string(), z.pipe(z.number(), z.transform(String))])),
  user_chat_options: list(ChatOptionSchema),
});
/** An automated answer to a question, with the next steps it offers. */
export type AutomatedAnswer = z.output<typeof AutomatedAnswerSchema>;

/** The searchForAnswer answer: an automated answer, or nothing (null or an empty body). */
export const AutomatedAnswerOrNothingSchema = z.union([
  AutomatedAnswerSchema,
  z.pipe(z.union([z.null(), z.undefined(), z.literal('')]), z.transform(() => null)),
]);
