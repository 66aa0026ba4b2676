import { AVAILABLE_STOCK } from '../catalog/catalogue';
import type { Database } from '../db/database';
import { vendingSeedWriter } from './seed-store';
import { slotCode } from './store';

/** What one position holds: a product (by slug) and how many, or nothing (null); `off` for a position that does not work. */
type Position = null | { slug: string; stock: number; off?: boolean };

export interface SeedMachine {
  /** The public id: the store's URL is /maquina/<id>. */
  id: string;
  code: string;
  address: string;
  /** Prefix of the slots' public ids (`Z10-A3`). */
  slotPrefix: string;
  /** Row by row (A first), column by column (1 first). */
  rows: Position[][];
}

const p = (slug: string, stock: number, off = false): Position => ({ slug, stock, ...(off ? { off } : {}) });

/**
 * The demo machines: an office lobby in zona 10 (5 rows × 6 columns: drinks on top, snacks below) and a
 * smaller one at a shopping centre in zona 4 (3 × 4). A stock of 0 is a sold-out position, `off` one out of
 * service, null an empty position. A position never holds more than the product's own stock, and nothing
 * of a product the catalogue cannot sell (the seed brings both down to what the product has).
 */
export const SEED_MACHINES: readonly SeedMachine[] = [
  {
    id: 'oficinas-zona-10',
    code: 'EXP-Z10-01',
    address: 'Vestíbulo del Edificio Céntrico Diez, 12 calle 1-25, zona 10, Ciudad de Guatemala',
    slotPrefix: 'Z10',
    rows: [
      [p('agua-pura-600-ml', 8), p('refresco-de-cola-355-ml', 10), p('cafe-frio-en-lata-250-ml', 6), p('jugo-de-naranja-300-ml', 4), p('bebida-isotonica-500-ml', 7), p('te-helado-de-limon-500-ml', 5)],
      [p('agua-mineral-con-gas-355-ml', 2), p('horchata-en-botella-350-ml', 6), p('agua-pura-600-ml', 0), p('refresco-de-cola-355-ml', 0), p('bebida-isotonica-500-ml', 6, true), null],
      [p('papalinas-clasicas-45-g', 9), p('manias-saladas-50-g', 6), p('galletas-de-chocolate-60-g', 7), p('barra-de-granola-con-miel', 8), p('chicharrines-picantes-40-g', 5), p('palomitas-de-maiz-con-mantequilla', 3)],
      [p('chocolate-con-leche-40-g', 10), p('mix-de-frutos-secos-50-g', 6), p('papalinas-clasicas-45-g', 4), p('galletas-de-chocolate-60-g', 5, true), null, p('chocolate-con-leche-40-g', 3)],
      [p('barra-de-granola-con-miel', 4), p('chicharrines-picantes-40-g', 0), null, p('mix-de-frutos-secos-50-g', 8), p('palomitas-de-maiz-con-mantequilla', 0), p('galletas-de-chocolate-60-g', 6)],
    ],
  },
  {
    id: 'cuatro-grados-zona-4',
    code: 'EXP-Z04-02',
    address: 'Pasaje Cuatro Grados Norte, Vía 5 4-50, zona 4, Ciudad de Guatemala (junto a la fuente)',
    slotPrefix: 'Z4',
    rows: [
      [p('agua-pura-600-ml', 6), p('cafe-frio-en-lata-250-ml', 5), p('horchata-en-botella-350-ml', 4), p('te-helado-de-limon-500-ml', 0)],
      [p('papalinas-clasicas-45-g', 5), p('chocolate-con-leche-40-g', 6), p('barra-de-granola-con-miel', 3), null],
      [p('galletas-de-chocolate-60-g', 4, true), p('mix-de-frutos-secos-50-g', 5), p('chicharrines-picantes-40-g', 2), p('agua-mineral-con-gas-355-ml', 1)],
    ],
  },
];

/** When the positions were last restocked: hours before the catalogue's fixed day, so a reseed gives the same dates. */
const RESTOCKED_AT = Date.UTC(2026, 0, 15, 14, 30, 0);

/** Inserts the demo machines; a product the catalogue lacks leaves its position empty (a trimmed catalogue still seeds). */
export function seedVendingMachines(db: Database): void {
  const { insertMachine, insertSlot, findProductBySlug } = vendingSeedWriter(db);
  SEED_MACHINES.forEach((machine, machineIndex) => {
    const machineId = insertMachine(machine.id, machine.code, machine.address);
    machine.rows.forEach((positions, r) =>
      positions.forEach((position, c) => {
        const product = position ? findProductBySlug(position.slug) : undefined;
        const stock = product && position ? (AVAILABLE_STOCK.includes(product.stock_status) ? Math.min(position.stock, product.stock_quantity) : 0) : 0;
        const updated = new Date(RESTOCKED_AT - (machineIndex * 7 + r * 3 + c) * 3_600_000).toISOString();
        insertSlot({
          publicId: `${machine.slotPrefix}-${slotCode(r + 1, c + 1)}`,
          machineId,
          row: r + 1,
          column: c + 1,
          productId: product?.id ?? null,
          stock,
          isOperational: position?.off ? 0 : 1,
          updatedAt: updated,
        });
      }),
    );
  });
}
