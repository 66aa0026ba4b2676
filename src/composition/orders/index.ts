import { defineFeature } from '../feature';
import { ordersClient } from './orders.client';
import { ordersModule } from './orders.module';
import { ORDERS_TOKENS } from './orders.tokens';

/** The signed-in shopper's orders: `tienda.orders`. */
export const ordersFeature = defineFeature({ tokens: ORDERS_TOKENS, module: () => ordersModule, client: ordersClient });
