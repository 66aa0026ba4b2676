import { tokenFor } from '../feature';
import type { OnDemand } from '../on-demand';
import type { QuestionsUseCases } from './questions.on-demand';

/** The questions feature's tokens. */
export const QUESTIONS_TOKENS = {
} as const;

/** The questions use cases, built by questions.on-demand.ts on the first call. Part of the feature's tokens. */
export const QUESTIONS_USE_CASES = tokenFor<OnDemand<QuestionsUseCases>>('Questions');
