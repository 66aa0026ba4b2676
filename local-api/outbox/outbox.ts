import type { AppDeps } from '../http/context';
import {
  deleteOlderOutboxMessages,
  insertOutboxMessage,
  listOutboxMessages,
  listOutboxMessagesTo,
  listOutboxSmsByDigits,
  type OutboxChannel,
  type OutboxRow,
} from './outbox-store';

/** How many messages the outbox keeps per address (older ones are dropped as new ones arrive). */
export const OUTBOX_KEEP_PER_ADDRESS = 20;

export type { OutboxChannel };

export interface OutboxMessage {
  id: number;
  to: string;
  channel: OutboxChannel;
  subject: string;
  body: string;
  link: string | null;
  created_at: string;
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
    insertOutboxMessage(deps.db, to, message.channel, message.subject, message.body, message.link ?? null, now);
    deleteOlderOutboxMessages(deps.db, to, OUTBOX_KEEP_PER_ADDRESS);
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
  const rows = !key
    ? listOutboxMessages(deps.db, limit)
    : digits
      ? listOutboxSmsByDigits(deps.db, digits, limit)
      : listOutboxMessagesTo(deps.db, key, limit);
  return rows.map(toMessage);
}
