import { ProductPageSchema, WaitListStatusSchema, type PickupOption, type ProductEventSeat, type ProductPage, type WaitListStatus } from '../../domain';
import {
  AmazonImportSchema,
  EventSeatMapSchema,
  ProductPickupOptionListSchema,
  ResolvedShareLinkSchema,
  ShareLinkSchema,
  type AmazonImport,
  type ResolvedShareLink,
  type ShareLink,
} from '../../domain/product/product-actions';
import type { ProductPartsQuery, ProductRepository } from '../../usecases/product/product.repository';
import type { ApiClient } from '../http/api-client';

const segment = encodeURIComponent;

export class HttpProductRepository implements ProductRepository {
  constructor(private readonly api: ApiClient) {}

  page(id: string, query: ProductPartsQuery): Promise<ProductPage> {
    return this.api.request({ method: 'GET', path: `/page/product/${segment(id)}`, params: { ...query }, schema: ProductPageSchema, shape: 'ProductPage' });
  }

  pickupOptions(sku: string): Promise<PickupOption[]> {
    return this.api.request({ method: 'GET', path: `/product/${segment(sku)}/pickup_options`, schema: ProductPickupOptionListSchema, shape: 'PickupOptionList' });
  }

  joinWaitList(id: string, email: string): Promise<WaitListStatus> {
    return this.api.request({ method: 'POST', path: `/product/${segment(id)}/wait_list/`, params: { email }, schema: WaitListStatusSchema, shape: 'WaitListStatus' });
  }

  leaveWaitList(id: string, email: string | null): Promise<WaitListStatus> {
    return this.api.request({
      method: 'DELETE',
      path: `/product/${segment(id)}/wait_list/`,
      ...(email ? { params: { email } } : {}),
      schema: WaitListStatusSchema,
      shape: 'WaitListStatus',
    });
  }

  share(id: string): Promise<ShareLink> {
    return this.api.request({ method: 'GET', path: `/share/product/${segment(id)}`, schema: ShareLinkSchema, shape: 'ShareLink' });
  }

  resolveShare(shortId: string): Promise<ResolvedShareLink> {
    return this.api.request({ method: 'GET', path: `/share/${segment(shortId)}`, schema: ResolvedShareLinkSchema, shape: 'ResolvedShareLink' });
  }

  importFromAmazon(url: string): Promise<AmazonImport> {
    return this.api.request({ method: 'POST', path: '/product/amazon', data: { url }, schema: AmazonImportSchema, shape: 'AmazonImport' });
  }

  async requestBulkQuotation(sku: string, body: { quantity: number; phoneNumber: string }): Promise<void> {
    await this.api.request({ method: 'POST', path: `/page/product/${segment(sku)}/bulk_quotation`, data: body, schema: null, shape: 'none' });
  }

  reserveSeats(id: string, seatIds: string[]): Promise<ProductEventSeat[]> {
    return this.api.request({ method: 'PUT', path: `/product/${segment(id)}/event_seats`, data: { seat_ids: seatIds }, schema: EventSeatMapSchema, shape: 'EventSeatMap' });
  }
}
