import { defineFeature } from '../feature';
import { ordersClient } from './orders.client';
import { ordersModule } from './orders.module';
import { ORDERS_TOKENS, ORDERS_USE_CASES } from './orders.tokens';

/** The signed-in shopper's orders: `tienda.orders`. */
export const ordersFeature = defineFeature({ tokens: { ...ORDERS_TOKENS, Orders: ORDERS_USE_CASES }, module: () => ordersModule, client: ordersClient });
