import { defineFeature } from '../feature';
import { pointsClient } from './points.client';
import { pointsModule } from './points.module';
import { POINTS_TOKENS } from './points.tokens';

/** Points, their history and coupons: `tienda.points`. */
export const pointsFeature = defineFeature({ tokens: POINTS_TOKENS, module: () => pointsModule, client: pointsClient });
