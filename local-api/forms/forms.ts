/*
 * The business forms of spec sections 3 and 7: the B2B enquiry (POST /b2b)
 * and the seller sign-up (POST /seller_signup; the spec does not name its
 * path). Each field is checked in order; the first bad one is a 400
 * NOT_ALLOWED with its `field` and a Spanish message.
 */
import { checkNit } from '../../src/domain/addresses/tax-id';
import { SELLER_NIT_MISSING, type B2bForm, type SellerSignupForm } from '../../src/domain/forms/form-rules';
import { NotAllowedField } from '../reviews/errors';

/** Company sizes the B2B form offers (by number of employees). */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501+'] as const;
/** At most this many submissions of one form per session (or user) a day. */
export const MAX_FORMS_PER_DAY = 5;

const NAME = /^[\p{L}][\p{L} '.-]*$/u;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const HANDLE = /^@?[A-Za-z0-9_.]{2,60}$/;

function text(body: Record<string, unknown>, field: string, label: string, min: number, max: number): string {
  const value = body[field];
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim()))
    throw new NotAllowedField(`Escribe ${label}.`, field);
  if (typeof value !== 'string') throw new NotAllowedField(`${capitalize(label)} debe ser texto.`, field);
  const trimmed = value.trim().replace(/\s+/g, ' ');
  if (trimmed.length < min) throw new NotAllowedField(`${capitalize(label)} es demasiado corto: al menos ${min} caracteres.`, field);
  if (trimmed.length > max) throw new NotAllowedField(`${capitalize(label)} es demasiado largo: como máximo ${max} caracteres.`, field);
  return trimmed;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function fullName(body: Record<string, unknown>): string {
  const name = text(body, 'full_name', 'tu nombre completo', 3, 120);
  if (!NAME.test(name)) throw new NotAllowedField('Tu nombre solo puede tener letras, espacios, apóstrofos, puntos y guiones.', 'full_name');
  return name;
}

function email(body: Record<string, unknown>): string {
  const value = text(body, 'email', 'tu correo electrónico', 3, 254).toLowerCase();
  if (!EMAIL.test(value)) throw new NotAllowedField('El correo electrónico no es válido (por ejemplo: nombre@empresa.com).', 'email');
  return value;
}

/** 8 digits of Guatemala (with or without +502) or an international number of 8 to 15 digits with +; stored as +digits. */
function phone(body: Record<string, unknown>): string {
  const value = text(body, 'phone_number', 'tu número de teléfono', 8, 25);
  if (!/^\+?[\d\s\-()]+$/.test(value))
    throw new NotAllowedField('El teléfono solo puede tener dígitos, espacios, guiones, paréntesis y un + al inicio.', 'phone_number');
  const digits = value.replace(/\D/g, '');
  if (!value.startsWith('+') && digits.length === 8) return `+502${digits}`;
  if (digits.length < 8 || digits.length > 15)
    throw new NotAllowedField('El teléfono debe tener 8 dígitos (Guatemala) o, con su código de país, de 8 a 15.', 'phone_number');
  return `+${digits}`;
}

/** The enquiry as stored: the client's form, checked. */
export type B2bEnquiry = B2bForm;

export function checkB2b(body: Record<string, unknown>): B2bEnquiry {
  const full_name = fullName(body);
  const mail = email(body);
  const phone_number = phone(body);
  const company = text(body, 'company', 'el nombre de tu empresa', 2, 120);
  const size = body.company_size;
  if (typeof size !== 'string' || !(COMPANY_SIZES as readonly string[]).includes(size.trim()))
    throw new NotAllowedField(`Elige el tamaño de tu empresa: ${COMPANY_SIZES.join(', ')} empleados.`, 'company_size');
  const industry = text(body, 'industry', 'el sector de tu empresa', 2, 80);
  return { full_name, email: mail, phone_number, company, company_size: size.trim(), industry };
}

/** The sign-up as stored: the client's form, checked (no social link is null). */
export type SellerSignup = Required<Omit<SellerSignupForm, 'social_media'>> & { social_media: string | null };

export function checkSellerSignup(body: Record<string, unknown>): SellerSignup {
  const full_name = fullName(body);
  const mail = email(body);
  const phone_number = phone(body);
  const company = text(body, 'company', 'el nombre de tu empresa', 2, 120);
  const category = text(body, 'category', 'la categoría de lo que vendes', 2, 80);
  const given = body.business_tax_id;
  if (typeof given !== 'string' || !given.trim()) throw new NotAllowedField(SELLER_NIT_MISSING, 'business_tax_id');
  const nit = checkNit(given);
  if (!nit.ok) throw new NotAllowedField(nit.message, 'business_tax_id');
  if (nit.nit === 'CF') throw new NotAllowedField('Un vendedor necesita el NIT de su negocio; CF no sirve aquí.', 'business_tax_id');
  const social = body.social_media;
  let social_media: string | null = null;
  if (social !== undefined && social !== null && !(typeof social === 'string' && !social.trim())) {
    if (typeof social !== 'string') throw new NotAllowedField('Las redes sociales deben ser texto.', 'social_media');
    const value = social.trim();
    if (value.length > 200) throw new NotAllowedField('El enlace de tus redes sociales es demasiado largo: como máximo 200 caracteres.', 'social_media');
    let ok = HANDLE.test(value);
    if (!ok) {
      try {
        const url = new URL(value);
        ok = (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
      } catch {
        ok = false;
      }
    }
    if (!ok) throw new NotAllowedField('Escribe el enlace (https://…) o el usuario (@tienda) de tus redes sociales.', 'social_media');
    social_media = value;
  }
  return { full_name, email: mail, phone_number, company, category, business_tax_id: nit.nit, social_media };
}
