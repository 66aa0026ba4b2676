import { useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { DeliveryEstimate } from '../../index';
import { useClientSource } from '../app/tienda-context';
import type { DeliveryQuery } from './use-delivery-chooser';

/** The box's estimate: the one shown (the page's own, with no place), or the one asked for a place, loading or failed. */
export type DeliveryAnswer =
  | { status: 'ready'; estimate: DeliveryEstimate; place: string | null }
  | { status: 'loading'; query: DeliveryQuery; place: string }
  | { status: 'error'; query: DeliveryQuery; place: string; error: unknown };

/** The delivery box's view model: see `useDeliveryBox`. */
export interface DeliveryBoxView {
  answer: DeliveryAnswer;
  /** Whether the chooser («Cambiar») is open. */
  open: boolean;
  setOpen: Dispatch<SetStateAction<boolean>>;
  /** «Cambiar»'s button, which the focus goes back to once an estimate is shown. */
  toggle: RefObject<HTMLButtonElement | null>;
  /** Asks the estimate for `query`, said as `place`; a later ask supersedes one under way. */
  ask(query: DeliveryQuery, place: string): void;
}

/**
 * The delivery box of product `productId`: the estimate shown (`initial`, the page's, until another is asked for),
 * whether the chooser is open, and `ask`, which asks the estimate for a place; once it comes it is shown, the
 * chooser closes and the focus goes back to «Cambiar» (`toggle`). A failure keeps its query, for «Reintentar».
 */
export function useDeliveryBox(productId: string, initial: DeliveryEstimate): DeliveryBoxView {
  const source = useClientSource();
  const [answer, setAnswer] = useState<DeliveryAnswer>({ status: 'ready', estimate: initial, place: null });
  const [open, setOpen] = useState(false);
  const turn = useRef(0);
  const toggle = useRef<HTMLButtonElement>(null);

  const ask = (query: DeliveryQuery, place: string) => {
    const mine = ++turn.current;
    setAnswer({ status: 'loading', query, place });
    source
      .get()
      .then((client) => client.product.deliveryEstimate(productId, query))
      .then(
        (estimate) => {
          if (mine !== turn.current) return;
          setAnswer({ status: 'ready', estimate, place });
          setOpen(false);
          toggle.current?.focus();
        },
        (error: unknown) => mine === turn.current && setAnswer({ status: 'error', query, place, error }),
      );
  };

  return { answer, open, setOpen, toggle, ask };
}
