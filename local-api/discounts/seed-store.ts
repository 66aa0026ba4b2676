import type { Database } from '../db/database';

// The demo coupons and gift cards as the seed writes them (seed.ts holds the data and turns quetzales into cents).

/** A coupon as the seed inserts it: amounts already in cents, flags 0/1, the owner by email (null: open to everybody). */
export interface SeedCouponRow {
  code: string;
  kind: string;
  value: number;
  description: string;
  min_sub_total_cents: number | null;
  max_discount_cents: number | null;
  /** JSON array of product types, or null for every type. */
  product_types: string | null;
  login_required: 0 | 1;
  max_previous_orders: number | null;
  min_previous_orders: number | null;
  individual_use: 0 | 1;
  auto_apply: 0 | 1;
  valid_until: string | null;
  owner_email: string | null;
  created_at: string;
}

/** A gift card as the seed inserts it (amounts in cents, disabled 0/1). */
export interface SeedGiftCardRow {
  number: string;
  initial_cents: number | null;
  balance_cents: number | null;
  disabled: 0 | 1;
  created_at: string;
}

/** Inserting the seed's coupons, one statement for them all: answers a function that inserts one (its owner's id read from their email). */
export function couponInserter(db: Database): (coupon: SeedCouponRow) => void {
  const insert = db.prepare(
    `INSERT INTO coupons (code, kind, value, description, min_sub_total_cents, max_discount_cents, product_types, login_required,
      max_previous_orders, min_previous_orders, individual_use, auto_apply, valid_until, owner_user_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT id FROM users WHERE email = ?), ?)`,
  );
  return (c) => {
    insert.run(
      c.code,
      c.kind,
      c.value,
      c.description,
      c.min_sub_total_cents,
      c.max_discount_cents,
      c.product_types,
      c.login_required,
      c.max_previous_orders,
      c.min_previous_orders,
      c.individual_use,
      c.auto_apply,
      c.valid_until,
      c.owner_email,
      c.created_at,
    );
  };
}

/** Inserting the seed's gift cards, one statement for them all: answers a function that inserts one. */
export function giftCardInserter(db: Database): (card: SeedGiftCardRow) => void {
  const insert = db.prepare('INSERT INTO gift_cards (number, initial_cents, balance_cents, disabled, created_at) VALUES (?, ?, ?, ?, ?)');
  return (g) => {
    insert.run(g.number, g.initial_cents, g.balance_cents, g.disabled, g.created_at);
  };
}
