import createDOMPurify, { type WindowLike } from 'dompurify';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createServerSanitizer, isPlainProse } from '../../../src/presentation/server/sanitizer';
import { sanitizerFrom } from '../../../src/presentation/shared/sanitize';

describe('the server sanitiser', () => {
  it('removes scripts, handlers and forbidden tags, and keeps the prose', () => {
    const sanitize = createServerSanitizer();
    expect(sanitize('<p onclick="x()">Café <strong>tostado</strong></p><script>alert(1)</script><form><input></form>')).toBe(
      '<p>Café <strong>tostado</strong></p>',
    );
  });

  it('answers a repeated input from its memory with the same output, and keeps at most the entries it was given', () => {
    const sanitize = createServerSanitizer(2);
    const first = sanitize('<p>uno<img src=x onerror=alert(1)></p>');
    expect(first).toBe('<p>uno<img src="x"></p>');
    expect(sanitize('<p>uno<img src=x onerror=alert(1)></p>')).toBe(first);
    sanitize('<p>dos</p>');
    sanitize('<p>tres<script>x</script></p>');
    // Evicted inputs are sanitised again, with the same result.
    expect(sanitize('<p>uno<img src=x onerror=alert(1)></p>')).toBe(first);
    expect(sanitize('<p>tres<script>x</script></p>')).toBe('<p>tres</p>');
  });
});

describe('plain prose, which the server sanitiser gives back without DOMPurify (isPlainProse)', () => {
  const { window } = new JSDOM('');
  const purify = sanitizerFrom(createDOMPurify(window as unknown as WindowLike));
  const text = fc.stringMatching(/^[a-zA-Záéíóúñ¿?¡!.,:;'"()\- \n\t0-9]{0,12}$/);
  const inline: fc.Arbitrary<string> = fc.letrec<{ inline: string }>((tie) => ({
    inline: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      text,
      fc.constant('<br>'),
      fc.tuple(fc.constantFrom('strong', 'em', 'b', 'i', 'u'), fc.array(tie('inline'), { maxLength: 3 })).map(([tag, items]) => `<${tag}>${items.join('')}</${tag}>`),
    ),
  })).inline;
  const block: fc.Arbitrary<string> = fc.letrec<{ block: string; item: string }>((tie) => ({
    block: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      inline,
      fc.tuple(fc.constantFrom('p', 'h2', 'h3', 'h4'), fc.array(inline, { maxLength: 3 })).map(([tag, items]) => `<${tag}>${items.join('')}</${tag}>`),
      fc.tuple(fc.constantFrom('ul', 'ol'), fc.array(tie('item'), { maxLength: 3 }), fc.constantFrom('', '\n')).map(([tag, items, gap]) => `<${tag}>${gap}${items.join(gap)}</${tag}>`),
    ),
    item: fc.array(tie('block'), { maxLength: 2 }).map((items) => `<li>${items.join('')}</li>`),
  })).block;
  const prose = fc.array(block, { maxLength: 5 }).map((blocks) => blocks.join(''));

  it('is exactly what DOMPurify gives back for it', () => {
    fc.assert(
      fc.property(prose, (html) => {
        expect(isPlainProse(html)).toBe(true);
        expect(purify(html)).toBe(html);
      }),
      { numRuns: 400 },
    );
  });

  it('never claims a piece of HTML DOMPurify would change', () => {
    const piece = fc.oneof(
      text,
      fc.constantFrom('<p>', '</p>', '<li>', '</li>', '<ul>', '</ul>', '<strong>', '</strong>', '<br>', '</br>', '<h2>', '</h2>', '<b>', '</i>', '<i>'),
      fc.constantFrom('&amp;', '&', '>', '<', '\r\n', '\u00a0', '<br/>', '<P>', '<p class="x">', '<script>', '<div>', '<table>', '<a>', '<!-- x -->', '<img src=x>'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const html = pieces.join('');
        if (isPlainProse(html)) expect(purify(html)).toBe(html);
      }),
      { numRuns: 3000 },
    );
  });

  it('leaves the rest to DOMPurify: attributes, entities, other elements, misplaced or unclosed ones', () => {
    for (const html of ['<p class="a">x</p>', '<p>a &amp; b</p>', '<p>a > b</p>', '<div>x</div>', '<p><p>x</p></p>', '<p><ul><li>x</li></ul></p>', '<ul>x<li>y</li></ul>', '<p>x', '<strong><p>x</p></strong>', '<br/>', 'a\r\nb'])
      expect(isPlainProse(html), html).toBe(false);
    const sanitize = createServerSanitizer();
    expect(sanitize('<p>Café <strong>tostado</strong></p><ul>\n<li>uno</li>\n</ul>')).toBe('<p>Café <strong>tostado</strong></p><ul>\n<li>uno</li>\n</ul>');
  });
});
