import { defineFeature } from '../feature';
import { trackingClient } from './tracking.client';
import { trackingModule } from './tracking.module';
import { TRACKING_TOKENS } from './tracking.tokens';

/** Events and page views, fire-and-forget: `tienda.tracking`. */
export const trackingFeature = defineFeature({ tokens: TRACKING_TOKENS, module: trackingModule, client: trackingClient });
