import { describe, expect, it } from 'vitest';
import { isOpenOrder, openOrdersLabel } from '../../../src/domain/orders/order-rules';
import type { OrderStatusStep } from '../../../src/domain/orders/order-status';

const of = (...steps: OrderStatusStep[]) => steps.map((step) => ({ step }));

describe('open orders (the account hub count)', () => {
  it('counts every step but delivered, returned, cancelled and failed', () => {
    expect(of('Initial', 'Approved', 'AfterPaid', 'AwaitingCustomerInput', 'Shipped', 'ReadyForPickup', 'Unknown').every(isOpenOrder)).toBe(true);
    expect(of('Delivered', 'Returned', 'PermanentFailure', 'AfterApprovedPermanentFailure').some(isOpenOrder)).toBe(false);
  });

  it('reads «N», «20+» for a full page of open orders, and nothing when none is open', () => {
    expect(openOrdersLabel(of('Shipped', 'Delivered', 'Approved'), 20)).toBe('2');
    expect(openOrdersLabel(of(...Array<OrderStatusStep>(20).fill('Shipped')), 20)).toBe('20+');
    expect(openOrdersLabel(of('Delivered', 'Returned'), 20)).toBeNull();
    expect(openOrdersLabel([], 20)).toBeNull();
  });
});
