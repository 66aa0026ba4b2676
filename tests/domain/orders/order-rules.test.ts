import { describe, expect, it } from 'vitest';
import {
  bankSlipAmountText,
  isNotShipped,
  vendingPickups,
  bankSlipProblem,
  bankSlipState,
  canCancel,
  cancellationProblem,
  cancelNeedsBankAccount,
  authorizationNumberOf,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_STEPS,
  orderStepLabel,
  orderTimeline,
  GT_BANKS,
  cancelAsksCardDetails,
  cardLastDigitsOf,
} from '../../../src/domain';
import type { Order } from '../../../src/domain/orders/order';

const delivery = { pickup_option: null, delivery_option: {} as Order['delivery_option'] };
const pickup = { pickup_option: {} as Order['pickup_option'], delivery_option: null };
const states = (entries: { step: string; state: string }[]) => entries.map((e) => `${e.step}:${e.state}`);
const png = (size = 1000) => ({ type: 'image/png', size });

describe('order status labels', () => {
  it('has a Spanish label for every step, and Unknown for anything else', () => {
    for (const step of ORDER_STATUS_STEPS) expect(ORDER_STATUS_LABELS[step]).toMatch(/\S/);
    expect(orderStepLabel('ReadyForPickup')).toBe('Listo para recoger');
    expect(orderStepLabel('Delivered')).toBe('Entregado');
    expect(orderStepLabel('Teleported')).toBe('En proceso');
    expect(orderStepLabel(null)).toBe('En proceso');
  });
});

describe('orderTimeline', () => {
  it('a delivery order runs Initial … Shipped → Delivered, its step current, those before done', () => {
    const timeline = orderTimeline({ step: 'Packing', ...delivery });
    expect(states(timeline)).toEqual([
      'Initial:done', 'Approved:done', 'Picking:done', 'Packing:current', 'Packed:upcoming', 'Shipped:upcoming', 'Delivered:upcoming',
    ]);
    expect(timeline[3]!.label).toBe('Empacando');
  });

  it('a pickup order runs … Packed → ReadyForPickup → Delivered', () => {
    expect(orderTimeline({ step: 'ReadyForPickup', ...pickup }).map((e) => e.step)).toEqual([
      'Initial', 'Approved', 'Picking', 'Packing', 'Packed', 'ReadyForPickup', 'Delivered',
    ]);
    expect(orderTimeline({ step: 'ReadyForPickup', ...pickup })[5]).toEqual({ step: 'ReadyForPickup', label: 'Listo para recoger', state: 'current' });
  });

  it('a delivered order is done through Delivered', () => {
    expect(orderTimeline({ step: 'Delivered', ...pickup }).every((e) => e.state === 'done')).toBe(true);
  });

  it.each([
    ['AwaitingCustomerInput', 'Initial'],
    ['ReviewingCustomerInput', 'Initial'],
    ['AfterPaid', 'Approved'],
    ['Sourced', 'Picking'],
  ] as const)('reads %s as %s', (step, nearest) => {
    const current = orderTimeline({ step, ...delivery }).filter((e) => e.state === 'current');
    expect(current.map((e) => e.step)).toEqual([nearest]);
  });

  it('a cancelled order ends failed («Cancelado») at the last step it reached, by its dates', () => {
    expect(states(orderTimeline({ step: 'PermanentFailure', ...delivery }))).toEqual(['Initial:failed']);
    const approved = orderTimeline({ step: 'PermanentFailure', ...delivery, approved_date: '2026-03-01T10:00:00-06:00' });
    expect(states(approved)).toEqual(['Initial:done', 'Approved:failed']);
    expect(approved[1]!.label).toBe('Cancelado');
    expect(states(orderTimeline({ step: 'AfterApprovedPermanentFailure', ...delivery }))).toEqual(['Initial:done', 'Approved:failed']);
  });

  it('a returned order shows «Devuelto» on the last step it reached', () => {
    const returned = orderTimeline({ step: 'Returned', ...delivery, approved_date: 'x', shipped_date: 'y', delivered_date: 'z' });
    expect(returned).toHaveLength(7);
    expect(returned.at(-1)).toEqual({ step: 'Delivered', label: 'Devuelto', state: 'failed' });
  });

  it('an Unknown step shows every step upcoming', () => {
    expect(orderTimeline({ step: 'Unknown', ...delivery }).every((e) => e.state === 'upcoming')).toBe(true);
  });
});

describe('cancelling', () => {
  const cardPaid = { totals: { amount_unpaid: 0 }, payment_method: 'CARD' };
  const depositPaid = { totals: { amount_unpaid: 0 }, payment_method: 'BANK_DEPOSIT' };
  const unpaid = { totals: { amount_unpaid: 120 }, payment_method: 'BANK_DEPOSIT' };
  const account = { bank: 'Banrural', account_number: '3-123-45678-9', account_name: 'Lucía Pérez', account_type: 'MONETARIA' };

  it('canCancel follows is_cancel_enabled', () => {
    expect(canCancel({ is_cancel_enabled: true })).toBe(true);
    expect(canCancel({ is_cancel_enabled: false })).toBe(false);
  });

  it('needs a bank account when the order is paid and not by card', () => {
    expect(cancelNeedsBankAccount(depositPaid)).toBe(true);
    expect(cancelNeedsBankAccount({ totals: { amount_unpaid: 0 }, payment_method: 'COD' })).toBe(true);
    expect(cancelNeedsBankAccount(cardPaid)).toBe(false);
    expect(cancelNeedsBankAccount({ totals: { amount_unpaid: 0 }, payment_method: 'CARD_INSTALLMENTS' })).toBe(false);
    expect(cancelNeedsBankAccount(unpaid)).toBe(false);
  });

  it('asks for a reason of at most 500 characters', () => {
    expect(cancellationProblem({ reason: '   ' }, cardPaid)).toEqual({ field: 'reason', message: 'Cuéntanos por qué cancelas el pedido.' });
    expect(cancellationProblem({ reason: 'x'.repeat(501) }, cardPaid)?.field).toBe('reason');
    expect(cancellationProblem({ reason: 'Ya no lo necesito' }, cardPaid)).toBeNull();
    expect(cancellationProblem({ reason: 'Ya no lo necesito' }, unpaid)).toBeNull();
  });

  it('asks for the bank account when the refund needs one, field by field', () => {
    expect(cancellationProblem({ reason: 'r' }, depositPaid)).toEqual({ field: 'bank', message: 'Elige el banco de tu cuenta.' });
    expect(cancellationProblem({ reason: 'r', refund_type: 'CARD' }, depositPaid)?.field).toBe('refund_type');
    expect(cancellationProblem({ reason: 'r', ...account, account_number: '12' }, depositPaid)?.field).toBe('account_number');
    expect(cancellationProblem({ reason: 'r', ...account, account_name: ' ' }, depositPaid)?.field).toBe('account_name');
    // Account types are the configured ones; without a list, any type goes.
    expect(cancellationProblem({ reason: 'r', ...account, account_type: 'CORRIENTE' }, depositPaid, { accountTypes: ['MONETARIA', 'AHORRO'] })?.field).toBe('account_type');
    expect(cancellationProblem({ reason: 'r', ...account, account_type: 'CORRIENTE' }, depositPaid)).toBeNull();
    expect(cancellationProblem({ reason: 'r', ...account }, depositPaid)).toBeNull();
    // A card-paid order may still ask for a bank refund, and then needs the account.
    expect(cancellationProblem({ reason: 'r', refund_type: 'BANK_ACCOUNT' }, cardPaid)?.field).toBe('bank');
    expect(cancellationProblem({ reason: 'r', refund_type: 'WIRE' as never }, cardPaid)?.field).toBe('refund_type');
  });

  it('lists Guatemala\'s banks', () => {
    expect(GT_BANKS).toContain('Banrural');
    expect(GT_BANKS).toHaveLength(8);
  });

  it('an order paid by card names its payment: authorization number and last 4 digits, checked when given, required on request', () => {
    expect(cancelAsksCardDetails(cardPaid)).toBe(true);
    expect(cancelAsksCardDetails(depositPaid)).toBe(false);
    expect(cancelAsksCardDetails({ totals: { amount_unpaid: 10 }, payment_method: 'CARD' })).toBe(false);
    expect(cancellationProblem({ reason: 'r' }, cardPaid)).toBeNull();
    expect(cancellationProblem({ reason: 'r' }, cardPaid, { requireCardDetails: true })?.field).toBe('authorization_number');
    expect(cancellationProblem({ reason: 'r', authorization_number: '123456' }, cardPaid, { requireCardDetails: true })?.field).toBe('card_number');
    expect(cancellationProblem({ reason: 'r', authorization_number: '12 34' }, cardPaid)?.field).toBe('authorization_number');
    expect(cancellationProblem({ reason: 'r', card_number: '123' }, cardPaid)?.field).toBe('card_number');
    expect(cancellationProblem({ reason: 'r', authorization_number: 'A1B2', card_number: '1111' }, { ...cardPaid, masked_card_number: '411111******1111' }, { requireCardDetails: true })).toBeNull();
    expect(cancellationProblem({ reason: 'r', card_number: '2222' }, { ...cardPaid, masked_card_number: '411111******1111' })?.message).toBe(
      'Tu pedido se pagó con la tarjeta terminada en 1111: revisa los dígitos.',
    );
    expect(cardLastDigitsOf('**** 4242')).toBe('4242');
    expect(cardLastDigitsOf('4242 4242 4242 4242')).toBeNull();
    expect(cardLastDigitsOf('42a2')).toBeNull();
  });
});

describe('bank slips', () => {
  const order = (over: Partial<Pick<Order, 'is_bank_slip_required' | 'is_bank_slip_accepted' | 'bank_slips'>>) => ({
    is_bank_slip_required: false,
    is_bank_slip_accepted: false,
    bank_slips: [],
    ...over,
  });

  it('bankSlipState: required, in review, verified, not required', () => {
    expect(bankSlipState(order({ is_bank_slip_required: true }))).toBe('required');
    expect(bankSlipState(order({ is_bank_slip_required: true, bank_slips: [{ id: '1', is_verified: false, order_number: '1' }] }))).toBe('in_review');
    expect(bankSlipState(order({ is_bank_slip_required: true, bank_slips: [{ id: '1', is_verified: true, order_number: '1' }] }))).toBe('verified');
    expect(bankSlipState(order({ is_bank_slip_accepted: true }))).toBe('verified');
    expect(bankSlipState(order({}))).toBe('not_required');
  });

  it('bankSlipProblem: a PNG/JPEG/WebP photo up to 2 MB and an amount above 0 with at most 2 decimals', () => {
    expect(bankSlipProblem({ image: null, amount: 10 })?.field).toBe('image');
    expect(bankSlipProblem({ image: { type: 'application/pdf', size: 10 }, amount: 10 })).toEqual({ field: 'image', message: 'La foto de la boleta debe ser una foto PNG, JPEG o WebP.' });
    expect(bankSlipProblem({ image: png(2 * 1024 * 1024 + 1), amount: 10 })?.field).toBe('image');
    expect(bankSlipProblem({ image: png(), amount: 0 })?.field).toBe('amount');
    expect(bankSlipProblem({ image: png(), amount: -5 })?.field).toBe('amount');
    expect(bankSlipProblem({ image: png(), amount: Number.NaN })?.field).toBe('amount');
    expect(bankSlipProblem({ image: png(), amount: 10.005 })).toEqual({ field: 'amount', message: 'El monto puede tener como máximo dos decimales.' });
    expect(bankSlipProblem({ image: png(), amount: 0.1 + 0.2 })).toBeNull();
    expect(bankSlipProblem({ image: png(2 * 1024 * 1024), amount: 1234.5 })).toBeNull();
  });

  it('sends the amount as plain digits, never with a thousands separator', () => {
    expect(bankSlipAmountText(1234.5)).toBe('1234.5');
    expect(bankSlipAmountText(0.1 + 0.2)).toBe('0.3');
    expect(bankSlipAmountText(1500000)).toBe('1500000');
  });
});

describe('authorizationNumberOf', () => {
  it('takes 4 to 8 digits (spaces ignored), nothing else', () => {
    expect(authorizationNumberOf(' 123 456 ')).toBe('123456');
    expect(authorizationNumberOf(123456)).toBe('123456');
    expect(authorizationNumberOf('')).toBeNull();
    expect(authorizationNumberOf('12a456')).toBeNull();
    expect(authorizationNumberOf('123')).toBeNull();
    expect(authorizationNumberOf('123456789')).toBeNull();
  });
});

describe('isNotShipped', () => {
  const nothing = { shipping_address: null, delivery_option: null, pickup_option: null, totals: { amount_shipping: 0 } };
  it('is true for an order with no address, delivery option or pickup point and no shipping charged', () => {
    expect(isNotShipped(nothing)).toBe(true);
  });
  it('is false as soon as anything travels or waits at a pickup point, or shipping was charged', () => {
    expect(isNotShipped({ ...nothing, shipping_address: { id: 'A-1' } as never })).toBe(false);
    expect(isNotShipped({ ...nothing, delivery_option: { id: 'STANDARD' } as never })).toBe(false);
    expect(isNotShipped({ ...nothing, pickup_option: { id: 'P-1' } as never })).toBe(false);
    expect(isNotShipped({ ...nothing, totals: { amount_shipping: 25 } })).toBe(false);
  });
});

describe('vendingPickups', () => {
  const line = (item_id: string, title: string, slot: { code: string; machine_id: string } | null, slotId: string | null) =>
    ({
      item_id,
      quantity: 1,
      product: { title },
      vending_machine_slot_id: slotId,
      vending_slot: slot ? { ...slot, machine_code: `EXP-${slot.machine_id}`, machine_address: `Dirección ${slot.machine_id}` } : undefined,
    }) as never;
  it('groups the vending lines by machine, with each line\'s position, and leaves other lines out', () => {
    expect(
      vendingPickups([line('1', 'Agua', { code: 'A1', machine_id: 'z10' }, 'Z10-A1'), line('2', 'Libro', null, null), line('3', 'Café', { code: 'B2', machine_id: 'z10' }, 'Z10-B2'), line('4', 'Té', { code: 'A4', machine_id: 'z4' }, 'Z4-A4')]),
    ).toEqual([
      { machineCode: 'EXP-z10', machineAddress: 'Dirección z10', lines: [{ itemId: '1', title: 'Agua', quantity: 1, position: 'A1' }, { itemId: '3', title: 'Café', quantity: 1, position: 'B2' }] },
      { machineCode: 'EXP-z4', machineAddress: 'Dirección z4', lines: [{ itemId: '4', title: 'Té', quantity: 1, position: 'A4' }] },
    ]);
  });
  it('names no machine for a line without the extension, and gives its slot id as position', () => {
    expect(vendingPickups([line('1', 'Agua', null, 'Z10-A1')])).toEqual([{ machineCode: null, machineAddress: null, lines: [{ itemId: '1', title: 'Agua', quantity: 1, position: 'Z10-A1' }] }]);
  });
});
