import { WarrantyClaimListSchema, WarrantyClaimSchema, type WarrantyClaim } from '../../domain/warranty/warranty';
import type { WarrantyClaimPayload, WarrantyRepository } from '../../usecases/warranty/warranty.repository';
import type { ApiClient } from '../http/api-client';
import { fileNameFor } from '../orders/http-orders.repository';

const itemPath = (orderNumber: string, itemId: string) => `/order/${encodeURIComponent(orderNumber)}/${encodeURIComponent(itemId)}/warranty`;

export class HttpWarrantyRepository implements WarrantyRepository {
  constructor(private readonly api: ApiClient) {}

  claim(orderNumber: string, itemId: string, claim: WarrantyClaimPayload, onProgress?: (fraction: number) => void): Promise<WarrantyClaim> {
    const fields = { problem: claim.problem, quantity: claim.quantity, ...(claim.customer_notes ? { customer_notes: claim.customer_notes } : {}) };
    let data: unknown = fields;
    if (claim.images.length > 0) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
      claim.images.forEach((image, index) => form.append('images', image, fileNameFor(image, `foto-${index + 1}`)));
      data = form;
    }
    return this.api.request({
      method: 'POST',
      path: itemPath(orderNumber, itemId),
      data,
      schema: WarrantyClaimSchema,
      shape: 'WarrantyClaim',
      ...(onProgress ? { onUploadProgress: onProgress } : {}),
    });
  }

  cancel(orderNumber: string, itemId: string): Promise<WarrantyClaim> {
    return this.api.request({ method: 'POST', path: `${itemPath(orderNumber, itemId)}/cancel`, data: {}, schema: WarrantyClaimSchema, shape: 'WarrantyClaim' });
  }

  list(): Promise<WarrantyClaim[]> {
    return this.api.request({ method: 'GET', path: '/warranty', schema: WarrantyClaimListSchema, shape: 'WarrantyClaimList' });
  }

  forOrder(orderNumber: string): Promise<WarrantyClaim[]> {
    return this.api.request({
      method: 'GET',
      path: `/order/${encodeURIComponent(orderNumber)}/warranty`,
      schema: WarrantyClaimListSchema,
      shape: 'WarrantyClaimList',
    });
  }
}
