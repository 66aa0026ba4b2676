// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import SlugScreen from '../../src/presentation/slug/SlugScreen';
import { fakeClient } from './fake-client';
import { renderAt } from './render';

afterEach(cleanup);

describe('SlugScreen', () => {
  it('shows the 404 page with a link home for NOT_FOUND', async () => {
    const { client, fakes } = fakeClient();
    fakes.resolveSlug.execute.mockResolvedValue({ page_type: 'NOT_FOUND', slug: 'no-existe', id: null });
    renderAt(client, <SlugScreen />, { path: '/no-existe', pattern: '/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/');
    expect(fakes.resolveSlug.execute).toHaveBeenCalledWith('no-existe');
  });

  it('replaces the URL with the product page for a PRODUCT slug', async () => {
    const { client, fakes } = fakeClient();
    fakes.resolveSlug.execute.mockResolvedValue({ page_type: 'PRODUCT', slug: 'audifonos', id: 'SKU-9' });
    const { router } = renderAt(client, <SlugScreen />, { path: '/audifonos', pattern: '/:slug' });
    expect(await screen.findByText('Otra página')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/producto/SKU-9');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to the category listing for a CATEGORY slug', async () => {
    const { client, fakes } = fakeClient();
    fakes.resolveSlug.execute.mockResolvedValue({ page_type: 'CATEGORY', slug: 'audio', id: null });
    const { router } = renderAt(client, <SlugScreen />, { path: '/audio', pattern: '/:slug' });
    await screen.findByText('Otra página');
    expect(router.state.location.pathname).toBe('/categoria/audio');
  });
});
