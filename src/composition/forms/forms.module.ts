import { ContainerModule } from 'inversify';
import type { ApiClient } from '../../data/http/api-client';
import type { FormsRepository } from '../../usecases/forms/forms.repository';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { loadOnce, onDemandRepository, onDemandUseCase } from '../on-demand';
import { FORMS_TOKENS as T, FORMS_USE_CASES, formsTokenOf } from './forms.tokens';

const load = loadOnce(() => import('./forms.on-demand'));

/** Binds the forms repository and use cases; their code loads on first use. */
export const formsModule = new ContainerModule(({ bind }) => {
  bind(T.FormsRepository)
    .toResolvedValue((api: ApiClient) => onDemandRepository<FormsRepository>(() => load().then((code) => new code.HttpFormsRepository(api))), [C.ApiClient])
    .inSingletonScope();
  for (const member of FORMS_USE_CASES) {
    bind(formsTokenOf(member))
      .toDynamicValue((context) => onDemandUseCase(member, context, load, 'forms'))
      .inSingletonScope();
  }
});
