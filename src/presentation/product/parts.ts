import type { DeliveryEstimate, Installment, ProductEventSeat, ProductSummary, Variant, WaitListStatus } from '../../index';
import type { ProductSectionsProps } from './ProductSections';
import { preloadable } from './preloadable';
import type { ShopperState } from './use-shopper-state';

/*
 * The product page's parts that live in chunks of their own. The loader fetches the ones the page will show
 * beside its data, so the server renders them in its HTML and a client navigation shows them at once.
 */
export const Sections = preloadable<ProductSectionsProps>(() => import('./ProductSections'));
export const Actions = preloadable<{ sku: string; title: string; isEvent: boolean; favourite: boolean; known: boolean; onShopper: (state: ShopperState) => void }>(
  () => import('./ProductActions'),
);
export const Seats = preloadable<{ product: ProductSummary; seats: ProductEventSeat[] }>(() => import('./SeatMap'));
export const WaitListPart = preloadable<{ productId: string; status: WaitListStatus | null }>(() => import('./WaitList'));
/** The delivery box and the installments: server-rendered, their code (and the box's chooser) in a chunk beside the page. */
export const Delivery = preloadable<{ productId: string; sku: string; initial: DeliveryEstimate; changeable: boolean }>(() =>
  import('./DeliveryBox').then((m) => ({ default: m.DeliveryBox })),
);
export const InstallmentsPart = preloadable<{ options: Installment[] }>(() => import('./Installments').then((m) => ({ default: m.Installments })));
/** A flash sale's countdown (only products on one). */
export const Flash = preloadable<{ end: string | null }>(() => import('./FlashCountdown'));
/** The variant pickers (their grouping rules with them). */
export const Variants = preloadable<{ variants: Variant[]; currentSku: string }>(() => import('./VariantPicker'));
