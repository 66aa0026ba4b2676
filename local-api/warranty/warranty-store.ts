import type { Database } from '../db/database';
import type { WarrantyClaimRow } from './warranty';

// Warranty claims as the routes read and cancel them (issue 24: warranty.ts's own SQL is still to be moved here).

export function findClaimById(db: Database, id: number): WarrantyClaimRow | undefined {
  return db.prepare('SELECT * FROM warranty_claims WHERE id = ?').get(id) as WarrantyClaimRow | undefined;
}

/** The user's latest claim on this order item that is still open (NEW or IN_PROGRESS). */
export function findOpenClaimOfItem(db: Database, orderItemId: number, userId: number): WarrantyClaimRow | undefined {
  return db
    .prepare(`SELECT * FROM warranty_claims WHERE order_item_id = ? AND user_id = ? AND step IN ('NEW', 'IN_PROGRESS') ORDER BY id DESC LIMIT 1`)
    .get(orderItemId, userId) as WarrantyClaimRow | undefined;
}

/** Cancels the claim if it is still NEW (a claim in review can no longer be cancelled). */
export function cancelNewClaim(db: Database, id: number, at: string): void {
  db.prepare(`UPDATE warranty_claims SET step = 'CANCELLED', status_changed_at = ? WHERE id = ? AND step = 'NEW'`).run(at, id);
}

/** A picture of a warranty claim, by its file id. */
export function findClaimImage(db: Database, fileId: string): { content_type: string; bytes: Buffer } | undefined {
  return db
    .prepare(`SELECT f.content_type, f.bytes FROM user_files f JOIN warranty_claim_images w ON w.file_id = f.id WHERE f.id = ? AND f.purpose = 'warranty'`)
    .get(fileId) as { content_type: string; bytes: Buffer } | undefined;
}
