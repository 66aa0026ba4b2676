import type { HomeView } from '../../index';
import type { RouteDeps } from '../app/route-deps';
import { failRoute } from '../app/route-failure';

export function homeLoader(deps: RouteDeps) {
  return async (): Promise<HomeView> => {
    try {
      const client = await deps.client();
      return await client.catalog.loadHome();
    } catch (error) {
      failRoute(error, 'la página de inicio');
    }
  };
}
