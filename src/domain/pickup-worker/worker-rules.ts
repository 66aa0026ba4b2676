/*
 * The pickup-location worker's rules, without zod: the worker screens import them. Who may act (the user's
 * `is_pickup_location_worker`), the PIN's format, and how the two lists change after receiving or handing over.
 */
import type { WorkerLocation, WorkerOrder } from './worker';

/** What a user who is not pickup staff is told (the local API's own sentence). */
export const NOT_A_WORKER_MESSAGE = 'Solo el personal de los puntos de recogida puede hacer esto.';

/** A PIN of pickup: 4 to 8 digits (the demo's are 6). */
export const PICKUP_PIN_PATTERN = /^\d{4,8}$/;

/** A refused input: the field it is about and a Spanish sentence. */
export interface WorkerInputProblem {
  field: 'pin' | 'order_number' | 'location_public_id' | 'public_id';
  message: string;
}

/** Whether the user works at pickup locations (a missing user, or an anonymous one, does not). */
export function isWorker(user: { is_pickup_location_worker?: boolean | null } | null | undefined): boolean {
  return user?.is_pickup_location_worker === true;
}

/** The PIN as typed (spaces and dashes are dropped: "246 810" is 246810). */
export function normalizePin(pin: string): string {
  return pin.replace(/[\s-]/g, '');
}

/** A PIN that cannot be right (blank, not 4 to 8 digits), before any call. */
export function pinProblem(pin: unknown): WorkerInputProblem | null {
  if (typeof pin !== 'string' || !normalizePin(pin)) return { field: 'pin', message: 'Escribe el PIN de recogida que te da el cliente.' };
  if (!PICKUP_PIN_PATTERN.test(normalizePin(pin)))
    return { field: 'pin', message: 'El PIN de recogida tiene de 4 a 8 dígitos, sin letras ni otros signos.' };
  return null;
}

/** An order number as the API takes it: 1 to 20 digits. */
export function orderNumberProblem(orderNumber: unknown): WorkerInputProblem | null {
  const value = typeof orderNumber === 'number' ? String(orderNumber) : orderNumber;
  if (typeof value !== 'string' || !/^[0-9]{1,20}$/.test(value.trim()))
    return { field: 'order_number', message: 'El número de pedido solo tiene dígitos.' };
  return null;
}

/** A location's public id: not blank, at most 64 characters. */
export function locationProblem(publicId: unknown, field: 'location_public_id' | 'public_id' = 'location_public_id'): WorkerInputProblem | null {
  if (typeof publicId !== 'string' || !publicId.trim()) return { field, message: 'Indica el punto de recogida.' };
  if (publicId.trim().length > 64) return { field, message: 'El código del punto de recogida es demasiado largo: como máximo 64 caracteres.' };
  return null;
}

/** The lists without the order at that location (it was handed over, or moved to the other list). */
function without(locations: readonly WorkerLocation[], orderNumber: string, publicId: string): { rest: WorkerLocation[]; taken: WorkerOrder | null } {
  let taken: WorkerOrder | null = null;
  const rest = locations.map((location) => {
    if (location.public_id !== publicId) return location;
    const orders = location.orders.filter((order) => {
      if (order.order_number !== orderNumber) return true;
      taken = order;
      return false;
    });
    return orders.length === location.orders.length ? location : { ...location, orders };
  });
  return { rest, taken };
}

/**
 * After receiving: the order leaves "to receive" and joins "to deliver" at the same location (at the end, the
 * newest arrival), marked received. A list not loaded yet (null) stays null: the next load brings it.
 */
export function afterReceived(
  lists: { toReceive: readonly WorkerLocation[] | null; toDeliver: readonly WorkerLocation[] | null },
  orderNumber: string,
  publicId: string,
  receivedDate: string,
): { toReceive: WorkerLocation[] | null; toDeliver: WorkerLocation[] | null } {
  const fromReceive = lists.toReceive ? without(lists.toReceive, orderNumber, publicId) : { rest: null, taken: null };
  const taken: WorkerOrder | null = fromReceive.taken;
  let toDeliver = lists.toDeliver ? [...lists.toDeliver] : null;
  if (toDeliver && taken) {
    const moved: WorkerOrder = { ...(taken as WorkerOrder), status: 'ReadyForPickup', received_date: receivedDate };
    const index = toDeliver.findIndex((location) => location.public_id === publicId);
    const source = lists.toReceive?.find((location) => location.public_id === publicId);
    if (index >= 0) {
      const location = toDeliver[index]!;
      toDeliver[index] = { ...location, orders: [...location.orders.filter((o) => o.order_number !== orderNumber), moved] };
    } else if (source) {
      toDeliver = [...toDeliver, { ...source, orders: [moved] }];
    }
  }
  return { toReceive: fromReceive.rest, toDeliver };
}

/** After handing over: the order leaves both lists. */
export function afterPickedUp(
  lists: { toReceive: readonly WorkerLocation[] | null; toDeliver: readonly WorkerLocation[] | null },
  orderNumber: string,
  publicId: string,
): { toReceive: WorkerLocation[] | null; toDeliver: WorkerLocation[] | null } {
  return {
    toReceive: lists.toReceive ? without(lists.toReceive, orderNumber, publicId).rest : null,
    toDeliver: lists.toDeliver ? without(lists.toDeliver, orderNumber, publicId).rest : null,
  };
}

/** How many orders the lists hold, over every location. */
export function workerOrderCount(locations: readonly WorkerLocation[] | null): number {
  return (locations ?? []).reduce((sum, location) => sum + location.orders.length, 0);
}
