import { http, HttpResponse } from 'msw';
import { apiError } from '../fixtures';
import { url } from '../server';
import { STEP_UP_PARAMS, wireOrder } from './checkout';

/** What the stand-in's bank does with the charges of one test. */
export type AlternateBehaviour =
  /** SUCCESS (NO_PAYMENT_NEEDED once the order is paid). */
  | 'success'
  /** STEP_UP_REQUIRED_3DS, then SUCCESS with the transaction id. */
  | 'challenge'
  /** STEP_UP_REQUIRED_3DS, then 402 3DS_DECLINED with the transaction id. */
  | 'challengeThenDecline'
  /** 402 {cause: PAYMENT_ERROR, message, paymentResultType: ERROR}, as the local API refuses. */
  | 'declined402'
  /** 200 with this paymentResultType and a message. */
  | 'ERROR'
  | 'ERROR_ALLOW_NO3DS'
  | 'UNKNOWN'
  /** 401 AUTH_EXPIRED on the setup. */
  | 'expiredSession';

export const ALTERNATE_REF = 'alt-ref-1';
export const ALTERNATE_TX = 'alt-tx-1';
export const BANK_DECLINE = 'Tu banco rechazó el pago. Revisa los datos de tu tarjeta o usa otra tarjeta.';

/**
 * A stand-in for /alternate_card_auth/… and GET /order/{n}, with state:
 * one order `orderNumber`, pending payment until a charge pays it (then the
 * setup refuses it with 400 NOT_ALLOWED and a charge answers
 * NO_PAYMENT_NEEDED, as the local API does); the
 * challenge answers PENDING for `pendingPolls` polls, then `challenge`. The
 * verification amount is Q1.37. A token that is not `user-token-N` answers
 * 403 onlyAnonymousTokenFound.
 */
export function alternateAuthBackend(options: { orderNumber?: string; behaviour?: AlternateBehaviour; skipStepUp?: boolean } = {}) {
  const orderNumber = options.orderNumber ?? 'TND-2001';
  const state = {
    behaviour: options.behaviour ?? 'success',
    challenge: 'AUTHENTICATED' as 'PENDING' | 'AUTHENTICATED' | 'FAILED',
    pendingPolls: 0,
    polls: 0,
    /** Charges that paid the order. */
    paid: 0,
    /** A poll answers 401 AUTH_EXPIRED. */
    expirePolls: false,
    /** Another tab pays the order between this setup and this charge. */
    paidBetween: false,
  };
  const signedIn = (request: Request) => (request.headers.get('Session') ?? '').startsWith('user-token-');
  const anonymous = () => HttpResponse.json(apiError('onlyAnonymousTokenFound', 'Inicia sesión para continuar.'), { status: 403 });
  const challenging = () => state.behaviour === 'challenge' || state.behaviour === 'challengeThenDecline';
  const answer = (paymentResultType: string, extras: Record<string, unknown> = {}) =>
    HttpResponse.json({ paymentResultType, stepUpParams: null, message: null, ...extras });

  const handlers = [
    http.post(url('/alternate_card_auth/setup'), ({ request }) => {
      if (!signedIn(request)) return anonymous();
      if (state.behaviour === 'expiredSession') return HttpResponse.json(apiError('AUTH_EXPIRED', 'Tu sesión expiró.'), { status: 401 });
      // As the local API: a paid order is refused at setup.
      if (state.paid > 0) return HttpResponse.json(apiError('NOT_ALLOWED', `Tu pedido ${orderNumber} ya está pagado.`), { status: 400 });
      return HttpResponse.json({
        reference_id: ALTERNATE_REF,
        url: null,
        access_token: null,
        skip_step_up: options.skipStepUp ?? !challenging(),
        card_warning_message: challenging() ? 'Tu banco te pedirá un código.' : null,
      });
    }),
    http.post(url('/alternate_card_auth/charge'), async ({ request }) => {
      if (!signedIn(request)) return anonymous();
      const body = (await request.clone().json()) as Record<string, unknown>;
      if (state.paidBetween) state.paid = Math.max(state.paid, 1);
      if (state.paid > 0) return answer('NO_PAYMENT_NEEDED');
      switch (state.behaviour) {
        case 'declined402':
          return HttpResponse.json({ cause: 'PAYMENT_ERROR', message: BANK_DECLINE, paymentResultType: 'ERROR', stepUpParams: null }, { status: 402 });
        case 'ERROR':
        case 'ERROR_ALLOW_NO3DS':
        case 'UNKNOWN':
          return answer(state.behaviour, { message: `El banco respondió ${state.behaviour}.` });
        case 'challenge':
        case 'challengeThenDecline':
          if (body['transaction_id'] !== ALTERNATE_TX) return answer('STEP_UP_REQUIRED_3DS', { stepUpParams: STEP_UP_PARAMS });
          if (state.behaviour === 'challengeThenDecline')
            return HttpResponse.json(
              { cause: '3DS_DECLINED', message: 'Tu banco no autorizó el pago.', paymentResultType: 'ERROR', stepUpParams: null },
              { status: 402 },
            );
          break;
      }
      state.paid++;
      return answer('SUCCESS');
    }),
    http.get(url('/alternate_card_auth/:ref/3ds_wait_for_result'), ({ request }) => {
      if (!signedIn(request)) return anonymous();
      if (state.expirePolls) return HttpResponse.json(apiError('AUTH_EXPIRED', 'Tu sesión expiró.'), { status: 401 });
      state.polls++;
      const status = state.polls <= state.pendingPolls ? 'PENDING' : state.challenge;
      return HttpResponse.json({ status, transaction_id: status === 'AUTHENTICATED' ? ALTERNATE_TX : null });
    }),
    http.post(url('/alternate_card_auth/:ref/verify'), async ({ request, params }) => {
      if (!signedIn(request)) return anonymous();
      if (params.ref !== ALTERNATE_REF) return HttpResponse.json(apiError('notFound', 'La verificación de la tarjeta no existe.'), { status: 404 });
      const { amount } = (await request.clone().json()) as { amount: number };
      return HttpResponse.json({ verified: amount === 1.37 });
    }),
    http.get(url('/order/:n'), ({ request, params }) => {
      if (!signedIn(request)) return anonymous();
      if (params.n !== orderNumber) return HttpResponse.json(apiError('notFound', 'El pedido no existe.'), { status: 404 });
      return HttpResponse.json(wireOrder(orderNumber, 'cart-9', { payment_method: 'CARD', status: state.paid > 0 ? 'pagado' : 'pendiente de pago' }));
    }),
  ];
  return { handlers, state, orderNumber };
}
