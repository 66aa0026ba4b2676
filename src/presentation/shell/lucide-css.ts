/**
 * The interface icons (header, footer, account hub) are Lucide's (ISC licence,
 * through @iconify-json/lucide). A stylesheet names one as `lucide(truck)`; at
 * build time this Vite plugin draws every icon the stylesheets name into one
 * hashed, immutable sprite (`/assets/lucide-<hash>.svg`, an "SVG stack": each
 * icon is a group shown when the URL's fragment targets it) and replaces the
 * name with `url("/assets/lucide-<hash>.svg#truck")`, which the `.icon` class
 * draws as a mask over the text colour. No icon data is in the JS or in the
 * HTML, and none is drawn by hand.
 *
 * Why one sprite and not a data URI per icon (as before): Chromium builds a
 * whole SVG document for every distinct SVG image, on the main thread, during
 * style recalculation. Thirteen data URIs on home cost about 290 ms of main
 * thread at Lighthouse's 4× CPU slowdown, twice (once with the inlined critical
 * CSS, once with the full stylesheet). A sprite is one document, fetched once
 * and kept across pages.
 *
 * Node only: vite.config.ts and the tests import it, the app never does.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { getIconData, iconToHTML, iconToSVG } from '@iconify/utils';
import type { IconifyJSON } from '@iconify/types';
import type { Plugin } from 'vite';

let lucide: IconifyJSON | null = null;

/** The `lucide(name)` values of a stylesheet. */
const LUCIDE_VALUE = /(:\s*)lucide\(([a-z0-9-]+)\)/g;

function iconOf(name: string) {
  lucide ??= createRequire(import.meta.url)('@iconify-json/lucide/icons.json') as IconifyJSON;
  const data = getIconData(lucide, name);
  if (!data) throw new Error(`Lucide has no icon named "${name}"`);
  return iconToSVG(data, { height: 24 });
}

/** Lucide's icon as an SVG document, 24 px. */
export function lucideSvg(name: string): string {
  const { attributes, body } = iconOf(name);
  return iconToHTML(body, attributes);
}

/** Every icon name that the stylesheets under `dir` use, sorted. */
export function lucideNamesIn(dir: string): string[] {
  const names = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.css')) for (const m of readFileSync(path, 'utf8').matchAll(LUCIDE_VALUE)) names.add(m[2]!);
    }
  };
  walk(dir);
  return [...names].sort();
}

export interface LucideSprite {
  /** Where the browser fetches it: `/assets/lucide-<hash>.svg`. */
  readonly path: string;
  /** The SVG document. */
  readonly svg: string;
  readonly names: readonly string[];
}

/**
 * One 24 × 24 SVG holding every named icon as a hidden group; the group the URL's fragment names
 * (`…svg#truck`) is the one shown. The file name carries a hash of its content.
 */
export function lucideSprite(names: readonly string[]): LucideSprite {
  const groups = names.map((name) => {
    const { attributes, body } = iconOf(name);
    if (attributes.viewBox !== '0 0 24 24') throw new Error(`Lucide's "${name}" is not drawn on 24 × 24 (${attributes.viewBox})`);
    return `<g id="${name}" class="i">${body}</g>`;
  });
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">' +
    '<style>.i{display:none}.i:target{display:inline}</style>' +
    groups.join('') +
    '</svg>';
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
  return { path: `/assets/lucide-${hash}.svg`, svg, names };
}

/** The stylesheet with every declared `lucide(name)` value replaced by `url("<sprite>#name")`. */
export function inlineLucide(css: string, sprite: LucideSprite): string {
  return css.replace(LUCIDE_VALUE, (_, colon: string, name: string) => {
    if (!sprite.names.includes(name)) throw new Error(`The icon "${name}" is not in the sprite: name it in a stylesheet under src/presentation`);
    return `${colon}url("${sprite.path}#${name}")`;
  });
}

/** Runs before Vite's own CSS handling, in the build and in the dev server, which also serves the sprite. */
export function lucideCss(root = resolve(import.meta.dirname, '..')): Plugin {
  let sprite: LucideSprite | null = null;
  const current = () => (sprite ??= lucideSprite(lucideNamesIn(root)));
  return {
    name: 'tienda:lucide-css',
    enforce: 'pre',
    buildStart() {
      sprite = null;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        // Any sprite name: a stylesheet transformed before an icon was added still names the older hash.
        if (!/^\/assets\/lucide-[0-9a-f]+\.svg$/.test(req.url?.split('?')[0] ?? '')) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(current().svg);
      });
    },
    handleHotUpdate({ file }) {
      if (file.endsWith('.css')) sprite = null;
    },
    transform(code, id) {
      if (!/\.css(?:\?|$)/.test(id) || !code.includes('lucide(')) return null;
      return { code: inlineLucide(code, current()), map: null };
    },
    generateBundle() {
      if (this.environment?.config.consumer === 'server') return;
      this.emitFile({ type: 'asset', fileName: current().path.slice(1), source: current().svg });
    },
  };
}
