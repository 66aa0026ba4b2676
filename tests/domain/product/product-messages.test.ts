import { describe, expect, it } from 'vitest';
import { isSpanishProse, SPANISH_CAUSE_MESSAGES, UseCaseError } from '../../../src/domain';
import { PRODUCT_CAUSE_MESSAGES, registerProductMessages } from '../../../src/domain/product/product-messages';
import { AMAZON_MESSAGES } from '../../../local-api/amazon/amazon-import';

describe('the product actions’ Spanish copy', () => {
  it('is Spanish prose for each cause, and replaces a server text that is not', () => {
    for (const [cause, text] of Object.entries(PRODUCT_CAUSE_MESSAGES)) expect(isSpanishProse(text), cause).toBe(true);
    registerProductMessages();
    expect(SPANISH_CAUSE_MESSAGES.INVALID_URL).toBe(PRODUCT_CAUSE_MESSAGES.INVALID_URL);
    const error = new UseCaseError('INVALID_URL', { apiMessage: 'Invalid URL: https://example.com' });
    expect(error.shopperMessage).toBe(PRODUCT_CAUSE_MESSAGES.INVALID_URL);
  });

  it('lets every local API Amazon refusal through as it is (each reads as Spanish prose)', () => {
    for (const [cause, text] of Object.entries(AMAZON_MESSAGES)) {
      expect(isSpanishProse(text), cause).toBe(true);
      expect(new UseCaseError(cause, { apiMessage: text }).shopperMessage).toBe(text);
    }
  });
});
