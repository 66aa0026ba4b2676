import { http, HttpResponse } from 'msw';
import { makeInstallment } from '../../../src/testing/fixtures';
import { apiError } from '../fixtures';
import { url } from '../server';

/** A saved card as the API should send it: masked. */
export function wireCard(overrides: Record<string, unknown> = {}) {
  return { instrument_id: 'card_1', number: '411111******1111', expiration_month: 12, expiration_year: 2030, type: 'VISA', ...overrides };
}

/** One installment plan, in quetzales: the kit's (three of Q100 with no surcharge). */
export function wireInstallment(overrides: Record<string, unknown> = {}) {
  return makeInstallment(overrides);
}

/**
 * A stand-in for /payment_method/cc and /installment_option. `cards` is what
 * GET answers as is (a misbehaving server may put a whole number there); a
 * token that is not `user-token-N` answers 403 onlyAnonymousTokenFound.
 */
export function paymentsBackend(options: { cards?: Record<string, unknown>[] } = {}) {
  const cards = [...(options.cards ?? [wireCard(), wireCard({ instrument_id: 'card_2', number: '550000******0004', type: 'MASTERCARD' })])];
  const signedIn = (request: Request) => (request.headers.get('Session') ?? '').startsWith('user-token-');
  const anonymous = () => HttpResponse.json(apiError('onlyAnonymousTokenFound', 'Inicia sesión para continuar.'), { status: 403 });
  const handlers = [
    http.get(url('/payment_method/cc'), ({ request }) => (signedIn(request) ? HttpResponse.json(cards) : anonymous())),
    http.delete(url('/payment_method/cc/:id'), ({ request, params }) => {
      if (!signedIn(request)) return anonymous();
      const index = cards.findIndex((card) => card.instrument_id === params.id);
      if (index < 0) return HttpResponse.json(apiError('notFound', 'La tarjeta no existe.'), { status: 404 });
      cards.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(url('/installment_option'), ({ request }) => {
      const amount = Number(new URL(request.url).searchParams.get('amount'));
      return HttpResponse.json([
        wireInstallment({ subtotal_amount: amount, installments: 3, installment_amount: Math.round((amount / 3) * 100) / 100, total_amount: amount }),
        wireInstallment({ subtotal_amount: amount, installments: 6, installment_amount: Math.round((amount / 6) * 100) / 100, total_amount: amount }),
      ]);
    }),
  ];
  return { handlers, cards };
}
