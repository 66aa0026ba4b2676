import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { getIconData, iconToSVG } from '@iconify/utils';
import type { IconifyJSON } from '@iconify/types';
import { describe, expect, it } from 'vitest';

/**
 * The interface icons (header, footer, account hub) are Lucide's, exactly: the
 * stylesheet names them, the build draws them from @iconify-json/lucide, and
 * nothing is drawn by hand.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const PRESENTATION = join(ROOT, 'src/presentation');
const LAYOUT_CSS = readFileSync(join(PRESENTATION, 'styles/layout.css'), 'utf8');
const lucide = createRequire(import.meta.url)('@iconify-json/lucide/icons.json') as IconifyJSON;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each `.icon--name { --icon: … }` rule of the stylesheet. */
const rules = [...LAYOUT_CSS.matchAll(/\.icon--([a-z0-9-]+)\s*\{[^}]*?--icon:\s*([^;]+);/g)].map((m) => ({ name: m[1]!, value: m[2]!.trim() }));

/** The icon names the screens use: `icon--name` classes and `icon: 'name'` entries of data-driven lists. */
const used = new Set(
  sources(PRESENTATION).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/\bicon--([a-z0-9-]+)/g), ...text.matchAll(/\bicon: '([a-z0-9-]+)'/g)].map((m) => m[1]!);
  }),
);


describe('interface icons', () => {
  it('names every icon of the stylesheet after a Lucide icon, with no hand-drawn SVG', () => {
    for (const { name, value } of rules) {
      expect(value, `.icon--${name}`).toBe(`lucide(${name})`);
      expect(getIconData(lucide, name), `Lucide has "${name}"`).toBeTruthy();
    }
    expect(rules.length).toBeGreaterThanOrEqual(8);
  });

  it('defines every icon the screens use', () => {
    const defined = new Set(rules.map((rule) => rule.name));
    expect(used.size).toBeGreaterThanOrEqual(8);
    for (const name of used) expect(defined.has(name), `icon "${name}" is used but has no rule in layout.css`).toBe(true);
  });

  it('draws each one at build time as exactly Lucide\'s SVG, in one hashed sprite the stylesheet points into', async () => {
    const { inlineLucide, lucideNamesIn, lucideSprite } = await import('../../../src/presentation/shell/lucide-css');
    const names = lucideNamesIn(PRESENTATION);
    const sprite = lucideSprite(names);
    expect(sprite.path).toMatch(/^\/assets\/lucide-[0-9a-f]{10}\.svg$/);
    expect(lucideSprite(names).path, 'the same icons, the same file name').toBe(sprite.path);
    expect(lucideSprite(names.slice(1)).path, 'other icons, another file name').not.toBe(sprite.path);
    const built = inlineLucide(LAYOUT_CSS, sprite);
    expect(built).not.toContain('lucide(');
    expect(built.split('data:image').length, 'no icon as a data URI').toBe(LAYOUT_CSS.split('data:image').length);
    for (const { name } of rules) {
      expect(built, `.icon--${name} built`).toMatch(new RegExp(`\\.icon--${name}\\s*\\{[^}]*?--icon:\\s*url\\("${sprite.path.replace(/\./g, '\\.')}#${name}"\\)`));
      const group = new RegExp(`<g id="${name}" class="i">(.*?)</g>(?=<g id=|</svg>)`).exec(sprite.svg);
      expect(group, `${name} in the sprite`).toBeTruthy();
      const expected = iconToSVG(getIconData(lucide, name)!, { height: 24 });
      expect(group![1], name).toBe(expected.body);
      expect(expected.attributes.viewBox).toBe('0 0 24 24');
    }
    // Each group is hidden but the one the URL's fragment names.
    expect(sprite.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="24" height="24" viewBox="0 0 24 24"><style>\.i\{display:none\}\.i:target\{display:inline\}<\/style><g id=/);
    expect(() => inlineLucide('.x { --icon: lucide(anchor); }', lucideSprite(['truck']))).toThrow(/not in the sprite/);
  });
});
