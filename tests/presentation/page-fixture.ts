import type { ProductPageView } from '../../src/index';
import { makeReview } from '../../src/testing/fixtures';
import { product } from './fake-client';

/** A product page as the use case answers it. */
export function page(overrides: Partial<ProductPageView> = {}): ProductPageView {
  return {
    product: {
      ...product({ regular_price: 350 }),
      categories: [],
      images: [],
      description_short: null,
      description_long: '<p>Sonido <strong>claro</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      description_meta: null,
      title_meta: null,
      keywords: null,
      warranty_months: 12,
      presale_delivery_start_date: null,
      author: null,
    },
    reviews: [
      makeReview({ id: 1, rating: 4, reviewer_name: 'Luis', comment: 'Muy buenos', date_created: '2026-01-02T10:00:00-06:00' }),
    ],
    variants: [],
    attributes: [{ name: 'Conexión', value: 'Bluetooth 5.3' }],
    related_products: [],
    potential_review_points: 0,
    shipping_address: null,
    delivery_option: null,
    express_delivery_option: null,
    pickup_option: null,
    admin_section: null,
    order_number_under_warranty: null,
    ...overrides,
  } as ProductPageView;
}

