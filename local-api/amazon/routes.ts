import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '../auth/require-user';
import type { AppDeps, AppEnv, UserRow } from '../http/context';
import { readJson } from '../http/request';
import { asinOf, importFromAmazon } from './amazon-import';

type UserEnv = AppEnv & { Variables: AppEnv['Variables'] & { user: UserRow } };

/** Any JSON object; `url` is judged by asinOf (a missing or non-string url is INVALID_URL, like a bad one). */
const ImportBody = z.object({ url: z.unknown().optional() });

/** POST /product/amazon {url} → {slug}: signed-in users only (anonymous: 403 onlyAnonymousTokenFound). */
export function amazonRoutes(deps: AppDeps): Hono<UserEnv> {
  const app = new Hono<UserEnv>({ strict: false });
  app.post('/product/amazon', requireUser(deps), async (c) => {
    const { url } = await readJson(c, ImportBody);
    return c.json(importFromAmazon(deps, asinOf(url)));
  });
  return app;
}
