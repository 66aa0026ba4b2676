import { checkAddress } from '../../src/domain/addresses/address-rules';
import { checkTaxId } from '../../src/domain/addresses/tax-id';
import type { Database } from '../db/database';
import { findUserIdByEmail, insertAddress, insertTaxId } from './address-store';

/** The demo shopper's saved address and tax id (docs/local-api.md, "Addresses and tax ids"), checked by the same rules as the API. */
export const SEED_ADDRESSES = [
  {
    public_id: 'demo-ana-casa',
    email: 'ana@tienda.test',
    body: {
      first_name: 'Ana',
      last_name: 'López',
      phone: '5550 1234',
      street: '5a avenida 10-42, zona 14',
      references: 'Edificio de ladrillo, apartamento 803; dejar en recepción',
      city: 'Guatemala',
      state: 'GU',
      country: 'GT',
    },
    geolocation: { lat: 14.5872, lng: -90.5133 },
  },
] as const;

export const SEED_TAX_IDS = [
  { public_id: 'demo-ana-nit', email: 'ana@tienda.test', body: { tax_id: '1234567-9', name: 'Ana López', address: '5a avenida 10-42, zona 14, Guatemala' } },
] as const;

/** After the demo accounts: rows name their owner by email. */
export function seedAddresses(db: Database, now = new Date('2026-01-15T12:00:00Z')): void {
  for (const seed of SEED_ADDRESSES) {
    const checked = checkAddress(seed.body);
    if (!checked.ok) throw new Error(`seed address ${seed.public_id}: ${checked.message}`);
    const a = checked.address;
    insertAddress(db, seed.public_id, findUserIdByEmail(db, seed.email), a, seed.geolocation, now.toISOString());
  }
  for (const seed of SEED_TAX_IDS) {
    const checked = checkTaxId(seed.body);
    if (!checked.ok) throw new Error(`seed tax id ${seed.public_id}: ${checked.message}`);
    const t = checked.data;
    insertTaxId(db, seed.public_id, findUserIdByEmail(db, seed.email), t, now.toISOString());
  }
}
