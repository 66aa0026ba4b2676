import type { B2bForm, SellerSignupForm } from '../../domain/forms/form-rules';
import { FormReceiptSchema, type FormReceipt } from '../../domain/forms/forms';
import type { FormsRepository } from '../../usecases/forms/forms.repository';
import type { ApiClient } from '../http/api-client';

export class HttpFormsRepository implements FormsRepository {
  constructor(private readonly api: ApiClient) {}

  b2b(form: B2bForm): Promise<FormReceipt> {
    return this.api.request({ method: 'POST', path: '/b2b', data: form, schema: FormReceiptSchema, shape: 'FormReceipt' });
  }

  sellerSignup(form: SellerSignupForm): Promise<FormReceipt> {
    return this.api.request({ method: 'POST', path: '/seller_signup', data: form, schema: FormReceiptSchema, shape: 'FormReceipt' });
  }
}
