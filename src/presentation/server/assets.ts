import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The built client (Vite's manifest): the entry, each screen's chunks and stylesheets. */
export interface ClientAssets {
  entry: string;
  /** The entry's static imports (React, the shell), to preload. */
  entryImports: string[];
  /** Every module a screen needs, by screen name ('product/ProductScreen'). */
  screenModules(screen: string): string[];
  /** The stylesheets every page needs (the shell's). */
  stylesheets: string[];
  /** A screen's own stylesheets (its chunk's and its imports'), for a page that shows it. */
  screenStylesheets(screen: string): string[];
}

const SCREEN_PREFIX = 'src/presentation/';

/** Reads dist/web/.vite/manifest.json once, at server start. */
export function readClientAssets(clientDir: string): ClientAssets {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryChunk = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entryChunk) throw new Error(`No entry in ${clientDir}/.vite/manifest.json`);
  const url = (file: string) => `/${file}`;
  /** The chunks a chunk needs, itself first (one walk of the import graph). */
  const chunksOf = (key: string, seen = new Set<string>()): ManifestChunk[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk, ...(chunk.imports ?? []).flatMap((child) => chunksOf(child, seen))];
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entryChunk)!;
  const entryModules = new Set(chunksOf(entryKey).map((chunk) => url(chunk.file)));
  const entryCss = new Set(entryChunk.css ?? []);
  // The manifest does not change while the server runs: each screen's modules and CSS are worked out once.
  const screens = new Map<string, { modules: string[]; css: string[] }>();
  const screen = (name: string) => {
    let found = screens.get(name);
    if (!found) {
      const key = Object.keys(manifest).find((k) => k.startsWith(SCREEN_PREFIX + name + '.'));
      const chunks = key ? chunksOf(key) : [];
      const cssFiles = new Set(chunks.flatMap((chunk) => chunk.css ?? []).filter((file) => !entryCss.has(file)));
      found = {
        modules: chunks.map((chunk) => url(chunk.file)).filter((file) => !entryModules.has(file)),
        css: [...cssFiles].map(url),
      };
      screens.set(name, found);
    }
    return found;
  };
  return {
    entry: url(entryChunk.file),
    entryImports: [...entryModules].filter((file) => file !== url(entryChunk.file)),
    screenModules: (name) => screen(name).modules,
    stylesheets: [...entryCss].map(url),
    screenStylesheets: (name) => screen(name).css,
  };
}
