import { addressProblems, checkAddress, type Address, type AddressInput, type CheckedAddress, type GeoPoint } from '../../domain';
import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import { checkedPoint, everyProblem, invalidAddress } from './address-checks';
import type { AddressBody, AddressesRepository } from './addresses.repository';
import type { AddressesStore } from './addresses.store';

export interface UpdateAddressInput {
  id: string | number;
  /** The fields to change; the others keep their saved values. `geolocation: null` unpins. */
  changes: AddressInput & { geolocation?: GeoPoint | null };
}

const FIELDS = ['first_name', 'last_name', 'phone', 'street', 'references', 'city', 'state', 'country', 'postcode'] as const;

/**
 * Edits a saved address (PUT /address/{id}) with the fields given. The
 * address as it will be (the saved one from the store with the changes) is
 * checked by every rule of spec section 5 first: invalidAddress, without a
 * call. An address the store does not hold yet has the fields given checked.
 */
export class UpdateAddressUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: AddressesStore,
    private readonly repository: AddressesRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute({ id, changes }: UpdateAddressInput): Promise<Address> {
    const token = requireUser(this.session, this.errors, 'updateAddress').token;
    const given = FIELDS.filter((field) => field in changes);
    const saved = this.store.findAddress(id);
    const body: AddressBody = {};
    if (saved) {
      const merged: AddressInput = { ...saved, ...pick(changes, given) };
      const checked = checkAddress(merged);
      if (!checked.ok) throw this.errors.handle(invalidAddress(everyProblem(merged, checked)), 'updateAddress');
      for (const field of given) (body as Record<string, unknown>)[field] = checked.address[field as keyof CheckedAddress];
      // A Guatemalan address has no ZIP code: the extension's field is left out rather than sent as null.
      if (body.postcode === null) delete body.postcode;
    } else {
      // Only what is given can be judged; the server checks the whole address again.
      const place = given.some((field) => field === 'country' || field === 'state' || field === 'city');
      const problems = addressProblems(changes).filter((problem) =>
        problem.field === 'country' || problem.field === 'state' || problem.field === 'city' ? place && ['country', 'state', 'city'].every((f) => f in changes) : given.includes(problem.field),
      );
      if (problems.length > 0) throw this.errors.handle(invalidAddress(problems), 'updateAddress');
      Object.assign(body, pick(changes, given));
      if (body.postcode === null || body.postcode === '') delete body.postcode;
    }
    if ('geolocation' in changes) {
      const point = checkedPoint(changes.geolocation);
      if (point instanceof Error) throw this.errors.handle(point, 'updateAddress');
      body.geolocation = point;
    }
    try {
      const address = await this.repository.update(String(id), body);
      if (this.session.session?.token === token) this.store.putAddress(address);
      return address;
    } catch (error) {
      throw this.errors.handle(error, 'updateAddress');
    }
  }
}

function pick(input: AddressInput, fields: readonly string[]): AddressInput {
  return Object.fromEntries(fields.map((field) => [field, (input as Record<string, unknown>)[field]]));
}
