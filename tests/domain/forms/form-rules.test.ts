import { describe, expect, it } from 'vitest';
import { b2bProblems, COMPANY_SIZES, firstFormProblem, nitCheckDigit, sellerProblems, type B2bForm, type SellerSignupForm } from '../../../src/domain';
import { checkB2b, checkSellerSignup, COMPANY_SIZES as API_COMPANY_SIZES } from '../../../local-api/forms/forms';

const B2B: B2bForm = {
  full_name: 'Marta Rodríguez',
  email: 'marta@empresa.com.gt',
  phone_number: '5555-1234',
  company: 'Distribuidora El Sol',
  company_size: '11-50',
  industry: 'Alimentos',
};

const NIT = `1234567${nitCheckDigit('1234567')}`;
const SELLER: SellerSignupForm = {
  full_name: 'Óscar Juárez',
  email: 'oscar@artesanias.gt',
  phone_number: '+1 (202) 555-0101',
  company: 'Artesanías Juárez',
  category: 'Hogar y cocina',
  business_tax_id: `1234567-${nitCheckDigit('1234567')}`,
  social_media: '@artesaniasjuarez',
};

/** The local API's verdict on a form: null when it passes, else its field and sentence. */
function serverVerdict(check: (body: Record<string, unknown>) => unknown, body: Record<string, unknown>): { field: string; message: string } | null {
  try {
    check(body);
    return null;
  } catch (error) {
    const refused = error as { field: string; userMessage: string };
    return { field: refused.field, message: refused.userMessage };
  }
}

describe('b2bProblems', () => {
  it('finds nothing in a good enquiry', () => {
    expect(b2bProblems(B2B)).toEqual({});
    expect(firstFormProblem(b2bProblems(B2B))).toBeNull();
  });

  it('names every field with a problem, each with its Spanish sentence', () => {
    expect(b2bProblems({ full_name: ' ', email: 'marta@', phone_number: '12', company: 'X', company_size: '10-20', industry: '' })).toEqual({
      full_name: 'Escribe tu nombre completo.',
      email: 'El correo electrónico no es válido (por ejemplo: nombre@empresa.com).',
      phone_number: 'Tu número de teléfono es demasiado corto: al menos 8 caracteres.',
      company: 'El nombre de tu empresa es demasiado corto: al menos 2 caracteres.',
      company_size: 'Elige el tamaño de tu empresa: 1-10, 11-50, 51-200, 201-500, 501+ empleados.',
      industry: 'Escribe el sector de tu empresa.',
    });
  });

  it.each([
    ['full_name', 'Marta 2', 'Tu nombre solo puede tener letras, espacios, apóstrofos, puntos y guiones.'],
    ['full_name', 'M'.repeat(121), 'Tu nombre completo es demasiado largo: como máximo 120 caracteres.'],
    ['email', 'marta empresa.com', 'El correo electrónico no es válido (por ejemplo: nombre@empresa.com).'],
    ['phone_number', '5555-12a4', 'El teléfono solo puede tener dígitos, espacios, guiones, paréntesis y un + al inicio.'],
    ['phone_number', '1234 567', 'El teléfono debe tener 8 dígitos (Guatemala) o, con su código de país, de 8 a 15.'],
    ['company', 'E'.repeat(121), 'El nombre de tu empresa es demasiado largo: como máximo 120 caracteres.'],
    ['industry', 'S'.repeat(81), 'El sector de tu empresa es demasiado largo: como máximo 80 caracteres.'],
    ['company_size', '', 'Elige el tamaño de tu empresa: 1-10, 11-50, 51-200, 201-500, 501+ empleados.'],
  ] as const)('refuses %s = %j', (field, value, message) => {
    expect(b2bProblems({ ...B2B, [field]: value })).toEqual({ [field]: message });
  });

  it('offers the company sizes the local API accepts', () => {
    expect(COMPANY_SIZES).toEqual(API_COMPANY_SIZES);
  });
});

describe('sellerProblems', () => {
  it('finds nothing in a good sign-up, with or without social media', () => {
    expect(sellerProblems(SELLER)).toEqual({});
    expect(sellerProblems({ ...SELLER, social_media: null })).toEqual({});
    expect(sellerProblems({ ...SELLER, business_tax_id: NIT, social_media: 'https://instagram.com/artesanias' })).toEqual({});
  });

  it.each([
    ['category', '', 'Escribe la categoría de lo que vendes.'],
    ['category', 'C'.repeat(81), 'La categoría de lo que vendes es demasiado largo: como máximo 80 caracteres.'],
    ['business_tax_id', '', 'Escribe el NIT de tu negocio, con su dígito verificador.'],
    ['business_tax_id', '1234567-0', 'El NIT no es válido: revisa los dígitos, sobre todo el último (el verificador).'],
    ['business_tax_id', 'CF', 'Un vendedor necesita el NIT de su negocio; CF no sirve aquí.'],
    ['business_tax_id', '12A4567', 'El NIT solo puede tener dígitos y, al final, su dígito verificador (un dígito o K), o ser CF.'],
    ['social_media', 'mi tienda', 'Escribe el enlace (https://…) o el usuario (@tienda) de tus redes sociales.'],
    ['social_media', 'ftp://x.com', 'Escribe el enlace (https://…) o el usuario (@tienda) de tus redes sociales.'],
    ['social_media', `https://x.com/${'a'.repeat(200)}`, 'El enlace de tus redes sociales es demasiado largo: como máximo 200 caracteres.'],
  ] as const)('refuses %s = %j', (field, value, message) => {
    expect(sellerProblems({ ...SELLER, [field]: value })).toEqual({ [field]: message });
  });
});

describe('the client rules agree with the local API', () => {
  const b2bCases: Record<string, unknown>[] = [
    { ...B2B },
    { ...B2B, full_name: '' },
    { ...B2B, full_name: "D'Angelo O. Pérez-Gil" },
    { ...B2B, email: 'a@b.c' },
    { ...B2B, email: 'ANA@EMPRESA.COM' },
    { ...B2B, phone_number: '+502 5555 1234' },
    { ...B2B, phone_number: '+1234567' },
    { ...B2B, phone_number: '(502) 5555-1234-99999' },
    { ...B2B, company_size: ' 501+ ' },
    { ...B2B, company_size: 500 },
    { ...B2B, industry: 7 },
    {},
  ];
  it.each(b2bCases.map((body) => [JSON.stringify(body), body]))('B2B %s', (_label, body) => {
    expect(firstFormProblem(b2bProblems(body as Partial<B2bForm>))).toEqual(serverVerdict(checkB2b, body));
  });

  const sellerCases: Record<string, unknown>[] = [
    { ...SELLER },
    { ...SELLER, business_tax_id: '576937K' },
    { ...SELLER, business_tax_id: '576937-k' },
    { ...SELLER, business_tax_id: 'C/F' },
    { ...SELLER, business_tax_id: '0000000-0' },
    { ...SELLER, social_media: '' },
    { ...SELLER, social_media: '@a' },
    { ...SELLER, social_media: 'http://localhost' },
    { ...SELLER, category: ' ' },
    {},
  ];
  it.each(sellerCases.map((body) => [JSON.stringify(body), body]))('seller %s', (_label, body) => {
    expect(firstFormProblem(sellerProblems(body as Partial<SellerSignupForm>))).toEqual(serverVerdict(checkSellerSignup, body));
  });
});
