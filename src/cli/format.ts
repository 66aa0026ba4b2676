/** Plain-text output of the `tienda` command: aligned tables and es-GT prices, no colours. */
import { formatPrice } from '../presentation/shared/format';

/**
 * A price in quetzales as the store shows it (`formatPrice`, Intl's es-GT), its no-break space made a plain
 * one so a terminal's output can be searched and split on spaces; blank when there is none.
 */
export function price(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '' : formatPrice(amount).replace(/\u00a0|\u202f/g, ' ');
}

export type Align = 'left' | 'right';
export interface Column<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
  align?: Align;
}

/** Columns padded to their widest cell, two spaces apart, headers underlined with dashes; no trailing spaces. */
export function table<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): string {
  const cells = rows.map((row) => columns.map((column) => oneLine(column.value(row))));
  const widths = columns.map((column, i) => Math.max(width(column.header), ...cells.map((line) => width(line[i]!))));
  const render = (line: string[]) =>
    line
      .map((cell, i) => (columns[i]!.align === 'right' ? cell.padStart(widths[i]! + cell.length - width(cell)) : cell.padEnd(widths[i]! + cell.length - width(cell))))
      .join('  ')
      .trimEnd();
  return [render(columns.map((column) => column.header)), render(widths.map((w) => '-'.repeat(w))), ...cells.map(render)].join('\n') + '\n';
}

/** Label/value pairs, labels aligned (one product, one order). */
export function fields(pairs: readonly [string, string | number | null | undefined][]): string {
  const shown = pairs.filter(([, value]) => value !== null && value !== undefined && value !== '');
  const labelWidth = Math.max(...shown.map(([label]) => width(label)));
  return shown.map(([label, value]) => `${label.padEnd(labelWidth)}  ${oneLine(value)}`).join('\n') + '\n';
}

function oneLine(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).replace(/\s+/g, ' ').trim();
}

/** Display width: combining marks (a decomposed "é") take no column. */
function width(text: string): number {
  return text.normalize('NFC').replace(/\p{M}/gu, '').length;
}
