// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StepUpParams } from '../../src/index';
import type { StepUpPort } from '../../src/usecases/checkout/create-order.use-case';
import StepUpDialog from '../../src/presentation/payments/StepUpDialog';
import { StepUpFrame, useStepUpPort } from '../../src/presentation/payments/StepUpFrame';

afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
});

const params = (overrides: Partial<StepUpParams> = {}): StepUpParams => ({
  step_up_url: 'http://localhost:9004/dev/3ds?ref=3ds_abcdefghijklmnopqrstuv',
  iframe_width: 400,
  iframe_height: 600,
  is_full_screen: false,
  is_embedded: true,
  access_token: null,
  code: null,
  html: null,
  transaction_id: null,
  payload: null,
  ...overrides,
});

/** A page with an opener button that shows the frame, as the checkout's «Pagar» would. */
function Page({ stepUp, onClose }: { stepUp: StepUpParams; onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1 tabIndex={-1}>Pagar</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Pagar ahora
      </button>
      {open ? (
        <StepUpDialog
          stepUp={stepUp}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      ) : null}
    </main>
  );
}

describe('StepUpFrame (StepUpDialog)', () => {
  it('is the dialog, loaded on demand', async () => {
    render(
      <Suspense fallback={<p>Cargando…</p>}>
        <StepUpFrame stepUp={params()} onClose={() => undefined} />
      </Suspense>,
    );
    expect((await screen.findByRole('dialog', { name: 'Verificación de seguridad de tu banco' })).querySelector('iframe')!.getAttribute('width')).toBe('400');
  });

  it('opens a labelled modal dialog with the bank page at its size, focus on «Cerrar», and Escape closes it back to the opener', () => {
    const onClose = vi.fn();
    render(<Page stepUp={params()} onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Pagar ahora' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Verificación de seguridad de tu banco' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const frame = dialog.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('http://localhost:9004/dev/3ds?ref=3ds_abcdefghijklmnopqrstuv');
    expect([frame.getAttribute('width'), frame.getAttribute('height')]).toEqual(['400', '600']);
    expect(frame.getAttribute('title')).toBe('Página de verificación de tu banco');
    expect(frame.hasAttribute('sandbox')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cerrar' }));

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps the focus inside: tabbing past either end comes round to the other', () => {
    render(<StepUpDialog stepUp={params()} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog');
    const [start, end] = [dialog.querySelector<HTMLElement>('[data-guard="start"]')!, dialog.querySelector<HTMLElement>('[data-guard="end"]')!];
    end.focus();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cerrar' }));
    start.focus();
    expect(document.activeElement).toBe(dialog.querySelector('iframe'));
  });

  it('closes with «Cerrar»', () => {
    const onClose = vi.fn();
    render(<StepUpDialog stepUp={params()} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('puts the bank\'s html in a sandboxed srcdoc: scripts and forms, never this origin', () => {
    render(<StepUpDialog stepUp={params({ step_up_url: null, html: '<form action="https://acs.example/"><button>Seguir</button></form>' })} onClose={() => undefined} />);
    const frame = screen.getByRole('dialog').querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-forms allow-scripts');
    expect(frame.getAttribute('srcdoc')).toBe('<form action="https://acs.example/"><button>Seguir</button></form>');
    expect(frame.hasAttribute('src')).toBe(false);
  });

  it('scales a 400 px frame down to fit a 360 px screen, keeping its proportions', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 360 });
    render(<StepUpDialog stepUp={params()} onClose={() => undefined} />);
    const box = screen.getByRole('dialog').querySelector<HTMLElement>('.step-up__frame')!;
    expect(box.style.width).toBe('312px');
    expect(box.style.height).toBe('468px');
    expect(box.querySelector('iframe')!.style.transform).toBe('scale(0.78)');
  });

  it('shows the frame unscaled on a wide screen', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    render(<StepUpDialog stepUp={params({ iframe_width: 250, iframe_height: 400 })} onClose={() => undefined} />);
    const box = screen.getByRole('dialog').querySelector<HTMLElement>('.step-up__frame')!;
    expect([box.style.width, box.style.height]).toEqual(['250px', '400px']);
    expect(box.querySelector('iframe')!.style.transform).toBe('');
  });
});

describe('useStepUpPort', () => {
  let port: StepUpPort;
  function Host() {
    const stepUp = useStepUpPort();
    port = stepUp.port;
    return <div>{stepUp.element}</div>;
  }

  it('shows the dialog on show(), resolves once the bank page has moved on, and dismiss() removes it', async () => {
    render(<Host />);
    expect(screen.queryByRole('dialog')).toBeNull();
    let settled: string | null = null;
    let shown!: Promise<void>;
    act(() => {
      shown = Promise.resolve(port.show(params())).then(
        () => void (settled = 'resolved'),
        () => void (settled = 'rejected'),
      );
    });
    const frame = (await screen.findByRole('dialog')).querySelector('iframe')!;
    fireEvent.load(frame);
    await Promise.resolve();
    expect(settled).toBeNull();
    fireEvent.load(frame);
    await shown;
    expect(settled).toBe('resolved');
    act(() => port.dismiss!());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rejects show() when the shopper closes the dialog first', async () => {
    render(<Host />);
    let shown!: Promise<void>;
    act(() => {
      shown = Promise.resolve(port.show(params()));
    });
    fireEvent.load((await screen.findByRole('dialog')).querySelector('iframe')!);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cerrar' })));
    await expect(shown).rejects.toThrow('cerró');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('aborts `closed` when the shopper closes the dialog after the bank page moved on, so the library stops waiting', async () => {
    render(<Host />);
    let shown!: Promise<void>;
    act(() => {
      shown = Promise.resolve(port.show(params()));
    });
    const frame = (await screen.findByRole('dialog')).querySelector('iframe')!;
    fireEvent.load(frame);
    fireEvent.load(frame);
    await shown;
    const closed = port.closed!;
    expect(closed.aborted).toBe(false);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cerrar' })));
    expect(closed.aborted).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
