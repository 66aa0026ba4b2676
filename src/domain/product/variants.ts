/*
 * A product's variants (zod-free, so the variant picker can use them): the page's `variants` list holds one entry
 * per variant product and attribute ("this product is Color: Rojo", "this product is Talla: M"). Grouped by
 * attribute, each value points to the variant that keeps the shopper's other choices.
 */
import type { ProductSummary, StockStatus, Variant } from './product';

/** How a variant attribute is drawn: colours as swatches, sizes and the rest as chips. */
export type VariantGroupType = 'COLOR' | 'SIZE' | 'OTHER';

/** One value of a variant attribute. */
export interface VariantOption {
  valueId: string | number;
  value: string;
  colorHex: string | null;
  /** The variant that has this value and keeps the most of the current product's other values (chooseVariant), else any with it. */
  product: ProductSummary | null;
  /** The current product has this value. */
  selected: boolean;
  /** That variant can be bought now (in stock, in ERP stock, presale or download). */
  available: boolean;
}

/** One variant attribute and its values, in the order the page lists them. */
export interface VariantGroup {
  name: string;
  type: VariantGroupType;
  options: VariantOption[];
}

const AVAILABLE: ReadonlySet<StockStatus> = new Set<StockStatus>(['IN_STOCK', 'IN_ERP_STOCK', 'PRESALE', 'DOWNLOAD']);
const isAvailable = (product: ProductSummary | null): boolean => product !== null && AVAILABLE.has(product.stock_status);
const same = (a: string | number, b: string | number) => String(a) === String(b);

function typeOf(entry: Variant): VariantGroupType {
  const declared = (entry.attribute_type ?? '').trim().toUpperCase();
  if (declared === 'COLOR' || declared === 'COLOUR') return 'COLOR';
  if (declared === 'SIZE') return 'SIZE';
  const name = entry.attribute_name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  if (/colou?r/.test(name)) return 'COLOR';
  if (/talla|size|tamano|medida/.test(name)) return 'SIZE';
  return entry.color_hex ? 'COLOR' : 'OTHER';
}

/** The current product's value of each attribute, by attribute name. */
function currentValues(variants: readonly Variant[], currentSku: string): Map<string, string | number> {
  const values = new Map<string, string | number>();
  for (const entry of variants) {
    if (entry.product?.public_sku === currentSku && !values.has(entry.attribute_name)) values.set(entry.attribute_name, entry.value_id);
  }
  return values;
}

/** Each variant product's value of each attribute, by sku; and the products in the order they first appear. */
function productValues(variants: readonly Variant[]): { values: Map<string, Map<string, string | number>>; products: Map<string, ProductSummary> } {
  const values = new Map<string, Map<string, string | number>>();
  const products = new Map<string, ProductSummary>();
  for (const entry of variants) {
    if (!entry.product) continue;
    const sku = entry.product.public_sku;
    if (!products.has(sku)) products.set(sku, entry.product);
    let own = values.get(sku);
    if (!own) values.set(sku, (own = new Map()));
    if (!own.has(entry.attribute_name)) own.set(entry.attribute_name, entry.value_id);
  }
  return { values, products };
}

/**
 * The variant to open when the shopper picks `valueId` of `attributeName`: of the variants with that value, the
 * one that keeps the most of the current product's other attribute values; on a tie one that can be bought, then
 * the first listed. Null when no variant has that value.
 */
export function chooseVariant(variants: readonly Variant[], currentSku: string, attributeName: string, valueId: string | number): ProductSummary | null {
  const current = currentValues(variants, currentSku);
  const { values, products } = productValues(variants);
  let best: { product: ProductSummary; score: number; available: boolean } | null = null;
  for (const [sku, product] of products) {
    const own = values.get(sku)!;
    const value = own.get(attributeName);
    if (value === undefined || !same(value, valueId)) continue;
    let score = 0;
    for (const [name, wanted] of current) {
      if (name !== attributeName && own.has(name) && same(own.get(name)!, wanted)) score++;
    }
    const available = isAvailable(product);
    if (!best || score > best.score || (score === best.score && available && !best.available)) best = { product, score, available };
  }
  return best?.product ?? null;
}

/**
 * The variants grouped by attribute (in the order the attributes first appear), each value once (in the order it
 * first appears) with its colour, the variant it leads to (chooseVariant), whether the current product has it and
 * whether that variant can be bought. An entry without a product still lists its value (product null, not available).
 */
export function variantGroups(variants: readonly Variant[], currentSku: string): VariantGroup[] {
  const current = currentValues(variants, currentSku);
  const groups = new Map<string, VariantGroup>();
  for (const entry of variants) {
    let group = groups.get(entry.attribute_name);
    if (!group) groups.set(entry.attribute_name, (group = { name: entry.attribute_name, type: typeOf(entry), options: [] }));
    const existing = group.options.find((option) => same(option.valueId, entry.value_id));
    if (existing) {
      existing.colorHex ??= entry.color_hex;
      continue;
    }
    const selected = current.has(entry.attribute_name) && same(current.get(entry.attribute_name)!, entry.value_id);
    const product = (selected ? variants.find((v) => v.product?.public_sku === currentSku)?.product : null) ?? chooseVariant(variants, currentSku, entry.attribute_name, entry.value_id) ?? entry.product;
    group.options.push({ valueId: entry.value_id, value: entry.value, colorHex: entry.color_hex, product: product ?? null, selected, available: isAvailable(product ?? null) });
  }
  return [...groups.values()];
}
