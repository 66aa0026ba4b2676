import type { Attribute, ProductSummary } from '../../index';

/** A product as the compare table shows it: its summary and, when the API sent them, its attributes. */
export type ComparedProduct = ProductSummary & { attributes?: Attribute[] | null };

/** What «—» stands for in a cell: the product does not state this attribute. */
export const MISSING = '—';

/** One attribute row: its name and each product's value (in column order), «—» where a product does not state it. */
export interface AttributeRow {
  name: string;
  values: string[];
}

/**
 * The attribute rows of a comparison: every attribute name any product states, in the order first met (the
 * compared product's own first), with each product's value; a name stated twice by one product joins its values.
 */
export function attributeRows(products: { attributes?: readonly Attribute[] | null }[]): AttributeRow[] {
  const names: string[] = [];
  const seen = new Set<string>();
  const byProduct = products.map((product) => {
    const values = new Map<string, string>();
    for (const { name, value } of product.attributes ?? []) {
      const key = name.trim();
      if (!key) continue;
      if (!seen.has(key)) {
        seen.add(key);
        names.push(key);
      }
      const before = values.get(key);
      values.set(key, before && before !== value ? `${before}, ${value}` : value);
    }
    return values;
  });
  return names.map((name) => ({ name, values: byProduct.map((values) => values.get(name)?.trim() || MISSING) }));
}
