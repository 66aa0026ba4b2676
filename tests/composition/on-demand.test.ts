import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { CORE_TOKENS } from '../../src/composition/core/core.tokens';
import { tokenFor, type Get } from '../../src/composition/feature';
import { onDemand, onDemandCalls, STORE_READY, type OnDemand } from '../../src/composition/on-demand';

class EchoUseCase {
  constructor(readonly store: { ready: boolean }) {}
  async execute(text: string): Promise<string> {
    return `${text}:${this.store.ready}`;
  }
}

const STORE = tokenFor<{ ready: boolean }>('TestStore');
const create = (get: Get) => ({ echo: new EchoUseCase(get(STORE)) });
const FEATURE = tokenFor<OnDemand<ReturnType<typeof create>>>('TestFeature');

function setup(load: () => Promise<typeof create>) {
  const handled: [unknown, string][] = [];
  const errors = { handle: vi.fn((error: unknown, context: string) => (handled.push([error, context]), new Error(`reported ${context}`))) };
  const store: { ready: boolean; [STORE_READY]?: Promise<unknown> } = { ready: false };
  store[STORE_READY] = Promise.resolve().then(() => (store.ready = true));
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(CORE_TOKENS.ErrorHandler).toConstantValue(errors);
  container.bind(STORE).toConstantValue(store);
  container.bind(FEATURE).toDynamicValue((context) => onDemand(context, 'test', load));
  const calls = onDemandCalls(<T>(token: symbol) => container.get<T>(token), FEATURE, { echo: true });
  return { calls, handled, container };
}

describe('onDemand', () => {
  it('loads once, builds the use cases with the factory once, and hands them out after the stores they got are ready', async () => {
    const load = vi.fn(async () => create);
    const { calls, container } = setup(load);
    expect(load).not.toHaveBeenCalled();
    expect(await calls.echo('a')).toBe('a:true');
    expect(await calls.echo('b')).toBe('b:true');
    expect(load).toHaveBeenCalledTimes(1);
    const useCases = await container.get<OnDemand<ReturnType<typeof create>>>(FEATURE)();
    expect(useCases.echo).toBeInstanceOf(EchoUseCase);
    expect(await container.get<OnDemand<ReturnType<typeof create>>>(FEATURE)()).toBe(useCases);
  });

  it("reports a failed load through the error handler with the feature's context, and tries again on the next call", async () => {
    const failure = new Error('chunk failed to load');
    const load = vi.fn<() => Promise<typeof create>>().mockRejectedValueOnce(failure).mockResolvedValue(create);
    const { calls, handled } = setup(load);
    await expect(calls.echo('a')).rejects.toThrow('reported test');
    expect(handled).toEqual([[failure, 'test']]);
    expect(await calls.echo('b')).toBe('b:true');
    expect(load).toHaveBeenCalledTimes(2);
    expect(handled).toHaveLength(1);
  });
});
