import { ContainerModule } from 'inversify';
import { EMPTY } from '../../usecases/reviews/reviews.store';
import type { ErrorHandler } from '../../usecases/shared/error-handler';
import type { SessionStore } from '../../usecases/session/session.store';
import { withListenerReports } from '../core/core.module';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { built } from '../feature';
import { loadOnce, onDemand, onDemandStore, sessionScoped } from '../on-demand';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { REVIEWS_TOKENS as T, REVIEWS_USE_CASES } from './reviews.tokens';

const load = loadOnce(() => import('./reviews.on-demand'));

/** The reviews store belongs to the session that filled it: a logout or another user's login empties it. Its class loads with the feature. */
const reviewsStore = (errors: ErrorHandler, session: SessionStore) =>
  onDemandStore(EMPTY, () => load().then((code) => sessionScoped(withListenerReports(new code.ReviewsStore(), errors), session)));

/** Binds the reviews store and use cases; their code loads on first use. */
export const reviewsModule = new ContainerModule(({ bind }) => {
  bind(T.ReviewsStore).toDynamicValue(built((get) => reviewsStore(get(C.ErrorHandler), get(S.SessionStore)))).inSingletonScope();
  bind(REVIEWS_USE_CASES)
    .toDynamicValue((context) => onDemand(context, 'reviews', () => load().then((code) => code.createReviews)))
    .inSingletonScope();
});
