import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { WARRANTY_STEPS, warrantyClaimProblem, warrantyStepLabel } from '../../../src/domain';
import { WarrantyClaimSchema } from '../../../src/domain/warranty/warranty';

const png = (size = 1000) => new Blob([new Uint8Array(size)], { type: 'image/png' });

describe('warranty steps', () => {
  it('has NEW, IN_PROGRESS, COMPLETED and UNKNOWN, with Spanish labels; anything else reads as UNKNOWN', () => {
    expect(WARRANTY_STEPS).toEqual(['NEW', 'IN_PROGRESS', 'COMPLETED', 'UNKNOWN']);
    expect(warrantyStepLabel('IN_PROGRESS')).toBe('En revisión');
    expect(warrantyStepLabel('CANCELLED')).toBe('Sin estado');
  });
});

describe('warrantyClaimProblem', () => {
  it('checks the problem, notes, quantity and photos, in that order', () => {
    expect(warrantyClaimProblem({ problem: ' ab ' })).toEqual({ field: 'problem', message: 'Describe el problema del producto (al menos 3 caracteres).' });
    expect(warrantyClaimProblem({ problem: 'x'.repeat(1001) })?.field).toBe('problem');
    expect(warrantyClaimProblem({ problem: 'No enciende', customerNotes: 'n'.repeat(2001) })?.field).toBe('customerNotes');
    expect(warrantyClaimProblem({ problem: 'No enciende', quantity: 0 })?.field).toBe('quantity');
    expect(warrantyClaimProblem({ problem: 'No enciende', quantity: 1.5 })?.field).toBe('quantity');
    expect(warrantyClaimProblem({ problem: 'No enciende', quantity: 3 }, 2)).toEqual({ field: 'quantity', message: 'Puedes reclamar como máximo 2 unidades de este producto.' });
    expect(warrantyClaimProblem({ problem: 'No enciende', images: Array.from({ length: 6 }, () => png()) })).toEqual({ field: 'images', message: 'Puedes adjuntar como máximo 5 fotos.' });
    expect(warrantyClaimProblem({ problem: 'No enciende', images: [png(), new Blob(['x'], { type: 'image/gif' })] })).toEqual({ field: 'images', message: 'La foto 2 debe ser una foto PNG, JPEG o WebP.' });
    expect(warrantyClaimProblem({ problem: 'No enciende', images: [png(2 * 1024 * 1024 + 1)] })?.field).toBe('images');
  });

  it('accepts a claim within bounds (quantity 1 by default)', () => {
    expect(warrantyClaimProblem({ problem: 'No enciende' }, 1)).toBeNull();
    expect(warrantyClaimProblem({ problem: 'No enciende', customerNotes: 'n'.repeat(2000), quantity: 2, images: Array.from({ length: 5 }, () => png()) }, 2)).toBeNull();
  });
});

describe('WarrantyClaimSchema', () => {
  it('reads the local API\'s colorHex/iconIndex (and color_hex/icon), an unknown step as UNKNOWN', () => {
    const claim = z.parse(WarrantyClaimSchema, {
      id: 7,
      item_id: 12,
      order_number: '100004',
      quantity: 1,
      problem: 'No enciende',
      status: { title: 'Reclamo recibido', step: 'NEW', instructions: 'Guárdalo', colorHex: '#b26a00', iconIndex: 0 },
      warranty_status_step: 'TELEPORTED',
      product: null,
    });
    expect(claim).toMatchObject({ id: '7', item_id: '12', warranty_status_step: 'UNKNOWN', is_cancel_enabled: false, images: [], notes_to_customer: null });
    expect(claim.status).toEqual({ title: 'Reclamo recibido', step: 'NEW', instructions: 'Guárdalo', colorHex: '#b26a00', iconIndex: 0 });
    const snake = z.parse(WarrantyClaimSchema, { id: '1', item_id: '2', status: { title: 't', step: 'NEW', color_hex: '#fff', icon: 3 }, warranty_status_step: 'NEW' });
    expect(snake.status).toMatchObject({ colorHex: '#fff', iconIndex: 3 });
  });
});
