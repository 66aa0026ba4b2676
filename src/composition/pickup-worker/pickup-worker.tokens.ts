import { capitalize, featureTokens } from '../on-demand';

/** The members of `tienda.pickupWorker`, each one use case. */
export const PICKUP_WORKER_USE_CASES = ['ordersToReceive', 'ordersToDeliver', 'setReceived', 'setPickedUp', 'addLocation'] as const;
export type PickupWorkerUseCase = (typeof PICKUP_WORKER_USE_CASES)[number];

type TokenName = `pickupWorker${Capitalize<PickupWorkerUseCase>}`;
const TOKEN_NAMES = /* @__PURE__ */ PICKUP_WORKER_USE_CASES.map((member) => `pickupWorker${capitalize(member)}` as TokenName);

/** The pickup-worker feature's tokens: its store, its repository and one per use case. */
export const PICKUP_WORKER_TOKENS = /* @__PURE__ */ featureTokens(['PickupWorkerStore', 'PickupWorkerRepository'] as const, TOKEN_NAMES);

export function pickupWorkerTokenOf(member: PickupWorkerUseCase): symbol {
  return PICKUP_WORKER_TOKENS[`PickupWorker${capitalize(member)}`];
}
