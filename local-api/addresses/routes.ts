import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireUser } from '../auth/require-user';
import type { AppDeps, AppEnv, UserRow } from '../http/context';
import { badRequest } from '../http/errors';
import { readJson } from '../http/request';
import {
  addressJson,
  createAddress,
  createTaxId,
  deleteAddress,
  deleteTaxId,
  listAddresses,
  listTaxIds,
  requireOwnAddress,
  requireOwnTaxId,
  setAddressPoint,
  taxIdJson,
  updateAddress,
  updateTaxId,
} from './address-store';

type AddressEnv = AppEnv & { Variables: AppEnv['Variables'] & { user: UserRow } };

/** A JSON object body; bad JSON or anything but an object is a 400 apiCallFailed, never a 500. */
async function readObject(c: Context): Promise<Record<string, unknown>> {
  const body = await readJson(c, z.unknown());
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('el cuerpo debe ser un objeto JSON.');
  return body as Record<string, unknown>;
}

/**
 * Saved addresses (`/address`, `/address/{id}`, `/address/{id}/lnglat`) and
 * tax ids (`/taxid`, `/taxid/{id}`) of spec section 7, for signed-in users
 * only (an anonymous token: 403 onlyAnonymousTokenFound).
 */
export function addressRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AddressEnv>({ strict: false });
  const user = requireUser(deps);
  const { db } = deps;
  const userId = (c: Context<AddressEnv>) => c.get('user').id;

  app.get('/address', user, (c) => c.json(listAddresses(db, userId(c)).map(addressJson)));
  app.post('/address', user, async (c) => c.json(addressJson(createAddress(db, userId(c), await readObject(c), deps.now()))));
  app.put('/address/:id', user, async (c) => {
    const row = requireOwnAddress(db, userId(c), c.req.param('id'));
    return c.json(addressJson(updateAddress(db, row, await readObject(c))));
  });
  app.delete('/address/:id', user, (c) => {
    deleteAddress(db, requireOwnAddress(db, userId(c), c.req.param('id')));
    return c.body(null, 204);
  });
  app.get('/address/:id/lnglat', user, (c) => {
    const row = requireOwnAddress(db, userId(c), c.req.param('id'));
    return c.json({ lat: row.lat, lng: row.lng });
  });
  app.put('/address/:id/lnglat', user, async (c) => {
    const row = requireOwnAddress(db, userId(c), c.req.param('id'));
    const updated = setAddressPoint(db, row, await readObject(c));
    return c.json({ lat: updated.lat, lng: updated.lng });
  });

  app.get('/taxid', user, (c) => c.json(listTaxIds(db, userId(c)).map(taxIdJson)));
  app.post('/taxid', user, async (c) => c.json(taxIdJson(createTaxId(db, userId(c), await readObject(c), deps.now()))));
  app.put('/taxid/:id', user, async (c) => {
    const row = requireOwnTaxId(db, userId(c), c.req.param('id'));
    return c.json(taxIdJson(updateTaxId(db, row, await readObject(c))));
  });
  app.delete('/taxid/:id', user, (c) => {
    deleteTaxId(db, requireOwnTaxId(db, userId(c), c.req.param('id')));
    return c.body(null, 204);
  });

  return app as unknown as Hono<AppEnv>;
}
