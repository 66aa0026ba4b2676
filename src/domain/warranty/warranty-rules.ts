/*
 * Warranty claims' steps and the checks of a claim a shopper writes (spec
 * sections 4 and 5). Zod-free, so a screen may import it; the schema is
 * warranty.ts.
 */
import { imageProblem } from '../account/images';

/** Warranty claim steps (spec section 4); anything else reads as UNKNOWN. */
export const WARRANTY_STEPS = ['NEW', 'IN_PROGRESS', 'COMPLETED', 'UNKNOWN'] as const;
/** A step of a warranty claim. */
export type WarrantyStep = (typeof WARRANTY_STEPS)[number];
/** What an unknown step reads as. */
export const WARRANTY_STEP_FALLBACK: WarrantyStep = 'UNKNOWN';

/** Each step in Spanish. */
export const WARRANTY_STEP_LABELS: Readonly<Record<WarrantyStep, string>> = {
  NEW: 'Recibido',
  IN_PROGRESS: 'En revisión',
  COMPLETED: 'Resuelto',
  UNKNOWN: 'Sin estado',
};

/** The Spanish label of a step; an unknown value reads as UNKNOWN's. */
export function warrantyStepLabel(step: string | null | undefined): string {
  return WARRANTY_STEP_LABELS[(WARRANTY_STEPS as readonly string[]).includes(step ?? '') ? (step as WarrantyStep) : WARRANTY_STEP_FALLBACK];
}

/** A claim's bounds (the local API's too): problem 3–1000 characters, notes up to 2000, at most 5 photos. */
export const WARRANTY_LIMITS = { minProblem: 3, problem: 1000, customerNotes: 2000, images: 5 } as const;

/** What a shopper writes to claim a warranty. `quantity` defaults to 1. */
export interface WarrantyClaimInput {
  problem: string;
  customerNotes?: string | null;
  quantity?: number;
  images?: readonly Blob[] | null;
}

/** A problem with a claim: the input's field and a Spanish sentence. */
export interface WarrantyClaimProblem {
  field: 'problem' | 'customerNotes' | 'quantity' | 'images';
  message: string;
}

/**
 * What is wrong with a claim, or null when it may be sent: problem 3–1000
 * characters (trimmed), notes at most 2000, quantity a whole number from 1
 * to `maxQuantity` (the units the order holds; unbounded when unknown), at
 * most 5 photos, each PNG, JPEG or WebP of at most 2 MB.
 */
export function warrantyClaimProblem(
  input: { problem?: unknown; customerNotes?: unknown; quantity?: unknown; images?: readonly { type: string; size: number }[] | null } | null | undefined,
  maxQuantity: number = Number.POSITIVE_INFINITY,
): WarrantyClaimProblem | null {
  const problem = typeof input?.problem === 'string' ? input.problem.trim() : '';
  if ([...problem].length < WARRANTY_LIMITS.minProblem)
    return { field: 'problem', message: 'Describe el problema del producto (al menos 3 caracteres).' };
  if ([...problem].length > WARRANTY_LIMITS.problem)
    return { field: 'problem', message: `La descripción del problema es muy larga: escribe como máximo ${WARRANTY_LIMITS.problem} caracteres.` };
  const notes = input?.customerNotes;
  if (notes !== undefined && notes !== null && typeof notes !== 'string') return { field: 'customerNotes', message: 'Las notas deben ser texto.' };
  if (typeof notes === 'string' && [...notes.trim()].length > WARRANTY_LIMITS.customerNotes)
    return { field: 'customerNotes', message: `Las notas son muy largas: escribe como máximo ${WARRANTY_LIMITS.customerNotes} caracteres.` };
  const quantity = input?.quantity ?? 1;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
    return { field: 'quantity', message: 'La cantidad debe ser un número entero de 1 o más.' };
  if (quantity > maxQuantity)
    return { field: 'quantity', message: `Puedes reclamar como máximo ${maxQuantity} ${maxQuantity === 1 ? 'unidad' : 'unidades'} de este producto.` };
  const images = input?.images ?? [];
  if (images.length > WARRANTY_LIMITS.images) return { field: 'images', message: `Puedes adjuntar como máximo ${WARRANTY_LIMITS.images} fotos.` };
  for (const [index, image] of images.entries()) {
    const message = imageProblem(image, `La foto ${index + 1}`);
    if (message) return { field: 'images', message };
  }
  return null;
}
