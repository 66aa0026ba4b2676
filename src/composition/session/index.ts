import { defineFeature } from '../feature';
import { sessionClient } from './session.client';
import { sessionModule } from './session.module';
import { SESSION_TOKENS, SESSION_USE_CASES } from './session.tokens';

/** The shopper's session and signed-in user: `tienda.session` and `tienda.user`. */
export const sessionFeature = defineFeature({ tokens: { ...SESSION_TOKENS, Session: SESSION_USE_CASES }, module: () => sessionModule, client: sessionClient });
