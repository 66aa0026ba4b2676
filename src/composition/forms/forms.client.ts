import type { SendB2bEnquiryUseCase } from '../../usecases/forms/send-b2b-enquiry.use-case';
import type { SendSellerSignupUseCase } from '../../usecases/forms/send-seller-signup.use-case';
import type { Resolve } from '../feature';
import { useCaseMembers } from '../on-demand';
import { FORMS_USE_CASES, formsTokenOf, type FormsUseCase } from './forms.tokens';

type Call<U extends { execute(...args: never[]): unknown }> = (...args: Parameters<U['execute']>) => ReturnType<U['execute']>;

/**
 * `tienda.forms`: the business forms, for anyone (signed in or not). A form with a problem (b2bProblems,
 * sellerProblems) is NOT_ALLOWED without a call, its first field's sentence as the message, `details.field` and
 * `details.fields` (every field's sentence).
 */
export interface FormsNamespace {
  /** POST /b2b {full_name, email, phone_number, company, company_size, industry}: `{id, message}`. */
  b2b: Call<SendB2bEnquiryUseCase>;
  /** POST /seller_signup {full_name, email, phone_number, company, category, business_tax_id, social_media?}: `{id, message}`. */
  sellerSignup: Call<SendSellerSignupUseCase>;
}

export interface FormsClient {
  /** The business forms: `b2b` and `sellerSignup`. */
  readonly forms: FormsNamespace;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type FormsMembersMatch = Same<keyof FormsNamespace, FormsUseCase> extends true ? true : never;
const membersMatch: FormsMembersMatch = true;
void membersMatch;

export function formsClient(resolve: Resolve): FormsClient {
  return { forms: useCaseMembers(resolve, FORMS_USE_CASES, formsTokenOf) as unknown as FormsNamespace };
}
