import type { ProductType } from '../../src/domain';
import type { Database } from '../db/database';
import { couponInserter, giftCardInserter } from './seed-store';

/** A seeded coupon (amounts in quetzales here, cents in the table). */
interface SeedCoupon {
  code: string;
  kind: 'PERCENTAGE' | 'FIXED';
  /** Percent, or quetzales for FIXED. */
  value: number;
  description: string;
  min_sub_total?: number;
  max_discount?: number;
  product_types?: ProductType[];
  login_required?: boolean;
  max_previous_orders?: number;
  min_previous_orders?: number;
  individual_use?: boolean;
  auto_apply?: boolean;
  valid_until?: string;
  /** A personal coupon of this demo account. */
  owner_email?: string;
}

/** The demo coupons (docs/demo.md, "Coupons, gift cards, pickup points, saved cards and points"). */
export const SEED_COUPONS: readonly SeedCoupon[] = [
  { code: 'BIENVENIDO10', kind: 'PERCENTAGE', value: 10, description: '10 % de descuento en tu compra' },
  { code: 'AHORRA50', kind: 'FIXED', value: 50, description: 'Q50 de descuento en tu compra' },
  { code: 'GRANDE100', kind: 'FIXED', value: 100, description: 'Q100 de descuento en compras desde Q1,000', min_sub_total: 1000 },
  { code: 'SOLOCUENTA', kind: 'FIXED', value: 30, description: 'Q30 de descuento para clientes con cuenta', login_required: true },
  {
    code: 'PRIMERACOMPRA',
    kind: 'PERCENTAGE',
    value: 15,
    description: '15 % de descuento en tu primera compra, hasta Q200',
    max_discount: 200,
    login_required: true,
    max_previous_orders: 0,
  },
  { code: 'CLIENTEFIEL', kind: 'FIXED', value: 40, description: 'Q40 para clientes que ya compraron', login_required: true, min_previous_orders: 1 },
  { code: 'LIBROS15', kind: 'PERCENTAGE', value: 15, description: '15 % de descuento en libros', product_types: ['BOOK'] },
  { code: 'EXCLUSIVO20', kind: 'PERCENTAGE', value: 20, description: '20 % de descuento, sin combinar con otros cupones', individual_use: true },
  { code: 'VERANO2025', kind: 'PERCENTAGE', value: 20, description: '20 % de descuento de verano', valid_until: '2025-10-01T05:59:59.000Z' },
  {
    code: 'PROMOCUENTA',
    kind: 'FIXED',
    value: 75,
    description: 'Q75 de descuento automático para clientes con cuenta en compras desde Q1,500',
    min_sub_total: 1500,
    login_required: true,
    auto_apply: true,
  },
  {
    code: 'CUMPLEANA25',
    kind: 'FIXED',
    value: 25,
    description: 'Q25 de regalo de cumpleaños',
    valid_until: '2027-12-31T05:59:59.000Z',
    owner_email: 'ana@tienda.test',
  },
];

/** The demo gift cards: numbers in the two formats of spec section 5, with balances in quetzales. */
export const SEED_GIFT_CARDS: readonly { number: string; initial: number; balance: number; disabled?: boolean }[] = [
  { number: 'ABCD-EFGH-IJKL-MNOP', initial: 250, balance: 250 },
  { number: 'REGAL-OTIE-NDAS-ABC', initial: 100, balance: 100 },
  { number: 'FELIZ-CUMP-LEAN-IOS', initial: 1000, balance: 1000 },
  { number: 'SALD-OCER-OTAR-JETA', initial: 150, balance: 0 },
  { number: 'ANUL-ADAS-INSA-LDOX', initial: 75, balance: 75, disabled: true },
];

const SEEDED_AT = '2026-01-15T12:00:00.000Z';

/** Coupons and gift cards; run after the demo accounts are in (personal coupons name their owner). */
export function seedDiscounts(db: Database): void {
  const insertCoupon = couponInserter(db);
  const cents = (quetzales: number | undefined) => (quetzales === undefined ? null : Math.round(quetzales * 100));
  for (const c of SEED_COUPONS)
    insertCoupon({
      code: c.code,
      kind: c.kind,
      value: c.kind === 'FIXED' ? cents(c.value)! : c.value,
      description: c.description,
      min_sub_total_cents: cents(c.min_sub_total),
      max_discount_cents: cents(c.max_discount),
      product_types: c.product_types ? JSON.stringify(c.product_types) : null,
      login_required: c.login_required ? 1 : 0,
      max_previous_orders: c.max_previous_orders ?? null,
      min_previous_orders: c.min_previous_orders ?? null,
      individual_use: c.individual_use ? 1 : 0,
      auto_apply: c.auto_apply ? 1 : 0,
      valid_until: c.valid_until ?? null,
      owner_email: c.owner_email ?? null,
      created_at: SEEDED_AT,
    });
  const insertCard = giftCardInserter(db);
  for (const g of SEED_GIFT_CARDS)
    insertCard({ number: g.number, initial_cents: cents(g.initial), balance_cents: cents(g.balance), disabled: g.disabled ? 1 : 0, created_at: SEEDED_AT });
}
