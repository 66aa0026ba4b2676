import { checkAddress } from '../../src/domain/addresses/address-rules';
import { checkTaxId } from '../../src/domain/addresses/tax-id';
import type { Database } from '../db/database';

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
  const userId = (email: string) => (db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
  for (const seed of SEED_ADDRESSES) {
    const checked = checkAddress(seed.body);
    if (!checked.ok) throw new Error(`seed address ${seed.public_id}: ${checked.message}`);
    const a = checked.address;
    db.prepare(
      `INSERT INTO addresses (public_id, user_id, first_name, last_name, phone, street, reference_notes, city, state, country, lat, lng, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      seed.public_id,
      userId(seed.email),
      a.first_name,
      a.last_name,
      a.phone,
      a.street,
      a.references,
      a.city,
      a.state,
      a.country,
      seed.geolocation.lat,
      seed.geolocation.lng,
      now.toISOString(),
    );
  }
  for (const seed of SEED_TAX_IDS) {
    const checked = checkTaxId(seed.body);
    if (!checked.ok) throw new Error(`seed tax id ${seed.public_id}: ${checked.message}`);
    const t = checked.data;
    db.prepare(
      `INSERT INTO tax_ids (public_id, user_id, tax_id, name, address, is_tax_withholder, is_tax_exempt, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(seed.public_id, userId(seed.email), t.tax_id, t.name, t.address, t.is_tax_withholder ? 1 : 0, t.is_tax_exempt ? 1 : 0, now.toISOString());
  }
}
