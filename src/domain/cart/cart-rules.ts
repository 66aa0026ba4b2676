import type { ProductType } from '../product/product';
import { MAX_QUANTITY_PER_LINE, type Cart } from './cart';

/** Spec section 4: the groups of product kinds that may share a cart. */
const MIXING_GROUPS: readonly (readonly ProductType[])[] = [
  ['SIMPLE', 'BOOK', 'PROMOTIONAL', 'BUNDLE'],
  ['DIGITAL', 'GIFT_CARD'],
  ['MOTORCYCLE'],
  ['VENDING'],
  ['EVENT_SEAT'],
  ['EVENT_TICKET'],
  ['SERVICES'],
];

function groupOf(type: ProductType): number {
  return MIXING_GROUPS.findIndex((group) => group.includes(type));
}

/** Whether products of kinds `a` and `b` may be in the same cart. */
export function canMix(a: ProductType, b: ProductType): boolean {
  return groupOf(a) === groupOf(b);
}

/** Whether a product may join a cart, and if not, the type it conflicts with and a Spanish message. */
export type CartCompatibility =
  | { compatible: true }
  | { compatible: false; cause: 'NOT_ALLOWED'; conflictingType: ProductType; message: string };

const TYPE_NAMES_ES: Record<ProductType, string> = {
  SIMPLE: 'productos físicos',
  BUNDLE: 'paquetes',
  BOOK: 'libros',
  PROMOTIONAL: 'productos promocionales',
  DIGITAL: 'productos digitales',
  GIFT_CARD: 'tarjetas de regalo',
  MOTORCYCLE: 'motocicletas',
  VENDING: 'productos de máquina expendedora',
  EVENT_SEAT: 'asientos de evento',
  EVENT_TICKET: 'entradas de evento',
  SERVICES: 'servicios',
};

/**
 * Whether a product of kind `incoming` may join a cart holding `existing` kinds.
 * When it may not, the answer names the first conflicting kind and a Spanish message.
 */
export function checkCartCompatibility(existing: readonly ProductType[], incoming: ProductType): CartCompatibility {
  const conflict = existing.find((type) => !canMix(type, incoming));
  if (conflict === undefined) return { compatible: true };
  return {
    compatible: false,
    cause: 'NOT_ALLOWED',
    conflictingType: conflict,
    message: `No puedes combinar ${TYPE_NAMES_ES[incoming]} con ${TYPE_NAMES_ES[conflict]} en el mismo carrito. Completa o vacía tu carrito primero.`,
  };
}

/** The product types of a cart's lines. */
export function cartProductTypes(cart: Pick<Cart, 'items'> | null): ProductType[] {
  return cart ? cart.items.map((item) => item.product.type) : [];
}

/** Why a quantity is refused: the cause and a Spanish message. */
export interface QuantityProblem {
  cause: 'NOT_ALLOWED' | 'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY';
  message: string;
}

/**
 * Checks a cart line quantity: a whole number from 1 (or 0 where zero
 * means "remove") up to MAX_QUANTITY_PER_LINE. Returns the problem, or null.
 */
export function checkLineQuantity(quantity: number, options: { allowZero: boolean }): QuantityProblem | null {
  const minimum = options.allowZero ? 0 : 1;
  if (!Number.isInteger(quantity) || quantity < minimum) {
    return {
      cause: 'NOT_ALLOWED',
      message: options.allowZero
        ? 'La cantidad debe ser un número entero.'
        : 'La cantidad debe ser un número entero mayor que cero.',
    };
  }
  if (quantity > MAX_QUANTITY_PER_LINE) {
    return {
      cause: 'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY',
      message: `Puedes agregar hasta ${MAX_QUANTITY_PER_LINE} unidades de un producto.`,
    };
  }
  return null;
}


/** Whether a line's quantity is its numbered seats (an EVENT_SEAT line): it is not stepped in the cart. */
export function isSeatLine(item: { product: { type: ProductType } }): boolean {
  return item.product.type === 'EVENT_SEAT';
}

/** «1 asiento», «3 asientos». */
export function seatCount(count: number): string {
  return count === 1 ? '1 asiento' : `${count} asientos`;
}

/**
 * Issue 23: a seat line's quantity is the seats chosen on the event's map, so another quantity for it is
 * refused (EVENT_SEATS_ERROR, as the API does); any quantity of another line passes here.
 */
export function seatQuantityProblem(
  item: { quantity: number; product: { type: ProductType } },
  quantity: number,
): { cause: 'EVENT_SEATS_ERROR'; message: string } | null {
  if (!isSeatLine(item) || quantity === item.quantity) return null;
  return {
    cause: 'EVENT_SEATS_ERROR',
    message: `La cantidad de un evento con asientos es la de tus asientos (${seatCount(item.quantity)}). Para cambiarla, agrega asientos desde el mapa del evento o quita la línea.`,
  };
}
