import type { ProductType, StockStatus } from '../../src/domain';

/** A row of the products table (catalogue.ts re-exports it; stores import it from here, as catalogue.ts imports the stores). */
export interface ProductRow {
  id: number;
  public_sku: string;
  slug: string;
  title: string;
  brand_id: number | null;
  category_id: number;
  author_id: number | null;
  type: ProductType;
  status: string;
  stock_status: StockStatus;
  stock_quantity: number;
  weight: number | null;
  price_cents: number;
  regular_price_cents: number;
  is_on_sale: number;
  has_flash_sale: number;
  flash_sale_days: number | null;
  has_free_shipping: number;
  is_international: number;
  presale_days: number | null;
  warranty_months: number | null;
  description_short: string | null;
  description_long: string | null;
  keywords: string | null;
  variant_group_id: string | null;
  variant_attribute: string | null;
  variant_value: string | null;
  variant_value_id: string | null;
  color_hex: string | null;
  image_count: number;
  average_rating: number | null;
  rating_count: number;
  popularity: number;
  created_at: string;
}
