import { describe, expect, it } from 'vitest';
import { CompositionRoot, MemoryStorage, NOT_ASSEMBLED_MESSAGE, TOKENS, type Token } from '../../src';
import { ApiClient } from '../../src/data/http/api-client';
import { ConsoleLogger } from '../../src/data/logging/console-logger';
import { LoadHomeUseCase } from '../../src/usecases/catalog/load-home.use-case';
import type { CatalogUseCases } from '../../src/composition/catalog/catalog.module';
import type { CatalogRepository } from '../../src/usecases/catalog/catalog.repository';
import { RecordingLogger } from '../mocks/doubles';
import { homePage } from '../mocks/fixtures';
import { HomePageSchema } from '../../src/domain';

const config = { environment: 'local' as const, apiRoot: 'http://api.test/api/public', storage: new MemoryStorage(), logger: new RecordingLogger() };

describe('CompositionRoot', () => {
  it("throws 'assemble must be called first' before assemble", () => {
    const root = new CompositionRoot();
    expect(root.isAssembled).toBe(false);
    expect(() => root.get(TOKENS.Catalog)).toThrow('assemble must be called first');
    expect(NOT_ASSEMBLED_MESSAGE).toBe('assemble must be called first');
  });

  it('resolves bindings after assemble, each a singleton', () => {
    const root = new CompositionRoot().assemble(config);
    const catalog = root.get<CatalogUseCases>(TOKENS.Catalog);
    expect(catalog.loadHome).toBeInstanceOf(LoadHomeUseCase);
    expect(root.get(TOKENS.Catalog)).toBe(catalog);
    expect(root.get(TOKENS.SessionStore)).toBe(root.get(TOKENS.SessionStore));
    expect(root.get<ApiClient>(TOKENS.ApiClient).baseURL).toBe('http://api.test/api/public');
  });

  it('throws again after reset', () => {
    const root = new CompositionRoot().assemble(config);
    root.get(TOKENS.Catalog);
    root.reset();
    expect(root.isAssembled).toBe(false);
    expect(() => root.get(TOKENS.Catalog)).toThrow('assemble must be called first');
  });

  it('builds a fresh container on each assemble', () => {
    const root = new CompositionRoot().assemble(config);
    const first = root.get(TOKENS.CartStore);
    root.assemble(config);
    expect(root.get(TOKENS.CartStore)).not.toBe(first);
  });

  it('binds overrides in place of the defaults, and the rest is built on them', async () => {
    const calls: string[] = [];
    const fakeCatalog: Partial<CatalogRepository> = {
      getSectionsPage: async (kind) => {
        calls.push(kind);
        return HomePageSchema.parse(homePage());
      },
    };
    const overrides = new Map<Token, unknown>([[TOKENS.CatalogRepository, fakeCatalog]]);
    const root = new CompositionRoot().assemble({ ...config, random: () => 0 }, overrides);
    expect(root.get(TOKENS.CatalogRepository)).toBe(fakeCatalog);
    const home = await root.get<CatalogUseCases>(TOKENS.Catalog).loadHome.execute();
    expect(calls).toEqual(['home']);
    expect(home.sections).toHaveLength(9);
    expect(home.pinnedBanners).toEqual({ banners: [1, 2] });
  });

  it('logs to the console at the level of the environment when no logger is given', () => {
    const root = new CompositionRoot().assemble({ environment: 'local', storage: new MemoryStorage() });
    expect(root.get(TOKENS.Logger)).toBeInstanceOf(ConsoleLogger);
    expect(root.get<ApiClient>(TOKENS.ApiClient).baseURL).toBe('http://localhost:9004/api/public');
  });

  it('fails to build the API client for prod without a root', () => {
    const root = new CompositionRoot().assemble({ environment: 'prod', storage: new MemoryStorage() });
    expect(() => root.get(TOKENS.ApiClient)).toThrow(/No API root is configured for the prod environment/);
  });

  it('uses the staging root for test', () => {
    const root = new CompositionRoot().assemble({ environment: 'test', apiRoots: { staging: 'https://staging.example/api/public/' } });
    expect(root.get<ApiClient>(TOKENS.ApiClient).baseURL).toBe('https://staging.example/api/public');
  });
});
