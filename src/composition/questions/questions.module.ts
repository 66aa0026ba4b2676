import { ContainerModule } from 'inversify';
import type { ApiClient } from '../../data/http/api-client';
import type { QuestionsRepository } from '../../usecases/questions/questions.repository';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { loadOnce, onDemandRepository, onDemandUseCase } from '../on-demand';
import { QUESTIONS_TOKENS as T, QUESTIONS_USE_CASES, questionsTokenOf } from './questions.tokens';

const load = loadOnce(() => import('./questions.on-demand'));

/** Binds the questions repository and use cases; their code loads on first use. */
export const questionsModule = new ContainerModule(({ bind }) => {
  bind(T.QuestionsRepository)
    .toResolvedValue((api: ApiClient) => onDemandRepository<QuestionsRepository>(() => load().then((code) => new code.HttpQuestionsRepository(api))), [C.ApiClient])
    .inSingletonScope();
  for (const member of QUESTIONS_USE_CASES) {
    bind(questionsTokenOf(member))
      .toDynamicValue((context) => onDemandUseCase(member, context, load, 'questions'))
      .inSingletonScope();
  }
});
