import { describe, expect, it } from 'vitest';
import {
  afterPickedUp,
  afterReceived,
  isWorker,
  locationProblem,
  normalizePin,
  orderNumberProblem,
  pinProblem,
  workerOrderCount,
  type WorkerLocation,
  type WorkerOrder,
} from '../../../src/domain';

const order = (order_number: string, received_date: string | null = null): WorkerOrder => ({
  order_number,
  status: received_date ? 'ReadyForPickup' : 'AfterPaid',
  customer_name: 'Lucía Pérez',
  customer_phone: null,
  quantity_total: 1,
  items: [],
  amount_to_collect: 0,
  created_date: '2026-01-12T16:00:00.000Z',
  received_date,
});
const location = (public_id: string, orders: WorkerOrder[]): WorkerLocation => ({ public_id, location_name: public_id, location: null, orders });

describe('who is pickup staff', () => {
  it('is only a user whose is_pickup_location_worker is true', () => {
    expect([isWorker({ is_pickup_location_worker: true }), isWorker({ is_pickup_location_worker: false }), isWorker({}), isWorker(null), isWorker(undefined)]).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('input checks', () => {
  it('takes a PIN of 4 to 8 digits, spaces and dashes aside', () => {
    expect(['1234', '12345678', '246 810', '24-68-10'].map(pinProblem)).toEqual([null, null, null, null]);
    expect(normalizePin(' 246-810 ')).toBe('246810');
    expect(pinProblem(undefined)?.message).toBe('Escribe el PIN de recogida que te da el cliente.');
    expect(pinProblem('１２３４')?.field).toBe('pin');
  });
  it('takes order numbers of 1 to 20 digits and a location id of at most 64 characters', () => {
    expect([orderNumberProblem('100001'), orderNumberProblem(100001), orderNumberProblem('1'.repeat(21))?.field]).toEqual([null, null, 'order_number']);
    expect([locationProblem('gt-zona-10'), locationProblem('x'.repeat(65))?.message]).toEqual([
      null,
      'El código del punto de recogida es demasiado largo: como máximo 64 caracteres.',
    ]);
  });
});

describe('the lists after receiving and handing over', () => {
  const lists = () => ({
    toReceive: [location('a', [order('1'), order('2')]), location('b', [order('3')])],
    toDeliver: [location('a', [order('9', '2026-01-10T00:00:00.000Z')])],
  });

  it('moves a received order to the end of its location in "to deliver", marked received', () => {
    const next = afterReceived(lists(), '2', 'a', '2026-01-14T10:00:00.000Z');
    expect(next.toReceive!.map((l) => l.orders.map((o) => o.order_number))).toEqual([['1'], ['3']]);
    expect(next.toDeliver!.map((l) => [l.public_id, l.orders.map((o) => [o.order_number, o.status, o.received_date])])).toEqual([
      ['a', [['9', 'ReadyForPickup', '2026-01-10T00:00:00.000Z'], ['2', 'ReadyForPickup', '2026-01-14T10:00:00.000Z']]],
    ]);
  });

  it('adds the location to "to deliver" when it had nothing there yet', () => {
    const next = afterReceived(lists(), '3', 'b', '2026-01-14T10:00:00.000Z');
    expect(next.toDeliver!.map((l) => [l.public_id, l.orders.map((o) => o.order_number)])).toEqual([
      ['a', ['9']],
      ['b', ['3']],
    ]);
  });

  it('leaves a list not loaded yet as null, and an order of another location where it is', () => {
    const next = afterReceived({ toReceive: lists().toReceive, toDeliver: null }, '1', 'b', '2026-01-14T10:00:00.000Z');
    expect(next.toDeliver).toBeNull();
    expect(workerOrderCount(next.toReceive)).toBe(3);
  });

  it('takes a handed-over order out of both lists', () => {
    const next = afterPickedUp(lists(), '9', 'a');
    expect([workerOrderCount(next.toReceive), workerOrderCount(next.toDeliver)]).toEqual([3, 0]);
    expect(afterPickedUp({ toReceive: null, toDeliver: null }, '9', 'a')).toEqual({ toReceive: null, toDeliver: null });
  });
});
