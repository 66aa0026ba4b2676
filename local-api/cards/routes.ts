import { Hono } from 'hono';
import { signedInUser } from '../discounts/signed-in';
import type { AppDeps, AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { requireSession } from '../session/session-service';
import { deleteCard, listCards } from './cards';

const INSTRUMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** GET /payment_method/cc and DELETE /payment_method/cc/{id}: a signed-in user's own saved cards. */
export function cardRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireSession(deps);

  app.get('/payment_method/cc', auth, (c) => c.json(listCards(deps, signedInUser(c.get('session')).id)));
  app.delete('/payment_method/cc/:id', auth, (c) => {
    const user = signedInUser(c.get('session'));
    const id = c.req.param('id');
    if (!INSTRUMENT_ID.test(id)) throw notFound('La tarjeta no existe.');
    deleteCard(deps, user.id, id);
    return c.body(null, 204);
  });

  return app;
}
