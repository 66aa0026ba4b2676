import { compactNit } from '../../domain/addresses/tax-id';
import { sellerProblems, type SellerSignupForm } from '../../domain/forms/form-rules';
import type { FormReceipt } from '../../domain/forms/forms';
import type { ErrorHandler } from '../shared/error-handler';
import type { FormsRepository } from './forms.repository';
import { refuseForm, tidy } from './refuse-form';

/**
 * Sends the seller sign-up (POST /seller_signup); anyone may. A form with any problem (sellerProblems: the NIT
 * with its check digit, CF refused) is NOT_ALLOWED before any call, with every field's sentence in
 * `details.fields`. The NIT goes compact (1234567-9 → 12345679); a blank social link is left out.
 */
export class SendSellerSignupUseCase {
  constructor(
    private readonly repository: FormsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(form: SellerSignupForm): Promise<FormReceipt> {
    const refusal = refuseForm(this.errors, sellerProblems(form ?? {}), 'sendSellerSignup');
    if (refusal) throw refusal;
    const { full_name, email, phone_number, company, category, business_tax_id, social_media } = tidy(form);
    const body: SellerSignupForm = { full_name, email, phone_number, company, category, business_tax_id: compactNit(business_tax_id) };
    if (social_media) body.social_media = social_media;
    return this.errors.run('sendSellerSignup', () => this.repository.sellerSignup(body));
  }
}
