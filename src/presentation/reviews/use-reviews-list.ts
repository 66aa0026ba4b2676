import { useEffect, useState } from 'react';
import type { ReviewsState } from '../../usecases/reviews/reviews.store';
import { useClientSource, useShopperClient } from '../app/tienda-context';
import { useStoreState } from '../shared/use-store';

const IDLE: ReviewsState = { status: 'idle', mine: null, suggested: null, error: null };

/**
 * One of the shopper's review lists (`mine`, or `suggested`: bought and not yet reviewed) from `reviews.store`,
 * fetched on mount: the list (null until it arrives), the failure of the last fetch, and `retry`.
 */
export function useReviewsList<K extends 'mine' | 'suggested'>(kind: K): { list: ReviewsState[K]; failure: unknown; retry: () => void } {
  const client = useShopperClient();
  const source = useClientSource();
  const state = useStoreState(client?.reviews.store, IDLE);
  const [failure, setFailure] = useState<unknown>(null);
  const retry = () => {
    setFailure(null);
    source
      .get()
      .then((ready): Promise<unknown> => ready.reviews[kind]())
      .catch((error: unknown) => setFailure(error ?? new Error(kind)));
  };
  useEffect(retry, []);
  return { list: state[kind], failure, retry };
}
