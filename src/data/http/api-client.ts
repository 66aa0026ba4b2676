import axios, { AxiosError, type AxiosAdapter, type AxiosRequestConfig, type CreateAxiosDefaults, type Method } from 'axios';
import * as z from 'zod/mini';
import {
  bodyCauseOf,
  DEFAULT_HTTP_TIMEOUT_MS,
  MAX_RATE_LIMIT_RETRY_WAIT_MS,
  SESSION_RECOVERY_CAUSES,
  tooManyRequestsMessage,
  UseCaseError,
} from '../../domain';
import type { Logger } from '../../usecases/shared/logger';
import type { SessionTokenSource } from '../../usecases/session/session-token-source';
import { forwardedHeaders, type ForwardedRequestInfo } from './forwarded-headers';
import { RETRY_AFTER_PADDING_SECONDS, rateLimitDelayMs } from './retry-after';

export interface ApiClientOptions {
  /** The API root, e.g. http://localhost:9004/api/public. */
  baseURL: string;
  sessions: SessionTokenSource;
  logger: Logger;
  /** Request timeout in ms; 0 (the default) means none. */
  timeoutMs?: number;
  /** Facts about the shopper's request to forward, read for every call. */
  requestInfo?: () => ForwardedRequestInfo | null | undefined;
  /** Waits before the 429 retry; replaceable in tests. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** An axios adapter, for hosts with their own transport. */
  adapter?: AxiosAdapter;
  /** Makes the requester from the client's axios defaults, instead of axios.create (in-process-adapter.ts inProcessHttp). */
  http?: (defaults: CreateAxiosDefaults) => HttpRequester;
}

/** What the client asks of axios: one request, its body and headers (an axios instance is one). */
export interface HttpRequester {
  request(config: AxiosRequestConfig): Promise<{ data: unknown; headers: unknown }>;
}

export interface ApiRequest<S extends z.core.$ZodType | null> {
  method: Method;
  path: string;
  params?: Record<string, unknown>;
  data?: unknown;
  /** The zod schema the answer must match; null for answers that are not read. */
  schema: S;
  /** The shape's name, used in schemaValidationError. */
  shape: string;
  /** Send the Session header (default true). */
  authenticated?: boolean;
  /** Replace the session and retry once on 401/403 (default true). Order creation opts out. */
  sessionRecovery?: boolean;
  /** Extra request headers (order creation's Idempotency-Key). */
  headers?: Record<string, string>;
  /**
   * Cancels the call (a suggestion the shopper typed past). axios turns any failure of an aborted call into a
   * cancellation, so it is never recovered or retried.
   */
  signal?: AbortSignal;
  /** Hears the fraction of the body sent so far, 0 to 1 (an upload's progress); told 1 once the call succeeds. */
  onUploadProgress?: (fraction: number) => void;
  /** How to read the answer: JSON (the default), or raw bytes (`requestBinary` in binary.ts). */
  responseType?: 'json' | 'arraybuffer';
  /** Rewrites a failed call's body before its cause is read (a binary call's error arrives as bytes). */
  readErrorBody?: (data: unknown) => unknown;
}

/** An answer's body and headers, before any check. */
export interface RawAnswer {
  data: unknown;
  headers: Record<string, unknown>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function serializeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search.toString();
}

/** TOO_MANY_REQUESTS (or the body's cause) with a Spanish message saying when to try again; the server's text becomes the instruction. */
function rateLimitedFor(seconds: number, error: AxiosError): UseCaseError {
  const body = error.response?.data as { message?: unknown; instruction?: unknown } | undefined;
  const serverText = [body?.message, body?.instruction].find((text): text is string => typeof text === 'string' && text.length > 0);
  return new UseCaseError(bodyCauseOf(body) ?? 'TOO_MANY_REQUESTS', {
    apiMessage: tooManyRequestsMessage(seconds),
    apiInstruction: serverText ?? null,
    status: 429,
    details: { retryAfterSeconds: seconds },
  });
}

/**
 * The one HTTP client. Every call carries the Session header and the
 * forwarded request headers; 401/403 replace the session and retry once;
 * 429 waits retry-after + 1 s and retries once when that is at most 10 s
 * (a longer wait fails at once with TOO_MANY_REQUESTS saying when to try again); every answer is checked
 * against its schema. Only UseCaseError leaves this class.
 */
export class ApiClient {
  private readonly http: HttpRequester;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;

  constructor(private readonly options: ApiClientOptions) {
    const defaults: CreateAxiosDefaults = {
      baseURL: options.baseURL,
      timeout: options.timeoutMs ?? DEFAULT_HTTP_TIMEOUT_MS,
      headers: { Accept: 'application/json' },
      paramsSerializer: { serialize: serializeParams },
      ...(options.adapter ? { adapter: options.adapter } : {}),
    };
    this.http = options.http ? options.http(defaults) : axios.create(defaults);
    this.sleep = options.sleep ?? defaultSleep;
    this.now = options.now ?? Date.now;
  }

  get baseURL(): string {
    return this.options.baseURL;
  }

  async request<S extends z.core.$ZodType | null>(
    request: ApiRequest<S>,
  ): Promise<S extends z.core.$ZodType ? z.output<S> : void> {
    const body = (await this.send(request)).data;
    if (!request.schema) return undefined as never;
    // The functional safeParse takes any zod 4 schema (mini or classic); its error is a z.core.$ZodError.
    const parsed = z.safeParse(request.schema, body);
    if (!parsed.success) {
      const fields = Array.from(new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(root)')));
      throw new UseCaseError('schemaValidationError', {
        description: `The ${request.shape} answer of ${request.method.toUpperCase()} ${request.path} does not match the expected shape`,
        details: { shape: request.shape, fields: fields.slice(0, 10) },
      });
    }
    return parsed.data as never;
  }

  /** The answer's body and headers, unchecked, with the same recovery and retry rules (binary answers: binary.ts). */
  requestRaw(request: ApiRequest<null>): Promise<RawAnswer> {
    return this.send(request);
  }

  private async send(request: ApiRequest<z.core.$ZodType | null>): Promise<RawAnswer> {
    const authenticated = request.authenticated ?? true;
    const recovery = authenticated && (request.sessionRecovery ?? true);
    let token = authenticated ? await this.options.sessions.ensureToken() : null;
    let recovered = false;
    let rateLimited = false;
    for (;;) {
      try {
        const response = await this.attempt(request, token);
        request.onUploadProgress?.(1);
        return response;
      } catch (error) {
        if (request.readErrorBody && error instanceof AxiosError && error.response) error.response.data = request.readErrorBody(error.response.data);
        const status = error instanceof AxiosError ? (error.response?.status ?? null) : null;
        const cause = error instanceof AxiosError ? bodyCauseOf(error.response?.data) : null;
        if (recovery && !recovered && token && isSessionRejection(status, cause)) {
          recovered = true;
          this.options.logger.log('info', `session rejected (${status} ${cause ?? ''}); replacing it with an anonymous one`);
          token = await this.options.sessions.replaceRejected(token);
          continue;
        }
        if (status === 429 && !rateLimited) {
          rateLimited = true;
          const delay = rateLimitDelayMs((error as AxiosError).response?.headers?.['retry-after'], this.now());
          // A long wait (a login limit of minutes) is not sat through: it fails now, saying when to try again.
          if (delay > MAX_RATE_LIMIT_RETRY_WAIT_MS) throw rateLimitedFor(delay / 1000 - RETRY_AFTER_PADDING_SECONDS, error as AxiosError);
          this.options.logger.log('info', `rate limited on ${request.path}; retrying in ${delay} ms`);
          await this.sleep(delay);
          continue;
        }
        throw toUseCaseError(error);
      }
    }
  }

  private async attempt(request: ApiRequest<z.core.$ZodType | null>, token: string | null): Promise<RawAnswer> {
    const headers: Record<string, string> = { ...forwardedHeaders(this.options.requestInfo?.()), ...request.headers };
    if (token) headers['Session'] = token;
    this.options.logger.log('debug', `${request.method.toUpperCase()} ${request.path}`);
    const response = await this.http.request({
      method: request.method,
      url: request.path,
      params: request.params,
      data: request.data,
      headers,
      ...(request.signal ? { signal: request.signal } : {}),
      ...(request.responseType === 'arraybuffer' ? { responseType: 'arraybuffer' as const } : {}),
      ...(request.onUploadProgress ? { onUploadProgress: progressListener(request.onUploadProgress) } : {}),
    });
    return { data: response.data, headers: response.headers as Record<string, unknown> };
  }
}

/** axios's upload events as a fraction 0..1 (loaded / total; nothing while the total is unknown). */
function progressListener(listener: (fraction: number) => void) {
  return (event: { loaded: number; total?: number }) => {
    if (event.total) listener(Math.min(1, event.loaded / event.total));
  };
}

/** 401 with an authentication cause (or none), or 403 USER_ERROR (or none): the session is no good. */
function isSessionRejection(status: number | null, cause: string | null): boolean {
  if (status === 401) return cause === null || (SESSION_RECOVERY_CAUSES[401] as readonly string[]).includes(cause);
  if (status === 403) return cause === null || (SESSION_RECOVERY_CAUSES[403] as readonly string[]).includes(cause);
  return false;
}

function toUseCaseError(error: unknown): UseCaseError {
  if (error instanceof UseCaseError) return error;
  if (error instanceof AxiosError) {
    return UseCaseError.fromApiFailure({
      body: error.response?.data,
      code: error.code ?? null,
      message: error.message,
      status: error.response?.status ?? null,
    });
  }
  return UseCaseError.fromApiFailure({ message: error instanceof Error ? error.message : String(error) });
}
