import { useState } from 'react';
import type { WaitListStatus } from '../../index';
import { useClient, useClientSource } from '../app/tienda-context';
import { useStoreState } from '../shared/use-store';

/** What the wait list's screen does at the moment an answer comes (it moves the focus to where the answer shows). */
export interface WaitListMoves {
  /** The shopper is on the list, about to show «Te avisaremos a …». */
  joined?(): void;
  /** Joining failed; the error is about to show. */
  failed?(): void;
  /** The shopper left the list, about to show the field again. */
  left?(): void;
}

/** The wait list's view model: see `useWaitList`. */
export interface WaitList {
  /** The shopper's status: the last action's answer, else the page's `status`. */
  current: WaitListStatus | null;
  /** Whether the shopper is on the list. */
  on: boolean;
  /** The email the field starts with: the signed-in shopper's, else the list's ('' when none is known). */
  knownEmail: string;
  /** Whether a join or leave is under way. */
  busy: boolean;
  /** The last action's failure, null when none. */
  error: unknown;
  /** Puts `email` (trimmed) on the list; a press while a request runs is ignored. */
  join(email: string, moves?: WaitListMoves): Promise<void>;
  /** Takes the shopper off the list (the list's email, else `email`); a press while a request runs is ignored. */
  leave(email: string, moves?: WaitListMoves): Promise<void>;
}

/**
 * «Avísame cuando haya existencias»' view model for product `productId`: the shopper's status (`status` is the one
 * read after hydration, null until then), the email to prefill (the signed-in shopper's, read from the user store
 * once the library exists: none on the server nor during hydration), and `join` and `leave` through
 * `tienda.product`, with whether one runs and its failure.
 */
export function useWaitList(productId: string, status: WaitListStatus | null): WaitList {
  const source = useClientSource();
  const user = useStoreState(useClient()?.user.store, null)?.user ?? null;
  const [mine, setMine] = useState<WaitListStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const current = mine ?? status;
  const on = current?.is_on_wait_list ?? false;
  const knownEmail = user?.contact_email || user?.email || current?.notification_email || '';

  async function join(email: string, moves: WaitListMoves = {}) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const client = await source.get();
      const next = await client.product.joinWaitList(productId, email.trim());
      moves.joined?.();
      setMine({ ...next, is_on_wait_list: true, notification_email: next.notification_email ?? email.trim() });
    } catch (failure) {
      setError(failure);
      moves.failed?.();
    } finally {
      setBusy(false);
    }
  }

  async function leave(email: string, moves: WaitListMoves = {}) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const client = await source.get();
      const next = await client.product.leaveWaitList(productId, current?.notification_email ?? (email.trim() || undefined));
      moves.left?.();
      setMine({ ...next, is_on_wait_list: false });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  return { current, on, knownEmail, busy, error, join, leave };
}
