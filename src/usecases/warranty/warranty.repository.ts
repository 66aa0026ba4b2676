import type { WarrantyClaim } from '../../domain/warranty/warranty';

/** A claim as the API takes it: the texts, the quantity and 0–5 photos. */
export interface WarrantyClaimPayload {
  problem: string;
  customer_notes: string | null;
  quantity: number;
  images: readonly Blob[];
}

/** The warranty calls (spec section 7, "Orders and warranty"). */
export interface WarrantyRepository {
  /** POST /order/{n}/{itemId}/warranty: multipart with photos, JSON without. */
  claim(orderNumber: string, itemId: string, claim: WarrantyClaimPayload, onProgress?: (fraction: number) => void): Promise<WarrantyClaim>;
  /** POST /order/{n}/{itemId}/warranty/cancel. */
  cancel(orderNumber: string, itemId: string): Promise<WarrantyClaim>;
  /** GET /warranty. */
  list(): Promise<WarrantyClaim[]>;
  /** GET /order/{n}/warranty. */
  forOrder(orderNumber: string): Promise<WarrantyClaim[]>;
}
