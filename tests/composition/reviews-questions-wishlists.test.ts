import { describe, expect, it } from 'vitest';
import { createTiendaClient, MemoryStorage } from '../../src';
import { RecordingLogger } from '../mocks/doubles';
import { API } from '../mocks/server';

const client = () => createTiendaClient({ environment: 'local', apiRoot: API, storage: new MemoryStorage(), logger: new RecordingLogger() });

describe('tienda.reviews, tienda.questions and tienda.wishlists', () => {
  it('have exactly the members of the contract', () => {
    const tienda = client();
    expect(Object.keys(tienda.reviews).sort()).toEqual(['addImage', 'edit', 'list', 'mine', 'removeImage', 'removeUpvote', 'store', 'suggested', 'upvote', 'write']);
    expect(Object.keys(tienda.questions).sort()).toEqual(['ask', 'feedback', 'list', 'searchForAnswer']);
    expect(Object.keys(tienda.wishlists).sort()).toEqual(['add', 'list', 'publicList', 'remove', 'share', 'skus', 'store', 'unshare']);
  });

  it('read their empty stores before their code has loaded', () => {
    const tienda = client();
    expect(tienda.reviews.store.getSnapshot()).toEqual({ status: 'idle', mine: null, suggested: null, error: null });
    expect(tienda.wishlists.store.getSnapshot()).toEqual({ status: 'idle', skus: null, error: null });
    let calls = 0;
    const stop = tienda.wishlists.store.subscribe(() => calls++);
    stop();
    expect(calls).toBe(0);
  });
});
