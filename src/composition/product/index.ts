import { defineFeature } from '../feature';
import { productClient } from './product.client';
import { productModule } from './product.module';
import { PRODUCT_TOKENS, PRODUCT_USE_CASES } from './product.tokens';

/** The product page's actions beyond loading it: `tienda.product`. */
export const productFeature = defineFeature({ tokens: { ...PRODUCT_TOKENS, Product: PRODUCT_USE_CASES }, module: () => productModule, client: productClient });
