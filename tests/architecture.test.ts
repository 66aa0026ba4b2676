import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function imports(path: string): string[] {
  const source = readFileSync(path, 'utf8');
  return Array.from(source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]/g), (m) => m[1] ?? m[2]!);
}

/** The layer a resolved import lands in, or the package name. */
function target(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier.startsWith('node:') ? 'node:' : specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  const path = relative(ROOT, resolve(from, '..', specifier));
  const [top, layer] = path.split('/');
  return top === 'src' ? `src/${layer}` : top!;
}

const RULES: Record<string, string[]> = {
  'src/domain': ['src/domain', 'zod'],
  'src/usecases': ['src/usecases', 'src/domain', 'rxjs'],
  'src/data': ['src/data', 'src/domain', 'src/usecases', 'axios', 'zod', 'node:'],
};

describe('layer boundaries (CONVENTIONS.md)', () => {
  for (const [layer, allowed] of Object.entries(RULES)) {
    it(`${layer} imports only ${allowed.join(', ')}`, () => {
      const offenders = files(join(ROOT, layer)).flatMap((file) =>
        imports(file)
          .map((specifier) => ({ file: relative(ROOT, file), specifier, lands: target(file, specifier) }))
          .filter(({ lands }) => !allowed.includes(lands)),
      );
      expect(files(join(ROOT, layer)).length).toBeGreaterThan(0);
      expect(offenders).toEqual([]);
    });
  }

  it('keeps react, axios and inversify out of the domain and use cases', () => {
    const banned = /^(react|react-dom|react-router|axios|inversify)$/;
    const offenders = ['src/domain', 'src/usecases'].flatMap((layer) =>
      files(join(ROOT, layer)).flatMap((file) => imports(file).filter((s) => banned.test(target(file, s))).map((s) => `${file}: ${s}`)),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps the presentation away from axios and the data layer internals', () => {
    const offenders = files(join(ROOT, 'src/presentation')).flatMap((file) =>
      imports(file)
        // whole-body.ts (a Response that carries its bytes, no transport) is the one data module the server renderer may
        // use, as .dependency-cruiser.cjs's presentation-not-data-internals allows.
        .filter((s) => s === 'axios' || s === 'inversify' || (/\/data\/(http|cart|catalog|session|user)\//.test(s) && !s.endsWith('/data/http/whole-body')))
        .map((s) => `${relative(ROOT, file)}: ${s}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps classic zod out of src: the browser bundle carries only zod/mini', () => {
    const offenders = files(join(ROOT, 'src')).flatMap((file) =>
      imports(file)
        .filter((s) => target(file, s) === 'zod' && s !== 'zod/mini')
        .map((s) => `${relative(ROOT, file)}: ${s}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps the local API away from src/presentation', () => {
    const offenders = files(join(ROOT, 'local-api')).flatMap((file) =>
      imports(file).filter((s) => target(file, s) === 'src/presentation').map((s) => `${relative(ROOT, file)}: ${s}`),
    );
    expect(offenders).toEqual([]);
  });
});
