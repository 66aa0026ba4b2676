import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWhole } from '../../../src/presentation/server/entry-server';

/** A value that arrives after the shell has rendered (a macrotask later). */
function later<T>(value: T): Promise<T> {
  return new Promise((resolve) => setImmediate(() => resolve(value)));
}

function Slow({ text }: { text: Promise<string> }) {
  return <p>{use(text)}</p>;
}

function Broken(): never {
  throw new Error('se rompió la página');
}

describe('renderWhole (the server render, read as a Node stream)', () => {
  it('waits for every Suspense boundary and writes it in place, in order, however big, with no script to move it', async () => {
    const big = 'ñandú '.repeat(5000); // 35,000 bytes: past React's outlining threshold (12,800)
    const errors: unknown[] = [];
    const html = (
      await renderWhole(
        <main>
          <h1>Arriba</h1>
          <Suspense fallback={<p>Cargando…</p>}>
            <Slow text={later(big)} />
          </Suspense>
          <footer>Abajo</footer>
        </main>,
        new AbortController().signal,
        (error) => errors.push(error),
      )
    ).toString('utf8');
    expect(errors).toEqual([]);
    expect(html).not.toContain('Cargando…');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<template');
    expect(html.indexOf('Arriba')).toBeLessThan(html.indexOf('ñandú'));
    expect(html.indexOf(big.trim())).toBeLessThan(html.indexOf('Abajo'));
  });

  it('rejects when the shell itself cannot render', async () => {
    const errors: unknown[] = [];
    await expect(renderWhole(<Broken />, new AbortController().signal, (error) => errors.push(error))).rejects.toThrow('se rompió la página');
    expect(errors).toHaveLength(1);
  });

  it('stops at the signal: what is not ready is left to the browser (its fallback), and the error is reported', async () => {
    const abort = new AbortController();
    const errors: unknown[] = [];
    let shellRendered!: () => void;
    const rendered = new Promise<void>((resolve) => (shellRendered = resolve));
    function Shell() {
      shellRendered();
      return <h1>Arriba</h1>;
    }
    const rendering = renderWhole(
      <main>
        <Shell />
        <Suspense fallback={<p>Cargando…</p>}>
          <Slow text={new Promise<string>(() => undefined)} />
        </Suspense>
      </main>,
      abort.signal,
      (error) => errors.push(error),
    );
    // The shell is complete once the work that rendered it has returned: the signal then stops the rest only.
    await rendered;
    abort.abort(new Error('demasiado lento'));
    const html = (await rendering).toString('utf8');
    expect(html).toContain('Arriba');
    expect(html).toContain('Cargando…');
    expect(errors.map((error) => (error as Error).message)).toEqual(['demasiado lento']);
  });
});
