import type { B2bForm, SellerSignupForm } from '../../domain/forms/form-rules';
import type { FormReceipt } from '../../domain/forms/forms';

/** The business forms' calls (spec sections 3 and 7). */
export interface FormsRepository {
  /** POST /b2b */
  b2b(form: B2bForm): Promise<FormReceipt>;
  /** POST /seller_signup */
  sellerSignup(form: SellerSignupForm): Promise<FormReceipt>;
}
