import { defineFeature } from '../feature';
import { formsClient } from './forms.client';
import { formsModule } from './forms.module';
import { FORMS_TOKENS } from './forms.tokens';

/** The B2B enquiry and the seller sign-up: `tienda.forms`. */
export const formsFeature = defineFeature({ tokens: FORMS_TOKENS, module: () => formsModule, client: formsClient });
