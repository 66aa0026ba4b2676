import { Hono, type Context } from 'hono';
import { DEFAULT_IMAGE_WIDTHS, type RenderContext } from '../catalog/catalogue';
import type { AppDeps, AppEnv } from '../http/context';
import { originOf } from '../http/request';
import { requireSession } from '../session/session-service';
import { vendingMachine, vendingMachineCategories } from './store';

/** GET /vending_machine/{id} (with `category`) and GET /vending_machine/{id}/categories; a session, as the catalogue's calls. */
export function vendingRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireSession(deps);
  const render = (c: Context): RenderContext => ({ origin: originOf(c), now: deps.now(), imageWidths: DEFAULT_IMAGE_WIDTHS });

  app.get('/vending_machine/:id', auth, (c) =>
    c.json(vendingMachine(deps, render(c), c.req.param('id'), c.req.query('category'))),
  );
  app.get('/vending_machine/:id/categories', auth, (c) => c.json(vendingMachineCategories(deps, render(c), c.req.param('id'))));

  return app;
}
