import { useMemo } from 'react';
import type { PointsState } from '../../usecases/points/points.store';
import { useClientSource, useShopperClient } from '../app/tienda-context';
import { useQuery } from '../shared/use-query';
import { useStoreState } from '../shared/use-store';

const IDLE: PointsState = { status: 'idle', totalPoints: null, pointsPerCurrency: null, entries: [], couponOptions: [], coupons: [], error: null };
const NO_FAILURES = { options: null as unknown, coupons: null as unknown };

/**
 * `/cuenta/puntos`' view model: the points store (balance and history), loaded
 * with the coupon options and the shopper's coupons; `failures` says which of
 * those two failed, `reload` asks for all three again, keeping the page, and
 * `waiting` says the first answers are not all in yet.
 */
export function usePoints() {
  const client = useShopperClient();
  const state = useStoreState(client?.points.store, IDLE);
  const load = useQuery(['points'], async (c) => {
    const [, options, coupons] = await Promise.allSettled([c.points.history(), c.points.couponOptions(), c.points.coupons()]);
    return { options: options.status === 'rejected' ? (options.reason as unknown) : null, coupons: coupons.status === 'rejected' ? (coupons.reason as unknown) : null };
  });
  // The first time, the page waits for all three: drawn when only the balance had come, its sections moved down as
  // the coupons arrived (layout shift). Coupon options already in the store (a visit before) are shown at once.
  const waiting = (load.status === 'loading' || load.status === 'idle') && state.couponOptions.length === 0;
  return { state, failures: load.data ?? NO_FAILURES, reload: load.refresh, waiting };
}

/** Redeeming points for a coupon, and reading the history again after. */
export function usePointsActions() {
  const source = useClientSource();
  return useMemo(
    () => ({
      redeem: (amount: number) => source.get().then((client) => client.points.redeem(amount)),
      refreshHistory: () => {
        source
          .get()
          .then((client) => client.points.history())
          .catch(() => undefined);
      },
    }),
    [source],
  );
}
