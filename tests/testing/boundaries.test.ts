import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(import.meta.dirname, '../../src/testing');
const files = readdirSync(DIR).filter((name) => name.endsWith('.ts'));
const importsOf = (source: string) => [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]!);

describe('src/testing (tienda/testing)', () => {
  it('imports no React, no presentation code and no DOM globals; only msw, zod types and the domain', () => {
    expect(files.sort()).toEqual(['faults.ts', 'fixtures.ts', 'index.ts']);
    for (const name of files) {
      const source = readFileSync(join(DIR, name), 'utf8');
      const outside = importsOf(source).filter((spec) => !/^(msw|zod\/mini|\.\/[a-z-]+|\.\.\/domain\/[a-z-]+\/[a-z-]+)$/.test(spec));
      expect(outside, name).toEqual([]);
      expect(source, name).not.toMatch(/\b(window|document|localStorage|navigator)\./);
    }
  });

  it('imports zod for types only, so building fixtures loads no schema', () => {
    const source = readFileSync(join(DIR, 'fixtures.ts'), 'utf8');
    expect(source.match(/^import (?!type ).*$/gm) ?? []).toEqual([]);
  });

  it('has TSDoc on every export', () => {
    for (const name of ['faults.ts', 'fixtures.ts']) {
      const lines = readFileSync(join(DIR, name), 'utf8').split('\n');
      const undocumented = lines
        .map((line, i) => ({ line, before: lines[i - 1] ?? '' }))
        .filter(({ line }) => /^export (function|type|interface|const)/.test(line))
        .filter(({ before }) => !/\*\/\s*$/.test(before))
        .map(({ line }) => line.slice(0, 60));
      expect(undocumented, name).toEqual([]);
    }
  });
});
