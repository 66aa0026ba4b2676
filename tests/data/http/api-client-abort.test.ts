import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { UseCaseError } from '../../../src';
import { ApiClient } from '../../../src/data/http/api-client';
import { FakeSessionSource, RecordingLogger, RecordingSleep } from '../../mocks/doubles';

const API = 'http://api.test/api/public';

/** An adapter that answers `status` (ignoring the signal, as a slow transport might) after running `before`. */
function answering(status: number, seen: InternalAxiosRequestConfig[], before: () => void = () => undefined, headers: Record<string, string> = {}): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    before();
    const response = { data: { cause: status === 401 ? 'AUTH_EXPIRED' : 'TOO_MANY_REQUESTS' }, status, statusText: '', headers, config };
    throw new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response);
  };
}

describe('ApiClient with an AbortSignal', () => {
  it('hands the signal to the transport', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const controller = new AbortController();
    const adapter: AxiosAdapter = async (config) => {
      seen.push(config);
      return { data: { ok: true }, status: 200, statusText: 'OK', headers: {}, config };
    };
    const api = new ApiClient({ baseURL: API, sessions: new FakeSessionSource(), logger: new RecordingLogger(), adapter });
    await api.request({ method: 'GET', path: '/search_suggestions', schema: null, shape: 'none', signal: controller.signal });
    expect(seen[0]!.signal).toBe(controller.signal);
  });

  it('does not replace the session and retry a call aborted while it failed with 401', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const controller = new AbortController();
    const sessions = new FakeSessionSource();
    const api = new ApiClient({ baseURL: API, sessions, logger: new RecordingLogger(), adapter: answering(401, seen, () => controller.abort()) });
    const error = await api.request({ method: 'GET', path: '/search_suggestions', schema: null, shape: 'none', signal: controller.signal }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(UseCaseError);
    expect(seen).toHaveLength(1);
    expect(sessions.replaced).toEqual([]);
  });

  it('does not wait and retry a call aborted while it was rate limited', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const controller = new AbortController();
    const sleep = new RecordingSleep();
    const api = new ApiClient({
      baseURL: API,
      sessions: new FakeSessionSource(),
      logger: new RecordingLogger(),
      sleep: sleep.fn,
      adapter: answering(429, seen, () => controller.abort(), { 'retry-after': '1' }),
    });
    await api.request({ method: 'GET', path: '/search_suggestions', schema: null, shape: 'none', signal: controller.signal }).catch(() => undefined);
    expect(seen).toHaveLength(1);
    expect(sleep.calls).toEqual([]);
  });

  it('still recovers the session of a call whose signal did not fire', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const sessions = new FakeSessionSource();
    const api = new ApiClient({ baseURL: API, sessions, logger: new RecordingLogger(), adapter: answering(401, seen) });
    await api.request({ method: 'GET', path: '/search_suggestions', schema: null, shape: 'none', signal: new AbortController().signal }).catch(() => undefined);
    expect(seen).toHaveLength(2);
    expect(sessions.replaced).toEqual(['token-initial']);
  });
});
