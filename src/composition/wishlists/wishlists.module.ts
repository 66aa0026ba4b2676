import { ContainerModule } from 'inversify';
import type { ErrorHandler } from '../../usecases/shared/error-handler';
import type { SessionStore } from '../../usecases/session/session.store';
import { EMPTY } from '../../usecases/wishlists/wishlists.store';
import { withListenerReports } from '../core/core.module';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { built } from '../feature';
import { loadOnce, onDemand, onDemandStore, sessionScoped } from '../on-demand';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { WISHLISTS_TOKENS as T, WISHLISTS_USE_CASES } from './wishlists.tokens';

const load = loadOnce(() => import('./wishlists.on-demand'));

/** The wishlists store belongs to the session that filled it: a logout or another user's login empties it. Its class loads with the feature. */
const wishlistsStore = (errors: ErrorHandler, session: SessionStore) =>
  onDemandStore(EMPTY, () => load().then((code) => sessionScoped(withListenerReports(new code.WishlistsStore(), errors), session)));

/** Binds the wishlists store and use cases; their code loads on first use. */
export const wishlistsModule = new ContainerModule(({ bind }) => {
  bind(T.WishlistsStore).toDynamicValue(built((get) => wishlistsStore(get(C.ErrorHandler), get(S.SessionStore)))).inSingletonScope();
  bind(WISHLISTS_USE_CASES)
    .toDynamicValue((context) => onDemand(context, 'wishlists', () => load().then((code) => code.createWishlists)))
    .inSingletonScope();
});
