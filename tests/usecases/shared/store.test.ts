import { describe, expect, it } from 'vitest';
import { Store } from '../../../src/usecases/shared/store';

class CounterStore extends Store<{ count: number }> {
  constructor() {
    super({ count: 0 });
  }
  increment() {
    this.setState({ count: this.getSnapshot().count + 1 });
  }
}

describe('Store', () => {
  it('notifies listeners of changes only, not of the current value on subscribe', () => {
    const store = new CounterStore();
    let calls = 0;
    store.subscribe(() => calls++);
    expect(calls).toBe(0);
    store.increment();
    expect(calls).toBe(1);
    expect(store.getSnapshot()).toEqual({ count: 1 });
  });

  it('keeps state frozen', () => {
    const store = new CounterStore();
    expect(Object.isFrozen(store.getSnapshot())).toBe(true);
    const before = store.getSnapshot();
    store.increment();
    expect(store.getSnapshot()).not.toBe(before);
    expect(before.count).toBe(0);
  });

  it('reports a listener that throws and still calls the other listeners', () => {
    const store = new CounterStore();
    const reported: unknown[] = [];
    store.onListenerError = (error) => reported.push(error);
    const seen: number[] = [];
    store.subscribe(() => {
      throw new Error('listener broke');
    });
    store.subscribe(() => seen.push(store.getSnapshot().count));
    store.increment();
    store.increment();
    expect(seen).toEqual([1, 2]);
    expect(reported).toHaveLength(2);
    expect((reported[0] as Error).message).toBe('listener broke');
  });

  it('stops notifying after unsubscribe', () => {
    const store = new CounterStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.increment();
    unsubscribe();
    store.increment();
    expect(calls).toBe(1);
  });
});
