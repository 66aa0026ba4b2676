import { bulkQuotationProblem, phoneDigits } from '../../domain/product/product-action-rules';
import type { ErrorHandler } from '../shared/error-handler';
import { refuse, requireProductId } from './product-checks';
import type { ProductRepository } from './product.repository';

/** What a bulk quotation asks: how many units, and a phone to be called back at. */
export interface BulkQuotationInput {
  /** A whole number from 1 to 10,000. */
  quantity: number;
  /** 8 to 15 digits; spaces, dashes, dots, parentheses and a leading + are allowed and left out. */
  phoneNumber: string;
}

/**
 * Asks for a price for many units (POST /page/product/{sku}/bulk_quotation {quantity, phoneNumber}, the
 * phone sent as its digits). Anyone may ask. A quantity or phone out of bounds is NOT_ALLOWED with a Spanish
 * message and `details.field` ('quantity' or 'phoneNumber'), a blank sku PRODUCT_NOT_FOUND, without a call.
 */
export class RequestBulkQuotationUseCase {
  constructor(
    private readonly repository: ProductRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(sku: string, input: BulkQuotationInput): Promise<void> {
    const productSku = requireProductId(sku, this.errors, 'requestBulkQuotation');
    const problem = bulkQuotationProblem(input ?? { quantity: undefined, phoneNumber: undefined });
    if (problem) throw refuse(this.errors, 'requestBulkQuotation', 'NOT_ALLOWED', problem.message, { field: problem.field });
    const body = { quantity: input.quantity, phoneNumber: phoneDigits(input.phoneNumber) };
    await this.errors.run('requestBulkQuotation', () => this.repository.requestBulkQuotation(productSku, body));
  }
}
