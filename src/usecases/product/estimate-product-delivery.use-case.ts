import { checkPlace, findGtDepartment, findUsState, type Address, type DeliveryOption, type PickupOption } from '../../domain';
import { invalidAddress } from '../addresses/address-checks';
import type { ErrorHandler } from '../shared/error-handler';
import { refuse, requireProductId } from './product-checks';
import type { ProductPartsQuery, ProductRepository } from './product.repository';

/** Where to estimate for: a saved address, a place (a municipality and its department, or a city and a US state), or a pickup option. */
export type ProductDeliveryInput = { addressId: string | number } | { city: string; state: string } | { pickupOptionId: string | number };

/** When the product would arrive: the delivery options, the pickup option and the address they are for. */
export interface ProductDeliveryEstimate {
  delivery_option: DeliveryOption | null;
  express_delivery_option: DeliveryOption | null;
  pickup_option: PickupOption | null;
  shipping_address: Address | null;
}

const idText = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '');

/**
 * When the product would arrive (GET /page/product/{id}?include=DELIVERY_DATE with address_id, city and
 * state, or pickup_option_id). A place is checked as an address's is (invalidAddress with the field); an input
 * that is not exactly one of the three forms is NOT_ALLOWED; a blank id PRODUCT_NOT_FOUND; all without a call.
 */
export class EstimateProductDeliveryUseCase {
  constructor(
    private readonly repository: ProductRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(id: string, input: ProductDeliveryInput): Promise<ProductDeliveryEstimate> {
    const productId = requireProductId(id, this.errors, 'productDeliveryEstimate');
    const place = this.placeOf(input);
    const page = await this.errors.run('productDeliveryEstimate', () => this.repository.page(productId, { include: ['DELIVERY_DATE'], ...place }));
    return {
      delivery_option: page.delivery_option,
      express_delivery_option: page.express_delivery_option,
      pickup_option: page.pickup_option,
      shipping_address: page.shipping_address,
    };
  }

  private placeOf(input: ProductDeliveryInput): Pick<ProductPartsQuery, 'address_id' | 'city' | 'state' | 'pickup_option_id'> {
    const given = (input ?? {}) as Partial<Record<'addressId' | 'city' | 'state' | 'pickupOptionId', unknown>>;
    const forms = [given.addressId !== undefined, given.city !== undefined || given.state !== undefined, given.pickupOptionId !== undefined];
    const no = (message: string) => refuse(this.errors, 'productDeliveryEstimate', 'NOT_ALLOWED', message);
    if (forms.filter(Boolean).length !== 1) throw no('Elige una dirección, un lugar o un punto de recogida para calcular la entrega.');
    if (forms[0]) {
      const id = idText(given.addressId);
      if (!id) throw no('Elige una dirección para calcular la entrega.');
      return { address_id: id };
    }
    if (forms[2]) {
      const id = idText(given.pickupOptionId);
      if (!id) throw no('Elige un punto de recogida para calcular la entrega.');
      return { pickup_option_id: id };
    }
    const state = typeof given.state === 'string' ? given.state : '';
    const country = findGtDepartment(state) ? 'GT' : findUsState(state) ? 'US' : 'GT';
    const place = checkPlace(country, state, given.city);
    if (!place.ok) throw this.errors.handle(invalidAddress([place]), 'productDeliveryEstimate');
    return { city: place.city, state: place.state };
  }
}
