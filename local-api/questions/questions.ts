import { randomBytes } from 'node:crypto';
import type { AppDeps, SessionInfo, UserRow } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import type { ProductRow } from '../catalog/catalogue';
import { NotAllowedField } from '../reviews/errors';
import { answerQuestion, type ProductFacts } from './answerer';
import { deliveryFor, deliveryToPlace } from '../catalog/delivery';
import { placeInQuestion, type NamedPlace } from './place';
import { AVAILABLE_STOCK, flashSaleEnd, toQuetzales } from '../catalog/catalogue';
import { listAttributesOfProduct } from '../catalog/product-store';
import { installmentOptions, installmentsRefusal } from '../checkout/options';
import { FREE_SHIPPING_THRESHOLD } from '../cart/cart-service';
import { PAYMENT_METHOD_NAMES } from '../../src/domain/payments/payment';
import {
  countUserQuestionsSince,
  findOwnAutomatedAnswer,
  findQuestionById,
  insertAutomatedAnswer,
  insertQuestion,
  listProductQuestions,
  listThreadCategories,
  updateAutomatedAnswerFeedback,
  type AnswerRow,
  type QuestionRow,
} from './question-store';

/** A question is 3 to 500 characters once trimmed (the library checks the same bounds). */
export const MIN_QUESTION = 3;
export const MAX_QUESTION = 500;
/** The product page lists at most this many questions. */
export const QUESTIONS_LIMIT = 50;
/** A thread keeps at most this many automated answers; the next question starts a new thread. */
export const MAX_THREAD_LENGTH = 20;
/** A user may ask at most this many questions per product per day. */
export const MAX_QUESTIONS_PER_DAY = 10;

const questionJson = (row: QuestionRow) => ({
  id: row.id,
  question: row.question,
  date_created: row.date_created,
  user_name: row.user_name,
  answer: row.answer,
  date_answered: row.date_answered,
  question_category: row.category,
});

/**
 * The QUESTIONS part of GET /page/product/{id} (catalog/product-page.ts calls it): the product's
 * answered questions, plus the session user's own still unanswered ones, newest first, at most
 * QUESTIONS_LIMIT; each with its `id` and `question_category` (null for one nobody classified).
 * `productId` is the product's row id (products.id).
 */
export function questionsPart(deps: AppDeps, session: SessionInfo, productId: number) {
  const rows = listProductQuestions(deps.db, productId, session.user?.id ?? null, QUESTIONS_LIMIT);
  return rows.map(questionJson);
}

/** A question's text, trimmed and checked: 3..500 characters, no control characters (400 NOT_ALLOWED, field `question`). */
export function checkQuestionText(value: unknown): string {
  if (typeof value !== 'string') throw new NotAllowedField('Escribe tu pregunta.', 'question');
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value))
    throw new NotAllowedField('La pregunta tiene caracteres no permitidos.', 'question');
  const text = value.trim();
  // Counted in characters (code points), as the library's questionProblem counts them.
  const length = [...text].length;
  if (length === 0) throw new NotAllowedField('Escribe tu pregunta.', 'question');
  if (length < MIN_QUESTION) throw new NotAllowedField(`La pregunta debe tener al menos ${MIN_QUESTION} caracteres.`, 'question');
  if (length > MAX_QUESTION) throw new NotAllowedField(`La pregunta admite como máximo ${MAX_QUESTION} caracteres.`, 'question');
  return text;
}

/** The facts of a product the answerer may use: its own data, nothing else. */
export function productFacts(deps: AppDeps, product: ProductRow, now: Date, place: NamedPlace | null = null): ProductFacts {
  const attributes = listAttributesOfProduct(deps.db, product.id);
  // A place named in the question: the estimate for it (as the product page's box gives it), not the general one.
  const there = place ? deliveryToPlace(product, place, now) : null;
  const { delivery_option: delivery, express_delivery_option: express } = there ?? deliveryFor(product, now);
  const onSale = product.is_on_sale === 1 && product.regular_price_cents > product.price_cents;
  const available = AVAILABLE_STOCK.includes(product.stock_status) && product.type !== 'GIFT_CARD';
  // The checkout's own plans on the product's price: per number of payments, the lowest surcharge and its banks.
  const plans = available ? installmentOptions(product.price_cents, null, null) : [];
  const installments = [...new Set(plans.map((plan) => plan.installments))].sort((a, b) => a - b).map((count) => {
    const ofCount = plans.filter((plan) => plan.installments === count);
    const best = Math.min(...ofCount.map((plan) => plan.surcharge));
    const cheapest = ofCount.filter((plan) => plan.surcharge === best);
    return { count, amount: cheapest[0]!.installment_amount, surcharge: best, banks: cheapest.map((plan) => plan.bank_name) };
  });
  return {
    title: product.title,
    type: product.type,
    stockStatus: product.stock_status,
    stockQuantity: product.stock_quantity,
    price: toQuetzales(product.price_cents),
    regularPrice: toQuetzales(product.regular_price_cents),
    isOnSale: onSale,
    hasFlashSale: product.has_flash_sale === 1,
    flashSaleEnd: product.has_flash_sale === 1 && product.flash_sale_days != null ? flashSaleEnd(now, product.flash_sale_days) : null,
    hasFreeShipping: product.has_free_shipping === 1,
    warrantyMonths: product.warranty_months,
    attributes,
    delivery: delivery
      ? { description: delivery.description, text: delivery.expected_delivery_date_range_text, cost: delivery.cost, disabled: delivery.is_disabled }
      : null,
    express:
      express && !express.is_disabled ? { description: express.description, text: express.expected_delivery_date_range_text, cost: express.cost } : null,
    place: there ? place!.label : null,
    installments,
    installmentsRefusal: available ? installmentsRefusal(product.price_cents) : 'Este producto no está disponible para comprar ahora.',
    paymentMethods: (['CARD', 'CARD_INSTALLMENTS', 'COD', 'BANK_DEPOSIT', 'VANA_PAY'] as const).map((method) => PAYMENT_METHOD_NAMES[method]),
    freeShippingThreshold: FREE_SHIPPING_THRESHOLD,
  };
}

const answerJson = (row: AnswerRow) => ({
  uid: row.uid,
  answer: row.answer,
  question_category: row.category,
  thread_id: row.thread_id,
  user_chat_options: JSON.parse(row.chat_options) as string[],
});

const newId = () => randomBytes(12).toString('hex');

/**
 * PUT /product/{id}/searchForAnswer: classifies the question and answers it from the product's own data
 * (answer null when unsure). A `thread_id` of this session on this product continues that conversation
 * (what came before in it shapes the answer); any other starts a new thread.
 */
export function searchForAnswer(deps: AppDeps, session: SessionInfo, product: ProductRow, question: string, threadId: string | null) {
  const previous = threadId ? listThreadCategories(deps.db, threadId, session.owner, product.id) : [];
  const thread = previous.length > 0 && previous.length < MAX_THREAD_LENGTH ? threadId! : newId();
  const result = answerQuestion(question, productFacts(deps, product, deps.now(), placeInQuestion(question)), {
    previousCategories: thread === threadId ? previous.map((row) => row.category) : [],
  });
  const row: AnswerRow = {
    uid: newId(),
    product_id: product.id,
    owner: session.owner,
    user_id: session.user?.id ?? null,
    question,
    answer: result.answer,
    category: result.category,
    thread_id: thread,
    chat_options: JSON.stringify(result.chatOptions),
    feedback: null,
  };
  insertAutomatedAnswer(deps.db, row, deps.now().getTime());
  return answerJson(row);
}

/**
 * PUT /product/{id}/question: stores the user's question. With the uid of an automated answer this session
 * got for this product, the question is stored answered by it (unless its answer was null); otherwise it
 * waits for an answer. An unknown or foreign uid is 404.
 */
export function askQuestion(deps: AppDeps, session: SessionInfo & { user: UserRow }, product: ProductRow, question: string, autoAnswerUid: string | null) {
  const user = session.user;
  return deps.db.transaction(() => {
    const since = new Date(deps.now().getTime() - 86_400_000).toISOString();
    const count = countUserQuestionsSince(deps.db, user.id, product.id, since);
    if (count >= MAX_QUESTIONS_PER_DAY)
      throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Ya hiciste muchas preguntas sobre este producto hoy. Inténtalo de nuevo mañana.', {
        headers: { 'Retry-After': '3600' },
      });
    let auto: AnswerRow | undefined;
    if (autoAnswerUid !== null) {
      auto = findOwnAutomatedAnswer(deps.db, autoAnswerUid, product.id, session.owner, user.id);
      if (!auto) throw notFound('La respuesta automática no existe.');
    }
    const now = deps.now().toISOString();
    const answered = auto?.answer ?? null;
    const name = user.first_name?.trim() || 'Cliente de Tienda';
    const id = insertQuestion(deps.db, {
      productId: product.id,
      question,
      userName: name,
      answer: answered,
      dateCreated: now,
      dateAnswered: answered === null ? null : now,
      userId: user.id,
      category: auto?.category ?? null,
      autoAnswerUid: auto?.uid ?? null,
    });
    const row = findQuestionById(deps.db, id)!;
    return questionJson(row);
  })();
}

export const FEEDBACK_TYPES = ['HELPFUL', 'NOT_HELPFUL'] as const;

/** POST /question/{uid}/automatedAnswerFeedback: this session's (or user's) automated answer; another's is 404. */
export function answerFeedback(deps: AppDeps, session: SessionInfo, uid: string, feedback: (typeof FEEDBACK_TYPES)[number]): void {
  const changed = updateAutomatedAnswerFeedback(deps.db, uid, session.owner, session.user?.id ?? null, feedback, deps.now().getTime());
  if (changed === 0) throw notFound('La respuesta automática no existe.');
}
