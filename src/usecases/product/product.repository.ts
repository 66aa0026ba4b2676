import type { PickupOption, ProductEventSeat, ProductPage, ProductPagePart, WaitListStatus } from '../../domain';
import type { AmazonImport, ResolvedShareLink, ShareLink } from '../../domain/product/product-actions';

/** The parameters of GET /page/product/{id} a product action sends (only those given). */
export interface ProductPartsQuery {
  include: ProductPagePart[];
  page?: number;
  page_size?: number;
  image_min_widths?: number[];
  address_id?: string;
  city?: string;
  state?: string;
  pickup_option_id?: string;
}

/** The product page's own calls beyond loading the page (spec section 7, "Product page, questions and reviews"). */
export interface ProductRepository {
  /** GET /page/product/{id} with some parts. */
  page(id: string, query: ProductPartsQuery): Promise<ProductPage>;
  /** GET /product/{sku}/pickup_options */
  pickupOptions(sku: string): Promise<PickupOption[]>;
  /** POST /product/{id}/wait_list/?email= */
  joinWaitList(id: string, email: string): Promise<WaitListStatus>;
  /** DELETE /product/{id}/wait_list/ (with ?email= when given) */
  leaveWaitList(id: string, email: string | null): Promise<WaitListStatus>;
  /** GET /share/product/{id} */
  share(id: string): Promise<ShareLink>;
  /** GET /share/{shortId} */
  resolveShare(shortId: string): Promise<ResolvedShareLink>;
  /** POST /product/amazon {url} */
  importFromAmazon(url: string): Promise<AmazonImport>;
  /** POST /page/product/{sku}/bulk_quotation {quantity, phoneNumber} */
  requestBulkQuotation(sku: string, body: { quantity: number; phoneNumber: string }): Promise<void>;
  /** PUT /product/{id}/event_seats {seat_ids}: the whole map after the reservation. */
  reserveSeats(id: string, seatIds: string[]): Promise<ProductEventSeat[]>;
}
