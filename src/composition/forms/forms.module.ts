import { ContainerModule } from 'inversify';
import { loadOnce, onDemand } from '../on-demand';
import { FORMS_USE_CASES } from './forms.tokens';

const load = loadOnce(() => import('./forms.on-demand'));

/** Binds the forms use cases; their code loads on first use. */
export const formsModule = new ContainerModule(({ bind }) => {
  bind(FORMS_USE_CASES)
    .toDynamicValue((context) => onDemand(context, 'forms', () => load().then((code) => code.createForms)))
    .inSingletonScope();
});
