/** The sort orders of listings and search (spec section 3). Apart from the schemas, so a screen can list them without loading zod. */
export const SORT_ORDERS = [
  'Relevance',
  'Rating',
  'PriceLowToHigh',
  'PriceHighToLow',
  'Popularity',
  'Name',
  'CreationDate',
] as const;
/** A listing's sort order. */
export type SortOrder = (typeof SORT_ORDERS)[number];
