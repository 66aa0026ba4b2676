/** The forms feature's code, as one chunk loaded on its first call. */
import { HttpFormsRepository } from '../../data/forms/http-forms.repository';
import { SendB2bEnquiryUseCase } from '../../usecases/forms/send-b2b-enquiry.use-case';
import { SendSellerSignupUseCase } from '../../usecases/forms/send-seller-signup.use-case';
import { FORMS_TOKENS as T, type FormsUseCase } from './forms.tokens';

export { HttpFormsRepository };

export const USE_CASE_CLASSES = {
  b2b: SendB2bEnquiryUseCase,
  sellerSignup: SendSellerSignupUseCase,
} satisfies Record<FormsUseCase, unknown>;

/** What each use case's constructor takes, in order (then the error handler). */
export const DEPENDENCIES: Record<FormsUseCase, readonly symbol[]> = {
  b2b: [T.FormsRepository],
  sellerSignup: [T.FormsRepository],
};
