import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { StepUpParams } from '../../index';
import type { StepUpPort } from '../../usecases/checkout/create-order.use-case';
import type { StepUpFrameProps } from './StepUpDialog';

const loadDialog = () => import('./StepUpDialog');

/**
 * The bank's 3-D Secure challenge in a modal dialog (StepUpDialog.tsx, its
 * own chunk, loaded with the checkout but off its critical path): an iframe
 * of `step_up_url` at `iframe_width` × `iframe_height` (scaled down to fit a
 * narrow screen), or the bank's `html` in a sandboxed `srcdoc` iframe. The
 * focus stays inside; Escape and «Cerrar» call `onClose`; the focus goes
 * back to where it was. Render it inside a <Suspense>.
 */
export const StepUpFrame = lazy(loadDialog) as (props: StepUpFrameProps) => ReactNode;

interface Shown {
  params: StepUpParams;
  closed: AbortController;
  resolve(): void;
  reject(error: Error): void;
  settled: boolean;
  loads: number;
}

/** How long `show` waits for the bank's page to move on before letting the library's own bounded wait take over. */
const SHOW_WAIT_MS = 60_000;

/**
 * A `StepUpPort` for `createOrder({ stepUp })`, and the dialog to render.
 *
 * - `show(params)` opens the dialog. It resolves once the challenge is under
 *   way past its first page: when the frame has loaded a second page (the
 *   shopper answered the bank), or after a minute on the first one. The
 *   library then asks the server for the result, at once. It rejects when
 *   the shopper closes the dialog before that: the order is left pending.
 * - `dismiss()` removes the dialog (the library calls it when the challenge ends).
 * - Closing the dialog after `show` resolved aborts `closed`: the library
 *   asks for the result once more, then leaves the order pending.
 *
 * The checkout screen renders `element` somewhere in its tree.
 */
export function useStepUpPort(): { port: StepUpPort; element: ReactNode } {
  const [shown, setShown] = useState<Shown | null>(null);
  const current = useRef<Shown | null>(null);
  // One signal for the port's life; each show gets its own controller, and the signal follows the latest.
  const closing = useRef<AbortController>(new AbortController());
  // The dialog's code arrives while the shopper fills in the checkout, so it shows without a wait.
  useEffect(() => {
    loadDialog().catch(() => undefined);
  }, []);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const settle = (entry: Shown, outcome: 'resolve' | 'reject') => {
    if (entry.settled) return;
    entry.settled = true;
    if (timer.current) clearTimeout(timer.current);
    if (outcome === 'resolve') entry.resolve();
    else entry.reject(new Error('El comprador cerró la verificación de su banco.'));
  };

  const port = useMemo<StepUpPort>(
    () => ({
      get closed() {
        return closing.current.signal;
      },
      show(params) {
        if (current.current) settle(current.current, 'reject');
        closing.current = new AbortController();
        const closed = closing.current;
        return new Promise<void>((resolve, reject) => {
          const entry: Shown = { params, closed, resolve, reject, settled: false, loads: 0 };
          current.current = entry;
          setShown(entry);
          timer.current = setTimeout(() => settle(entry, 'resolve'), SHOW_WAIT_MS);
        });
      },
      dismiss() {
        const entry = current.current;
        if (entry) settle(entry, 'resolve');
        current.current = null;
        setShown(null);
      },
    }),
    [],
  );

  useEffect(
    () => () => {
      if (current.current) settle(current.current, 'reject');
    },
    [],
  );

  const element = shown ? (
    <Suspense fallback={null}>
      <StepUpFrame
      stepUp={shown.params}
      onFrameLoad={() => {
        shown.loads++;
        if (shown.loads >= 2) settle(shown, 'resolve');
      }}
      onClose={() => {
        settle(shown, 'reject');
        shown.closed.abort();
        if (current.current === shown) current.current = null;
        setShown(null);
      }}
      />
    </Suspense>
  ) : null;
  return { port, element };
}
