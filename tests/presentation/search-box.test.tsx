// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { SearchSuggestion } from '../../src/index';
import { staticSource } from '../../src/presentation/app/client-source';
import { TiendaProvider } from '../../src/presentation/app/tienda-context';
import { SearchBox } from '../../src/presentation/shell/SearchBox';
import { highlighted, suggestionHref } from '../../src/presentation/shell/suggestion-parts';
import { SUGGEST_DELAY_MS } from '../../src/presentation/shell/use-suggestions';
import { fakeClient } from './fake-client';
import { renderAt } from './render';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const suggestion = (text: string, type: SearchSuggestion['type'], overrides: Partial<SearchSuggestion> = {}): SearchSuggestion => ({
  text,
  type,
  slug: null,
  image_url: null,
  parent_category_name: null,
  highlight: [],
  ...overrides,
});

/** One of each type, as the local API answers for «aud». */
const MIXED: SearchSuggestion[] = [
  suggestion('audífonos', 'TEXT', { highlight: [[0, 3]] }),
  suggestion('Audio', 'CATEGORY', { slug: 'audio', parent_category_name: 'Tecnología', highlight: [[0, 3]] }),
  suggestion('Audiomax', 'BRAND', { slug: 'audiomax', image_url: 'http://t/media/brand/audiomax', highlight: [[0, 3]] }),
  suggestion('Audífonos Sonaria Pro', 'PRODUCT', { slug: 'audifonos-sonaria-pro', image_url: 'http://t/media/product/SKU-1-1?w=150', highlight: [[0, 3]] }),
  suggestion('Ayuda', 'PAGE', { slug: 'ayuda' }),
  suggestion('audio portátil', 'KEYWORD', { highlight: [[0, 3]] }),
  suggestion('algo nuevo', 'UNKNOWN'),
];

type Suggest = Mock<(text: string, options?: { signal?: AbortSignal }) => Promise<SearchSuggestion[] | null>>;

function setup(answer: (text: string) => Promise<SearchSuggestion[] | null> = async () => MIXED, path = '/') {
  const made = fakeClient();
  const suggest = made.fakes.search.suggest as unknown as Suggest;
  suggest.mockImplementation((text: string) => answer(text));
  const view = renderAt(made.client, <SearchBox />, { path });
  const input = screen.getByRole('combobox', { name: 'Buscar productos' }) as HTMLInputElement;
  return { ...made, ...view, input, fakes: { ...made.fakes, search: { ...made.fakes.search, suggest } } };
}

const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const options = () => screen.queryAllByRole('option');
/**
 * The debounce's clock, stepped instead of waited for (only setTimeout is faked: React's scheduler keeps running).
 * Testing Library's waitFor cannot run under it (it drains with a setTimeout): after a step, assert directly.
 */
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
const pause = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Types `text` and waits for its suggestions to show. */
async function typeAndWait(input: HTMLInputElement, text: string, count = MIXED.length) {
  input.focus();
  type(input, text);
  await waitFor(() => expect(options()).toHaveLength(count));
}

describe('SearchBox suggestions', () => {
  it('asks once for three fast keystrokes, for the last text, after the pause', async () => {
    fakeClock();
    const { input, fakes } = setup();
    input.focus();
    type(input, 'a');
    type(input, 'au');
    type(input, 'aud');
    await pause(SUGGEST_DELAY_MS / 2);
    expect(fakes.search.suggest).not.toHaveBeenCalled();
    await pause(SUGGEST_DELAY_MS / 2);
    expect(options()).toHaveLength(MIXED.length);
    expect(fakes.search.suggest).toHaveBeenCalledTimes(1);
    expect(fakes.search.suggest.mock.calls[0]![0]).toBe('aud');
    expect(fakes.search.suggest.mock.calls[0]![1]).toEqual({ signal: expect.any(AbortSignal) });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('7 sugerencias');
  });

  it('aborts the previous request as soon as the text changes', async () => {
    const signals: AbortSignal[] = [];
    const { input, fakes } = setup(
      (text) =>
        new Promise((resolve) => {
          const signal = fakes.search.suggest.mock.calls.at(-1)![1]!.signal!;
          signals.push(signal);
          // A library that honours the signal answers null when aborted.
          signal.addEventListener('abort', () => resolve(null));
          if (text === 'luz') resolve([suggestion('luces led', 'TEXT')]);
        }),
    );
    input.focus();
    type(input, 'lu');
    await waitFor(() => expect(fakes.search.suggest).toHaveBeenCalledTimes(1));
    expect(signals[0]!.aborted).toBe(false);
    type(input, 'luz');
    expect(signals[0]!.aborted).toBe(true);
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['luces led']));
    expect(fakes.search.suggest).toHaveBeenCalledTimes(2);
    expect(signals[1]!.aborted).toBe(false);
  });

  it('never lets an older answer arriving late replace a newer one, and ignores a null answer', async () => {
    fakeClock();
    let releaseOld: (value: SearchSuggestion[]) => void = () => undefined;
    const { input } = setup((text) => {
      // A backend that ignores the abort: the old answer still arrives, after the new one.
      if (text === 'ca') return new Promise((resolve) => (releaseOld = resolve));
      if (text === 'caf') return Promise.resolve([suggestion('café', 'TEXT')]);
      return Promise.resolve(null);
    });
    input.focus();
    type(input, 'ca');
    await pause(SUGGEST_DELAY_MS + 50);
    type(input, 'caf');
    await pause(SUGGEST_DELAY_MS);
    expect(options().map((o) => o.textContent)).toEqual(['café']);
    await act(async () => releaseOld([suggestion('cama', 'TEXT'), suggestion('casa', 'TEXT')]));
    await pause(20);
    expect(options().map((o) => o.textContent)).toEqual(['café']);
    // An aborted (null) answer changes nothing either.
    type(input, 'cafe');
    await pause(SUGGEST_DELAY_MS + 50);
    expect(options().map((o) => o.textContent)).toEqual(['café']);
  });

  it('asks nothing for blank text and closes the list', async () => {
    fakeClock();
    const { input, fakes } = setup();
    input.focus();
    type(input, 'aud');
    await pause(SUGGEST_DELAY_MS);
    expect(options()).toHaveLength(MIXED.length);
    type(input, '   ');
    await pause(SUGGEST_DELAY_MS + 50);
    expect(fakes.search.suggest).toHaveBeenCalledTimes(1);
    expect(options()).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('SearchBox keyboard (ARIA 1.2 combobox)', () => {
  it('moves through the options with the arrows, wrapping at both ends', async () => {
    const { input } = setup();
    await typeAndWait(input, 'aud');
    const listbox = screen.getByRole('listbox');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(active()).toBe('audífonos');
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(active()).toBe('Audio, en Tecnología');
    expect(options()[0]!.getAttribute('aria-selected')).toBe('false');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(active()).toBe('algo nuevo');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(active()).toBe('audífonos');
  });

  it('opens the active option with Enter', async () => {
    const { input, router } = setup();
    await typeAndWait(input, 'aud');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(router.state.location.pathname).toBe('/categoria/audio');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('searches the text with Enter when no option is active', async () => {
    const { input, router } = setup();
    await typeAndWait(input, 'aud');
    type(input, 'audífonos rojos');
    fireEvent.submit(input.form!);
    expect(router.state.location.pathname).toBe('/buscar');
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('audífonos rojos')}`);
    // The search page keeps its query in the box.
    expect(input.value).toBe('audífonos rojos');
  });

  it('closes with Escape, then clears the text with a second Escape', async () => {
    const { input } = setup();
    await typeAndWait(input, 'aud');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(options()).toHaveLength(0);
    expect(input.value).toBe('aud');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('');
  });

  it('closes with Tab and when the box loses the focus (a click outside)', async () => {
    const { input } = setup();
    await typeAndWait(input, 'aud');
    fireEvent.keyDown(input, { key: 'Tab' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    // Typing again opens it; a click elsewhere (the box blurs) closes it.
    type(input, 'audi');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.blur(input);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens an option on click without taking the focus from the box first', async () => {
    const { input, router } = setup();
    await typeAndWait(input, 'aud');
    const product = options()[3]!;
    // mousedown is prevented: the box keeps the focus, so the list is still there for the click.
    expect(fireEvent.mouseDown(product)).toBe(false);
    fireEvent.click(product);
    expect(router.state.location.pathname).toBe('/producto/audifonos-sonaria-pro');
  });
});

describe('SearchBox rendering of each type', () => {
  it('draws each type with its icon or picture, its note, and opens its page', async () => {
    const { input, router } = setup();
    await typeAndWait(input, 'aud');
    const [text, category, brand, product, page, keyword, unknown] = options();
    expect(text!.querySelector('.icon--search')).not.toBeNull();
    expect(keyword!.querySelector('.icon--search')).not.toBeNull();
    expect(category!.querySelector('.icon--layout-grid')).not.toBeNull();
    expect(within(category!).getByText('en Tecnología')).toBeTruthy();
    expect(brand!.querySelector('.icon--tag')).not.toBeNull();
    expect(brand!.textContent).toBe('Audiomax, Marca');
    const image = product!.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('http://t/media/product/SKU-1-1?w=150');
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('alt')]).toEqual(['40', '40', '']);
    expect(page!.querySelector('.icon--file-text')).not.toBeNull();
    expect(unknown!.textContent).toBe('algo nuevo');
    expect(unknown!.querySelector('.icon')).toBeNull();
    // Only the product shows a picture.
    expect(screen.getByRole('listbox').querySelectorAll('img')).toHaveLength(1);
    fireEvent.click(brand!);
    expect(router.state.location.pathname).toBe('/marca/audiomax');
  });

  it.each([
    ['TEXT', null, '/buscar?q=aud%C3%ADfonos%20rojos'],
    ['KEYWORD', null, '/buscar?q=aud%C3%ADfonos%20rojos'],
    ['UNKNOWN', 'algo', '/buscar?q=aud%C3%ADfonos%20rojos'],
    ['CATEGORY', 'audio', '/categoria/audio'],
    ['BRAND', 'sonaria', '/marca/sonaria'],
    ['PRODUCT', 'audifonos-sonaria', '/producto/audifonos-sonaria'],
    ['PAGE', 'ofertas', '/ofertas'],
    ['CATEGORY', null, '/buscar?q=aud%C3%ADfonos%20rojos'],
    ['PRODUCT', 'a/b?c', '/producto/a%2Fb%3Fc'],
  ] as const)('leads a %s suggestion with slug %s to %s', (kind, slug, href) => {
    expect(suggestionHref(suggestion('audífonos rojos', kind, { slug }))).toBe(href);
  });

  it('marks the matched ranges and keeps hostile text as text', async () => {
    const hostile = '<img src=x onerror="alert(1)"> <b>luz</b>';
    const { input } = setup(async () => [
      suggestion('luces led', 'TEXT', { highlight: [[0, 3], [6, 9]] }),
      suggestion(hostile, 'TEXT', { highlight: [[hostile.indexOf('luz'), hostile.indexOf('luz') + 3]] }),
      suggestion('lámpara', 'TEXT', { highlight: [[5, 2], [-4, 1], [6, 99]] }),
      suggestion('Sonaria', 'PRODUCT', { slug: 's', image_url: 'javascript:alert(1)' }),
    ]);
    await typeAndWait(input, 'luz', 4);
    const [first, second, third, product] = options();
    expect([...first!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['luc', 'led']);
    expect(first!.textContent).toBe('luces led');
    expect(second!.textContent).toBe(hostile);
    expect(second!.querySelector('img, b')).toBeNull();
    expect([...second!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['luz']);
    // Reversed ranges are skipped, out-of-range ones clipped.
    expect([...third!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['l', 'a']);
    expect(third!.textContent).toBe('lámpara');
    // A picture address that is not the web's is not shown.
    expect(product!.querySelector('img')).toBeNull();
    expect(product!.querySelector('.icon--package')).not.toBeNull();
  });

  it('clips overlapping ranges to one mark each', () => {
    const parts = highlighted('audífonos', [[0, 4], [2, 6]]);
    expect(parts.map((part) => (typeof part === 'string' ? part : `[${(part as { props: { children: string } }).props.children}]`))).toEqual([
      '[audí]',
      '[fo]',
      'nos',
    ]);
  });
});

describe('SearchBox without JavaScript', () => {
  it('is rendered on the server as a GET form to /buscar with the search page\'s query', async () => {
    const routes = [{ path: '*', element: <SearchBox /> }];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://t/buscar?q=caf%C3%A9%20%3Cb%3E'));
    if (context instanceof Response) throw new Error('unexpected response');
    const html = renderToString(
      <TiendaProvider source={staticSource(null)}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </TiendaProvider>,
    );
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/buscar"[^>]*method="get"/);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="café &lt;b&gt;"/);
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('role="option"');
  });

  it('leaves the box empty on other pages', () => {
    const { input } = setup(async () => [], '/producto/x?q=no');
    expect(input.value).toBe('');
  });
});
