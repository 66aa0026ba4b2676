import type { AddressesStore } from '../addresses/addresses.store';
import type { CardsStore } from '../cards/cards.store';
import type { OrdersStore } from '../orders/orders.store';
import type { PersonalData } from '../session/personal-data';

/** Clears exactly what spec section 4 lists for each way out of an account. */
export class StoredPersonalData implements PersonalData {
  constructor(
    private readonly addresses: AddressesStore,
    private readonly cards: CardsStore,
    private readonly orders: OrdersStore,
  ) {}

  /** Logout, and account deletion: addresses, pickup options, cards and orders. */
  clearAfterLogout(): void {
    this.addresses.clearAddresses();
    this.addresses.clearPickupOptions();
    this.cards.clearCards();
    this.orders.clear();
  }

  /** Becoming anonymous: cards, addresses, pickup options and the temporary card. */
  clearWhenAnonymous(): void {
    this.cards.clearCards();
    this.addresses.clearAddresses();
    this.addresses.clearPickupOptions();
    this.cards.clearTemporaryCard();
  }
}
