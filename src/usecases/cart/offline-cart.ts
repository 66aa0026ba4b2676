import type { AddCartItemRequest, Cart, ProductType } from '../../domain';
import type { KeyValueStorage } from '../shared/key-value-storage';
import { STORAGE_KEYS } from '../shared/storage-keys';

/**
 * The offline cart (issue 25 part 5): the shopper's last cart, kept in their own browser storage (never in a
 * shared cache) with the changes made while the cart could not reach the server, and the server's refusals of
 * those changes when they were sent later. CartService reads and writes it; this file has no framework.
 */

/** Whether the device has a connection, and when that changes (the browser's online/offline events). */
export interface Connectivity {
  /** Whether the device says it has a connection now (a request may still fail: the cart then shows itself offline). */
  isOnline(): boolean;
  /**
   * Calls `listener` with the new state at every change, and may call it with `true` again while online (a
   * chance to retry what could not reach the server); answers the unsubscribe function.
   */
  subscribe(listener: (online: boolean) => void): () => void;
}

/** Runs `work` while no other tab of this browser runs work under the same lock (Web Locks); in order otherwise. */
export interface ExclusiveLock {
  /** Runs `work` once the lock is free, holding it until `work` settles; answers what `work` answers. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/** What a host gives the cart to work offline. Without it (a server, Node), the cart never queues. */
export interface OfflineCartPorts {
  /** The shopper's own storage (the browser's localStorage), read afresh at every use so tabs agree. */
  storage: KeyValueStorage;
  connectivity: Connectivity;
  /** Keeps two tabs from sending the same queued change; default: this tab's order only. */
  lock?: ExclusiveLock;
}

/** What a queued add shows of its product until the server has it (no price: the server says it). */
export interface PendingProduct {
  public_sku: string;
  title: string;
  type: ProductType;
}

/**
 * A change made while the cart could not reach the server, sent in order when it can. An add carries `sent`
 * once it has been sent without an answer: the cart's quantity of that product before it, so that a replay
 * tells whether the server took it (the cart calls have no idempotency key; an update or a remove is the same
 * whether it is sent once or twice).
 */
export type PendingChange =
  | { id: string; kind: 'add'; request: AddCartItemRequest; product: PendingProduct; sent: { cartId: string; before: number } | null }
  | { id: string; kind: 'update'; itemId: string; quantity: number; title: string }
  | { id: string; kind: 'remove'; itemId: string; title: string }
  | AdjustChange;

/**
 * A visitor's quantity change or removal still queued when the shopper signed in. The server merged the visitor's
 * line into the account's line of the same product (their quantities added up), so the change becomes what it did to
 * the visitor's line, `delta` units of product `sku` (negative: fewer; a removal takes the visitor's whole
 * quantity), applied to the merged cart's line of that product. `itemId` is the visitor's line, gone after the
 * merge. `sent`: the merged line's quantity this change asked for when it was first sent (written before sending),
 * so that a resend after a lost answer asks for the same quantity and the change counts once.
 */
export interface AdjustChange {
  id: string;
  kind: 'adjust';
  itemId: string;
  sku: string;
  delta: number;
  title: string;
  sent: { cartId: string; itemId: string; quantity: number } | null;
}

/** A change made offline, before it has its id and its place in the queue. */
export type PendingIntent =
  | { kind: 'add'; request: AddCartItemRequest; product: PendingProduct }
  | { kind: 'update'; itemId: string; quantity: number; title: string }
  | { kind: 'remove'; itemId: string; title: string };

/** The server's refusal of a queued change when it was sent: shown beside the line it was about. */
export interface ReplayRefusal {
  id: string;
  kind: PendingChange['kind'];
  /** The line it was about (null for an add). */
  itemId: string | null;
  sku: string | null;
  title: string;
  /** The Spanish message to show. */
  message: string;
  cause: string;
}

/** What the storage holds, for one owner (the user's public_id, 'user' before it is known, or 'anonymous'). */
export interface SavedCart {
  owner: string;
  cart: Cart | null;
  pending: PendingChange[];
  refusals: ReplayRefusal[];
}

const EMPTY = (owner: string): SavedCart => ({ owner, cart: null, pending: [], refusals: [] });

/** 'user' is a signed-in shopper whose profile has not loaded yet: it matches that shopper's own id. */
function sameOwner(a: string, b: string): boolean {
  if (a === b) return true;
  const users = [a, b].filter((owner) => owner !== 'anonymous');
  return users.length === 2 && users.includes('user');
}

let sequence = 0;
function newId(): string {
  sequence += 1;
  return `${Date.now().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The quantity of product `sku` in `cart` (all its lines). */
export function quantityOf(cart: Cart | null, sku: string): number {
  return (cart?.items ?? []).filter((item) => item.product.public_sku === sku).reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * The saved cart of the shopper in this browser, and the connection. Every read goes to the storage (another
 * tab may have sent or queued changes); a storage that fails leaves the cart working online, without a copy.
 */
export class OfflineCart {
  private readonly lock: ExclusiveLock;
  private chain: Promise<unknown> = Promise.resolve();

  constructor(private readonly ports: OfflineCartPorts) {
    this.lock = ports.lock ?? {
      run: <T>(work: () => Promise<T>) => {
        const next = this.chain.then(work, work);
        this.chain = next.catch(() => undefined);
        return next;
      },
    };
  }

  get online(): boolean {
    return this.ports.connectivity.isOnline();
  }

  onConnectivity(listener: (online: boolean) => void): () => void {
    return this.ports.connectivity.subscribe(listener);
  }

  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.lock.run(work);
  }

  /** The saved cart when it is `owner`'s; another shopper's is forgotten and an empty one answered. */
  async read(owner: string): Promise<SavedCart> {
    let raw: string | null;
    try {
      raw = (await this.ports.storage.getItem(STORAGE_KEYS.offlineCart)) ?? null;
    } catch {
      return EMPTY(owner);
    }
    const saved = parse(raw);
    if (!saved) return EMPTY(owner);
    if (!sameOwner(saved.owner, owner)) {
      await this.clear();
      return EMPTY(owner);
    }
    return saved;
  }

  /** Keeps `cart` as the owner's last cart; the queue and refusals stay. */
  async saveCart(owner: string, cart: Cart): Promise<SavedCart> {
    const saved = await this.read(owner);
    return this.write({ ...saved, owner: owner === 'user' ? saved.owner : owner, cart });
  }

  /**
   * The shopper has signed in: what was queued as a visitor stays queued, for the account's cart (the server
   * merges the visitor's cart into it, and the queued changes follow the same way). Adds stay as they are; a
   * quantity change or a removal of a visitor's line becomes an {@link AdjustChange} of that product (`rebase`,
   * merged-queue.ts, loaded on demand), worked out against the visitor's last cart, since the line it named is gone. The visitor's cart is not kept.
   */
  async adopt(previousOwner: string, owner: string, rebase: (pending: PendingChange[], visitor: Cart | null) => PendingChange[]): Promise<SavedCart> {
    const saved = await this.read(previousOwner);
    return this.write({ owner, cart: null, pending: rebase(saved.pending, saved.cart), refusals: [] });
  }

  /** Adds a change at the end of the queue. */
  async enqueue(owner: string, intent: PendingIntent, sent: { cartId: string; before: number } | null = null): Promise<SavedCart> {
    const saved = await this.read(owner);
    const change: PendingChange = intent.kind === 'add' ? { ...intent, id: newId(), sent } : { ...intent, id: newId() };
    return this.write({ ...saved, pending: [...saved.pending, change] });
  }

  /**
   * Marks queued change `id` as sent (written before sending): an add to `cartId`, whose quantity of its product was
   * `before`; an adjustment to `cartId`'s line `itemId`, asking for `quantity`.
   */
  async markSent(owner: string, id: string, sent: NonNullable<Extract<PendingChange, { kind: 'add' | 'adjust' }>['sent']>): Promise<SavedCart> {
    const saved = await this.read(owner);
    return this.write({
      ...saved,
      pending: saved.pending.map((change) => (change.id === id && 'sent' in change ? ({ ...change, sent } as PendingChange) : change)),
    });
  }

  /** The server has answered queued change `id`: it leaves the queue, with its refusal kept when it was refused. */
  async settle(owner: string, id: string, refusal: ReplayRefusal | null): Promise<SavedCart> {
    const saved = await this.read(owner);
    return this.write({
      ...saved,
      pending: saved.pending.filter((change) => change.id !== id),
      refusals: refusal ? [...saved.refusals, refusal] : saved.refusals,
    });
  }

  /** The shopper has read refusal `id`. */
  async dismiss(owner: string, id: string): Promise<SavedCart> {
    const saved = await this.read(owner);
    return this.write({ ...saved, refusals: saved.refusals.filter((refusal) => refusal.id !== id) });
  }

  /** Forgets everything (sign-out, account deletion, an order placed). */
  async clear(): Promise<void> {
    try {
      await this.ports.storage.removeItem(STORAGE_KEYS.offlineCart);
    } catch {
      // Nothing kept is better than failing the sign-out.
    }
  }

  private async write(saved: SavedCart): Promise<SavedCart> {
    try {
      await this.ports.storage.setItem(STORAGE_KEYS.offlineCart, JSON.stringify(saved));
    } catch {
      // A full or refused storage: the cart works online as before, without its offline copy.
    }
    return saved;
  }
}

/** The refusal a queued change gets from the server's `message` (already the Spanish text to show). */
export function refusalOf(change: PendingChange, cause: string, message: string): ReplayRefusal {
  return {
    id: change.id,
    kind: change.kind,
    itemId: change.kind === 'add' ? null : change.itemId,
    sku: change.kind === 'add' ? change.product.public_sku : change.kind === 'adjust' ? change.sku : null,
    title: change.kind === 'add' ? change.product.title : change.title,
    message,
    cause,
  };
}

function parse(raw: string | null): SavedCart | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SavedCart> | null;
    if (!value || typeof value.owner !== 'string' || !Array.isArray(value.pending) || !Array.isArray(value.refusals)) return null;
    const cart = value.cart && typeof value.cart.cart_id === 'string' && Array.isArray(value.cart.items) ? value.cart : null;
    return { owner: value.owner, cart, pending: value.pending, refusals: value.refusals };
  } catch {
    return null;
  }
}
