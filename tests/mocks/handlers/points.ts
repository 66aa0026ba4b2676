import { http, HttpResponse } from 'msw';
import { apiError } from '../fixtures';
import { url } from '../server';

/** A coupon as the API sends it (spec section 3). */
export function wireCoupon(overrides: Record<string, unknown> = {}) {
  return { code: 'PUNTOS-7K3M9QXA', discount: 25, error_code: null, error_message: null, requirements: [], exclusions: [], discounts: [], auto_apply: false, ...overrides };
}

const AMOUNTS = [10, 25, 50, 100];

/**
 * A stand-in for /user/points/, /user/points/coupon/ and /user/coupon/, as the
 * local API answers them: dates with a bracketed zone, 10 points a quetzal.
 * A token that is not `user-token-N` answers 403 onlyAnonymousTokenFound.
 */
export function pointsBackend(options: { total?: number } = {}) {
  let total = options.total ?? 300;
  const coupons = [wireCoupon({ code: 'CUMPLE-2026', discount: 50 })];
  const signedIn = (request: Request) => (request.headers.get('Session') ?? '').startsWith('user-token-');
  const anonymous = () => HttpResponse.json(apiError('onlyAnonymousTokenFound', 'Inicia sesión para continuar.'), { status: 403 });
  const handlers = [
    http.get(url('/user/points/'), ({ request }) =>
      signedIn(request)
        ? HttpResponse.json({
            total_points: total,
            points_per_currency: 10,
            entries: [
              { points: 120, type: 'ORDER', date_created: '2026-03-02T10:00:00-06:00[America/Guatemala]' },
              { points: -250, type: 'COUPON', date_created: '2026-02-14T09:30:00-06:00[America/Guatemala]' },
            ],
          })
        : anonymous(),
    ),
    http.get(url('/user/points/coupon/'), ({ request }) =>
      signedIn(request) ? HttpResponse.json(AMOUNTS.map((amount) => ({ amount, points: amount * 10, is_available: total >= amount * 10 }))) : anonymous(),
    ),
    http.post(url('/user/points/coupon/'), async ({ request }) => {
      if (!signedIn(request)) return anonymous();
      const { amount } = (await request.json()) as { amount: number };
      if (!AMOUNTS.includes(amount)) return HttpResponse.json(apiError('apiCallFailed', 'Monto no válido.'), { status: 400 });
      if (total < amount * 10) return HttpResponse.json(apiError('NOT_ALLOWED', 'No tienes puntos suficientes.'), { status: 400 });
      total -= amount * 10;
      const coupon = wireCoupon({ code: `PUNTOS-${amount}`, discount: amount });
      coupons.unshift(coupon);
      return HttpResponse.json({ coupon, amount, points: amount * 10, total_points: total });
    }),
    http.get(url('/user/coupon/'), ({ request }) => (signedIn(request) ? HttpResponse.json(coupons) : anonymous())),
  ];
  return {
    handlers,
    coupons,
    get total() {
      return total;
    },
  };
}
