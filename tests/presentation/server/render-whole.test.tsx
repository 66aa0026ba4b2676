import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage, renderWhole } from '../../../src/presentation/server/entry-server';

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

describe('renderPage (one synchronous pass, the stream when a boundary is not finished)', () => {
  it('renders a page whose data is all there in one pass, with the same bytes as the stream', async () => {
    let renders = 0;
    function Card({ name }: { name: string }) {
      renders++;
      return <li>{name}</li>;
    }
    const page = (
      <main>
        <h1>Ofertas</h1>
        <Suspense fallback={<p>Cargando…</p>}>
          <ul>
            <Card name="Café de Huehuetenango" />
            <Card name="Tenis «Volcán»" />
          </ul>
        </Suspense>
      </main>
    );
    const errors: unknown[] = [];
    const fast = (await renderPage(page, new AbortController().signal, (error) => errors.push(error))).toString('utf8');
    expect(renders).toBe(2);
    expect(fast).toBe((await renderWhole(page, new AbortController().signal, () => undefined)).toString('utf8'));
    expect(fast).toContain('<li>Tenis «Volcán»</li>');
    expect(errors).toEqual([]);
  });

  it('waits for a boundary that suspends, as the stream does: its content, never its fallback', async () => {
    const big = 'ñandú '.repeat(100);
    const errors: unknown[] = [];
    const text = later(big);
    const html = (
      await renderPage(
        <main>
          <Suspense fallback={<p>Cargando…</p>}>
            <Slow text={text} />
          </Suspense>
          <footer>Abajo</footer>
        </main>,
        new AbortController().signal,
        (error) => errors.push(error),
      )
    ).toString('utf8');
    expect(html).toContain(big.trim());
    expect(html).not.toContain('Cargando…');
    expect(html).not.toContain('<template');
    expect(errors).toEqual([]);
  });

  it('reports a boundary that throws once, with the fallback in its place, and rejects when the shell throws', async () => {
    const errors: unknown[] = [];
    const html = (
      await renderPage(
        <main>
          <Suspense fallback={<p>Cargando…</p>}>
            <Broken />
          </Suspense>
        </main>,
        new AbortController().signal,
        (error) => errors.push(error),
      )
    ).toString('utf8');
    expect(html).toContain('Cargando…');
    expect(errors.map((error) => (error as Error).message)).toEqual(['se rompió la página']);

    const shellErrors: unknown[] = [];
    await expect(renderPage(<Broken />, new AbortController().signal, (error) => shellErrors.push(error))).rejects.toThrow('se rompió la página');
    expect(shellErrors).toHaveLength(1);
  });
});
