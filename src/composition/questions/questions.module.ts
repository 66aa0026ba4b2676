import { ContainerModule } from 'inversify';
import { loadOnce, onDemand } from '../on-demand';
import { QUESTIONS_USE_CASES } from './questions.tokens';

const load = loadOnce(() => import('./questions.on-demand'));

/** Binds the questions use cases; their code loads on first use. */
export const questionsModule = new ContainerModule(({ bind }) => {
  bind(QUESTIONS_USE_CASES)
    .toDynamicValue((context) => onDemand(context, 'questions', () => load().then((code) => code.createQuestions)))
    .inSingletonScope();
});
