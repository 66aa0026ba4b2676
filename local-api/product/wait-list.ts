/*
 * The wait list of an out-of-stock product: POST /product/{id}/wait_list/?email=
 * puts the session's owner on it (a user, or an anonymous session with the
 * email given), DELETE takes it off. When the product's stock goes from 0 to
 * more (setProductStock), every entry becomes a WAITLIST_BACK_IN_STOCK
 * notification (users) or an outbox email (anonymous sessions), and is removed.
 */
import { isEmailAddress } from '../../src/domain/product/product-action-rules';
import { notify } from '../account/notifications';
import { AVAILABLE_STOCK, type ProductRow } from '../catalog/catalogue';
import type { AppDeps, SessionInfo } from '../http/context';
import { ApiError } from '../http/errors';
import { sendMessage } from '../outbox/outbox';
import {
  countOwnerWaitListsExcept,
  countPushPlayers,
  deleteWaitListEntry,
  deleteWaitListEntryById,
  findUserContact,
  findWaitListEntry,
  listWaitListEntries,
  upsertWaitListEntry,
  type WaitListEntryRow,
} from './wait-list-store';

/** The most wait lists one owner may be on at once. */
export const MAX_WAIT_LISTS_PER_OWNER = 50;

export interface WaitListStatusJson {
  has_mobile_app: boolean;
  is_on_wait_list: boolean;
  is_push_enabled: boolean;
  notification_email: string | null;
}

function entryOf(deps: AppDeps, productId: number, owner: string): WaitListEntryRow | undefined {
  return findWaitListEntry(deps.db, productId, owner);
}

function userFacts(deps: AppDeps, session: SessionInfo): { email: string | null; hasApp: boolean; push: boolean } {
  if (!session.user) return { email: null, hasApp: false, push: false };
  const row = findUserContact(deps.db, session.user.id);
  const players = countPushPlayers(deps.db, session.user.id);
  return { email: row?.contact_email || row?.email || null, hasApp: row?.has_mobile_app === 1, push: players > 0 };
}

/** The WAITLIST part: whether this session's owner waits for the product, and where it would be told. */
export function waitListStatus(deps: AppDeps, session: SessionInfo, productId: number): WaitListStatusJson {
  const entry = entryOf(deps, productId, session.owner);
  const facts = userFacts(deps, session);
  return {
    has_mobile_app: facts.hasApp,
    is_on_wait_list: entry !== undefined,
    is_push_enabled: facts.push,
    notification_email: entry?.email ?? facts.email,
  };
}

const missingEmail = () => new ApiError(400, 'MISSING_EMAIL', 'Escribe un correo electrónico válido para avisarte cuando vuelva.');

/**
 * Puts the session's owner on the product's wait list (again: the email is updated). A signed-in user
 * without an email parameter is told at the account's email; an anonymous session must give one.
 */
export function joinWaitList(deps: AppDeps, session: SessionInfo, product: ProductRow, rawEmail: string | undefined): WaitListStatusJson {
  if (AVAILABLE_STOCK.includes(product.stock_status) && product.stock_quantity > 0)
    throw new ApiError(400, 'ALREADY_IN_STOCK', `“${product.title}” ya está disponible: puedes comprarlo ahora.`);
  const given = (rawEmail ?? '').trim();
  const email = given !== '' ? given : session.user ? (userFacts(deps, session).email ?? '') : '';
  if (email === '' || !isEmailAddress(email)) throw missingEmail();
  const n = countOwnerWaitListsExcept(deps.db, session.owner, product.id);
  if (n >= MAX_WAIT_LISTS_PER_OWNER)
    throw new ApiError(403, 'NOT_ALLOWED', `Puedes esperar a lo sumo ${MAX_WAIT_LISTS_PER_OWNER} productos a la vez. Sal de alguna lista de espera.`);
  upsertWaitListEntry(deps.db, {
    productId: product.id,
    owner: session.owner,
    userId: session.user?.id ?? null,
    email: email.toLowerCase(),
    createdAt: deps.now().getTime(),
  });
  return waitListStatus(deps, session, product.id);
}

/** Takes the session's owner off the product's wait list (being on it or not). */
export function leaveWaitList(deps: AppDeps, session: SessionInfo, product: ProductRow): WaitListStatusJson {
  deleteWaitListEntry(deps.db, product.id, session.owner);
  return waitListStatus(deps, session, product.id);
}

/**
 * The product is back: each entry becomes a notification (a user) or an outbox email (anonymous), then is
 * removed. Returns how many were told.
 */
export function releaseWaitList(deps: AppDeps, origin: string, product: ProductRow): number {
  const entries = listWaitListEntries(deps.db, product.id);
  const path = `/producto/${product.slug}`;
  const message = `«${product.title}» volvió a estar disponible. Cómpralo antes de que se agote.`;
  for (const entry of entries) {
    const notified = entry.user_id !== null ? notify(deps, entry.user_id, 'WAITLIST_BACK_IN_STOCK', { message, url: path }) : null;
    // A user who turned push notices off (or an anonymous session) is told by email.
    if (notified === null)
      sendMessage(deps, {
        to: entry.email,
        channel: 'email',
        subject: `Volvió a estar disponible: ${product.title}`.slice(0, 200),
        body: `${message}\n\nTe escribimos porque pediste que te avisáramos. Ya no estás en la lista de espera de este producto.`,
        link: `${origin}${path}`,
      });
    deleteWaitListEntryById(deps.db, entry.id);
  }
  return entries.length;
}
