import { defineFeature } from '../feature';
import { pickupWorkerClient } from './pickup-worker.client';
import { pickupWorkerModule } from './pickup-worker.module';
import { PICKUP_WORKER_TOKENS, PICKUP_WORKER_USE_CASES } from './pickup-worker.tokens';

/** The pickup-location staff's lists, receiving and handing over: `tienda.pickupWorker`. */
export const pickupWorkerFeature = defineFeature({ tokens: { ...PICKUP_WORKER_TOKENS, PickupWorker: PICKUP_WORKER_USE_CASES }, module: () => pickupWorkerModule, client: pickupWorkerClient });
