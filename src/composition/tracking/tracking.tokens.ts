import { tokenFor } from '../feature';
import type { TrackingNamespace } from './tracking.client';

/** The tracking feature's token: the tracker as `tienda.tracking` calls it (see lazyTracker). */
export const TRACKING_TOKENS = {
  Tracker: tokenFor<TrackingNamespace>('Tracker'),
} as const;
