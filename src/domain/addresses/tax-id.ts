/**
 * Guatemala's tax id (NIT) and its check digit. No zod: the invoice form
 * imports it.
 *
 * A NIT is a body of digits and one check digit. The body's digits are
 * weighted from the right by 2, 3, 4…, summed, and the check digit is
 * `(11 - sum % 11) % 11`, with 10 written as K (1234567 → check 9,
 * so 12345679; 576937 → K, so 576937K). People write it with a dash before the check digit
 * (1234567-9), sometimes with spaces: both are stripped. "CF" (consumidor
 * final, also written C/F or C.F.) is a final consumer's invoice, valid too.
 */

/** What the invoice says for a final consumer. */
export const FINAL_CONSUMER = 'CF';

/**
 * The longest body accepted. SAT's NITs have up to 8 or 9 body digits today;
 * 12 leaves room. Up to 9 digits (weights 2 to 10) the check digit catches
 * every single wrong digit; from the 10th, its weight 11 is invisible to
 * the modulo, which is the scheme's own limit.
 */
export const NIT_MAX_BODY_DIGITS = 12;

/** The check digit of a body of digits: '0' to '9', or 'K' for 10. */
export function nitCheckDigit(body: string): string {
  let sum = 0;
  for (let i = body.length - 1, weight = 2; i >= 0; i--, weight++) sum += Number(body[i]) * weight;
  const digit = (11 - (sum % 11)) % 11;
  return digit === 10 ? 'K' : String(digit);
}

/** The NIT as stored and sent: upper case, without spaces, dashes or dots ("1234567-9" → "12345679"); CF stays CF. */
export function compactNit(value: string): string {
  const compact = value.replace(/[\s.-]/g, '').toUpperCase();
  return compact === 'C/F' ? FINAL_CONSUMER : compact;
}

/** The NIT as people write it: body, dash, check digit ("12345679" → "1234567-9"); CF as is. */
export function formatNit(nit: string): string {
  const compact = compactNit(nit);
  return compact === FINAL_CONSUMER || compact.length < 2 ? compact : `${compact.slice(0, -1)}-${compact.slice(-1)}`;
}

/** The result of checking a NIT: the normalised NIT, or a Spanish message. */
export type NitCheck = { ok: true; nit: string } | { ok: false; message: string };

/**
 * A NIT (or CF) as typed: `{ok: true, nit}` in its compact form, or a
 * Spanish sentence saying what is wrong.
 */
export function checkNit(value: unknown): NitCheck {
  if (typeof value !== 'string' || !value.trim()) return { ok: false, message: 'Escribe el NIT, o CF si eres consumidor final.' };
  // Measured before compacting, so a megabyte of spaces is refused without being scanned twice.
  if (value.length > 32) return { ok: false, message: 'El NIT es demasiado largo.' };
  const nit = compactNit(value);
  if (nit === FINAL_CONSUMER) return { ok: true, nit };
  if (!/^\d+[\dK]$/.test(nit))
    return { ok: false, message: 'El NIT solo puede tener dígitos y, al final, su dígito verificador (un dígito o K), o ser CF.' };
  const body = nit.slice(0, -1);
  if (body.length > NIT_MAX_BODY_DIGITS) return { ok: false, message: 'El NIT es demasiado largo.' };
  if (/^0+$/.test(body)) return { ok: false, message: 'El NIT no es válido.' };
  if (nitCheckDigit(body) !== nit.slice(-1))
    return { ok: false, message: 'El NIT no es válido: revisa los dígitos, sobre todo el último (el verificador).' };
  return { ok: true, nit };
}

/** Bounds of the invoice data's texts, in characters (a company's legal name runs longer than a person's). */
export const TAX_ID_LIMITS = { name: 120, address: 200 } as const;

/** How many tax ids one user may keep. */
export const MAX_TAX_IDS_PER_USER = 10;

/** What the invoice says when a final consumer gives no name or address. */
export const FINAL_CONSUMER_DEFAULTS = { name: 'Consumidor final', address: 'Ciudad' } as const;

/** Invoice data as a client sends it (spec section 3): anything may be missing or of the wrong type. */
export interface TaxIdInput {
  tax_id?: unknown;
  name?: unknown;
  address?: unknown;
  is_tax_withholder?: unknown;
  is_tax_exempt?: unknown;
}

/** Invoice data that passed every rule: the NIT compact (or CF), texts trimmed, flags as booleans. */
export interface CheckedTaxId {
  tax_id: string;
  name: string;
  address: string;
  is_tax_withholder: boolean;
  is_tax_exempt: boolean;
}

/** The fields of a tax id a refusal can name. */
export type TaxIdField = 'tax_id' | 'name' | 'address' | 'is_tax_withholder' | 'is_tax_exempt';
/** The result of checking a tax id: the normalised data, or the field and its Spanish message. */
export type TaxIdCheck = { ok: true; data: CheckedTaxId } | { ok: false; field: TaxIdField; message: string };

const chars = (value: string) => [...value].length;
const LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Invoice data, in order: the NIT (checkNit), the name (required for a NIT;
 * "Consumidor final" by default for CF), the address ("Ciudad" by default),
 * and the two flags (booleans, false when absent).
 */
export function checkTaxId(input: TaxIdInput): TaxIdCheck {
  const body: TaxIdInput = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
  const nit = checkNit(body.tax_id);
  if (!nit.ok) return { ok: false, field: 'tax_id', message: nit.message };
  const finalConsumer = nit.nit === FINAL_CONSUMER;

  const text = (field: 'name' | 'address', label: string, fallback: string | null): string | { ok: false; field: TaxIdField; message: string } => {
    const value = body[field];
    if (value !== undefined && value !== null && typeof value !== 'string') return { ok: false, field, message: `${label} debe ser un texto.` };
    const trimmed = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
    if (!trimmed) return fallback ?? { ok: false, field, message: `Escribe ${label.toLowerCase()} que debe llevar la factura.` };
    if (chars(trimmed) > TAX_ID_LIMITS[field]) return { ok: false, field, message: `${label} admite como máximo ${TAX_ID_LIMITS[field]} caracteres.` };
    if (LINE_CONTROL.test(trimmed)) return { ok: false, field, message: `${label} tiene caracteres que no son válidos.` };
    return trimmed;
  };
  const name = text('name', 'El nombre', finalConsumer ? FINAL_CONSUMER_DEFAULTS.name : null);
  if (typeof name !== 'string') return name;
  const address = text('address', 'La dirección', FINAL_CONSUMER_DEFAULTS.address);
  if (typeof address !== 'string') return address;

  const flags: Partial<Record<'is_tax_withholder' | 'is_tax_exempt', boolean>> = {};
  for (const field of ['is_tax_withholder', 'is_tax_exempt'] as const) {
    const value = body[field];
    if (value !== undefined && value !== null && typeof value !== 'boolean')
      return { ok: false, field, message: `El campo "${field}" debe ser true o false.` };
    flags[field] = value === true;
  }
  return { ok: true, data: { tax_id: nit.nit, name, address, is_tax_withholder: flags.is_tax_withholder!, is_tax_exempt: flags.is_tax_exempt! } };
}
