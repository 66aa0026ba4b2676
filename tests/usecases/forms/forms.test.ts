import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MemoryStorage, nitCheckDigit } from '../../../src';
import { failureOf, makeClient } from '../../mocks/client';
import { apiError } from '../../mocks/fixtures';
import { cartBackend } from '../../mocks/handlers/cart';
import { sessionBackend } from '../../mocks/handlers/session';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { bodyOf } from '../addresses/signed-in-harness';

setupMsw();

const B2B = {
  full_name: '  Marta   Rodríguez ',
  email: 'marta@empresa.com.gt',
  phone_number: '5555-1234',
  company: 'Distribuidora El Sol',
  company_size: '11-50',
  industry: 'Alimentos',
};
const CHECK = nitCheckDigit('1234567');
const SELLER = {
  full_name: 'Óscar Juárez',
  email: 'oscar@artesanias.gt',
  phone_number: '+502 5555 1234',
  company: 'Artesanías Juárez',
  category: 'Hogar y cocina',
  business_tax_id: `1234567-${CHECK.toLowerCase()}`,
  social_media: '  ',
};

/** An anonymous shopper (anon-1) against stand-ins of POST /b2b and POST /seller_signup. */
async function shopper(answer?: () => Response) {
  server.use(
    ...sessionBackend().handlers,
    ...cartBackend().handlers,
    http.post(url('/b2b'), () => answer?.() ?? HttpResponse.json({ id: 7, message: 'Gracias: recibimos tu solicitud.' }, { status: 201 })),
    http.post(url('/seller_signup'), () => answer?.() ?? HttpResponse.json({ id: '12', message: 'Gracias por tu interés en vender con nosotros.' }, { status: 201 })),
  );
  const harness = makeClient({ storage: new MemoryStorage() });
  await harness.client.start();
  requests.clear();
  harness.errors.length = 0;
  return harness;
}

describe('tienda.forms', () => {
  it('sends a B2B enquiry with POST /b2b, texts tidied, for an anonymous shopper, and answers the id and thanks', async () => {
    const { client } = await shopper();
    const receipt = await client.forms.b2b(B2B);
    const request = requests.single('POST', '/b2b');
    expect(await bodyOf(request)).toEqual({ ...B2B, full_name: 'Marta Rodríguez' });
    expect(request.headers.get('Session')).toBe('anon-1');
    expect(receipt).toEqual({ id: '7', message: 'Gracias: recibimos tu solicitud.' });
    expect(requests.total).toBe(1);
  });

  it('refuses an enquiry with problems before any call: NOT_ALLOWED, the first sentence, every field in details', async () => {
    const { client, errors } = await shopper();
    const failure = await failureOf(client.forms.b2b({ ...B2B, email: 'marta', company_size: '1000+' }));
    expect([failure.cause, failure.userMessage]).toEqual(['NOT_ALLOWED', 'El correo electrónico no es válido (por ejemplo: nombre@empresa.com).']);
    expect(failure.details).toEqual({
      field: 'email',
      fields: {
        email: 'El correo electrónico no es válido (por ejemplo: nombre@empresa.com).',
        company_size: 'Elige el tamaño de tu empresa: 1-10, 11-50, 51-200, 201-500, 501+ empleados.',
      },
    });
    expect(requests.total).toBe(0);
    expect(errors.map((error) => error.cause)).toEqual(['NOT_ALLOWED']);
  });

  it.each([
    ['full_name', '', 'Escribe tu nombre completo.'],
    ['phone_number', 'cinco cinco', 'El teléfono solo puede tener dígitos, espacios, guiones, paréntesis y un + al inicio.'],
    ['company', '', 'Escribe el nombre de tu empresa.'],
    ['industry', ' ', 'Escribe el sector de tu empresa.'],
  ] as const)('refuses a B2B enquiry whose %s is %j, without a call', async (field, value, message) => {
    const { client } = await shopper();
    const failure = await failureOf(client.forms.b2b({ ...B2B, [field]: value }));
    expect([failure.cause, failure.userMessage, (failure.details as { field: string }).field]).toEqual(['NOT_ALLOWED', message, field]);
    expect(requests.total).toBe(0);
  });

  it('sends a seller sign-up with POST /seller_signup, the NIT compact and a blank social link left out', async () => {
    const { client } = await shopper();
    const receipt = await client.forms.sellerSignup(SELLER);
    const { social_media: _blank, ...rest } = SELLER;
    expect(await bodyOf(requests.single('POST', '/seller_signup'))).toEqual({ ...rest, business_tax_id: `1234567${CHECK}` });
    expect(receipt.id).toBe('12');
  });

  it.each([
    ['business_tax_id', '1234567-0', 'El NIT no es válido: revisa los dígitos, sobre todo el último (el verificador).'],
    ['business_tax_id', 'CF', 'Un vendedor necesita el NIT de su negocio; CF no sirve aquí.'],
    ['category', 'x', 'La categoría de lo que vendes es demasiado corto: al menos 2 caracteres.'],
    ['social_media', 'no es un enlace', 'Escribe el enlace (https://…) o el usuario (@tienda) de tus redes sociales.'],
    ['email', 'oscar@@x', 'El correo electrónico no es válido (por ejemplo: nombre@empresa.com).'],
  ] as const)('refuses a seller sign-up whose %s is %j, without a call', async (field, value, message) => {
    const { client } = await shopper();
    const failure = await failureOf(client.forms.sellerSignup({ ...SELLER, [field]: value }));
    expect([failure.cause, failure.userMessage, (failure.details as { field: string }).field]).toEqual(['NOT_ALLOWED', message, field]);
    expect(requests.total).toBe(0);
  });

  it("passes on the API's own refusal (the daily limit) with its cause and Spanish message", async () => {
    const { client } = await shopper(() =>
      HttpResponse.json(apiError('TOO_MANY_REQUESTS', 'Ya recibimos varias solicitudes tuyas hoy. Te contactaremos pronto; inténtalo de nuevo mañana.'), {
        status: 429,
        headers: { 'Retry-After': '3600' },
      }),
    );
    const failure = await failureOf(client.forms.b2b(B2B));
    expect(failure.cause).toBe('TOO_MANY_REQUESTS');
    expect(failure.apiInstruction).toBe('Ya recibimos varias solicitudes tuyas hoy. Te contactaremos pronto; inténtalo de nuevo mañana.');
    expect(requests.count('POST', '/b2b')).toBe(1);
  });
});
