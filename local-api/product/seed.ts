/*
 * The seed's additions for the product page (issue 11): the staff flag of the
 * admin demo account, a seat map for every EVENT_SEAT product, a coffee maker
 * out of stock (stock 0) for the wait-list demo, and a shirt whose variants
 * vary in two attributes (colour × size). Runs after the catalogue and the
 * accounts; takes nothing from the catalogue's PRNG, so the rest of the seed
 * is unchanged.
 */
import type { Database } from '../db/database';
import { hashString, slugify } from '../seed/prng';
import { insertEventDetails, listEventProducts } from './event-store';
import { setStaffByEmail, updateProductStockQuantity } from './product-parts-store';
import { listSeatedEvents, seatMapInserter } from './seat-store';
import { findBrandBySlug, findCategoryBySlug, nextProductId, seedProductWriter } from './seed-store';

/** seed.ts's CATALOGUE_EPOCH (not imported: seed.ts imports this file). */
const CATALOGUE_EPOCH = Date.UTC(2026, 0, 15, 12, 0, 0);

/** The admin demo account (README): sees the product page's admin section. */
export const ADMIN_EMAIL = 'admin@tienda.test';
/** Seat rows and columns of a seeded map. */
export const SEAT_ROWS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export const SEATS_PER_ROW = 12;
/** The wait-list demo product's slug (out of stock, stock 0). */
export const WAIT_LIST_DEMO_SLUG = 'cafetera-de-goteo-casaviva-aurora';
/** The colour × size demo group. */
export const TWO_ATTRIBUTE_GROUP = 'VG-OXFORD';

/** A seat's stored status: the last row's ends are kept empty (wheelchair spaces), about a quarter is sold. */
export function seededSeatStatus(sku: string, row: string, col: number, soldOut: boolean): 'AVAILABLE' | 'SOLD' | 'KEEP_EMPTY' {
  if (row === 'H' && (col <= 2 || col > SEATS_PER_ROW - 2)) return 'KEEP_EMPTY';
  if (soldOut) return 'SOLD';
  return hashString(`${sku}:${row}${col}`) % 4 === 0 ? 'SOLD' : 'AVAILABLE';
}

const SOLD_OUT = ['OUT_OF_STOCK', 'DISCONTINUED', 'UNKNOWN'];

function seedSeatMaps(db: Database): void {
  const products = listSeatedEvents(db);
  const insertSeat = seatMapInserter(db);
  for (const product of products) {
    const soldOut = SOLD_OUT.includes(product.stock_status);
    let available = 0;
    for (const row of SEAT_ROWS)
      for (let col = 1; col <= SEATS_PER_ROW; col++) {
        const status = seededSeatStatus(product.public_sku, row, col, soldOut);
        if (status === 'AVAILABLE') available++;
        insertSeat(product.id, `${row}${col}`, row, col, status);
      }
    // The stock of a seated event is its free seats.
    if (!soldOut) updateProductStockQuantity(db, product.id, available);
  }
}

interface ExtraProduct {
  title: string;
  category: string;
  brand: string;
  stock_status: string;
  stock_quantity: number;
  price_cents: number;
  weight: number;
  warranty_months: number | null;
  description_short: string;
  description_long: string;
  attributes: [string, string][];
  variant?: { group: string; attribute: string; value: string; hex: string | null; extra?: [string, string] };
  popularity: number;
}

const COFFEE_LONG =
  '<p>Prepara hasta diez tazas con filtro permanente y una placa que mantiene el café caliente durante una hora.</p>' +
  '<p><strong>En la caja:</strong> La cafetera, la jarra de vidrio, el filtro lavable y la cuchara medidora.</p>' +
  '<p><strong>Cuidados:</strong> Lava la jarra y el filtro con agua tibia y jabón; descalcifica el depósito con vinagre cada mes.</p>' +
  '<p><strong>Garantía y devoluciones:</strong> 12 meses de garantía con el fabricante. Tienes 30 días desde la entrega para devolverla sin usar y en su empaque original.</p>';

const SHIRT_LONG =
  '<p>Va bien a la oficina con pantalón de vestir y el fin de semana con jeans; el cuello abotonado mantiene la forma todo el día.</p>' +
  '<p><strong>En la caja:</strong> La camisa doblada con su cartón de cuello, en una bolsa de papel.</p>' +
  '<p><strong>Cuidados:</strong> Lávala del revés con agua fría y colores parecidos, sin cloro; sécala a la sombra.</p>' +
  '<p><strong>Garantía y devoluciones:</strong> Tienes 30 días desde la entrega para devolverla sin usar. El primer cambio de talla no tiene costo.</p>';

function extraProducts(): ExtraProduct[] {
  const coffee: ExtraProduct = {
    title: 'Cafetera de goteo Casaviva Aurora',
    category: 'electrodomesticos-de-cocina',
    brand: 'casaviva',
    stock_status: 'OUT_OF_STOCK',
    stock_quantity: 0,
    price_cents: 34_900,
    weight: 2.1,
    warranty_months: 12,
    description_short: 'Café recién hecho cada mañana, con jarra térmica y apagado automático.',
    description_long: COFFEE_LONG,
    attributes: [
      ['Marca', 'Casaviva'],
      ['Garantía', '12 meses'],
    ],
    popularity: 640,
  };
  const colours = [
    { name: 'Azul marino', hex: '#1B2A4A' },
    { name: 'Blanco', hex: '#F5F5F5' },
  ];
  const sizes = ['M', 'L'];
  const shirts = colours.flatMap((colour, ci) =>
    sizes.map((size, si) => ({
      title: `Camisa oxford Tejidos Maya de algodón - ${colour.name}, Talla ${size}`,
      category: 'camisas',
      brand: 'tejidos-maya',
      // One combination sold out, so a picker shows an unavailable option.
      stock_status: ci === 1 && si === 1 ? 'OUT_OF_STOCK' : 'IN_STOCK',
      stock_quantity: ci === 1 && si === 1 ? 0 : 12 + ci * 5 + si * 3,
      price_cents: 29_900,
      weight: 0.3,
      warranty_months: null,
      description_short: 'Tejido oxford transpirable, botones firmes y un corte que no se arruga.',
      description_long: SHIRT_LONG,
      attributes: [
        ['Corte', 'Regular'],
        ['Marca', 'Tejidos Maya'],
        ['Material', 'Algodón'],
        ['Color', colour.name],
        ['Talla', size],
      ] as [string, string][],
      variant: { group: TWO_ATTRIBUTE_GROUP, attribute: 'Color', value: colour.name, hex: colour.hex, extra: ['Talla', size] as [string, string] },
      popularity: 300 - ci * 20 - si * 5,
    })),
  );
  return [coffee, ...shirts];
}

function seedExtraProducts(db: Database): void {
  const { insertProduct, insertAttribute, insertVariantValue } = seedProductWriter(db);
  for (const product of extraProducts()) {
    const category = findCategoryBySlug(db, product.category);
    const brand = findBrandBySlug(db, product.brand);
    if (!category || !brand) continue;
    const id = nextProductId(db);
    const slug = slugify(product.title);
    const variant = product.variant;
    insertProduct({
      id,
      public_sku: `TND-${String(id).padStart(5, '0')}`,
      slug,
      title: product.title,
      brand_id: brand.id,
      category_id: category.id,
      stock_status: product.stock_status,
      stock_quantity: product.stock_quantity,
      weight: product.weight,
      price_cents: product.price_cents,
      warranty_months: product.warranty_months,
      description_short: product.description_short,
      description_long: product.description_long,
      keywords: [...new Set(slugify(`${product.title} ${category.name} ${brand.name}`).split('-').filter((w) => w.length > 3))].join(', '),
      variant_group_id: variant?.group ?? null,
      variant_attribute: variant?.attribute ?? null,
      variant_value: variant?.value ?? null,
      variant_value_id: variant ? slugify(variant.value) : null,
      color_hex: variant?.hex ?? null,
      popularity: product.popularity,
      created_at: new Date(CATALOGUE_EPOCH - 20 * 86_400_000).toISOString(),
    });
    product.attributes.forEach(([name, value], index) => insertAttribute(id, index + 1, name, value));
    if (variant?.extra) insertVariantValue(id, variant.extra[0], variant.extra[1], slugify(variant.extra[1]), 2);
  }
}

/** The addresses of the venues the catalogue names (its «Lugar» attribute); a venue not listed has none. */
export const VENUE_ADDRESSES: Readonly<Record<string, string>> = {
  'Teatro Nacional': 'Centro Cultural Miguel Ángel Asturias, 24 calle 3-81, zona 1, Ciudad de Guatemala',
  'Teatro de Bellas Artes': '15 avenida 10-36, zona 1, Ciudad de Guatemala',
  'Teatro Lux': '6a avenida 11-02, zona 1, Ciudad de Guatemala',
  'Explanada Cayalá': 'Ciudad Cayalá, zona 16, Ciudad de Guatemala',
  'Domo Zona 13': '11 avenida y 7a calle, zona 13, Ciudad de Guatemala',
};
/** Guatemala is UTC-6 all year (no daylight saving time). */
const GUATEMALA_OFFSET_HOURS = 6;
const DAY_MS = 86_400_000;
/** How far ahead of the day the database is seeded the first event is: events are always to come, whenever it is seeded. */
export const FIRST_EVENT_WEEKS_AHEAD = 8;

/**
 * The seed's first event day, as midnight UTC of that date: the first Friday (a date in Guatemala) at least
 * FIRST_EVENT_WEEKS_AHEAD weeks after the day `now` is in Guatemala. The same all day long, so two seeds of one day
 * give the same dates.
 */
export function firstEventDay(now: Date): number {
  // Guatemala's wall clock, read with the UTC getters.
  const local = new Date(now.getTime() - GUATEMALA_OFFSET_HOURS * 3_600_000);
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) + FIRST_EVENT_WEEKS_AHEAD * 7 * DAY_MS;
  const FRIDAY = 5;
  return day + ((FRIDAY - new Date(day).getUTCDay() + 7) % 7) * DAY_MS;
}

/**
 * When and where each event takes place (migration 25's event_details, review defect 6): a week apart from the
 * first event day (firstEventDay: a Friday some weeks after the seed), at 20:00 in Guatemala (11:00 for a children's
 * play, 19:00 for the odd ones), at the venue of its «Lugar» attribute. Takes nothing from the catalogue's PRNG.
 */
function seedEventDetails(db: Database, now: Date): void {
  const first = firstEventDay(now);
  listEventProducts(db).forEach((event, index) => {
    const hour = /infantil/i.test(event.title) ? 11 : index % 2 === 0 ? 20 : 19;
    const startsAt = new Date(first + index * 7 * DAY_MS + (hour + GUATEMALA_OFFSET_HOURS) * 3_600_000);
    const venue = event.venue ?? 'Ciudad de Guatemala';
    insertEventDetails(db, event.id, { starts_at: startsAt.toISOString(), venue_name: venue, venue_address: VENUE_ADDRESSES[venue] ?? null });
  });
}

/** The product page's part of the demo seed (seed.ts calls it after the accounts). */
export function seedProductPage(db: Database, now: Date = new Date()): void {
  setStaffByEmail(db, ADMIN_EMAIL);
  seedSeatMaps(db);
  seedEventDetails(db, now);
  seedExtraProducts(db);
}
