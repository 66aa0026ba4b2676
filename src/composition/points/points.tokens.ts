import type { PointsStore } from '../../usecases/points/points.store';
import { tokenFor } from '../feature';
import type { OnDemand } from '../on-demand';
import type { PointsUseCases } from './points.on-demand';

/** The points feature's tokens: its store. */
export const POINTS_TOKENS = {
  PointsStore: tokenFor<PointsStore>('PointsStore'),
} as const;

/** The points use cases, built by points.on-demand.ts on the first call. Part of the feature's tokens. */
export const POINTS_USE_CASES = tokenFor<OnDemand<PointsUseCases>>('Points');
