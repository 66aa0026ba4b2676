import { describe, expect, it } from 'vitest';
import { headFor } from '../../../src/presentation/server/heads';
import type { TiendaClient } from '../../../src/index';
import { createRoutes } from '../../../src/presentation/app/routes';
import type { SanitizedHtml } from '../../../src/presentation/shared/sanitize';

const at = { pathname: '/x', search: '' };

describe('headFor, for a page that names its own head', () => {
  it('writes its description, and the store-wide one when it gives none', () => {
    const own = headFor({ title: 'Ventas a empresas', description: 'Compras por volumen.' }, null, at);
    expect(own).toEqual({ title: 'Ventas a empresas', description: 'Compras por volumen.' });
    const plain = headFor({ title: 'Tu carrito', noindex: true }, null, at);
    expect(plain.noindex).toBe(true);
    expect(plain.description).not.toBe('');
    expect(plain.description).not.toBe(own.description);
  });

  it('gives the business forms their own descriptions, not the default', () => {
    const flat = (list: readonly { path?: string; handle?: unknown; children?: unknown }[]): { path?: string; handle?: unknown }[] =>
      list.flatMap((route) => [route, ...flat((route.children as typeof list | undefined) ?? [])]);
    for (const path of ['empresas', 'vender']) {
      const routes = createRoutes({ client: async () => ({}) as TiendaClient, sanitizeHtml: (html: string) => html as SanitizedHtml });
      const route = flat(routes).find((candidate) => candidate.path === path);
      const head = (route?.handle as { head?: { description?: string } } | undefined)?.head;
      expect(head?.description, path).toMatch(/\w{4,}/);
    }
  });
});
