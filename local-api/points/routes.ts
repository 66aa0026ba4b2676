import { Hono } from 'hono';
import { z } from 'zod';
import { signedInUser } from '../discounts/signed-in';
import type { AppDeps, AppEnv } from '../http/context';
import { badRequest } from '../http/errors';
import { readJson } from '../http/request';
import { requireSession } from '../session/session-service';
import { convertPointsToCoupon, pointsCouponOptions, pointsHistory } from './points';

/** GET /user/points/, GET and POST /user/points/coupon/: a signed-in user's points only. */
export function pointsRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireSession(deps);

  app.get('/user/points', auth, (c) => c.json(pointsHistory(deps, signedInUser(c.get('session')).id)));
  app.get('/user/points/coupon', auth, (c) => c.json(pointsCouponOptions(deps, signedInUser(c.get('session')).id)));
  app.post('/user/points/coupon', auth, async (c) => {
    const user = signedInUser(c.get('session'));
    const body = await readJson(c, z.unknown());
    if (body === null || typeof body !== 'object' || Array.isArray(body) || !('amount' in body)) throw badRequest('falta el campo "amount".');
    return c.json(convertPointsToCoupon(deps, user.id, (body as { amount: unknown }).amount));
  });

  return app;
}
