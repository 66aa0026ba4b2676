import { tokenFor } from '../feature';
import type { OnDemand } from '../on-demand';
import type { FormsUseCases } from './forms.on-demand';

/** The forms feature's tokens. */
export const FORMS_TOKENS = {
} as const;

/** The forms use cases, built by forms.on-demand.ts on the first call. Part of the feature's tokens. */
export const FORMS_USE_CASES = tokenFor<OnDemand<FormsUseCases>>('Forms');
