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

/** The built client (Vite's manifest): the entry, each screen's chunks and the CSS to inline. */
export interface ClientAssets {
  entry: string;
  /** The entry's static imports (React, the shell), to preload. */
  entryImports: string[];
  /** Every module a screen needs, by screen name ('product/ProductScreen'). */
  screenModules(screen: string): string[];
  /** The CSS every page needs (the shell's), inlined. */
  css: string;
  /** A screen's own CSS files (its chunk's), with their text, to inline for a page that shows it. */
  screenCss(screen: string): { href: string; text: string }[];
}

const SCREEN_PREFIX = 'src/presentation/';

/** Reads dist/web/.vite/manifest.json and the entry's CSS once, at server start. */
export function readClientAssets(clientDir: string): ClientAssets {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryChunk = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entryChunk) throw new Error(`No entry in ${clientDir}/.vite/manifest.json`);
  const url = (file: string) => `/${file}`;
  const closure = (key: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [url(chunk.file), ...(chunk.imports ?? []).flatMap((child) => closure(child, seen))];
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entryChunk)!;
  const entryModules = new Set(closure(entryKey));
  const text = new Map<string, string>();
  const read = (file: string) => {
    if (!text.has(file)) text.set(file, readFileSync(join(clientDir, file), 'utf8'));
    return text.get(file)!;
  };
  const entryCss = new Set(entryChunk.css ?? []);
  const css = [...entryCss].map(read).join('\n');
  const screenKey = (screen: string) => Object.keys(manifest).find((k) => k.startsWith(SCREEN_PREFIX + screen + '.'));
  return {
    entry: url(entryChunk.file),
    entryImports: [...entryModules].filter((file) => file !== url(entryChunk.file)),
    screenModules(screen) {
      const key = screenKey(screen);
      return key ? closure(key).filter((file) => !entryModules.has(file)) : [];
    },
    css,
    screenCss(screen) {
      const key = screenKey(screen);
      const files = new Set<string>();
      const visit = (k: string, seen = new Set<string>()) => {
        const chunk = manifest[k];
        if (!chunk || seen.has(k)) return;
        seen.add(k);
        for (const file of chunk.css ?? []) if (!entryCss.has(file)) files.add(file);
        for (const child of chunk.imports ?? []) visit(child, seen);
      };
      if (key) visit(key);
      return [...files].map((file) => ({ href: url(file), text: read(file) }));
    },
  };
}
