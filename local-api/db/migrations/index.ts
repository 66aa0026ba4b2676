import type { Migration } from './migration';
import { migration as m001 } from './001-catalogue-accounts-carts';
import { migration as m002 } from './002-cart-public-id';
import { migration as m003 } from './003-authentication';
import { migration as m004 } from './004-account';
import { migration as m005 } from './005-discounts-pickup-cards-points';
import { migration as m006 } from './006-addresses';
import { migration as m007 } from './007-checkout-orders';
import { migration as m008 } from './008-alternate-card-auth';
import { migration as m009 } from './009-full-text-search';
import { migration as m010 } from './010-vending';
import { migration as m011 } from './011-search-follows-renames';
import { migration as m012 } from './012-search-at-scale';
import { migration as m013 } from './013-search-speed';
import { migration as m014 } from './014-reviews-questions';
import { migration as m015 } from './015-product-page-parts';
import { migration as m016 } from './016-wishlists-share-amazon';
import { migration as m017 } from './017-orders-after-sale';
import { migration as m018 } from './018-warranty-pickup-forms-tracking';
import { migration as m019 } from './019-local-api-gaps';
import { migration as m020 } from './020-page-speed';
import { migration as m021 } from './021-seat-sold-once';
import { migration as m022 } from './022-unpaid-orders-expire';
import { migration as m023 } from './023-deleted-account-orders';
import { migration as m024 } from './024-address-postcode';
import { migration as m025 } from './025-event-details';

/**
 * Migrations, applied in order (db/schema.ts migrate): migration N is the Nth of this list, one file per version.
 * `PRAGMA user_version` holds the number of the last one applied, so an existing file is brought up to date on open.
 * A new migration is a new file, next number, added at the end here; an applied one is never edited.
 */
export const MIGRATIONS: readonly Migration[] = [
  m001,
  m002,
  m003,
  m004,
  m005,
  m006,
  m007,
  m008,
  m009,
  m010,
  m011,
  m012,
  m013,
  m014,
  m015,
  m016,
  m017,
  m018,
  m019,
  m020,
  m021,
  m022,
  m023,
  m024,
  m025,
];
