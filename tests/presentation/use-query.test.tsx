// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UseCaseError, type TiendaClient } from '../../src/index';
import { staticSource } from '../../src/presentation/app/client-source';
import { TiendaProvider } from '../../src/presentation/app/tienda-context';
import { useQuery, type QueryKey } from '../../src/presentation/shared/use-query';

afterEach(cleanup);

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const client = { environment: 'local' } as unknown as TiendaClient;

function renderQuery<T>(fetch: (client: TiendaClient, signal: AbortSignal) => Promise<T>, key: QueryKey = ['k']) {
  const wrapper = ({ children }: { children: ReactNode }) => <TiendaProvider source={staticSource(client)}>{children}</TiendaProvider>;
  return renderHook(({ k }: { k: QueryKey }) => useQuery(k, fetch), { wrapper, initialProps: { k: key } });
}

describe('useQuery', () => {
  it('is loading, then ready with what fetch answered, having asked once with the client', async () => {
    const fetch = vi.fn(async (got: TiendaClient) => (got === client ? ['a', 'b'] : []));
    const { result } = renderQuery(fetch);
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toEqual(['a', 'b']);
    expect(result.current.error).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fails with the error as a UseCaseError, keeping its cause, and reload() asks again through loading', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new UseCaseError('network')).mockResolvedValueOnce(7);
    const { result } = renderQuery(fetch);
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBeInstanceOf(UseCaseError);
    expect(result.current.error?.cause).toBe('network');
    expect(result.current.data).toBeUndefined();
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toBe(7);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('maps a failure that is not a UseCaseError to one (UNKNOWN)', async () => {
    const { result } = renderQuery(() => Promise.reject(new TypeError('boom')));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.cause).toBe('UNKNOWN');
  });

  it('asks again when the key changes, ignores the superseded answer and aborts its signal', async () => {
    const answers = { one: deferred<string>(), two: deferred<string>() };
    const signals: AbortSignal[] = [];
    const fetch = vi.fn((_: TiendaClient, signal: AbortSignal) => {
      signals.push(signal);
      return signals.length === 1 ? answers.one.promise : answers.two.promise;
    });
    const { result, rerender } = renderHook(({ k }: { k: string }) => useQuery([k], fetch), {
      wrapper: ({ children }: { children: ReactNode }) => <TiendaProvider source={staticSource(client)}>{children}</TiendaProvider>,
      initialProps: { k: 'one' },
    });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    rerender({ k: 'two' });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    await act(async () => answers.one.resolve('stale'));
    expect(result.current.status).toBe('loading');
    await act(async () => answers.two.resolve('fresh'));
    expect(result.current.status).toBe('ready');
    expect(result.current.data).toBe('fresh');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not ask again for the same key on a new render with a new fetch closure', async () => {
    const fetch = vi.fn(async () => 1);
    const { result, rerender } = renderQuery(fetch, ['same', 1]);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ k: ['same', 1] });
    rerender({ k: ['same', 1] });
    expect(result.current.status).toBe('ready');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('ignores an answer that comes after unmounting, and aborts its signal', async () => {
    const answer = deferred<number>();
    let seen: AbortSignal | null = null;
    const fetch = vi.fn((_: TiendaClient, signal: AbortSignal) => {
      seen = signal;
      return answer.promise;
    });
    const { result, unmount } = renderQuery(fetch);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    unmount();
    expect(seen!.aborted).toBe(true);
    await act(async () => answer.resolve(1));
    expect(result.current.status).toBe('loading');
  });

  it('loads nothing while the key is null, and loads once it is given', async () => {
    const fetch = vi.fn(async () => 'x');
    const { result, rerender } = renderQuery(fetch, null);
    expect(result.current.status).toBe('idle');
    rerender({ k: ['now'] });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refresh() asks again keeping the data shown until the answer replaces it', async () => {
    const second = deferred<string>();
    const fetch = vi.fn().mockResolvedValueOnce('old').mockReturnValueOnce(second.promise);
    const { result } = renderQuery(fetch);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.refresh());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(result.current.status).toBe('ready');
    expect(result.current.data).toBe('old');
    await act(async () => second.resolve('new'));
    expect(result.current.data).toBe('new');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('with keepPrevious, shows the last data while a new key loads, then the new answer', async () => {
    const second = deferred<string>();
    const fetch = vi.fn().mockResolvedValueOnce('first').mockReturnValueOnce(second.promise);
    const wrapper = ({ children }: { children: ReactNode }) => <TiendaProvider source={staticSource(client)}>{children}</TiendaProvider>;
    const { result, rerender } = renderHook(({ k }: { k: number }) => useQuery([k], fetch, { keepPrevious: true }), { wrapper, initialProps: { k: 1 } });
    await waitFor(() => expect(result.current.data).toBe('first'));
    rerender({ k: 2 });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(result.current.data).toBe('first');
    await act(async () => second.resolve('second'));
    expect(result.current.data).toBe('second');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('set() replaces the data without a request', async () => {
    const fetch = vi.fn(async () => ['first']);
    const { result } = renderQuery(fetch);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.set(['first', 'second']));
    expect(result.current.data).toEqual(['first', 'second']);
    act(() => result.current.set((current) => [...current, 'third']));
    expect(result.current.data).toEqual(['first', 'second', 'third']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('while paused asks nothing and drops the answer under way, keeping what is shown; after, asks the same key again', async () => {
    const second = deferred<string>();
    const third = deferred<string>();
    const signals: AbortSignal[] = [];
    const fetch = vi.fn((_: TiendaClient, signal: AbortSignal) => {
      signals.push(signal);
      return [Promise.resolve('first'), second.promise, third.promise][signals.length - 1]!;
    });
    const wrapper = ({ children }: { children: ReactNode }) => <TiendaProvider source={staticSource(client)}>{children}</TiendaProvider>;
    const { result, rerender } = renderHook(({ paused, attempt }: { paused: boolean; attempt: number }) => useQuery(['k', attempt], fetch, { paused }), {
      wrapper,
      initialProps: { paused: true, attempt: 1 },
    });
    // Paused from the start: loading, and nothing asked.
    await act(async () => undefined);
    expect(result.current.status).toBe('loading');
    expect(fetch).toHaveBeenCalledTimes(0);
    rerender({ paused: false, attempt: 1 });
    await waitFor(() => expect(result.current.data).toBe('first'));
    rerender({ paused: false, attempt: 2 });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    // Paused while the second key's answer is on its way: it is dropped, and nothing new is asked.
    rerender({ paused: true, attempt: 2 });
    expect(signals[1]!.aborted).toBe(true);
    await act(async () => second.resolve('dropped'));
    expect(result.current.status).toBe('loading');
    expect(fetch).toHaveBeenCalledTimes(2);
    // Unpaused: the same key is asked again.
    rerender({ paused: false, attempt: 2 });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    await act(async () => third.resolve('third'));
    expect(result.current.data).toBe('third');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('while paused keeps the data shown, then refreshes it without a loading state', async () => {
    const later = deferred<string>();
    const fetch = vi.fn().mockResolvedValueOnce('first').mockReturnValueOnce(later.promise);
    const wrapper = ({ children }: { children: ReactNode }) => <TiendaProvider source={staticSource(client)}>{children}</TiendaProvider>;
    const { result, rerender } = renderHook(({ paused }: { paused: boolean }) => useQuery(['k'], fetch, { paused }), { wrapper, initialProps: { paused: false } });
    await waitFor(() => expect(result.current.data).toBe('first'));
    rerender({ paused: true });
    expect(result.current.data).toBe('first');
    rerender({ paused: false });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(result.current.status).toBe('ready');
    expect(result.current.data).toBe('first');
    await act(async () => later.resolve('later'));
    expect(result.current.data).toBe('later');
  });
});
