/** The forms feature's code, as one chunk loaded on its first call. */
import { HttpFormsRepository } from '../../data/forms/http-forms.repository';
import { SendB2bEnquiryUseCase } from '../../usecases/forms/send-b2b-enquiry.use-case';
import { SendSellerSignupUseCase } from '../../usecases/forms/send-seller-signup.use-case';
import { CORE_TOKENS as C } from '../core/core.tokens';
import type { Get } from '../feature';

/** The use cases of `tienda.forms`, one per member. */
export function createForms(get: Get) {
  const errors = get(C.ErrorHandler);
  const repository = new HttpFormsRepository(get(C.ApiClient));
  return {
    /** POST /b2b {full_name, email, phone_number, company, company_size, industry}: `{id, message}`. */
    b2b: new SendB2bEnquiryUseCase(repository, errors),
    /** POST /seller_signup {full_name, email, phone_number, company, category, business_tax_id, social_media?}: `{id, message}`. */
    sellerSignup: new SendSellerSignupUseCase(repository, errors),
  };
}

export type FormsUseCases = ReturnType<typeof createForms>;
