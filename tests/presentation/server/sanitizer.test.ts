import { describe, expect, it } from 'vitest';
import { createServerSanitizer } from '../../../src/presentation/server/sanitizer';

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
