import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/guide.md shows the worked examples as another team writes them (`from 'tienda/core'`); this repository
 * runs them from tests/guide with relative imports. Each block marked ```ts file=<path> must be that file,
 * import paths mapped, so the guide never drifts from tests that pass.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The package entries, as a file two folders below the root imports their sources. */
const ENTRIES: Array<[pkg: string, source: string]> = [
  ['tienda/testing/local-api', '../../local-api/kit'],
  ['tienda/testing', '../../src/testing/index'],
  ['tienda/core', '../../src/core'],
  ['tienda/react', '../../src/react'],
  ['tienda/node', '../../src/node'],
];

/** An example file as the guide shows it: relative imports replaced by the package entries. */
function asPublished(source: string): string {
  return source.replace(/from '([^']+)'/g, (whole, path: string) => {
    const entry = ENTRIES.find(([, relative]) => relative === path);
    return entry ? `from '${entry[0]}'` : whole;
  });
}

/** The guide's fenced blocks marked with a file. */
function examplesOf(markdown: string): Array<{ file: string; code: string }> {
  return [...markdown.matchAll(/^```ts file=(\S+)\n([\s\S]*?)^```$/gm)].map((match) => ({ file: match[1]!, code: match[2]! }));
}

const guide = readFileSync(join(ROOT, 'docs', 'guide.md'), 'utf8');
const examples = examplesOf(guide);

describe('docs/guide.md', () => {
  it('shows the three worked examples of tests/guide', () => {
    expect(examples.map((example) => example.file)).toEqual([
      'tests/guide/checkout.test.ts',
      'tests/guide/session-recovery.test.ts',
      'tests/guide/purchase.test.ts',
    ]);
  });

  it.each(examples.map((example) => [example.file, example.code] as const))('shows %s exactly, with the package imports', (file, code) => {
    const published = asPublished(readFileSync(join(ROOT, file), 'utf8'));
    expect(code).toBe(published.endsWith('\n') ? published : `${published}\n`);
    // Only public entries: no relative import survives the mapping.
    expect(code).not.toMatch(/from '\.\.?\//);
  });

  it('maps every relative import of the examples to a package entry', () => {
    expect(asPublished("import { x } from '../../src/testing/index';\nimport { y } from '../../local-api/kit';")).toBe(
      "import { x } from 'tienda/testing';\nimport { y } from 'tienda/testing/local-api';",
    );
    expect(asPublished("import { z } from '../../src/domain';")).toBe("import { z } from '../../src/domain';");
  });
});
