/*
 * The business forms' field rules, without zod: the B2B enquiry and the seller sign-up screens show them inline,
 * and tienda.forms refuses a form with a problem before any call. They mirror the local API's checks
 * (local-api/forms/forms.ts), field by field, with the same Spanish sentences.
 */
import { checkNit, FINAL_CONSUMER } from '../addresses/tax-id';

/** Company sizes the B2B form offers (by number of employees). */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501+'] as const;
/** A company size of the business enquiry form. */
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** Spanish labels of the company sizes, for a select. */
export const COMPANY_SIZE_LABELS: Record<CompanySize, string> = {
  '1-10': 'De 1 a 10 empleados',
  '11-50': 'De 11 a 50 empleados',
  '51-200': 'De 51 a 200 empleados',
  '201-500': 'De 201 a 500 empleados',
  '501+': 'Más de 500 empleados',
};

/**
 * What a seller can say they sell (the seller form's select). The local API takes any category of 2 to 80
 * characters, so these are suggestions that always pass; the rule checks only the length.
 */
export const SELLER_CATEGORIES = [
  'Tecnología',
  'Electrodomésticos',
  'Hogar y cocina',
  'Moda y accesorios',
  'Belleza y cuidado personal',
  'Deportes',
  'Juguetes y bebés',
  'Libros',
  'Alimentos y bebidas',
  'Ferretería',
  'Mascotas',
  'Otra',
] as const;

/** The B2B enquiry as the shopper fills it. */
export interface B2bForm {
  full_name: string;
  email: string;
  phone_number: string;
  company: string;
  company_size: string;
  industry: string;
}
/** A field of the business enquiry form. */
export type B2bField = keyof B2bForm;

/** The seller sign-up as the shopper fills it; `social_media` (a link or an @user) is optional. */
export interface SellerSignupForm {
  full_name: string;
  email: string;
  phone_number: string;
  company: string;
  category: string;
  business_tax_id: string;
  social_media?: string | null;
}
/** A field of the seller sign-up form. */
export type SellerField = keyof SellerSignupForm;

/** Each field with a problem and its Spanish sentence; an empty object means the form can be sent. */
export type FormProblems<Field extends string> = Partial<Record<Field, string>>;

const NAME = /^[\p{L}][\p{L} '.-]*$/u;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const HANDLE = /^@?[A-Za-z0-9_.]{2,60}$/;

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A text field: present, text, between min and max characters once spaces are folded. */
function textProblem(value: unknown, label: string, min: number, max: number): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return `Escribe ${label}.`;
  if (typeof value !== 'string') return `${capitalize(label)} debe ser texto.`;
  const folded = value.trim().replace(/\s+/g, ' ');
  if (folded.length < min) return `${capitalize(label)} es demasiado corto: al menos ${min} caracteres.`;
  if (folded.length > max) return `${capitalize(label)} es demasiado largo: como máximo ${max} caracteres.`;
  return null;
}

function fullNameProblem(value: unknown): string | null {
  const problem = textProblem(value, 'tu nombre completo', 3, 120);
  if (problem) return problem;
  return NAME.test((value as string).trim().replace(/\s+/g, ' ')) ? null : 'Tu nombre solo puede tener letras, espacios, apóstrofos, puntos y guiones.';
}

function emailProblem(value: unknown): string | null {
  const problem = textProblem(value, 'tu correo electrónico', 3, 254);
  if (problem) return problem;
  return EMAIL.test((value as string).trim().replace(/\s+/g, ' ').toLowerCase()) ? null : 'El correo electrónico no es válido (por ejemplo: nombre@empresa.com).';
}

/** 8 digits of Guatemala (with or without +502), or with a + and its country code 8 to 15 digits. */
function phoneProblem(value: unknown): string | null {
  const problem = textProblem(value, 'tu número de teléfono', 8, 25);
  if (problem) return problem;
  const text = (value as string).trim().replace(/\s+/g, ' ');
  if (!/^\+?[\d\s\-()]+$/.test(text)) return 'El teléfono solo puede tener dígitos, espacios, guiones, paréntesis y un + al inicio.';
  const digits = text.replace(/\D/g, '');
  if (!text.startsWith('+') && digits.length === 8) return null;
  if (digits.length < 8 || digits.length > 15) return 'El teléfono debe tener 8 dígitos (Guatemala) o, con su código de país, de 8 a 15.';
  return null;
}

function companyProblem(value: unknown): string | null {
  return textProblem(value, 'el nombre de tu empresa', 2, 120);
}

function socialProblem(value: unknown): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return null;
  if (typeof value !== 'string') return 'Las redes sociales deben ser texto.';
  const text = value.trim();
  if (text.length > 200) return 'El enlace de tus redes sociales es demasiado largo: como máximo 200 caracteres.';
  if (HANDLE.test(text)) return null;
  try {
    const url = new URL(text);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')) return null;
  } catch {
    // not a URL: refused below
  }
  return 'Escribe el enlace (https://…) o el usuario (@tienda) de tus redes sociales.';
}

/** A seller's blank NIT: not the shared wording, which offers CF (a seller cannot use it). */
export const SELLER_NIT_MISSING = 'Escribe el NIT de tu negocio, con su dígito verificador.';

function taxIdProblem(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return SELLER_NIT_MISSING;
  const nit = checkNit(value);
  if (!nit.ok) return nit.message;
  return nit.nit === FINAL_CONSUMER ? 'Un vendedor necesita el NIT de su negocio; CF no sirve aquí.' : null;
}

function collect<Field extends string>(checks: [Field, string | null][]): FormProblems<Field> {
  const problems: FormProblems<Field> = {};
  for (const [field, problem] of checks) if (problem) problems[field] = problem;
  return problems;
}

/** Every problem of a B2B enquiry, by field (the local API's rules and sentences). */
export function b2bProblems(form: Partial<Record<B2bField, unknown>>): FormProblems<B2bField> {
  const size = form.company_size;
  return collect<B2bField>([
    ['full_name', fullNameProblem(form.full_name)],
    ['email', emailProblem(form.email)],
    ['phone_number', phoneProblem(form.phone_number)],
    ['company', companyProblem(form.company)],
    [
      'company_size',
      typeof size === 'string' && (COMPANY_SIZES as readonly string[]).includes(size.trim())
        ? null
        : `Elige el tamaño de tu empresa: ${COMPANY_SIZES.join(', ')} empleados.`,
    ],
    ['industry', textProblem(form.industry, 'el sector de tu empresa', 2, 80)],
  ]);
}

/** Every problem of a seller sign-up, by field; the NIT needs its check digit, and CF is not a business's. */
export function sellerProblems(form: Partial<Record<SellerField, unknown>>): FormProblems<SellerField> {
  return collect<SellerField>([
    ['full_name', fullNameProblem(form.full_name)],
    ['email', emailProblem(form.email)],
    ['phone_number', phoneProblem(form.phone_number)],
    ['company', companyProblem(form.company)],
    ['category', textProblem(form.category, 'la categoría de lo que vendes', 2, 80)],
    ['business_tax_id', taxIdProblem(form.business_tax_id)],
    ['social_media', socialProblem(form.social_media)],
  ]);
}

/** The first field with a problem, in the form's order, with its sentence; null when there is none. */
export function firstFormProblem<Field extends string>(problems: FormProblems<Field>): { field: Field; message: string } | null {
  for (const [field, message] of Object.entries(problems) as [Field, string | undefined][]) if (message) return { field, message };
  return null;
}
