/**
 * The classes of the stores that load on demand (addresses, cards, orders, checkout, points): one small chunk,
 * imported the first time any of them is needed. Until then each is an `onDemandStore` reading its initial state.
 */
export { AddressesStore } from '../usecases/addresses/addresses.store';
export { CardsStore } from '../usecases/cards/cards.store';
export { CheckoutStore } from '../usecases/checkout/checkout.store';
export { OrdersStore } from '../usecases/orders/orders.store';
export { PointsStore } from '../usecases/points/points.store';
