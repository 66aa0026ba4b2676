import { b2bProblems, type B2bForm } from '../../domain/forms/form-rules';
import type { FormReceipt } from '../../domain/forms/forms';
import type { ErrorHandler } from '../shared/error-handler';
import type { FormsRepository } from './forms.repository';
import { refuseForm, tidy } from './refuse-form';

/**
 * Sends the B2B enquiry (POST /b2b); anyone may, signed in or not. A form with any problem (b2bProblems) is
 * NOT_ALLOWED before any call, with every field's sentence in `details.fields`. Answers the server's id and thanks.
 */
export class SendB2bEnquiryUseCase {
  constructor(
    private readonly repository: FormsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(form: B2bForm): Promise<FormReceipt> {
    const refusal = refuseForm(this.errors, b2bProblems(form ?? {}), 'sendB2bEnquiry');
    if (refusal) throw refusal;
    const { full_name, email, phone_number, company, company_size, industry } = tidy(form);
    return this.errors.run('sendB2bEnquiry', () => this.repository.b2b({ full_name, email, phone_number, company, company_size, industry }));
  }
}
