import type { Database } from '../db/database';

// The outbox's messages (outbox.ts holds the rules: normalising addresses, matching phone numbers, the JSON shape).

export type OutboxChannel = 'email' | 'sms';

/** A row of the outbox table. */
export interface OutboxRow {
  id: number;
  to_address: string;
  channel: OutboxChannel;
  subject: string;
  body: string;
  link: string | null;
  created_at: number;
}

export function insertOutboxMessage(
  db: Database,
  to: string,
  channel: OutboxChannel,
  subject: string,
  body: string,
  link: string | null,
  now: number,
): void {
  db.prepare('INSERT INTO outbox (to_address, channel, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(to, channel, subject, body, link, now);
}

/** Drops the address's messages but its newest `keep`. */
export function deleteOlderOutboxMessages(db: Database, to: string, keep: number): void {
  db.prepare('DELETE FROM outbox WHERE to_address = ? AND id NOT IN (SELECT id FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT ?)').run(to, to, keep);
}

/** The newest `limit` messages of all addresses, newest first. */
export function listOutboxMessages(db: Database, limit: number): OutboxRow[] {
  return db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit) as OutboxRow[];
}

/** The newest `limit` SMS whose number, without its +, is these digits; newest first. */
export function listOutboxSmsByDigits(db: Database, digits: string, limit: number): OutboxRow[] {
  return db.prepare("SELECT * FROM outbox WHERE channel = 'sms' AND replace(to_address, '+', '') = ? ORDER BY id DESC LIMIT ?").all(digits, limit) as OutboxRow[];
}

/** The newest `limit` messages to this address, newest first. */
export function listOutboxMessagesTo(db: Database, to: string, limit: number): OutboxRow[] {
  return db.prepare('SELECT * FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT ?').all(to, limit) as OutboxRow[];
}
