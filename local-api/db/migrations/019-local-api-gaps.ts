import type { Migration } from './migration';

/** 19: issue 12, local API gaps (A1): the pickup worker's lists find a location's orders by the pickup point kept in the order's details (pickup/worker.ts AT_LOCATION), without reading every order */
export const migration: Migration = `
  CREATE INDEX orders_pickup_location ON orders(json_extract(details, '$.pickup_option.public_id')) WHERE json_extract(details, '$.pickup_option.public_id') IS NOT NULL;
  `;
