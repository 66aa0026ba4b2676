import { useLocation, useNavigationType } from 'react-router';
import type { ProductSummary } from '../../index';

/**
 * Set on a variant link's navigation: which group's chosen value takes the focus on the new page, and the
 * chosen variant's summary, whose price, stock and picture the page shows while the variant's page loads.
 */
export interface VariantSwitch {
  variantGroup: string;
  preview?: ProductSummary;
}

/** The variant switch that just opened this page; a reload or back/forward (POP) is none, even with the state still in history. */
export function useVariantSwitch(): VariantSwitch | null {
  const { state } = useLocation();
  const push = useNavigationType() === 'PUSH';
  return push && state && typeof (state as VariantSwitch).variantGroup === 'string' ? (state as VariantSwitch) : null;
}
