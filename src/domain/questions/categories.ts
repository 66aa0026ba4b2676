/*
 * The automated answerer's question categories and chat options (spec section 3), with their Spanish labels.
 * Zod-free, so a screen can read them without loading the schemas.
 */

/** The question categories of spec section 3; a category this client does not know reads as Unknown. */
export const QUESTION_CATEGORIES = [
  'ShippingTime',
  'ShippingOptions',
  'Cuotas',
  'Stock',
  'SpecificProductInfo',
  'OtherGeneralQuestion',
  'Greeting',
  'ThankYou',
  'Goodbye',
  'UnspecifiedProductInfo',
  'RequestChatWithHuman',
  'HowToCancelOrder',
  'CommentOnProductPriceOrDescription',
  'Price',
  'PaymentOptions',
  'ShippingMethods',
  'CanIBuyInStore',
  'ShippingCost',
  'Warranty',
  'HowToPurchase',
  'SalePriceEndDate',
  'BulkOrderPrice',
  'Unknown',
] as const;
/** What a question is about, as the automated answerer classified it. */
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];
/** The category of a value this client does not know. */
export const QUESTION_CATEGORY_FALLBACK: QuestionCategory = 'Unknown';

/** The chat options of spec section 3; an option this client does not know reads as Unknown. */
export const CHAT_OPTIONS = [
  'ChatSupport',
  'ChatSupportIfAnswerNotOk',
  'ChatSupportOrAskExpertIfAnswerNotOk',
  'EndThread',
  'HowToBuyTutorial',
  'BulkQuotationForm',
  'ShowMeShippingOptions',
  'ShowMePrice',
  'ShowMeInstallments',
  'Unknown',
] as const;
/** What the shopper may do next after an automated answer. */
export type ChatOption = (typeof CHAT_OPTIONS)[number];
/** The chat option of a value this client does not know. */
export const CHAT_OPTION_FALLBACK: ChatOption = 'Unknown';

// Built on first use, so a bundle that never maps a value leaves them out.
let categorySet: ReadonlySet<string> | null = null;
let chatOptionSet: ReadonlySet<string> | null = null;

/** Any value as a question category: one of QUESTION_CATEGORIES, else Unknown. */
export function toQuestionCategory(value: unknown): QuestionCategory {
  return typeof value === 'string' && (categorySet ??= new Set(QUESTION_CATEGORIES)).has(value) ? (value as QuestionCategory) : QUESTION_CATEGORY_FALLBACK;
}

/** Any value as a chat option: one of CHAT_OPTIONS, else Unknown. */
export function toChatOption(value: unknown): ChatOption {
  return typeof value === 'string' && (chatOptionSet ??= new Set(CHAT_OPTIONS)).has(value) ? (value as ChatOption) : CHAT_OPTION_FALLBACK;
}

const CATEGORY_LABELS: Record<QuestionCategory, string> = {
  ShippingTime: 'Tiempo de entrega',
  ShippingOptions: 'Opciones de envío',
  Cuotas: 'Cuotas',
  Stock: 'Existencias',
  SpecificProductInfo: 'Detalles del producto',
  OtherGeneralQuestion: 'Pregunta general',
  Greeting: 'Saludo',
  ThankYou: 'Agradecimiento',
  Goodbye: 'Despedida',
  UnspecifiedProductInfo: 'Información del producto',
  RequestChatWithHuman: 'Hablar con una persona',
  HowToCancelOrder: 'Cancelar un pedido',
  CommentOnProductPriceOrDescription: 'Comentario sobre el precio o la descripción',
  Price: 'Precio',
  PaymentOptions: 'Formas de pago',
  ShippingMethods: 'Métodos de envío',
  CanIBuyInStore: 'Compra en tienda',
  ShippingCost: 'Costo de envío',
  Warranty: 'Garantía',
  HowToPurchase: 'Cómo comprar',
  SalePriceEndDate: 'Fin de la oferta',
  BulkOrderPrice: 'Precio por mayor',
  Unknown: 'Otra consulta',
};

const CHAT_OPTION_LABELS: Record<ChatOption, string> = {
  ChatSupport: 'Hablar con servicio al cliente',
  ChatSupportIfAnswerNotOk: '¿No te sirvió? Habla con servicio al cliente',
  ChatSupportOrAskExpertIfAnswerNotOk: '¿No te sirvió? Habla con servicio al cliente o pregunta a un experto',
  EndThread: 'Listo, gracias',
  HowToBuyTutorial: 'Ver cómo comprar',
  BulkQuotationForm: 'Pedir cotización por mayor',
  ShowMeShippingOptions: 'Ver opciones de envío',
  ShowMePrice: 'Ver el precio',
  ShowMeInstallments: 'Ver cuotas',
  Unknown: 'Otra opción',
};

/** The Spanish label of a question category (an unknown value reads as Unknown's label). */
export function questionCategoryLabel(category: QuestionCategory | string | null | undefined): string {
  return CATEGORY_LABELS[toQuestionCategory(category)];
}

/** The Spanish label of a chat option (an unknown value reads as Unknown's label). */
export function chatOptionLabel(option: ChatOption | string | null | undefined): string {
  return CHAT_OPTION_LABELS[toChatOption(option)];
}
