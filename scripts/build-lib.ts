/**
 * `npm run build:lib`: the package other teams install (`tienda/core`,
 * `tienda/react`, `tienda/testing`, and `tienda/node` for FileStorage) in dist/lib.
 *
 * The sources import without extensions (`moduleResolution: bundler`), which
 * Node's ESM loader cannot follow, so tsc's own JS output would not run. Hence
 * two halves: esbuild compiles the JS, one ESM module per source file (as
 * `@tanstack/query-core` ships), with every import given its `.js` and every
 * package left external, the features' `import()` kept; and
 * `tsc --emitDeclarationOnly` writes the declarations beside them, whose
 * relative imports get the same `.js` (`./domain` → `./domain/index.js`), as
 * a `node16` consumer needs. One bundled file per entry would not
 * tree-shake: a consumer's bundler cannot drop the zod schemas' top-level
 * calls from inside a shared chunk, but drops whole unused modules, the
 * package being free of side effects.
 */
import { existsSync } from 'node:fs';
import { chmod, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { build, type BuildOptions, type Plugin } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'dist/lib');

/** The package's entries; each is built to `dist/lib/<same path>.js` (the layout of the sources, kept). */
export const LIB_ENTRIES = {
  core: 'src/core.ts',
  node: 'src/node.ts',
  react: 'src/react.ts',
  testing: 'src/testing/index.ts',
  /** `tienda/testing/local-api`: the real local API in process (startLocalApi) or behind msw (localApiHandlers). */
  localApi: 'local-api/kit.ts',
  /** The `tienda` command (package.json `bin`). */
  cli: 'src/cli/main.ts',
} as const;

const common = {
  absWorkingDir: root,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  jsx: 'automatic',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
} satisfies BuildOptions;

/**
 * Every import stays an import: packages as they are, source files as the
 * module the second pass writes for them (`./domain` → `./domain/index.js`).
 */
const keepModulesApart: Plugin = {
  name: 'keep-modules-apart',
  setup(plugin) {
    plugin.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      if (!args.path.startsWith('.')) return { path: args.path, external: true };
      const base = resolve(args.resolveDir, args.path);
      const file = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
      if (!file) throw new Error(`build:lib: cannot resolve ${args.path} from ${args.importer}`);
      const target = relative(args.resolveDir, file).replace(/\.tsx?$/, '.js');
      return { path: target.startsWith('.') ? target : `./${target}`, external: true };
    });
  },
};

export async function buildLib(): Promise<void> {
  for (const path of Object.values(LIB_ENTRIES)) {
    if (!existsSync(join(root, path))) throw new Error(`build:lib: missing entry ${path}`);
  }
  await rm(out, { recursive: true, force: true });
  const entryPoints = Object.values(LIB_ENTRIES).map((path) => join(root, path));
  // Pass 1 only lists the source files the entries reach (statically or with import()).
  const { metafile } = await build({ ...common, entryPoints, bundle: true, write: false, metafile: true, packages: 'external', outdir: out, splitting: true });
  const reached = Object.keys(metafile.inputs).filter((input) => input.startsWith('src/') || input.startsWith('local-api/'));
  // Pass 2 compiles each of them to its own module, so a consumer's bundler keeps only the modules it uses.
  await build({ ...common, entryPoints: reached.map((input) => join(root, input)), outbase: root, outdir: out, bundle: true, plugins: [keepModulesApart] });
  execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.lib.json'], { cwd: root, stdio: 'inherit' });
  await addExtensions(out);
  await chmod(join(out, LIB_ENTRIES.cli.replace(/\.ts$/, '.js')), 0o755);
}

/** Gives every relative specifier in the emitted declarations the file it means, as `node16` resolution requires. */
async function addExtensions(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8');
    const fixed = text.replace(/(from\s+|import\(\s*)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g, (whole, lead: string, quote: string, spec: string) => {
      if (/\.(js|mjs|cjs|json)$/.test(spec)) return whole;
      const base = resolve(dirname(file), spec);
      if (existsSync(`${base}.d.ts`)) return `${lead}${quote}${spec}.js${quote}`;
      if (existsSync(join(base, 'index.d.ts'))) return `${lead}${quote}${spec}/index.js${quote}`;
      throw new Error(`build:lib: ${file} imports ${spec}, which has no declaration`);
    });
    if (fixed !== text) await writeFile(file, fixed);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildLib();
  console.log('Biblioteca construida: dist/lib (tienda/core, tienda/react, tienda/testing, tienda/testing/local-api, tienda/node y el comando tienda).');
}
