import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Colours are design tokens: a raw colour value appears only where a token is defined, in base.css's `:root`,
 * and every stylesheet names colours by token. A token used must be defined (a typo would draw nothing).
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const PRESENTATION = join(ROOT, 'src/presentation');
const BASE = join(PRESENTATION, 'styles/base.css');

function stylesheets(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? stylesheets(path) : name.endsWith('.css') ? [path] : [];
  });
}

const RAW_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(\s*\d/gi;
const baseCss = readFileSync(BASE, 'utf8');
const rootBlock = /^:root \{\n([\s\S]*?)\n\}/m.exec(baseCss)![1]!;
const defined = new Set([...rootBlock.matchAll(/^\s*(--[a-z0-9-]+):/gm)].map((m) => m[1]!));

describe('colour tokens', () => {
  it('keeps raw colours in the tokens of base.css, nowhere else', () => {
    const raw: string[] = [];
    for (const file of stylesheets(PRESENTATION)) {
      const css = readFileSync(file, 'utf8').replace(file === BASE ? rootBlock : '', '');
      css.split('\n').forEach((line, i) => {
        // Shadows are drawn in a translucent black, not a colour of the palette.
        if (/^\s*(?:--shadow|box-shadow|text-shadow):/.test(line)) return;
        for (const m of line.matchAll(RAW_COLOUR)) raw.push(`${relative(ROOT, file)}:${i + 1}: ${m[0]}`);
      });
    }
    expect(raw).toEqual([]);
    expect([...rootBlock.matchAll(/#[0-9a-f]{6}\b/g)].length).toBeGreaterThanOrEqual(40);
  });

  it('defines every colour token a stylesheet uses', () => {
    const used = new Set(stylesheets(PRESENTATION).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/var\((--(?:color|brand)-[a-z0-9-]+)\)/g)].map((m) => m[1]!)));
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((token) => !defined.has(token))).toEqual([]);
  });
});
