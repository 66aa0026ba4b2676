import { describe, expect, it } from 'vitest';
import { bulkQuotationProblem, isEmailAddress, isHttpUrl, phoneDigits } from '../../../src/domain/product/product-action-rules';

describe('the product actions’ input rules', () => {
  it('takes a whole quantity from 1 to 10,000 and a phone of 8 to 15 digits', () => {
    expect(bulkQuotationProblem({ quantity: 1, phoneNumber: '55501234' })).toBeNull();
    expect(bulkQuotationProblem({ quantity: 10_000, phoneNumber: '+1 (202) 555-0123' })).toBeNull();
    expect(bulkQuotationProblem({ quantity: 10_001, phoneNumber: '55501234' })?.field).toBe('quantity');
    expect(bulkQuotationProblem({ quantity: '5', phoneNumber: '55501234' })?.field).toBe('quantity');
    expect(bulkQuotationProblem({ quantity: Number.NaN, phoneNumber: '55501234' })?.field).toBe('quantity');
    expect(bulkQuotationProblem({ quantity: 5, phoneNumber: 55501234 })?.field).toBe('phoneNumber');
    expect(bulkQuotationProblem({ quantity: 5, phoneNumber: '++55501234' })?.field).toBe('phoneNumber');
    expect(phoneDigits(' +502 5550.1234 ')).toBe('50255501234');
  });

  it('accepts only absolute http(s) URLs', () => {
    expect(isHttpUrl('https://www.amazon.com/dp/B0ABCDEFGH')).toBe(true);
    expect(isHttpUrl('http://amazon.com/gp/product/B0ABCDEFGH')).toBe(true);
    for (const bad of ['', 'www.amazon.com/dp/x', 'mailto:a@b.c', 'javascript:alert(1)', 'https://', null, 42]) expect(isHttpUrl(bad), String(bad)).toBe(false);
  });

  it('takes an email of at most 254 characters', () => {
    expect(isEmailAddress('ana@tienda.test')).toBe(true);
    expect(isEmailAddress('ana@tienda')).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(250)}@b.co`)).toBe(false);
  });
});
