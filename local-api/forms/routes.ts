import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { readJson } from '../http/request';
import { objectBody } from '../reviews/errors';
import { requireSession } from '../session/session-service';
import { countFormsSince, insertBusinessEnquiry, insertSellerSignup, type FormTable } from './form-store';
import { checkB2b, checkSellerSignup, MAX_FORMS_PER_DAY } from './forms';

const DAY_MS = 86_400_000;

/**
 * POST /b2b {full_name, email, phone_number, company, company_size, industry} and
 * POST /seller_signup {full_name, email, phone_number, company, category, business_tax_id, social_media?}:
 * any session (anonymous too), at most 5 of each per session or user a day; answers {id, message}.
 */
export function formRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireSession(deps);

  const underLimit = (table: FormTable, owner: string) => {
    const since = new Date(deps.now().getTime() - DAY_MS).toISOString();
    if (countFormsSince(deps.db, table, owner, since) >= MAX_FORMS_PER_DAY)
      throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Ya recibimos varias solicitudes tuyas hoy. Te contactaremos pronto; inténtalo de nuevo mañana.', {
        headers: { 'Retry-After': '3600' },
      });
  };
  const body = async (c: Context<AppEnv>) => objectBody(await readJson(c, z.unknown()));

  app.post('/b2b', auth, async (c) => {
    const owner = c.get('session').owner;
    const form = checkB2b(await body(c));
    underLimit('business_enquiries', owner);
    const id = insertBusinessEnquiry(deps.db, owner, form, deps.now().toISOString());
    return c.json(
      { id: String(id), message: 'Gracias: recibimos tu solicitud. Nuestro equipo de ventas a empresas te contactará en 2 días hábiles.' },
      201,
    );
  });

  app.post('/seller_signup', auth, async (c) => {
    const owner = c.get('session').owner;
    const form = checkSellerSignup(await body(c));
    underLimit('seller_signups', owner);
    const id = insertSellerSignup(deps.db, owner, form, deps.now().toISOString());
    return c.json({ id: String(id), message: 'Gracias por tu interés en vender con nosotros. Revisaremos tu solicitud y te escribiremos pronto.' }, 201);
  });

  return app;
}
