import { defineFeature } from '../feature';
import { pointsClient } from './points.client';
import { pointsModule } from './points.module';
import { POINTS_TOKENS, POINTS_USE_CASES } from './points.tokens';

/** Points, their history and coupons: `tienda.points`. */
export const pointsFeature = defineFeature({ tokens: { ...POINTS_TOKENS, Points: POINTS_USE_CASES }, module: () => pointsModule, client: pointsClient });
