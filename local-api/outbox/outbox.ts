import type { AppDeps } from '../http/context';

/** How many messages the outbox keeps per address (older ones are dropped as new ones arrive). */
export const OUTBOX_KEEP_PER_ADDRESS = 20;

export type OutboxChannel = 'email' | 'sms';

export interface OutboxMessage {
  id: number;
  to: string;
  channel: OutboxChannel;
  subject: string;
  body: string;
  link: string | null;
  created_at: string;
}

interface OutboxRow {
  id: number;
  to_address: string;
  channel: OutboxChannel;
  subject: string;
  body: string;
  link: string | null;
  created_at: number;
}

/**
 * Where the local API "sends" mail and SMS: verification codes and reset links are written here,
 * never to a log. Only the development routes (`/dev/outbox`, enabled by the devOutbox server option)
 * read it back.
 */
export function sendMessage(deps: AppDeps, message: { to: string; channel: OutboxChannel; subject: string; body: string; link?: string | null }): void {
  const now = deps.now().getTime();
  const to = message.to.trim().toLowerCase();
  deps.db.transaction(() => {
    deps.db
      .prepare('INSERT INTO outbox (to_address, channel, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(to, message.channel, message.subject, message.body, message.link ?? null, now);
    deps.db
      .prepare('DELETE FROM outbox WHERE to_address = ? AND id NOT IN (SELECT id FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT ?)')
      .run(to, to, OUTBOX_KEEP_PER_ADDRESS);
  })();
}

const toMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  to: row.to_address,
  channel: row.channel,
  subject: row.subject,
  body: row.body,
  link: row.link,
  created_at: new Date(row.created_at).toISOString(),
});

/** The newest messages first: for one address, or the newest `limit` of all addresses. */
export function listMessages(deps: AppDeps, to: string | null, limit = 100): OutboxMessage[] {
  const key = to?.trim().toLowerCase() ?? '';
  // A phone number matches by its digits: an unencoded + in a query string arrives as a space.
  const digits = /^\+?[\d\s\-()]+$/.test(key) ? key.replace(/\D/g, '') : null;
  const rows = (
    !key
      ? deps.db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit)
      : digits
        ? deps.db.prepare("SELECT * FROM outbox WHERE channel = 'sms' AND replace(to_address, '+', '') = ? ORDER BY id DESC LIMIT ?").all(digits, limit)
        : deps.db.prepare('SELECT * FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT ?').all(key, limit)
  ) as OutboxRow[];
  return rows.map(toMessage);
}
