// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PickupBlock, pickupQrText } from '../../src/presentation/orders/PickupBlock';
import { pickupOrder } from './order-fixtures';

// The QR's code fails to load (a chunk lost after a deploy, say): the PIN must still be enough.
vi.mock('uqr', () => ({
  renderSVG: () => {
    throw new Error('chunk failed');
  },
}));

afterEach(cleanup);

describe('PickupBlock without its QR code', () => {
  it('says in Spanish that the QR could not be shown, keeps its square and the PIN', async () => {
    render(<PickupBlock order={pickupOrder()} />);
    const pickup = screen.getByRole('region', { name: 'Recoger en tienda' });
    expect((await within(pickup).findByRole('alert')).textContent).toBe('No pudimos mostrar el código QR. Usa tu PIN para recoger.');
    expect(within(pickup).getByTestId('pickup-qr').contains(within(pickup).getByRole('alert'))).toBe(true);
    expect(within(pickup).queryByRole('img')).toBeNull();
    expect(within(pickup).getByTestId('pickup-pin').textContent).toBe('246810');
  });

  it('draws nothing and asks for no QR for an order without a PIN yet', async () => {
    render(<PickupBlock order={pickupOrder({ pin: null })} />);
    const pickup = screen.getByRole('region', { name: 'Recoger en tienda' });
    expect(within(pickup).queryByTestId('pickup-qr')).toBeNull();
    expect(within(pickup).queryByText('PIN de recogida')).toBeNull();
    expect(pickup.textContent).toContain('Te daremos tu PIN de recogida cuando tu pedido esté listo.');
  });

  it('encodes the store prefix, the order number and the PIN', () => {
    expect(pickupQrText('100002', '246810')).toBe('TIENDA:100002:246810');
  });
});
