import type { TiendaClient } from '../../index';

export type { WorkerLocation, WorkerOrder } from '../../domain/pickup-worker/worker';

/** `tienda.pickupWorker`, as the worker screen calls it. */
export type WorkerApi = TiendaClient['pickupWorker'];

