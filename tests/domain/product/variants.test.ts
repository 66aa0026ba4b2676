import { describe, expect, it } from 'vitest';
import { ProductSummarySchema, type ProductSummary, type Variant } from '../../../src/domain';
import { chooseVariant, variantGroups } from '../../../src/domain/product/variants';
import { productSummary } from '../../mocks/fixtures';

const summary = (sku: string, stock: ProductSummary['stock_status'] = 'IN_STOCK') => ProductSummarySchema.parse(productSummary({ public_sku: sku, slug: sku.toLowerCase(), stock_status: stock }));

function entry(product: ProductSummary | null, attribute: string, valueId: string, value: string, extra: Partial<Variant> = {}): Variant {
  return {
    variant_group_id: 'G-1',
    attribute_id: attribute.toLowerCase(),
    attribute_name: attribute,
    attribute_type: null,
    value_id: valueId,
    value,
    color_hex: null,
    product,
    ...extra,
  };
}

// A shirt in two colours × three sizes; Azul L is missing and Rojo S is sold out.
const colours = { rojo: ['Rojo', '#c0392b'], azul: ['Azul', '#2e86c1'] } as const;
const sizes = { s: 'S', m: 'M', l: 'L' } as const;
const grid: [string, keyof typeof colours, keyof typeof sizes, ProductSummary['stock_status']][] = [
  ['ROJO-S', 'rojo', 's', 'OUT_OF_STOCK'],
  ['ROJO-M', 'rojo', 'm', 'IN_STOCK'],
  ['ROJO-L', 'rojo', 'l', 'IN_STOCK'],
  ['AZUL-S', 'azul', 's', 'IN_STOCK'],
  ['AZUL-M', 'azul', 'm', 'IN_STOCK'],
];
const shirt: Variant[] = grid.flatMap(([sku, colour, size, stock]) => {
  const product = summary(sku, stock);
  return [
    entry(product, 'Color', colour, colours[colour][0], { attribute_type: 'COLOR', color_hex: colours[colour][1] }),
    entry(product, 'Talla', size, sizes[size], { attribute_type: 'SIZE' }),
  ];
});

describe('variantGroups', () => {
  it('groups by attribute in order, each value once, with its type, colour, selection and availability', () => {
    const groups = variantGroups(shirt, 'ROJO-M');
    expect(groups.map((group) => [group.name, group.type])).toEqual([
      ['Color', 'COLOR'],
      ['Talla', 'SIZE'],
    ]);
    expect(groups[0]!.options.map((o) => [o.valueId, o.value, o.colorHex, o.selected, o.product?.public_sku, o.available])).toEqual([
      ['rojo', 'Rojo', '#c0392b', true, 'ROJO-M', true],
      ['azul', 'Azul', '#2e86c1', false, 'AZUL-M', true],
    ]);
    expect(groups[1]!.options.map((o) => [o.value, o.selected, o.product?.public_sku, o.available])).toEqual([
      ['S', false, 'ROJO-S', false],
      ['M', true, 'ROJO-M', true],
      ['L', false, 'ROJO-L', true],
    ]);
  });

  it('reads the type from the name when attribute_type is missing, else OTHER (COLOR when a hex is given)', () => {
    const p = summary('X-1');
    const groups = variantGroups(
      [entry(p, 'Colour', 'a', 'A'), entry(p, 'Tamaño', 'b', 'B'), entry(p, 'Capacidad', 'c', '256 GB'), entry(p, 'Acabado', 'd', 'Mate', { color_hex: '#000' })],
      'X-1',
    );
    expect(groups.map((group) => group.type)).toEqual(['COLOR', 'SIZE', 'OTHER', 'COLOR']);
  });

  it('lists a value without a product as not available, and gives [] for no variants', () => {
    const groups = variantGroups([...shirt, entry(null, 'Talla', 'xl', 'XL')], 'AZUL-S');
    const xl = groups[1]!.options.find((o) => o.valueId === 'xl')!;
    expect([xl.product, xl.available, xl.selected]).toEqual([null, false, false]);
    expect(variantGroups([], 'SKU-1')).toEqual([]);
  });
});

describe('chooseVariant', () => {
  it('keeps the other chosen values: from Rojo M, Azul is Azul M and L is Rojo L', () => {
    expect(chooseVariant(shirt, 'ROJO-M', 'Color', 'azul')?.public_sku).toBe('AZUL-M');
    expect(chooseVariant(shirt, 'ROJO-M', 'Talla', 'l')?.public_sku).toBe('ROJO-L');
  });

  it('falls back to the closest variant when the exact one does not exist: from Rojo L, Azul is the first Azul in stock', () => {
    expect(chooseVariant(shirt, 'ROJO-L', 'Color', 'azul')?.public_sku).toBe('AZUL-S');
  });

  it('prefers one that can be bought on a tie', () => {
    // From Azul M, Rojo keeps M: ROJO-M. From AZUL-S, Rojo would keep S (sold out) — still preferred for keeping the size.
    expect(chooseVariant(shirt, 'AZUL-M', 'Color', 'rojo')?.public_sku).toBe('ROJO-M');
    expect(chooseVariant(shirt, 'AZUL-S', 'Color', 'rojo')?.public_sku).toBe('ROJO-S');
    // Without a current product, every Rojo ties: the first that can be bought wins over the sold-out first one.
    expect(chooseVariant(shirt, 'NONE', 'Color', 'rojo')?.public_sku).toBe('ROJO-M');
  });

  it('compares value ids as text, and gives null for a value no variant has', () => {
    const p1 = summary('N-1');
    const p2 = summary('N-2');
    const numeric = [entry(p1, 'Talla', '1', '38', { value_id: 1 }), entry(p2, 'Talla', '2', '40', { value_id: 2 })];
    expect(chooseVariant(numeric, 'N-1', 'Talla', '2')?.public_sku).toBe('N-2');
    expect(chooseVariant(shirt, 'ROJO-M', 'Color', 'verde')).toBeNull();
    expect(chooseVariant(shirt, 'ROJO-M', 'Material', 'algodon')).toBeNull();
  });
});
