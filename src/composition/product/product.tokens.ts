import { capitalize, featureTokens } from '../on-demand';

/** The members of `tienda.product`, each one use case. */
export const PRODUCT_USE_CASES = [
  'recommendations',
  'deliveryEstimate',
  'pickupOptions',
  'joinWaitList',
  'leaveWaitList',
  'share',
  'resolveShare',
  'compare',
  'importFromAmazon',
  'requestBulkQuotation',
  'reserveSeats',
] as const;
export type ProductUseCaseName = (typeof PRODUCT_USE_CASES)[number];

type TokenName = `product${Capitalize<ProductUseCaseName>}`;
const TOKEN_NAMES = /* @__PURE__ */ PRODUCT_USE_CASES.map((member) => `product${capitalize(member)}` as TokenName);

/** The product feature's tokens: its repository and one per use case. */
export const PRODUCT_TOKENS = /* @__PURE__ */ featureTokens(['ProductRepository'] as const, TOKEN_NAMES);

export function productTokenOf(member: ProductUseCaseName): symbol {
  return PRODUCT_TOKENS[`Product${capitalize(member)}`];
}
