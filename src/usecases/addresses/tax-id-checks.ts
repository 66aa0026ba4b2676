import { checkTaxId, UseCaseError, type CheckedTaxId, type TaxIdInput } from '../../domain';

/**
 * Invoice data checked as the server will (tax-id.ts): the NIT's check
 * digit (modulo 11, K for 10) or CF, then the name and address. A problem
 * is NOT_ALLOWED with the Spanish sentence and the field, before any call.
 */
export function checkedTaxId(input: TaxIdInput): CheckedTaxId | UseCaseError {
  const checked = checkTaxId(input);
  if (checked.ok) return checked.data;
  return new UseCaseError('NOT_ALLOWED', {
    apiMessage: checked.message,
    description: `Invalid tax id data (${checked.field})`,
    details: { field: checked.field },
  });
}
