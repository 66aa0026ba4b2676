import { defineFeature } from '../feature';
import { formsClient } from './forms.client';
import { formsModule } from './forms.module';
import { FORMS_TOKENS, FORMS_USE_CASES } from './forms.tokens';

/** The B2B enquiry and the seller sign-up: `tienda.forms`. */
export const formsFeature = defineFeature({ tokens: { ...FORMS_TOKENS, Forms: FORMS_USE_CASES }, module: () => formsModule, client: formsClient });
