import type { Database } from '../db/database';
import type { B2bEnquiry, SellerSignup } from './forms';

export type FormTable = 'business_enquiries' | 'seller_signups';

/** How many forms of one kind this owner (a session or a user) sent after `since` (an ISO time). */
export function countFormsSince(db: Database, table: FormTable, owner: string, since: string): number {
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE owner = ? AND created_at > ?`).get(owner, since) as { n: number };
  return n;
}

/** Records a business enquiry; answers its id. */
export function insertBusinessEnquiry(db: Database, owner: string, form: B2bEnquiry, createdAt: string): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO business_enquiries (owner, full_name, email, phone_number, company, company_size, industry, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(owner, form.full_name, form.email, form.phone_number, form.company, form.company_size, form.industry, createdAt);
  return Number(lastInsertRowid);
}

/** Records a seller sign-up; answers its id. */
export function insertSellerSignup(db: Database, owner: string, form: SellerSignup, createdAt: string): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO seller_signups (owner, full_name, email, phone_number, company, category, business_tax_id, social_media, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(owner, form.full_name, form.email, form.phone_number, form.company, form.category, form.business_tax_id, form.social_media, createdAt);
  return Number(lastInsertRowid);
}
