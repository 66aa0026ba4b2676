import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SEATS_PER_ORDER, SEAT_STATUSES, isSeatChoosable, mySeats, seatQuantity, seatRows, toggleSeat, type SeatLike } from '../../../src/domain/product/seats';

const seat = (id: string, row: string | number | null, col: string | number | null, status: SeatLike['status'] = 'AVAILABLE', is_mine = false): SeatLike => ({ id, row, col, status, is_mine });

describe('seatRows', () => {
  it('draws rows in natural order with column gaps as null, from the smallest column to the largest', () => {
    const rows = seatRows([seat('B-2', 'B', 2), seat('A-1', 'A', 1), seat('A-4', 'A', '4'), seat('B-3', 'B', 3, 'SOLD'), seat('10-1', 10, 1), seat('2-1', 2, 1)]);
    expect(rows.map((r) => [r.row, r.seats.map((s) => s?.id ?? null)])).toEqual([
      ['2', ['2-1', null, null, null]],
      ['10', ['10-1', null, null, null]],
      ['A', ['A-1', null, null, 'A-4']],
      ['B', [null, 'B-2', 'B-3', null]],
    ]);
  });

  it('leaves out seats without a row or a whole-number column, keeps the first of two on one place, and gives [] for none', () => {
    const rows = seatRows([seat('x', null, 1), seat('y', 'A', 'dos'), seat('z', 'A', 1.5), seat('a', 'A', 1), seat('b', 'A', 1)]);
    expect(rows).toEqual([{ row: 'A', seats: [expect.objectContaining({ id: 'a' })] }]);
    expect(seatRows([])).toEqual([]);
  });

  it('places every placed seat exactly once and keeps every row the same width (property)', () => {
    const seatArb = fc.record({ row: fc.constantFrom('A', 'B', 'C', 'D'), col: fc.integer({ min: 0, max: 30 }) });
    fc.assert(
      fc.property(fc.uniqueArray(seatArb, { selector: (s) => `${s.row}-${s.col}`, maxLength: 60 }), (places) => {
        const seats = places.map((p) => seat(`${p.row}-${p.col}`, p.row, p.col));
        const rows = seatRows(seats);
        const ids = rows.flatMap((r) => r.seats.filter((s) => s !== null).map((s) => s!.id)).sort();
        expect(ids).toEqual(seats.map((s) => s.id).sort());
        expect(new Set(rows.map((r) => r.seats.length)).size).toBeLessThanOrEqual(1);
        for (const r of rows) r.seats.forEach((s) => s && expect(s.row).toBe(r.row));
      }),
    );
  });
});

describe('toggleSeat and seatQuantity', () => {
  it('chooses an AVAILABLE seat or one of mine, and never a SOLD, RESERVED or KEEP_EMPTY one', () => {
    expect(toggleSeat([], seat('A-1', 'A', 1))).toEqual(['A-1']);
    expect(toggleSeat(['A-1'], seat('A-2', 'A', 2, 'RESERVED', true))).toEqual(['A-1', 'A-2']);
    for (const status of ['SOLD', 'RESERVED', 'KEEP_EMPTY'] as const) expect(toggleSeat(['A-1'], seat('A-3', 'A', 3, status))).toEqual(['A-1']);
    expect(SEAT_STATUSES).toEqual(['SOLD', 'RESERVED', 'AVAILABLE', 'KEEP_EMPTY']);
    expect(isSeatChoosable({ status: 'KEEP_EMPTY', is_mine: false })).toBe(false);
  });

  it('unchooses a chosen seat whatever its status now', () => {
    expect(toggleSeat(['A-1', 'A-2'], seat('A-1', 'A', 1, 'SOLD'))).toEqual(['A-2']);
  });

  it(`stops at ${MAX_SEATS_PER_ORDER} seats, and the quantity is the number chosen`, () => {
    let chosen: string[] = [];
    for (let col = 1; col <= 12; col++) chosen = toggleSeat(chosen, seat(`A-${col}`, 'A', col));
    expect(MAX_SEATS_PER_ORDER).toBe(10);
    expect(chosen).toHaveLength(10);
    expect(seatQuantity(chosen)).toBe(10);
    expect(seatQuantity([])).toBe(0);
  });

  it('keeps the choice unique, bounded and made of choosable seats, whatever is clicked (property)', () => {
    const statusArb = fc.constantFrom(...SEAT_STATUSES);
    const mapArb = fc.array(fc.record({ status: statusArb, mine: fc.boolean() }), { minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(mapArb, fc.array(fc.nat(), { maxLength: 50 }), (map, clicks) => {
        const seats = map.map((s, i) => seat(`S-${i}`, 'A', i, s.status, s.mine));
        let chosen: string[] = [];
        for (const click of clicks) chosen = toggleSeat(chosen, seats[click % seats.length]!);
        expect(new Set(chosen).size).toBe(chosen.length);
        expect(seatQuantity(chosen)).toBeLessThanOrEqual(MAX_SEATS_PER_ORDER);
        for (const id of chosen) expect(isSeatChoosable(seats.find((s) => s.id === id)!)).toBe(true);
      }),
    );
  });

  it('starts from the seats this session holds', () => {
    expect(mySeats([seat('A-1', 'A', 1, 'RESERVED', true), seat('A-2', 'A', 2), seat('A-3', 'A', 3, 'RESERVED', true)])).toEqual(['A-1', 'A-3']);
  });
});
