import { UseCaseError } from '../../domain';
import type { UploadOptions } from '../../domain/orders/order-rules';
import type { WarrantyClaim } from '../../domain/warranty/warranty';
import { warrantyClaimProblem, type WarrantyClaimInput } from '../../domain/warranty/warranty-rules';
import { requireUser } from '../account/require-user';
import { orderNumberOf, refuse, storedOrder } from '../orders/order-action-support';
import type { OrdersStore } from '../orders/orders.store';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { WarrantyRepository } from './warranty.repository';
import type { WarrantyStore } from './warranty.store';

/** An order item's id as the calls take it: trimmed; blank is notFound (reported), without a call. */
export function itemIdOf(value: unknown, errors: ErrorHandler, context: string): string {
  const id = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  if (!id) throw errors.handle(new UseCaseError('notFound', { apiMessage: 'El producto no está en este pedido.' }), context);
  return id;
}

/**
 * Claims the warranty of an order's item (POST /order/{n}/{itemId}/warranty): JSON without photos, multipart
 * (`images`) with them, their upload's fraction to `onProgress`. The claim is checked first
 * (warrantyClaimProblem; the quantity up to the item's units when the order is stored): NOT_ALLOWED with
 * `details.field`, without a call. The claim made joins the warranty store.
 */
export class ClaimWarrantyUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly orders: OrdersStore,
    private readonly store: WarrantyStore,
    private readonly repository: WarrantyRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(orderNumber: string | number, itemId: string | number, input: WarrantyClaimInput, options: UploadOptions = {}): Promise<WarrantyClaim> {
    const token = requireUser(this.session, this.errors, 'claimWarranty').token;
    const number = orderNumberOf(orderNumber, this.errors, 'claimWarranty');
    const item = itemIdOf(itemId, this.errors, 'claimWarranty');
    const units = storedOrder(this.orders, number)?.items.find((line) => line.item_id === item)?.quantity;
    const problem = warrantyClaimProblem(input, units ?? Number.POSITIVE_INFINITY);
    if (problem) throw refuse(this.errors, 'claimWarranty', problem);
    const notes = typeof input.customerNotes === 'string' ? input.customerNotes.trim() : '';
    const claim = await this.errors.run('claimWarranty', () =>
      this.repository.claim(
        number,
        item,
        { problem: input.problem.trim(), customer_notes: notes || null, quantity: input.quantity ?? 1, images: input.images ?? [] },
        options.onProgress,
      ),
    );
    if (this.session.session?.token === token) this.store.putClaim(claim);
    return claim;
  }
}

/** Cancels an item's open claim while it is NEW (POST /order/{n}/{itemId}/warranty/cancel); the store shows it cancelled. */
export class CancelWarrantyClaimUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: WarrantyStore,
    private readonly repository: WarrantyRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(orderNumber: string | number, itemId: string | number): Promise<WarrantyClaim> {
    const token = requireUser(this.session, this.errors, 'cancelWarrantyClaim').token;
    const number = orderNumberOf(orderNumber, this.errors, 'cancelWarrantyClaim');
    const item = itemIdOf(itemId, this.errors, 'cancelWarrantyClaim');
    const claim = await this.errors.run('cancelWarrantyClaim', () => this.repository.cancel(number, item));
    if (this.session.session?.token === token) this.store.putClaim(claim);
    return claim;
  }
}

/** The shopper's claims, newest first (GET /warranty), into `warranty.store.claims`. */
export class ListWarrantyClaimsUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: WarrantyStore,
    private readonly repository: WarrantyRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<WarrantyClaim[]> {
    const token = requireUser(this.session, this.errors, 'listWarrantyClaims').token;
    this.store.setLoading();
    try {
      const claims = await this.repository.list();
      if (this.session.session?.token === token) this.store.setClaims(claims);
      return claims;
    } catch (error) {
      const failure = this.errors.handle(error, 'listWarrantyClaims');
      if (this.session.session?.token === token) this.store.setError(failure);
      throw failure;
    }
  }
}

/** One order's claims (GET /order/{n}/warranty), into `warranty.store.byOrder[n]`. */
export class OrderWarrantyClaimsUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: WarrantyStore,
    private readonly repository: WarrantyRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(orderNumber: string | number): Promise<WarrantyClaim[]> {
    const token = requireUser(this.session, this.errors, 'orderWarrantyClaims').token;
    const number = orderNumberOf(orderNumber, this.errors, 'orderWarrantyClaims');
    const claims = await this.errors.run('orderWarrantyClaims', () => this.repository.forOrder(number));
    if (this.session.session?.token === token) this.store.setOrderClaims(number, claims);
    return claims;
  }
}
