import { findGtDepartment, findGtMunicipality } from './guatemala';
import { findUsState } from './us-states';

/**
 * The address rules of spec section 5, shared by the address form, the use
 * cases and the local API. No zod: a screen imports them.
 *
 * In order: the country is GT or US ('Invalid country code …'); the state is
 * a known department (Guatemala) or state (United States) id of that country
 * ('Invalid state id …'); in Guatemala the city is a municipality of that
 * department ('Invalid city name …'). Then, in the United States, the ZIP
 * code (`postcode`, an extension of the spec: docs/contract.md), and the
 * fields of the body. Each
 * failure carries the spec's English message (for logs and developers) and
 * a Spanish one for the shopper.
 */

export type CountryId = 'GT' | 'US';

/** The countries the store ships to (spec section 9), with the names a shopper reads. */
export const COUNTRIES: readonly { readonly id: CountryId; readonly name: string }[] = [
  { id: 'GT', name: 'Guatemala' },
  { id: 'US', name: 'Estados Unidos' },
];

/**
 * Bounds of an address's texts, in characters. `name` is TEXT_LIMITS.name of
 * shared/request-checks (repeated here so this file carries no zod; a test
 * keeps them equal).
 */
export const ADDRESS_LIMITS = {
  name: 80,
  street: 200,
  references: 300,
  city: 80,
  /** A phone as typed, before it is normalised (spaces, dashes, +502…). */
  phone: 32,
} as const;

/** How many addresses one user may keep. */
export const MAX_ADDRESSES_PER_USER = 20;

/** The fields of an address a refusal can name. */
export type AddressField = 'country' | 'state' | 'city' | 'postcode' | 'first_name' | 'last_name' | 'phone' | 'street' | 'references';

/** An address body as a client sends it: anything may be missing or of the wrong type. */
export interface AddressInput {
  first_name?: unknown;
  last_name?: unknown;
  phone?: unknown;
  street?: unknown;
  references?: unknown;
  city?: unknown;
  state?: unknown;
  country?: unknown;
  /** The ZIP code of a United States address (a documented extension of spec section 3: docs/contract.md). */
  postcode?: unknown;
}

/** An address that passed every rule, normalised: trimmed texts, official city spelling, upper-case ids, phone as +502…/+1…. */
export interface CheckedAddress {
  first_name: string;
  last_name: string;
  phone: string;
  street: string;
  references: string | null;
  city: string;
  state: string;
  country: CountryId;
  /** The ZIP code ('12345' or '12345-6789') of a United States address; null in Guatemala. */
  postcode: string | null;
}

/** Why an address was refused: `invalidAddress`, the field and the Spanish messages. */
export interface AddressProblem {
  ok: false;
  cause: 'invalidAddress';
  field: AddressField;
  /** The spec's English message ('Invalid country code XX'), for logs. */
  message: string;
  /** What the shopper reads, in Spanish. */
  shopperMessage: string;
}

/** The result of checking an address: the normalised address, or the problem. */
export type AddressCheck = { ok: true; address: CheckedAddress } | AddressProblem;
/** The result of checking a place (country, state, city): the normalised place, or the problem. */
export type PlaceCheck = { ok: true; country: CountryId; state: string; city: string } | AddressProblem;

const problem = (field: AddressField, message: string, shopperMessage: string): AddressProblem => ({
  ok: false,
  cause: 'invalidAddress',
  field,
  message,
  shopperMessage,
});

/** A value as the spec's message shows it: a text as is (at most 40 characters), anything else as JSON-ish. */
function shown(value: unknown): string {
  let text: string;
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    text = typeof value; // a bigint or a cycle: the type says enough
  }
  const chars = [...text];
  return chars.length > 40 ? `${chars.slice(0, 40).join('')}…` : text;
}

const length = (value: string) => [...value].length;
// Control characters (tabs, newlines, NUL…) have no place in one line of an address.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// Multi-line references may keep their line breaks, nothing else.
const CONTROL_BUT_NEWLINES = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * The spec's three checks, in order: country, state of that country, and for
 * Guatemala the city, a municipality of that department (its official
 * spelling is answered: "coban" → "Cobán"). For the United States the city
 * is any non-empty text of at most ADDRESS_LIMITS.city characters.
 */
export function checkPlace(country: unknown, state: unknown, city: unknown): PlaceCheck {
  const countryId = typeof country === 'string' ? country.trim().toUpperCase() : '';
  if (countryId !== 'GT' && countryId !== 'US')
    return problem('country', `Invalid country code ${shown(country)}`, 'Elige el país: Guatemala o Estados Unidos.');

  const stateText = typeof state === 'string' ? state : '';
  const department = countryId === 'GT' ? findGtDepartment(stateText) : undefined;
  const stateId = countryId === 'GT' ? department?.id : findUsState(stateText)?.id;
  if (!stateId)
    return problem(
      'state',
      `Invalid state id ${shown(state)}`,
      countryId === 'GT' ? 'Elige un departamento de Guatemala de la lista.' : 'Elige un estado de Estados Unidos de la lista.',
    );

  const cityText = typeof city === 'string' ? city.trim().replace(/\s+/g, ' ') : '';
  if (countryId === 'GT') {
    const official = findGtMunicipality(stateId, cityText);
    if (!official)
      return problem(
        'city',
        `Invalid city name ${shown(city)}`,
        cityText
          ? `«${shown(cityText)}» no es un municipio de ${department!.name}. Elige uno de la lista.`
          : `Elige el municipio de ${department!.name}.`,
      );
    return { ok: true, country: countryId, state: stateId, city: official };
  }
  if (!cityText || length(cityText) > ADDRESS_LIMITS.city || CONTROL.test(cityText))
    return problem(
      'city',
      `Invalid city name ${shown(city)}`,
      !cityText
        ? 'Escribe la ciudad.'
        : CONTROL.test(cityText)
          ? 'La ciudad tiene caracteres que no son válidos.'
          : `La ciudad admite como máximo ${ADDRESS_LIMITS.city} caracteres.`,
    );
  return { ok: true, country: countryId, state: stateId, city: cityText };
}

/**
 * The ZIP code of a United States address: 5 digits, or ZIP+4 (5 digits, a dash and 4 more; a space or nothing
 * between them is taken too), as `12345` or `12345-6789`. The store asks for it in the United States (`required`);
 * the local API, for which it is an optional extension (docs/contract.md), takes an address without it. Guatemala's
 * deliveries go by department and municipality, so there it is not asked and is stored as null whatever the body says.
 */
export function checkPostcode(country: CountryId, value: unknown, required = true): string | null | AddressProblem {
  if (country !== 'US') return null;
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (!text && !required) return null;
  if (!text) return problem('postcode', 'Missing ZIP code', 'Escribe el código ZIP: 5 dígitos (p. ej. 11215) o 5 + 4 (11215-1234).');
  const match = /^(\d{5})(?:[- ]?(\d{4}))?$/.exec(text);
  if (!match)
    return problem(
      'postcode',
      `Invalid ZIP code ${shown(value)}`,
      'El código ZIP no es válido: escribe 5 dígitos (p. ej. 11215) o 5 + 4 con guion (11215-1234).',
    );
  return match[2] ? `${match[1]}-${match[2]}` : match[1]!;
}

/**
 * A phone of Guatemala (8 digits, the first 2 to 7, with or without +502 or
 * 00502) or of the United States (+1 or 001 and 10 digits), with or without
 * spaces, dashes, dots or parentheses, as `+502XXXXXXXX` / `+1XXXXXXXXXX`;
 * null when it is neither. The same rule as the profile's phone
 * (local-api/account/profile.ts `normalizePhone`; a test keeps them equal).
 */
export function normalizePhone(value: string): string | null {
  const compact = value.trim().replace(/[\s().-]/g, '');
  if (/^[2-7]\d{7}$/.test(compact)) return `+502${compact}`;
  if (/^(?:\+|00)502[2-7]\d{7}$/.test(compact)) return `+502${compact.slice(-8)}`;
  if (/^(?:\+|00)1[2-9]\d{9}$/.test(compact)) return `+1${compact.slice(-10)}`;
  return null;
}

// The profile's rule for names: letters (any script), spaces, apostrophes, dots and dashes.
const NAME_PATTERN = /^[\p{L}\p{M}](?:[\p{L}\p{M}'’. -]*[\p{L}\p{M}.])?$/u;

function checkName(field: 'first_name' | 'last_name', value: unknown): string | AddressProblem {
  const label = field === 'first_name' ? 'el nombre' : 'el apellido';
  const Label = field === 'first_name' ? 'El nombre' : 'El apellido';
  const english = field === 'first_name' ? 'first name' : 'last name';
  const name = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
  if (!name) return problem(field, `Missing ${english}`, `Escribe ${label} de quien recibe.`);
  if (length(name) > ADDRESS_LIMITS.name)
    return problem(field, `The ${english} is longer than ${ADDRESS_LIMITS.name} characters`, `${Label} admite como máximo ${ADDRESS_LIMITS.name} caracteres.`);
  if (!NAME_PATTERN.test(name))
    return problem(field, `Invalid ${english}`, `${Label} solo puede tener letras, espacios, apóstrofos, puntos y guiones.`);
  return name;
}

function checkPhone(value: unknown): string | AddressProblem {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return problem('phone', 'Missing phone', 'Escribe un teléfono de contacto.');
  const phone = length(text) <= ADDRESS_LIMITS.phone ? normalizePhone(text) : null;
  if (!phone)
    return problem(
      'phone',
      `Invalid phone ${shown(value)}`,
      'El teléfono no es válido: escribe 8 dígitos de Guatemala (p. ej. 5550 1234) o +1 y 10 dígitos de Estados Unidos.',
    );
  return phone;
}

function checkStreet(value: unknown): string | AddressProblem {
  const street = typeof value === 'string' ? value.trim().replace(/ {2,}/g, ' ') : '';
  if (!street) return problem('street', 'Missing street', 'Escribe la dirección: calle o avenida, número y zona.');
  if (length(street) > ADDRESS_LIMITS.street)
    return problem('street', `The street is longer than ${ADDRESS_LIMITS.street} characters`, `La dirección admite como máximo ${ADDRESS_LIMITS.street} caracteres.`);
  if (CONTROL.test(street)) return problem('street', 'Invalid street', 'La dirección debe ir en una sola línea.');
  return street;
}

function checkReferences(value: unknown): string | null | AddressProblem {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return problem('references', 'Invalid references', 'Las referencias deben ser un texto.');
  const references = value.trim();
  if (!references) return null;
  if (length(references) > ADDRESS_LIMITS.references)
    return problem(
      'references',
      `The references are longer than ${ADDRESS_LIMITS.references} characters`,
      `Las referencias admiten como máximo ${ADDRESS_LIMITS.references} caracteres.`,
    );
  if (CONTROL_BUT_NEWLINES.test(references)) return problem('references', 'Invalid references', 'Las referencias tienen caracteres que no son válidos.');
  return references;
}

const isProblem = (value: unknown): value is AddressProblem =>
  typeof value === 'object' && value !== null && (value as AddressProblem).ok === false;

/** How strict a check is: `postcodeRequired` (default true) asks a United States address for its ZIP code. */
export interface AddressCheckOptions {
  postcodeRequired?: boolean;
}

/**
 * Every rule, in order: the spec's three (country, state, city), then, in the
 * United States, the ZIP code, then first_name, last_name, phone, street and
 * references. The first failure, or the address normalised for storage.
 */
export function checkAddress(input: AddressInput, { postcodeRequired = true }: AddressCheckOptions = {}): AddressCheck {
  const body: AddressInput = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
  const place = checkPlace(body.country, body.state, body.city);
  if (!place.ok) return place;
  const postcode = checkPostcode(place.country, body.postcode, postcodeRequired);
  if (isProblem(postcode)) return postcode;
  const first_name = checkName('first_name', body.first_name);
  if (isProblem(first_name)) return first_name;
  const last_name = checkName('last_name', body.last_name);
  if (isProblem(last_name)) return last_name;
  const phone = checkPhone(body.phone);
  if (isProblem(phone)) return phone;
  const street = checkStreet(body.street);
  if (isProblem(street)) return street;
  const references = checkReferences(body.references);
  if (isProblem(references)) return references;
  return {
    ok: true,
    address: { first_name, last_name, phone, street, references, city: place.city, state: place.state, country: place.country, postcode },
  };
}

/**
 * Every field's problem at once (a form shows each beside its field): at
 * most one per field; an empty list when the address is good.
 */
export function addressProblems(input: AddressInput): AddressProblem[] {
  const body: AddressInput = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
  const found: AddressProblem[] = [];
  const place = checkPlace(body.country, body.state, body.city);
  if (!place.ok) found.push(place);
  // The ZIP code is asked for a United States address, whether or not its state and city are right yet.
  const country = typeof body.country === 'string' ? body.country.trim().toUpperCase() : '';
  const postcode = country === 'US' ? checkPostcode('US', body.postcode) : null;
  if (isProblem(postcode)) found.push(postcode);
  for (const value of [
    checkName('first_name', body.first_name),
    checkName('last_name', body.last_name),
    checkPhone(body.phone),
    checkStreet(body.street),
    checkReferences(body.references),
  ])
    if (isProblem(value)) found.push(value);
  return found;
}

/** A point on Earth: latitude −90 to 90 and longitude −180 to 180, finite numbers. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** `{lat, lng}` when both are real coordinates, else a Spanish sentence saying what is wrong. */
export function checkGeolocation(lat: unknown, lng: unknown): { ok: true; geolocation: GeoPoint } | { ok: false; field: 'lat' | 'lng'; message: string } {
  if (typeof lat !== 'number' || !Number.isFinite(lat) || lat < -90 || lat > 90)
    return { ok: false, field: 'lat', message: 'La latitud debe ser un número entre -90 y 90.' };
  if (typeof lng !== 'number' || !Number.isFinite(lng) || lng < -180 || lng > 180)
    return { ok: false, field: 'lng', message: 'La longitud debe ser un número entre -180 y 180.' };
  return { ok: true, geolocation: { lat, lng } };
}
