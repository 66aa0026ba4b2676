import { addressProblems, checkGeolocation, UseCaseError, type AddressInput, type AddressProblem, type GeoPoint } from '../../domain';

/**
 * invalidAddress for the problems of an address (spec section 5): the first
 * one's Spanish sentence is what the shopper reads, its English message the
 * description; `details` names every field with its sentence, so a form can
 * show each beside its field.
 */
export function invalidAddress(problems: readonly AddressProblem[]): UseCaseError {
  const first = problems[0]!;
  return new UseCaseError('invalidAddress', {
    apiMessage: first.shopperMessage,
    description: first.message,
    details: { field: first.field, problems: problems.map((problem) => ({ field: problem.field, message: problem.shopperMessage })) },
  });
}

/** A point to pin (or null to leave the address unpinned), or invalidAddress naming lat or lng. */
export function checkedPoint(value: unknown): GeoPoint | null | UseCaseError {
  if (value === undefined || value === null) return null;
  const { lat, lng } = (typeof value === 'object' ? value : {}) as { lat?: unknown; lng?: unknown };
  const checked = checkGeolocation(lat, lng);
  if (checked.ok) return checked.geolocation;
  return new UseCaseError('invalidAddress', {
    apiMessage: checked.message,
    description: `Invalid ${checked.field}`,
    details: { field: `geolocation.${checked.field}`, problems: [{ field: `geolocation.${checked.field}`, message: checked.message }] },
  });
}

/** Every field's problem, the first one being `first` (checkAddress's, in the spec's order). */
export function everyProblem(input: AddressInput, first: AddressProblem): AddressProblem[] {
  return [first, ...addressProblems(input).filter((problem) => problem.field !== first.field)];
}
