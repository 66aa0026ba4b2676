/*
 * Cash on delivery at a pickup point: a point whose card says «No acepta pago contra entrega» (is_cod_enabled
 * false) does not take it, so checkout neither offers nor accepts it there. Zod-free: the payment step reads it.
 */
import type { PickupOption } from './checkout';

/** What the shopper reads when the chosen pickup point takes no cash (the local API says the same). */
export const PICKUP_REFUSES_CASH_MESSAGE = 'Este punto de recogida no recibe pagos en efectivo.';

type Chosen = { id: string | number } | null | undefined;

/** The pickup option chosen, among those listed (by id or public id), or null. */
export function chosenPickup(chosen: Chosen, options: readonly Pick<PickupOption, 'id' | 'public_id' | 'is_cod_enabled'>[]) {
  if (!chosen) return null;
  const id = String(chosen.id);
  return options.find((option) => String(option.id) === id || (option.public_id != null && String(option.public_id) === id)) ?? null;
}

/** Why cash on delivery is refused at the chosen pickup point, or null (no pickup, an unknown one, or one that takes cash). */
export function pickupCashRefusal(chosen: Chosen, options: readonly Pick<PickupOption, 'id' | 'public_id' | 'is_cod_enabled'>[]): string | null {
  const pickup = chosenPickup(chosen, options);
  return pickup && pickup.is_cod_enabled === false ? PICKUP_REFUSES_CASH_MESSAGE : null;
}
