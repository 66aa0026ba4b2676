import { capitalize, featureTokens } from '../on-demand';

/** The members of `tienda.addresses`, each one use case. */
export const ADDRESSES_USE_CASES = [
  'list',
  'create',
  'update',
  'remove',
  'getGeolocation',
  'setGeolocation',
  'listTaxIds',
  'createTaxId',
  'updateTaxId',
  'removeTaxId',
  'selectAddress',
  'selectPickup',
  'loadSelection',
  'listPickupLocations',
] as const;
export type AddressesUseCase = (typeof ADDRESSES_USE_CASES)[number];

type TokenName = `addresses${Capitalize<AddressesUseCase>}`;
// Prefixed (`tienda.AddressesList`), so a member named like another feature's never shares its token.
const TOKEN_NAMES = /* @__PURE__ */ ADDRESSES_USE_CASES.map((member) => `addresses${capitalize(member)}` as TokenName);

/** The addresses feature's tokens: its repository and one per use case. Its store is the account's (ACCOUNT_TOKENS.AddressesStore). */
export const ADDRESSES_TOKENS = /* @__PURE__ */ featureTokens(['AddressesRepository'] as const, TOKEN_NAMES);

/** `list` → the token of `tienda.addresses.list`. */
export function addressesTokenOf(member: AddressesUseCase): symbol {
  return ADDRESSES_TOKENS[`Addresses${capitalize(member)}`];
}
