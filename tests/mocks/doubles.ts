import type { LogLevel } from '../../src/domain';
import type { KeyValueStorage } from '../../src/usecases/shared/key-value-storage';
import type { Logger } from '../../src/usecases/shared/logger';
import type { SessionTokenSource } from '../../src/usecases/session/session-token-source';

export interface LogEntry {
  level: LogLevel;
  message: string;
  context?: Record<string, unknown>;
}

/** A logger that keeps every line. */
export class RecordingLogger implements Logger {
  readonly entries: LogEntry[] = [];
  log(level: LogLevel, message: string, context?: Record<string, unknown>): void {
    this.entries.push(context ? { level, message, context } : { level, message });
  }
  at(level: LogLevel): LogEntry[] {
    return this.entries.filter((entry) => entry.level === level);
  }
  /** Lines logged for `cause` by the error handler. */
  forCause(cause: string): LogEntry[] {
    return this.entries.filter((entry) => entry.context?.cause === cause);
  }
  /** Everything logged, as one string (to look for leaked secrets). */
  get text(): string {
    return JSON.stringify(this.entries);
  }
}

/** A sleep that returns at once and remembers how long it was asked to wait. */
export class RecordingSleep {
  readonly calls: number[] = [];
  readonly fn = (ms: number): Promise<void> => {
    this.calls.push(ms);
    return Promise.resolve();
  };
}

/** A storage adapter whose chosen operations throw. */
export class FailingStorage implements KeyValueStorage {
  readonly values = new Map<string, string>();
  constructor(private readonly failing: { read?: boolean; write?: boolean; remove?: boolean }) {}
  getItem(key: string): string | null {
    if (this.failing.read) throw new Error('read denied');
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.failing.write) throw new Error('quota exceeded');
    this.values.set(key, value);
  }
  removeItem(key: string): void {
    if (this.failing.remove) throw new Error('remove denied');
    this.values.delete(key);
  }
}

/** A session source for ApiClient tests: hands out `initial`, then replacement-1, replacement-2... */
export class FakeSessionSource implements SessionTokenSource {
  readonly replaced: string[] = [];
  private count = 0;
  constructor(public token = 'token-initial') {}
  ensureToken(): Promise<string> {
    return Promise.resolve(this.token);
  }
  replaceRejected(rejectedToken: string): Promise<string> {
    this.replaced.push(rejectedToken);
    this.token = `replacement-${++this.count}`;
    return Promise.resolve(this.token);
  }
}

/** A `random` that returns the given values in turn, cycling. */
export function sequenceRandom(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length]!;
}

/** A deterministic pseudo-random generator in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
