import type { Calls, Resolve } from '../feature';
import { onDemandCalls } from '../on-demand';
import type { FormsUseCases } from './forms.on-demand';
import { FORMS_USE_CASES } from './forms.tokens';

/**
 * `tienda.forms`: the business forms, for anyone (signed in or not). A form with a problem (b2bProblems,
 * sellerProblems) is NOT_ALLOWED without a call, its first field's sentence as the message, `details.field` and
 * `details.fields` (every field's sentence).
 */
export interface FormsNamespace extends Calls<FormsUseCases> {}

export interface FormsClient {
  /** The business forms: `b2b` and `sellerSignup`. */
  readonly forms: FormsNamespace;
}

export function formsClient(resolve: Resolve): FormsClient {
  return { forms: onDemandCalls(resolve, FORMS_USE_CASES, {
      b2b: true,
      sellerSignup: true,
    }) };
}
