import type { Database } from '../db/database';

// Warranty claims, their pictures, and what a claim reads of its order item and product (warranty.ts holds the rules:
// what may be claimed, the steps, the JSON answered).

/** A claim's step as the `warranty_claims` table stores it. */
export type WarrantyStep = 'NEW' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED';

export interface WarrantyClaimRow {
  id: number;
  user_id: number;
  order_id: number;
  order_item_id: number;
  quantity: number;
  problem: string;
  customer_notes: string | null;
  step: WarrantyStep;
  notes_to_customer: string | null;
  created_at: string;
  status_changed_at: string;
}

/** The order item a claim is made on. */
export interface WarrantyItemRow {
  id: number;
  order_id: number;
  product_id: number;
  quantity: number;
}

/** Claims still open (units under them cannot be claimed again). */
const ACTIVE = `step IN ('NEW', 'IN_PROGRESS')`;

export function findClaimById(db: Database, id: number): WarrantyClaimRow | undefined {
  return db.prepare('SELECT * FROM warranty_claims WHERE id = ?').get(id) as WarrantyClaimRow | undefined;
}

export function findOwnClaim(db: Database, id: number, userId: number): WarrantyClaimRow | undefined {
  return db.prepare('SELECT * FROM warranty_claims WHERE id = ? AND user_id = ?').get(id, userId) as WarrantyClaimRow | undefined;
}

/** The user's latest claim on this order item that is still open (NEW or IN_PROGRESS). */
export function findOpenClaimOfItem(db: Database, orderItemId: number, userId: number): WarrantyClaimRow | undefined {
  return db
    .prepare(`SELECT * FROM warranty_claims WHERE order_item_id = ? AND user_id = ? AND step IN ('NEW', 'IN_PROGRESS') ORDER BY id DESC LIMIT 1`)
    .get(orderItemId, userId) as WarrantyClaimRow | undefined;
}

/** The newest claim on an item that is not cancelled, or undefined. */
export function findLatestClaimOfItem(db: Database, itemId: number): WarrantyClaimRow | undefined {
  return db.prepare(`SELECT * FROM warranty_claims WHERE order_item_id = ? AND step != 'CANCELLED' ORDER BY id DESC LIMIT 1`).get(itemId) as
    | WarrantyClaimRow
    | undefined;
}

/** The user's claims, newest first, at most `limit`: all of them, or those of one order. */
export function listClaimsOfUser(db: Database, userId: number, orderId: number | undefined, limit: number): WarrantyClaimRow[] {
  return (
    orderId === undefined
      ? db.prepare('SELECT * FROM warranty_claims WHERE user_id = ? ORDER BY id DESC LIMIT ?').all(userId, limit)
      : db.prepare('SELECT * FROM warranty_claims WHERE user_id = ? AND order_id = ? ORDER BY id DESC LIMIT ?').all(userId, orderId, limit)
  ) as WarrantyClaimRow[];
}

/** Units of an item already under an open claim. */
export function countOpenClaimedUnits(db: Database, itemId: number): number {
  return (db.prepare(`SELECT COALESCE(SUM(quantity), 0) AS n FROM warranty_claims WHERE order_item_id = ? AND ${ACTIVE}`).get(itemId) as { n: number }).n;
}

/** Creates a NEW claim; answers its id. */
export function insertNewClaim(
  db: Database,
  claim: { userId: number; orderId: number; itemId: number; quantity: number; problem: string; customerNotes: string | null },
  at: string,
): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO warranty_claims (user_id, order_id, order_item_id, quantity, problem, customer_notes, step, created_at, status_changed_at)
       VALUES (?, ?, ?, ?, ?, ?, 'NEW', ?, ?)`,
    )
    .run(claim.userId, claim.orderId, claim.itemId, claim.quantity, claim.problem, claim.customerNotes, at, at);
  return Number(lastInsertRowid);
}

/** Attaches the pictures to the claim, numbered 1, 2… in the order given. */
export function insertClaimImages(db: Database, claimId: number, fileIds: readonly string[]): void {
  const insertImage = db.prepare('INSERT INTO warranty_claim_images (claim_id, seq, file_id) VALUES (?, ?, ?)');
  fileIds.forEach((id, i) => insertImage.run(claimId, i + 1, id));
}

/** Moves the claim from step `from` to step `to`, unless it changed step meanwhile. */
export function updateClaimStep(db: Database, id: number, from: WarrantyStep, to: WarrantyStep, at: string): void {
  db.prepare('UPDATE warranty_claims SET step = ?, status_changed_at = ? WHERE id = ? AND step = ?').run(to, at, id, from);
}

/** Cancels the claim if it is still NEW (a claim in review can no longer be cancelled). */
export function cancelNewClaim(db: Database, id: number, at: string): void {
  db.prepare(`UPDATE warranty_claims SET step = 'CANCELLED', status_changed_at = ? WHERE id = ? AND step = 'NEW'`).run(at, id);
}

/** The file ids of the claim's pictures, in their order. */
export function listClaimImageIds(db: Database, claimId: number): { file_id: string }[] {
  return db.prepare('SELECT file_id FROM warranty_claim_images WHERE claim_id = ? ORDER BY seq').all(claimId) as { file_id: string }[];
}

/** A picture of a warranty claim, by its file id. */
export function findClaimImage(db: Database, fileId: string): { content_type: string; bytes: Buffer } | undefined {
  return db
    .prepare(`SELECT f.content_type, f.bytes FROM user_files f JOIN warranty_claim_images w ON w.file_id = f.id WHERE f.id = ? AND f.purpose = 'warranty'`)
    .get(fileId) as { content_type: string; bytes: Buffer } | undefined;
}

/** The order's item, by its id. */
export function findItemOfOrder(db: Database, orderId: number, itemId: number): WarrantyItemRow | undefined {
  return db.prepare('SELECT id, order_id, product_id, quantity FROM order_items WHERE id = ? AND order_id = ?').get(itemId, orderId) as
    | WarrantyItemRow
    | undefined;
}

/** The product an order item is of. */
export function findItemProductId(db: Database, itemId: number): { product_id: number } | undefined {
  return db.prepare('SELECT product_id FROM order_items WHERE id = ?').get(itemId) as { product_id: number } | undefined;
}

export function findOrderNumber(db: Database, orderId: number): { order_number: string } | undefined {
  return db.prepare('SELECT order_number FROM orders WHERE id = ?').get(orderId) as { order_number: string } | undefined;
}

/** The product's warranty_months and title (for checking a new claim). */
export function findProductWarranty(db: Database, productId: number): { warranty_months: number | null; title: string } | undefined {
  return db.prepare('SELECT warranty_months, title FROM products WHERE id = ?').get(productId) as { warranty_months: number | null; title: string } | undefined;
}

export function findProductWarrantyMonths(db: Database, productId: number): { warranty_months: number | null } | undefined {
  return db.prepare('SELECT warranty_months FROM products WHERE id = ?').get(productId) as { warranty_months: number | null } | undefined;
}
