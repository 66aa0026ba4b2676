/** The kinds of search suggestion (spec section 3). Apart from the schemas, so a screen can read them without loading zod. */
export const SUGGESTION_TYPES = ['TEXT', 'CATEGORY', 'PRODUCT', 'BRAND', 'PAGE', 'KEYWORD', 'UNKNOWN'] as const;
/** A suggestion's kind; a kind this client does not know reads as UNKNOWN. */
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];
