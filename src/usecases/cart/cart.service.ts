import { storedSessionOf, UseCaseError, type Cart } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import { oneRunAtATime } from '../shared/one-run-at-a-time';
import { STORAGE_KEYS, type ResilientStorage } from '../shared/resilient-storage';
import type { SessionStore } from '../session/session.store';
import type { UserStore } from '../user/user.store';
import type { CartRepository } from './cart.repository';
import type { CartStore } from './cart.store';
import { quantityOf, refusalOf, type OfflineCart, type PendingChange, type PendingIntent, type SavedCart } from './offline-cart';
import type { OtherCartsContext } from './other-carts';

/**
 * A sign-in's hold on the cart (CartService.beginAccountChange): from before the session becomes the account's until
 * the account's cart is adopted, no other cart operation runs.
 */
export interface AccountChange {
  /** Resolves once the cart operations under way have ended; the session may change from then on. */
  readonly ready: Promise<void>;
  /** Adopts the account's cart (adoptAccountCart, inside the hold), then releases the hold. */
  adopt(): Promise<Cart>;
  /** Releases the hold without adopting (the sign-in failed: the session is still the visitor's). */
  release(): void;
}

interface StoredCart {
  cartId: string;
  /** The user's public_id, or 'anonymous'. */
  owner: string;
}

/** Causes that mean the stored cart can no longer be used and must be replaced. */
const LOST_CART_CAUSES = ['notFound', 'CART_FORBIDDEN_USER', 'cartIsFromDifferentUser'];
/** The cause of a call that got no answer: the cart is offline. */
const NO_CONNECTION = 'networkConnection';

/**
 * Holds the current cart id and runs cart operations one at a time.
 * Spec section 4: a fetched cart that is missing or belongs to another user
 * is dropped and a new one created; a failed add, update or remove refetches
 * the cart, so the store always shows what the server holds.
 */
export class CartService {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: CartStore,
    private readonly repository: CartRepository,
    private readonly session: SessionStore,
    private readonly users: UserStore,
    private readonly storage: ResilientStorage,
    private readonly errors: ErrorHandler,
    /** The saved cart and the queue of changes made offline (a browser); null: the cart never queues. */
    private readonly offline: OfflineCart | null = null,
  ) {
    offline?.onConnectivity((online) => {
      const { offline: shownOffline, pending } = this.store.getSnapshot();
      // Online again (or still, and a chance to retry): only a cart that is offline or has changes waiting acts.
      if (online && (shownOffline || pending.length > 0)) void this.replayPending();
      else if (!online) this.store.setOffline(null);
    });
  }

  /** Runs cart operations in order, so a double click never races itself. */
  serialize<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** The current cart, fetched or created. */
  getOrCreate(): Promise<Cart> {
    return this.serialize(() => this.loadOrCreate());
  }

  /**
   * The cart the shopper is filling: the one on screen, else the stored one
   * (fetched, after any load under way), else null when none is stored. Never
   * fails. A login asks first, so it can tell what the merge changed.
   */
  known(): Promise<Cart | null> {
    return this.serialize(async () => {
      if (this.store.cart) return this.store.cart;
      if (!(await this.readStored())) return null;
      return this.loadOrCreate().catch(() => null);
    });
  }

  /** Fetches the cart again from the server (after login, logout or a failure). */
  refresh(): Promise<Cart> {
    return this.serialize(() => this.loadOrCreate(true));
  }

  /**
   * After login: the server has merged the anonymous cart into the account's
   * open cart, so the stored anonymous id is dropped without a fetch and the
   * mergeable create answers the account's cart. The old lines stay on
   * screen until the new cart arrives.
   *
   * Lines that cannot share the account's cart (spec section 4) are never
   * lost: the server keeps them in another cart of the account, which the
   * account cart lists in `user_cart_ids`. When the cart the shopper was
   * filling is among those (or lines it had are missing from the account
   * cart), that cart is fetched, the store's `otherCart` names its lines,
   * and a NOT_ALLOWED error with that Spanish message is reported through
   * `errors$`. The login stands either way.
   */
  adoptAccountCart(): Promise<Cart> {
    return this.serialize(() => this.adoptNow());
  }

  /**
   * Holds the cart for a sign-in: every cart operation asked for meanwhile (the browser's periodic look at the
   * connection replaying the queue, a screen refreshing the cart) waits until the account's cart is adopted. Between
   * the session becoming the account's and that adoption, the stored cart and the queue are still the visitor's:
   * an operation run then would read them as the account's, and the visitor's queued changes were dropped (seen in
   * the browser test on a loaded machine: the look landed while the profile loaded).
   */
  beginAccountChange(): AccountChange {
    let started!: () => void;
    let finish!: () => void;
    const ready = new Promise<void>((resolve) => (started = resolve));
    const done = new Promise<void>((resolve) => (finish = resolve));
    // The other tabs of this browser wait too (the same lock as the replay, taken first as the replay takes it): one
    // that follows this sign-in (followStored) reads the account's cart and queue, not the visitor's half-changed.
    void this.holdingOtherTabs(() =>
      this.serialize(async () => {
        started();
        await done;
      }),
    );
    return {
      ready,
      adopt: async () => {
        await ready;
        try {
          return await this.adoptNow();
        } finally {
          finish();
        }
      },
      release: () => finish(),
    };
  }

  /**
   * Runs `work` while no other tab of this browser changes the account or sends queued changes (the offline cart's
   * lock; without an offline cart, at once). `work` must not wait for this lock again (Web Locks do not nest).
   */
  holdingOtherTabs<T>(work: () => Promise<T>): Promise<T> {
    return this.offline ? this.offline.exclusive(work) : work();
  }

  /**
   * Another tab changed the session (a sign-in or sign-out there; this tab's session store follows it first): the
   * cart becomes the one that tab stored, with its queue. Nothing of the previous shopper stays on screen after a
   * sign-out; after a sign-in, the visitor's lines stay until the account's cart arrives.
   */
  followStored(): Promise<Cart> {
    return this.serialize(async () => {
      if (!this.session.session?.isUser) this.store.clear();
      this.store.setOtherCart(null);
      this.store.setLoginMerge(null);
      return this.loadOrCreate(true);
    });
  }

  /**
   * Whether the stored session is still this tab's: another tab that signed in or out has changed it, and until this
   * tab follows (followStored), the stored cart and queue are no longer what this tab's session thinks they are.
   */
  private async sessionIsCurrent(): Promise<boolean> {
    if (!this.offline) return true;
    // Read afresh (another tab may have written it since), as the session reads it; a storage that failed cannot say.
    this.storage.reload(STORAGE_KEYS.session);
    const stored = await this.storage.getJson(STORAGE_KEYS.session, storedSessionOf);
    return this.storage.isDegraded || (stored?.token ?? null) === (this.session.session?.token ?? null);
  }

  private async adoptNow(): Promise<Cart> {
    const before = this.store.cart;
    const stored = await this.readStored();
    const storedId = before ? before.cart_id : (stored?.cartId ?? null);
    const visitor = stored?.owner ?? 'anonymous';
    await this.storage.remove(STORAGE_KEYS.cart);
    if (this.offline) {
      // A visitor's queued quantity changes and removals follow the merge (merged-queue.ts, on demand); without it,
      // they stay as they are (the server refuses them, and the refusal is shown).
      const rebase = await import('../shared/on-demand').then((m) => m.rebaseOnMerge, () => (pending: PendingChange[]) => pending);
      this.showQueue(await this.offline.adopt(visitor, this.ownerKey(), rebase));
    }
    let account: Cart;
    try {
      account = await this.create();
    } catch (error) {
      throw this.failWith(error, 'createCart');
    }
    this.store.setOtherCart(null);
    this.store.setLoginMerge(null);
    if (storedId && storedId !== account.cart_id && (account.user_cart_ids.length > 0 || (before?.items.length ?? 0) > 0)) {
      // The code that tells what changed loads on first need (the login has loaded it already).
      await import('../shared/on-demand')
        .then(async (other) => {
          this.store.setLoginMerge(other.describeLoginMerge(before, account));
          // Only an account with other carts can hold lines elsewhere.
          if (account.user_cart_ids.length > 0) await other.findLinesLeftBehind(this.otherCarts(), before, storedId, account);
        })
        .catch((error: unknown) => this.errors.handle(error, 'login'));
    }
    if (this.store.getSnapshot().pending.length > 0) queueMicrotask(() => void this.replayPending());
    return account;
  }

  /**
   * Makes another of the shopper's carts the current one: the one the store's
   * `otherCart` names, or one the current cart lists in `user_cart_ids`.
   * Any other id is notFound without a call. The cart left becomes
   * `otherCart`, so the shopper can go back. A cart that has gone meanwhile is
   * notFound, and the current cart stays.
   */
  open(cartId: string): Promise<Cart> {
    return this.serialize(async () => {
      const other = await import('../shared/on-demand').catch((error: unknown) => {
        throw this.failWith(error, 'openCart');
      });
      return other.openOtherCart(this.otherCarts(), cartId);
    });
  }

  private otherCarts(): OtherCartsContext {
    return {
      store: this.store,
      repository: this.repository,
      errors: this.errors,
      remember: (cart) => this.remember(cart),
      lostCauses: LOST_CART_CAUSES,
    };
  }

  /** The current cart, failing with notFound (without a call) when it has no line `itemId`. */
  async requireLine(itemId: string, context: string): Promise<Cart> {
    const cart = this.store.cart ?? (await this.getOrCreate());
    if (!cart.items.some((item) => item.item_id === itemId)) {
      throw this.errors.handle(
        new UseCaseError('notFound', { apiMessage: 'Ese producto ya no está en tu carrito.' }),
        context,
      );
    }
    return cart;
  }

  /**
   * Deletes one of the shopper's carts on the server (DELETE /cart/{id}): the current one (`cartId` null),
   * or another that `knownCartIds` lists. The current cart deleted, a new one is created, stored and made
   * current; another cart deleted, the current one is read again (its `user_cart_ids` change) and
   * `otherCart` is forgotten if it named it. A cart the server no longer has counts as deleted. Answers
   * the current cart afterwards.
   */
  deleteCart(cartId: string | null, context: string): Promise<Cart> {
    return this.serialize(async () => {
      const current = this.store.cart?.cart_id ?? (await this.readStored())?.cartId ?? null;
      const target = cartId ?? current;
      if (!target) throw this.failWith(new UseCaseError('notFound', { apiMessage: 'No tienes un carrito que borrar.' }), context);
      this.store.setUpdating();
      try {
        await this.repository.delete(target);
      } catch (error) {
        const failure = this.errors.handle(error, context);
        if (!LOST_CART_CAUSES.includes(failure.cause)) {
          this.store.setError(failure);
          throw failure;
        }
      }
      if (target === current) {
        await this.drop();
        return this.create();
      }
      if (this.store.getSnapshot().otherCart?.cartId === target) this.store.setOtherCart(null);
      return this.loadOrCreate(true);
    });
  }

  /** The ids of the shopper's carts this client knows: the current one, the other cart, and those the current cart lists. */
  knownCartIds(): string[] {
    const state = this.store.getSnapshot();
    return [state.cart?.cart_id, state.otherCart?.cartId, ...(state.cart?.user_cart_ids ?? [])].filter((id): id is string => typeof id === 'string' && id !== '');
  }

  /** Forgets the cart locally: the store and the stored id. */
  async reset(): Promise<void> {
    await this.serialize(async () => {
      this.store.clear();
      await this.storage.remove(STORAGE_KEYS.cart);
      // The saved copy and the changes queued offline are personal: a shared computer keeps none of them.
      await this.offline?.clear();
    });
  }

  /**
   * A line change (add, quantity, remove) that can wait for the connection: sent as {@link mutate} sends it
   * when the cart is online and nothing waits before it; otherwise (no connection, the server unreachable, or
   * earlier changes still queued) queued in the shopper's storage, shown as pending, and sent in order by
   * {@link replayPending}. A call that got no answer is queued too, marked as possibly taken.
   */
  async changeLine(context: string, intent: PendingIntent, change: (cartId: string) => Promise<Cart>): Promise<Cart> {
    const offline = this.offline;
    if (!offline) return this.mutate(context, change);
    const queued = await this.serialize(async () => {
      const saved = await offline.read(this.ownerKey());
      const reachable = offline.online && !this.store.getSnapshot().offline;
      return reachable && saved.pending.length === 0 ? null : this.enqueue(intent, null);
    });
    if (queued) {
      if (offline.online) void this.replayPending();
      return queued;
    }
    const sku = intent.kind === 'add' ? intent.request.product_public_sku : null;
    const sentTo = this.store.cart;
    const before = sku && sentTo ? { cartId: sentTo.cart_id, before: quantityOf(sentTo, sku) } : null;
    try {
      return await this.mutate(context, change);
    } catch (error) {
      if (!(error instanceof UseCaseError) || error.cause !== NO_CONNECTION) throw error;
      const cart = await this.serialize(async () => {
        const shown = await this.enqueue(intent, before);
        this.store.setOffline(shown);
        return shown;
      });
      // The server may only have been out of reach for that one call: the queue is tried again at once.
      if (offline.online) void this.replayPending();
      return cart;
    }
  }

  /**
   * Sends the changes queued offline, in order, one at a time; never two runs at once in this tab, nor in two
   * tabs (the lock), so a reconnection that fires twice sends nothing twice. A change leaves the queue only once
   * the server has answered it; a refusal (stock, a kind that may not share the cart…) is kept beside its line.
   * An add sent before without an answer is sent again only if the cart does not show it taken.
   */
  replayPending(): Promise<void> {
    return this.replayOnce();
  }

  // Asked again while a run is under way (a reconnection while it waited its turn, and found the cart still
  // offline): one more run follows it, so the reconnection is never lost. What is sent leaves the queue first.
  private readonly replayOnce = oneRunAtATime(async () => {
    const offline = this.offline;
    if (!offline) return;
    await offline.exclusive(() => this.serialize(() => this.replayNow(offline))).catch((error: unknown) => {
      this.errors.handle(error, 'replayCart');
    });
  });

  /** The shopper has read a refusal of a queued change. */
  dismissRefusal(id: string): Promise<void> {
    const offline = this.offline;
    if (!offline) return Promise.resolve();
    return this.serialize(async () => {
      this.showQueue(await offline.dismiss(this.ownerKey(), id));
    });
  }

  private async replayNow(offline: OfflineCart): Promise<void> {
    // Another tab signed in or out: the queue stored is that session's now, and this tab sends nothing of it (nor
    // forgets it as another shopper's) until it has followed that session.
    if (!(await this.sessionIsCurrent())) return;
    const owner = this.ownerKey();
    // Another tab may have sent some of them meanwhile: the storage says what is left.
    let saved = await offline.read(owner);
    this.showQueue(saved);
    if (!offline.online) return;
    if (saved.pending.length === 0) {
      // Back online with nothing to send: the cart shown is read again, which ends the offline mark.
      if (this.store.getSnapshot().offline) await this.loadOrCreate(true).catch(() => undefined);
      return;
    }
    let cart: Cart;
    try {
      cart = await this.loadOrCreate(true);
    } catch {
      return; // reported by loadOrCreate
    }
    if (this.store.getSnapshot().offline) return;
    let lostRetries = 0;
    for (;;) {
      const change: PendingChange | undefined = saved.pending[0];
      if (!change) break;
      if (change.kind === 'add') {
        const sku = change.request.product_public_sku;
        if (change.sent && change.sent.cartId === cart.cart_id && quantityOf(cart, sku) >= change.sent.before + change.request.quantity) {
          // Sent before, and the server took it: the answer was what got lost.
          saved = this.showQueue(await offline.settle(owner, change.id, null));
          continue;
        }
        await offline.markSent(owner, change.id, { cartId: cart.cart_id, before: quantityOf(cart, sku) });
      }
      let sending = change;
      if (change.kind === 'adjust') {
        // A visitor's change, queued before the sign-in: applied to the merged cart's line of its product.
        const next = await (await import('../shared/on-demand')).replayAdjust(offline, owner, cart, change);
        if ('saved' in next) {
          saved = this.showQueue(next.saved);
          continue;
        }
        sending = next.send;
      }
      this.store.setUpdating();
      try {
        cart = await this.accept(await this.send(sending, cart.cart_id));
        saved = this.showQueue(await offline.settle(owner, change.id, null));
      } catch (error) {
        const failure = this.errors.handle(error, 'replayCart');
        if (failure.cause === NO_CONNECTION) {
          this.store.setOffline(null);
          return;
        }
        if (LOST_CART_CAUSES.includes(failure.cause) && lostRetries === 0) {
          lostRetries++;
          await this.drop();
          cart = await this.create();
          saved = await offline.read(owner);
          continue;
        }
        saved = this.showQueue(await offline.settle(owner, change.id, refusalOf(change, failure.cause, failure.userMessage)));
        try {
          cart = await this.loadOrCreate(true);
        } catch {
          return;
        }
      }
    }
    this.store.dismissLoginMerge();
  }

  private send(change: PendingChange, cartId: string): Promise<Cart> {
    switch (change.kind) {
      case 'add':
        return this.repository.addItem(cartId, change.request);
      case 'update':
        return this.repository.updateItem(cartId, change.itemId, { item_id: change.itemId, quantity: change.quantity });
      default:
        // A removal ('adjust' never comes here: the replay sends it as the update or removal it plans).
        return this.repository.removeItem(cartId, change.itemId);
    }
  }

  /** Queues a change (inside `serialize`); answers the cart shown, which stays the last known one. */
  private async enqueue(intent: PendingIntent, sent: { cartId: string; before: number } | null): Promise<Cart> {
    const offline = this.offline!;
    const saved = this.showQueue(await offline.enqueue(this.ownerKey(), intent, sent));
    const cart = this.store.cart ?? saved.cart;
    if (!cart) throw this.failWith(new UseCaseError(NO_CONNECTION), 'getCart');
    if (!this.store.cart) this.store.setOffline(cart);
    return cart;
  }

  private showQueue(saved: SavedCart): SavedCart {
    this.store.setQueue(saved.pending, saved.refusals);
    return saved;
  }

  /**
   * Runs a change against the current cart. A cart that has vanished is
   * replaced and the change tried once more; any other failure refetches
   * the cart and is rethrown.
   */
  mutate(context: string, change: (cartId: string) => Promise<Cart>): Promise<Cart> {
    return this.serialize(async () => {
      const cart = this.store.cart ?? (await this.loadOrCreate());
      this.store.setUpdating();
      try {
        const changed = await this.accept(await change(cart.cart_id));
        // What the login changed is no longer what the cart shows.
        this.store.dismissLoginMerge();
        return changed;
      } catch (error) {
        const failure = this.errors.handle(error, context);
        if (LOST_CART_CAUSES.includes(failure.cause)) {
          await this.drop();
          const fresh = await this.create();
          try {
            return await this.accept(await change(fresh.cart_id));
          } catch (retryError) {
            const retryFailure = this.errors.handle(retryError, context);
            await this.resync(retryFailure);
            throw retryFailure;
          }
        }
        await this.resync(failure);
        throw failure;
      }
    });
  }

  private async resync(failure: UseCaseError): Promise<void> {
    try {
      await this.loadOrCreate(true);
    } catch {
      // The refetch failure is reported by loadOrCreate; the original failure is what the shopper sees.
    }
    this.store.setError(failure);
  }

  private ownerKey(): string {
    return this.session.session?.isUser ? (this.users.user?.public_id ?? 'user') : 'anonymous';
  }

  private async accept(cart: Cart): Promise<Cart> {
    this.store.setCart(cart);
    // Kept only while the stored session is this tab's: another tab's shopper keeps their own saved cart and queue.
    if (this.offline && (await this.sessionIsCurrent())) this.showQueue(await this.offline.saveCart(this.ownerKey(), cart));
    return cart;
  }

  private async loadOrCreate(force = false): Promise<Cart> {
    if (!force && this.store.cart) return this.store.cart;
    this.store.setLoading();
    try {
      const stored = await this.readStored();
      if (stored) {
        const owner = this.ownerKey();
        // A cart stored for a known user is not reused by anyone else; 'user' means the user was not loaded yet.
        const differentUser =
          stored.owner !== 'anonymous' && stored.owner !== 'user' && owner !== 'user' && stored.owner !== owner;
        if (differentUser) {
          this.errors.handle(new UseCaseError('cartIsFromDifferentUser'), 'getCart');
          await this.drop();
        } else {
          try {
            const cart = await this.repository.get(stored.cartId);
            if (stored.owner !== owner) await this.remember(cart);
            await this.accept(cart);
            if (this.store.getSnapshot().pending.length > 0) queueMicrotask(() => void this.replayPending());
            return cart;
          } catch (error) {
            const failure = this.errors.handle(error, 'getCart');
            if (!LOST_CART_CAUSES.includes(failure.cause)) throw failure;
            await this.drop();
          }
        }
      }
      return await this.create();
    } catch (error) {
      const failure = error instanceof UseCaseError ? error : this.errors.handle(error, 'getCart');
      if (failure.cause === NO_CONNECTION && this.offline) {
        // No answer: the shopper's saved cart, their last known one, is shown instead, marked offline.
        const saved = this.showQueue(await this.offline.read(this.ownerKey()));
        if (saved.cart || this.store.cart) {
          this.store.setOffline(saved.cart);
          return this.store.cart ?? saved.cart!;
        }
      }
      throw this.failWith(failure, 'getCart');
    }
  }

  /** Shows a failure in the store (the last good cart stays) and returns it, reporting it only if nobody has. */
  private failWith(error: unknown, context: string): UseCaseError {
    const failure = error instanceof UseCaseError ? error : this.errors.handle(error, context);
    this.store.setError(failure);
    return failure;
  }

  private async create(): Promise<Cart> {
    try {
      const cart = await this.repository.create(true);
      await this.remember(cart);
      return await this.accept(cart);
    } catch (error) {
      throw this.errors.handle(error, 'createCart');
    }
  }

  private readStored(): Promise<StoredCart | null> {
    return this.storage.getJson<StoredCart>(STORAGE_KEYS.cart, (raw) => {
      const value = raw as Partial<StoredCart> | null;
      return value && typeof value.cartId === 'string' && typeof value.owner === 'string'
        ? { cartId: value.cartId, owner: value.owner }
        : null;
    });
  }

  private async remember(cart: Cart): Promise<void> {
    await this.storage.setJson(STORAGE_KEYS.cart, { cartId: cart.cart_id, owner: this.ownerKey() } satisfies StoredCart);
  }

  private async drop(): Promise<void> {
    const { pending, refusals } = this.store.getSnapshot();
    this.store.clear();
    // Queued changes wait for the new cart; the lost cart's saved copy goes.
    this.store.setQueue(pending, refusals);
    await this.storage.remove(STORAGE_KEYS.cart);
  }
}
