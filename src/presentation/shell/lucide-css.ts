/**
 * The interface icons (header, footer, account hub) are Lucide's (ISC licence,
 * through @iconify-json/lucide). A stylesheet names one as `lucide(truck)`; at
 * build time this Vite plugin replaces the name with Lucide's SVG as a data
 * URI, which the `.icon` class draws as a mask over the text colour. No icon
 * data is in the JS, and none is drawn by hand. Node only: vite.config.ts and
 * the tests import it, the app never does.
 */
import { createRequire } from 'node:module';
import { getIconData, iconToHTML, iconToSVG, svgToURL } from '@iconify/utils';
import type { IconifyJSON } from '@iconify/types';
import type { Plugin } from 'vite';

let lucide: IconifyJSON | null = null;

/** Lucide's icon as an SVG document, 24 px. */
export function lucideSvg(name: string): string {
  lucide ??= createRequire(import.meta.url)('@iconify-json/lucide/icons.json') as IconifyJSON;
  const data = getIconData(lucide, name);
  if (!data) throw new Error(`Lucide has no icon named "${name}"`);
  const { attributes, body } = iconToSVG(data, { height: 24 });
  return iconToHTML(body, attributes);
}

/** The stylesheet with every declared `lucide(name)` value replaced by `url("data:image/svg+xml,…")`. */
export function inlineLucide(css: string): string {
  return css.replace(/(:\s*)lucide\(([a-z0-9-]+)\)/g, (_, colon: string, name: string) => colon + svgToURL(lucideSvg(name)));
}

/** Runs before Vite's own CSS handling, in the build and in the dev server. */
export function lucideCss(): Plugin {
  return {
    name: 'tienda:lucide-css',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.css(?:\?|$)/.test(id) || !code.includes('lucide(')) return null;
      return { code: inlineLucide(code), map: null };
    },
  };
}
