import { randomBytes } from 'node:crypto';
import { checkAddress, checkGeolocation, MAX_ADDRESSES_PER_USER, type AddressField, type CheckedAddress } from '../../src/domain/addresses/address-rules';
import { checkTaxId, MAX_TAX_IDS_PER_USER, type CheckedTaxId, type TaxIdField } from '../../src/domain/addresses/tax-id';
import type { Database } from '../db/database';
import { ApiError, FieldError, notFound } from '../http/errors';

/**
 * Saved addresses and tax ids: every read and write names its user, and a
 * row of someone else answers exactly like one that does not exist (404
 * notFound). Bodies are checked with the domain's rules (address-rules.ts,
 * tax-id.ts), the very ones the client runs before calling.
 */

export { FieldError };

export interface AddressRow {
  id: number;
  public_id: string;
  user_id: number;
  first_name: string;
  last_name: string;
  phone: string;
  street: string;
  reference_notes: string | null;
  city: string;
  state: string;
  country: string;
  /** The ZIP code of a United States address (migration 024); null in Guatemala. */
  postcode: string | null;
  times_used: number;
  last_used: string | null;
  lat: number | null;
  lng: number | null;
  created_at: string;
}

export interface TaxIdRow {
  id: number;
  public_id: string;
  user_id: number;
  tax_id: string;
  name: string;
  address: string;
  is_tax_withholder: number;
  is_tax_exempt: number;
  created_at: string;
}

/** 72 random bits, base64url (12 characters): ids that say nothing about how many others exist. */
const newPublicId = () => randomBytes(9).toString('base64url');
/** An id as a path or a body may carry it; anything else cannot name a row. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** The Address entity of spec section 3. */
export function addressJson(row: AddressRow) {
  const pinned = row.lat !== null && row.lng !== null;
  return {
    id: row.public_id,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    street: row.street,
    references: row.reference_notes,
    city: row.city,
    state: row.state,
    country: row.country,
    postcode: row.postcode ?? null,
    times_used: row.times_used,
    last_used: row.last_used,
    geolocation: pinned ? { lat: row.lat!, lng: row.lng! } : null,
    request_user_geolocation: !pinned,
  };
}

/** The invoice data of spec section 3. */
export function taxIdJson(row: TaxIdRow) {
  return {
    id: row.public_id,
    tax_id: row.tax_id,
    name: row.name,
    address: row.address,
    is_tax_withholder: row.is_tax_withholder === 1,
    is_tax_exempt: row.is_tax_exempt === 1,
  };
}

// ---- Addresses ----

/** The user's address with this id, or undefined (someone else's too). For checkout and /user/selected_address. */
export function findOwnAddress(db: Database, userId: number, id: unknown): AddressRow | undefined {
  return findOwn<AddressRow>(db, 'addresses', userId, id);
}

/** A row of `table` with this public id that belongs to the user; anything else (a malformed id too) is undefined. */
function findOwn<Row>(db: Database, table: 'addresses' | 'tax_ids', userId: number, id: unknown): Row | undefined {
  if ((typeof id !== 'string' && typeof id !== 'number') || !ID_PATTERN.test(String(id))) return undefined;
  return db.prepare(`SELECT * FROM ${table} WHERE public_id = ? AND user_id = ?`).get(String(id), userId) as Row | undefined;
}

export function requireOwnAddress(db: Database, userId: number, id: unknown): AddressRow {
  const row = findOwnAddress(db, userId, id);
  if (!row) throw notFound('La dirección no existe o no es tuya.');
  return row;
}

/** Most recently used first, then newest. */
export function listAddresses(db: Database, userId: number): AddressRow[] {
  return db
    .prepare('SELECT * FROM addresses WHERE user_id = ? ORDER BY last_used IS NULL, last_used DESC, id DESC')
    .all(userId) as AddressRow[];
}

function checkedAddress(body: Record<string, unknown>): CheckedAddress {
  // The ZIP code is an optional extension of the spec (docs/contract.md): checked when given, never required.
  const checked = checkAddress(body, { postcodeRequired: false });
  if (!checked.ok) throw new FieldError(400, 'invalidAddress', checked.shopperMessage, checked.field satisfies AddressField);
  return checked.address;
}

/** The optional `geolocation` of a body: absent or null leaves it unpinned. */
function optionalGeolocation(body: Record<string, unknown>): { lat: number; lng: number } | null {
  const value = body.geolocation;
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value))
    throw new FieldError(400, 'invalidAddress', 'La ubicación debe ser un objeto con lat y lng.', 'geolocation');
  const { lat, lng } = value as Record<string, unknown>;
  const checked = checkGeolocation(lat, lng);
  if (!checked.ok) throw new FieldError(400, 'invalidAddress', checked.message, `geolocation.${checked.field}`);
  return checked.geolocation;
}

export function createAddress(db: Database, userId: number, body: Record<string, unknown>, now: Date): AddressRow {
  const address = checkedAddress(body);
  const point = optionalGeolocation(body);
  return db.transaction(() => {
    const { n } = db.prepare('SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?').get(userId) as { n: number };
    if (n >= MAX_ADDRESSES_PER_USER)
      throw new ApiError(403, 'NOT_ALLOWED', `Puedes guardar hasta ${MAX_ADDRESSES_PER_USER} direcciones. Borra una que ya no uses para agregar otra.`);
    const publicId = newPublicId();
    insertAddress(db, publicId, userId, address, point, now.toISOString());
    return findOwnAddress(db, userId, publicId)!;
  })();
}

/**
 * PUT /address/{id}: the fields given replace the saved ones (a field left
 * out keeps its value), and the whole address is checked again. A changed
 * place (country, state or city) forgets the pinned point unless the body
 * pins a new one.
 */
export function updateAddress(db: Database, row: AddressRow, body: Record<string, unknown>): AddressRow {
  const current = addressJson(row);
  const merged: Record<string, unknown> = { ...current };
  for (const key of ['first_name', 'last_name', 'phone', 'street', 'references', 'city', 'state', 'country', 'postcode'] as const)
    if (key in body) merged[key] = body[key];
  const address = checkedAddress(merged);
  const moved = address.country !== row.country || address.state !== row.state || address.city !== row.city || address.street !== row.street;
  let point: { lat: number; lng: number } | null = current.geolocation;
  if ('geolocation' in body) point = optionalGeolocation(body);
  else if (moved) point = null;
  db.prepare(
    `UPDATE addresses SET first_name = ?, last_name = ?, phone = ?, street = ?, reference_notes = ?, city = ?, state = ?, country = ?, postcode = ?, lat = ?, lng = ?
     WHERE id = ?`,
  ).run(...addressValues(address, point), row.id);
  return findAddressById(db, row.id);
}

/** Deletes it, and unselects it where the user had it selected. */
export function deleteAddress(db: Database, row: AddressRow): void {
  db.transaction(() => {
    db.prepare('DELETE FROM addresses WHERE id = ?').run(row.id);
    db.prepare('UPDATE users SET selected_address = NULL WHERE id = ? AND selected_address = ?').run(row.user_id, row.public_id);
  })();
}

/** PUT /address/{id}/lnglat: `{lat, lng}` pins it; both null unpins it. */
export function setAddressPoint(db: Database, row: AddressRow, body: Record<string, unknown>): AddressRow {
  let point: { lat: number; lng: number } | null = null;
  if (!(body.lat === null && body.lng === null)) {
    const checked = checkGeolocation(body.lat, body.lng);
    if (!checked.ok) throw new FieldError(400, 'apiCallFailed', checked.message, checked.field);
    point = checked.geolocation;
  }
  db.prepare('UPDATE addresses SET lat = ?, lng = ? WHERE id = ?').run(point?.lat ?? null, point?.lng ?? null, row.id);
  return findAddressById(db, row.id);
}

/** For orders: one more use of the address, now. */
export function markAddressUsed(db: Database, userId: number, id: string, now: Date): void {
  db.prepare('UPDATE addresses SET times_used = times_used + 1, last_used = ? WHERE public_id = ? AND user_id = ?').run(now.toISOString(), id, userId);
}

// ---- Tax ids ----

export function findOwnTaxId(db: Database, userId: number, id: unknown): TaxIdRow | undefined {
  return findOwn<TaxIdRow>(db, 'tax_ids', userId, id);
}

export function requireOwnTaxId(db: Database, userId: number, id: unknown): TaxIdRow {
  const row = findOwnTaxId(db, userId, id);
  if (!row) throw notFound('El NIT no existe o no es tuyo.');
  return row;
}

export function listTaxIds(db: Database, userId: number): TaxIdRow[] {
  return db.prepare('SELECT * FROM tax_ids WHERE user_id = ? ORDER BY id').all(userId) as TaxIdRow[];
}

function checkedTaxId(body: Record<string, unknown>): CheckedTaxId {
  const checked = checkTaxId(body);
  if (!checked.ok) throw new FieldError(400, 'apiCallFailed', checked.message, checked.field satisfies TaxIdField);
  return checked.data;
}

const alreadySaved = () => new ApiError(409, 'NOT_ALLOWED', 'Ya tienes guardado ese NIT.');

export function createTaxId(db: Database, userId: number, body: Record<string, unknown>, now: Date): TaxIdRow {
  const data = checkedTaxId(body);
  return db.transaction(() => {
    if (db.prepare('SELECT 1 FROM tax_ids WHERE user_id = ? AND tax_id = ?').get(userId, data.tax_id)) throw alreadySaved();
    const { n } = db.prepare('SELECT COUNT(*) AS n FROM tax_ids WHERE user_id = ?').get(userId) as { n: number };
    if (n >= MAX_TAX_IDS_PER_USER)
      throw new ApiError(403, 'NOT_ALLOWED', `Puedes guardar hasta ${MAX_TAX_IDS_PER_USER} NIT. Borra uno que ya no uses para agregar otro.`);
    const publicId = newPublicId();
    insertTaxId(db, publicId, userId, data, now.toISOString());
    return findOwnTaxId(db, userId, publicId)!;
  })();
}

/** PUT /taxid/{id}: the fields given replace the saved ones, and the whole is checked again. */
export function updateTaxId(db: Database, row: TaxIdRow, body: Record<string, unknown>): TaxIdRow {
  const merged: Record<string, unknown> = { ...taxIdJson(row) };
  for (const key of ['tax_id', 'name', 'address', 'is_tax_withholder', 'is_tax_exempt'] as const) if (key in body) merged[key] = body[key];
  const data = checkedTaxId(merged);
  return db.transaction(() => {
    if (db.prepare('SELECT 1 FROM tax_ids WHERE user_id = ? AND tax_id = ? AND id <> ?').get(row.user_id, data.tax_id, row.id)) throw alreadySaved();
    db.prepare('UPDATE tax_ids SET tax_id = ?, name = ?, address = ?, is_tax_withholder = ?, is_tax_exempt = ? WHERE id = ?').run(
      data.tax_id,
      data.name,
      data.address,
      data.is_tax_withholder ? 1 : 0,
      data.is_tax_exempt ? 1 : 0,
      row.id,
    );
    return db.prepare('SELECT * FROM tax_ids WHERE id = ?').get(row.id) as TaxIdRow;
  })();
}

export function deleteTaxId(db: Database, row: TaxIdRow): void {
  db.prepare('DELETE FROM tax_ids WHERE id = ?').run(row.id);
}

// ---- The demo seed (seed.ts checks its rows with the same rules) ----

/** The id of the account with this email (seed rows name their owner by email; the account must exist). */
export function findUserIdByEmail(db: Database, email: string): number {
  return (db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
}

/** Stores an address, checked (a shopper's new one, or the seed's, pinned and Guatemalan: no ZIP code). */
export function insertAddress(
  db: Database,
  publicId: string,
  userId: number,
  address: CheckedAddress,
  point: { lat: number; lng: number } | null | undefined,
  createdAt: string,
): void {
  db.prepare(
    `INSERT INTO addresses (public_id, user_id, first_name, last_name, phone, street, reference_notes, city, state, country, postcode, lat, lng, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(publicId, userId, ...addressValues(address, point), createdAt);
}

/** An address's columns from first_name to lng, in the order the INSERT and the UPDATE name them. */
function addressValues(address: CheckedAddress, point: { lat: number; lng: number } | null | undefined) {
  return [
    address.first_name,
    address.last_name,
    address.phone,
    address.street,
    address.references,
    address.city,
    address.state,
    address.country,
    address.postcode,
    point?.lat ?? null,
    point?.lng ?? null,
  ];
}

/** The row of an address known to exist (just written). */
function findAddressById(db: Database, id: number): AddressRow {
  return db.prepare('SELECT * FROM addresses WHERE id = ?').get(id) as AddressRow;
}

/** Stores a tax id, checked (a shopper's new one, or the seed's). */
export function insertTaxId(db: Database, publicId: string, userId: number, data: CheckedTaxId, createdAt: string): void {
  db.prepare(
    `INSERT INTO tax_ids (public_id, user_id, tax_id, name, address, is_tax_withholder, is_tax_exempt, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(publicId, userId, data.tax_id, data.name, data.address, data.is_tax_withholder ? 1 : 0, data.is_tax_exempt ? 1 : 0, createdAt);
}
