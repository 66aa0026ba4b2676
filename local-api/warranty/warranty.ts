/*
 * Warranty claims (spec sections 3, 4 and 7, "Orders and warranty"): a
 * signed-in shopper claims units of an item of one of their delivered orders,
 * while the product's warranty_months last. A claim moves NEW → IN_PROGRESS →
 * COMPLETED (the development control moves it along); the shopper may cancel
 * it while it is NEW. Someone else's order, item or claim answers like one
 * that does not exist.
 */
import { PUBLIC_API_PATH } from '../../src/domain';
import type { RenderContext } from '../catalog/catalogue';
import type { Database } from '../db/database';
import type { AppDeps } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import type { OrderRow } from '../orders/order-row';
import { NotAllowedField } from '../reviews/errors';
import {
  countOpenClaimedUnits,
  findClaimById,
  findItemOfOrder,
  findItemProductId,
  findLatestClaimOfItem,
  findOrderNumber,
  findOwnClaim,
  findProductWarranty,
  findProductWarrantyMonths,
  insertClaimImages,
  insertNewClaim,
  listClaimImageIds,
  listClaimsOfUser,
  updateClaimStep,
  type WarrantyClaimRow,
  type WarrantyItemRow,
  type WarrantyStep,
} from './warranty-store';

export type { WarrantyClaimRow, WarrantyStep } from './warranty-store';

export const WARRANTY_STEPS = ['NEW', 'IN_PROGRESS', 'COMPLETED'] as const satisfies readonly WarrantyStep[];

/** At most this many pictures per claim, and this many claims listed. */
export const MAX_WARRANTY_IMAGES = 5;
export const MAX_CLAIMS_LISTED = 100;
export const WARRANTY_TEXT_LIMITS = { problem: 1000, customer_notes: 2000 } as const;

/** What each step shows (WarrantyClaimStatusSchema of src/domain/cart/cart.ts: title, step, instructions, colorHex, iconIndex). */
const STATUS: Record<WarrantyStep, { title: string; instructions: string; colorHex: string; iconIndex: number; notes: string | null }> = {
  NEW: {
    title: 'Reclamo recibido',
    instructions:
      'Recibimos tu reclamo de garantía. Lo revisaremos en un máximo de 2 días hábiles y te diremos cómo entregarnos el producto. Guárdalo con sus accesorios y su caja.',
    colorHex: '#b26a00',
    iconIndex: 0,
    notes: null,
  },
  IN_PROGRESS: {
    title: 'Garantía en revisión',
    instructions:
      'Lleva el producto con sus accesorios a Tienda Zona Viva (punto de recogida de garantías) o espera a nuestro mensajero. Te avisaremos cuando esté reparado o cuando tengamos tu reemplazo.',
    colorHex: '#1565c0',
    iconIndex: 8,
    notes: 'Tu reclamo fue aprobado para revisión técnica.',
  },
  COMPLETED: {
    title: 'Garantía resuelta',
    instructions: 'Tu reclamo de garantía está resuelto. Si el problema vuelve a aparecer, escríbenos desde este pedido.',
    colorHex: '#2e7d32',
    iconIndex: 7,
    notes: 'Revisamos el producto y resolvimos tu reclamo.',
  },
  CANCELLED: {
    title: 'Reclamo cancelado',
    instructions: 'Cancelaste este reclamo de garantía. Puedes hacer uno nuevo mientras dure la garantía.',
    colorHex: '#757575',
    iconIndex: 9,
    notes: null,
  },
};

/** The status object of a step, as orders and claims answer it. */
export function warrantyStatus(step: WarrantyStep) {
  const s = STATUS[step];
  return { title: s.title, step, instructions: s.instructions, colorHex: s.colorHex, iconIndex: s.iconIndex };
}

/** When the order was delivered (issue 12's delivered_at where the lifecycle keeps it, else its last status change), or null. */
function deliveredAt(order: OrderRow): Date | null {
  if (order.status !== 'Delivered') return null;
  const at = (order as OrderRow & { delivered_at?: string | null }).delivered_at ?? order.status_changed_at;
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The end of an item's warranty: delivery + warranty_months (calendar months, UTC), or null when it has none. */
export function warrantyEnd(order: OrderRow, warrantyMonths: number | null): Date | null {
  const delivered = deliveredAt(order);
  if (!delivered || !warrantyMonths || warrantyMonths <= 0) return null;
  const end = new Date(delivered.getTime());
  end.setUTCMonth(end.getUTCMonth() + warrantyMonths);
  return end;
}

export function requireOwnItem(db: Database, order: OrderRow, itemId: string): WarrantyItemRow {
  const item = /^[0-9]{1,15}$/.test(itemId) ? findItemOfOrder(db, order.id, Number(itemId)) : undefined;
  if (!item) throw notFound('El producto no está en este pedido.');
  return item;
}

const notAllowed = (message: string, field?: string) => (field ? new NotAllowedField(message, field) : new ApiError(400, 'NOT_ALLOWED', message));

export interface ClaimInput {
  problem: string;
  customer_notes: string | null;
  quantity: number;
}

/** Checks the body's texts and quantity field by field (400 NOT_ALLOWED with `field`). */
export function checkClaimInput(body: Record<string, unknown>): ClaimInput {
  const problem = body.problem;
  if (typeof problem !== 'string' || problem.trim().length < 3)
    throw notAllowed('Describe el problema del producto (al menos 3 caracteres).', 'problem');
  if (problem.length > WARRANTY_TEXT_LIMITS.problem)
    throw notAllowed(`La descripción del problema es demasiado larga: el máximo es ${WARRANTY_TEXT_LIMITS.problem} caracteres.`, 'problem');
  const notes = body.customer_notes;
  if (notes !== undefined && notes !== null && typeof notes !== 'string') throw notAllowed('Las notas deben ser texto.', 'customer_notes');
  if (typeof notes === 'string' && notes.length > WARRANTY_TEXT_LIMITS.customer_notes)
    throw notAllowed(`Las notas son demasiado largas: el máximo es ${WARRANTY_TEXT_LIMITS.customer_notes} caracteres.`, 'customer_notes');
  const rawQuantity = body.quantity;
  const quantity = rawQuantity === undefined || rawQuantity === null || rawQuantity === '' ? 1 : Number(rawQuantity);
  if (!Number.isInteger(quantity) || quantity < 1) throw notAllowed('La cantidad debe ser un número entero de 1 o más.', 'quantity');
  return { problem: problem.trim(), customer_notes: typeof notes === 'string' && notes.trim() ? notes.trim() : null, quantity };
}

/**
 * Checks that the claim may be made: the order is delivered, the product has
 * a warranty that still lasts, and the quantity fits what is not already
 * claimed. Throws 400 NOT_ALLOWED with a Spanish message otherwise.
 */
export function assertClaimable(deps: AppDeps, order: OrderRow, item: WarrantyItemRow, quantity: number): void {
  if (order.status !== 'Delivered')
    throw notAllowed(`Tu pedido ${order.order_number} aún no ha sido entregado: la garantía se reclama después de recibirlo.`);
  const product = findProductWarranty(deps.db, item.product_id);
  const end = warrantyEnd(order, product?.warranty_months ?? null);
  if (!end) throw notAllowed('Este producto no tiene garantía.');
  if (deps.now().getTime() > end.getTime())
    throw notAllowed(`La garantía de este producto terminó el ${end.toISOString().slice(0, 10)} (${product!.warranty_months} meses desde la entrega).`);
  const left = item.quantity - countOpenClaimedUnits(deps.db, item.id);
  if (left <= 0) throw notAllowed('Ya tienes un reclamo abierto por todas las unidades de este producto.', 'quantity');
  if (quantity > left)
    throw notAllowed(
      left === item.quantity
        ? `Puedes reclamar como máximo ${left} ${left === 1 ? 'unidad' : 'unidades'} de este producto.`
        : `Solo ${left === 1 ? 'queda 1 unidad' : `quedan ${left} unidades`} de este producto sin reclamo abierto.`,
      'quantity',
    );
}

export function insertClaim(deps: AppDeps, userId: number, order: OrderRow, item: WarrantyItemRow, input: ClaimInput, fileIds: readonly string[]): number {
  const stamp = deps.now().toISOString();
  const claimId = insertNewClaim(
    deps.db,
    { userId, orderId: order.id, itemId: item.id, quantity: input.quantity, problem: input.problem, customerNotes: input.customer_notes },
    stamp,
  );
  insertClaimImages(deps.db, claimId, fileIds);
  return claimId;
}

/** The newest claim on an item that is not cancelled (what the order's item shows), or undefined. */
export function latestClaimOfItem(db: Database, itemId: number): WarrantyClaimRow | undefined {
  return findLatestClaimOfItem(db, itemId);
}

export function listClaims(db: Database, userId: number, orderId?: number): WarrantyClaimRow[] {
  return listClaimsOfUser(db, userId, orderId, MAX_CLAIMS_LISTED);
}

/** The claim as answered: id, item_id, order_number, quantity, status, product, warranty_status_step, images, notes_to_customer… */
export function claimJson(deps: AppDeps, ctx: RenderContext, row: WarrantyClaimRow) {
  const item = findItemProductId(deps.db, row.order_item_id);
  const order = findOrderNumber(deps.db, row.order_id);
  const product = item ? deps.catalogue.productsByIds([item.product_id])[0] : undefined;
  const images = listClaimImageIds(deps.db, row.id);
  return {
    id: String(row.id),
    item_id: String(row.order_item_id),
    order_number: order?.order_number ?? null,
    quantity: row.quantity,
    problem: row.problem,
    customer_notes: row.customer_notes,
    status: warrantyStatus(row.step),
    warranty_status_step: row.step === 'CANCELLED' ? 'UNKNOWN' : row.step,
    is_cancelled: row.step === 'CANCELLED',
    is_cancel_enabled: row.step === 'NEW',
    product: product ? deps.catalogue.summary(ctx, product) : null,
    images: images.map((image) => ({ id: image.file_id, image: `${PUBLIC_API_PATH}/media/warranty/${image.file_id}` })),
    notes_to_customer: row.notes_to_customer ?? STATUS[row.step].notes,
    created_date: row.created_at,
    status_changed_date: row.status_changed_at,
  };
}

export function requireOwnClaim(db: Database, userId: number, id: string): WarrantyClaimRow {
  const row = /^[0-9]{1,15}$/.test(id) ? findOwnClaim(db, Number(id), userId) : undefined;
  if (!row) throw notFound('El reclamo de garantía no existe.');
  return row;
}

/** Moves a claim one step forward (development control); a completed or cancelled claim stays put (400 NOT_ALLOWED). */
export function advanceClaim(deps: AppDeps, id: number): WarrantyClaimRow {
  const row = findClaimById(deps.db, id);
  if (!row) throw notFound('El reclamo de garantía no existe.');
  const next = row.step === 'NEW' ? 'IN_PROGRESS' : row.step === 'IN_PROGRESS' ? 'COMPLETED' : null;
  if (!next) throw notAllowed(row.step === 'COMPLETED' ? 'El reclamo ya está resuelto.' : 'El reclamo fue cancelado.');
  const stamp = deps.now().toISOString();
  updateClaimStep(deps.db, id, row.step, next, stamp);
  return { ...row, step: next, status_changed_at: stamp };
}

/**
 * An order item's warranty fields as GET /order/{n} shows them (for orders/order-json.ts's orderJson):
 * is_under_warranty (delivered and within warranty_months), and the newest claim that is not cancelled.
 */
export function itemWarrantyFields(deps: AppDeps, order: OrderRow, item: { id: number; product_id: number }) {
  const product = findProductWarrantyMonths(deps.db, item.product_id);
  const end = warrantyEnd(order, product?.warranty_months ?? null);
  const claim = latestClaimOfItem(deps.db, item.id);
  return {
    is_under_warranty: end !== null && deps.now().getTime() <= end.getTime(),
    warranty_claim_status: claim ? warrantyStatus(claim.step) : null,
    warranty_claim_id: claim ? String(claim.id) : null,
  };
}
