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
export type SortOrder = (typeof SORT_ORDERS)[number];
