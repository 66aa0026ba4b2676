/**
 * The 50 states of the United States and the District of Columbia, by their
 * USPS two-letter codes (also ISO 3166-2:US without `US-`), with the English
 * official name and, where Spanish writes it differently, the Spanish one
 * the store shows. Plain data, no zod: the address form's picker imports it.
 */

export interface UsState {
  /** USPS code: what an address stores as `state`. */
  readonly id: string;
  /** English official name. */
  readonly name: string;
  /** The name the store shows in Spanish (the English one when Spanish does not change it). */
  readonly spanishName: string;
}

// id|English name|Spanish name when it differs
const STATES =
  'AL|Alabama;AK|Alaska;AZ|Arizona;AR|Arkansas;CA|California;CO|Colorado;CT|Connecticut;DE|Delaware;' +
  'DC|District of Columbia|Distrito de Columbia;FL|Florida;GA|Georgia;HI|Hawaii|Hawái;ID|Idaho;IL|Illinois;' +
  'IN|Indiana;IA|Iowa;KS|Kansas;KY|Kentucky;LA|Louisiana|Luisiana;ME|Maine;MD|Maryland;MA|Massachusetts;' +
  'MI|Michigan|Míchigan;MN|Minnesota;MS|Mississippi|Misisipi;MO|Missouri|Misuri;MT|Montana;NE|Nebraska;NV|Nevada;' +
  'NH|New Hampshire|Nuevo Hampshire;NJ|New Jersey|Nueva Jersey;NM|New Mexico|Nuevo México;NY|New York|Nueva York;' +
  'NC|North Carolina|Carolina del Norte;ND|North Dakota|Dakota del Norte;OH|Ohio;OK|Oklahoma;OR|Oregon|Oregón;' +
  'PA|Pennsylvania|Pensilvania;RI|Rhode Island;SC|South Carolina|Carolina del Sur;SD|South Dakota|Dakota del Sur;' +
  'TN|Tennessee;TX|Texas;UT|Utah;VT|Vermont;VA|Virginia;WA|Washington;WV|West Virginia|Virginia Occidental;' +
  'WI|Wisconsin;WY|Wyoming';

/** The 50 states and DC, in the order of their English names. */
export const US_STATES: readonly UsState[] = /* @__PURE__ */ (() =>
  STATES.split(';').map((entry) => {
    const [id, name, spanishName] = entry.split('|') as [string, string, string | undefined];
    return { id, name, spanishName: spanishName ?? name };
  }))();

/** The state with this USPS code, case-insensitive ('ny' → New York). */
export function findUsState(id: string): UsState | undefined {
  const key = id.trim().toUpperCase();
  return US_STATES.find((state) => state.id === key);
}
