import type { LoaderFunctionArgs } from 'react-router';
import type { VendingMachineView } from '../../index';
import type { RouteDeps } from '../app/route-deps';
import { failRoute } from '../app/route-failure';

/** `?categoria=`: a category id (a positive whole number); anything else is no filter. */
export function parseVendingCategory(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * A vending machine: `/maquina/:id`, with `?categoria=<category id>` keeping the slots of that category. An
 * unknown machine answers 404; a malformed category is ignored.
 */
export function vendingLoader(deps: RouteDeps) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<VendingMachineView> => {
    const categoryId = parseVendingCategory(new URL(request.url).searchParams.get('categoria'));
    try {
      const client = await deps.client();
      return await client.vending.load(params.id ?? '', { categoryId });
    } catch (error) {
      failRoute(error, 'esta máquina expendedora');
    }
  };
}
