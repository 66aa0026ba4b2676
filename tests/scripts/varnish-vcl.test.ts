import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VCL_PATH, vclWithBackends } from '../../scripts/varnish';

const vcl = readFileSync(VCL_PATH, 'utf8');
const backendsBlock = (text: string) => /# BEGIN BACKENDS\n([\s\S]*?)# END BACKENDS/.exec(text)![1]!;

describe('scripts/varnish.ts: the copy of deploy/varnish/tienda.vcl', () => {
  it('puts every server in the round-robin director, each with the repository backend’s probe and timeouts', () => {
    const copy = vclWithBackends(vcl, [
      { host: '127.0.0.1', port: 4001 },
      { host: '127.0.0.1', port: 4002 },
      { host: '10.0.0.7', port: 4003 },
    ]);
    const block = backendsBlock(copy);
    expect(block.match(/^backend store_\d+ \{/gm)).toEqual(['backend store_1 {', 'backend store_2 {', 'backend store_3 {']);
    expect(block.match(/\.port = "(\d+)";/g)).toEqual(['.port = "4001";', '.port = "4002";', '.port = "4003";']);
    expect(block).toContain('.host = "10.0.0.7";');
    expect(block.match(/\.probe = store_health;/g)).toHaveLength(3);
    expect(block.match(/\.first_byte_timeout = 30s;/g)).toHaveLength(3);
    expect(block).toContain('new store = directors.round_robin();');
    expect(block.match(/store\.add_backend\(store_\d\);/g)).toEqual([
      'store.add_backend(store_1);',
      'store.add_backend(store_2);',
      'store.add_backend(store_3);',
    ]);
    expect(block).not.toContain('9004');
    // Outside the block, nothing changes.
    expect(copy.replace(backendsBlock(copy), '')).toBe(vcl.replace(backendsBlock(vcl), ''));
  });

  it('without servers, declares none (every miss is the 503 page until setBackends)', () => {
    const block = backendsBlock(vclWithBackends(vcl, []));
    expect(block).toContain('backend store_none none;');
    expect(block).not.toContain('add_backend');
  });

  it('replaces the purgers ACL when given addresses, and refuses what is not an address', () => {
    const copy = vclWithBackends(vcl, [{ host: '127.0.0.1', port: 4001 }], ['192.0.2.10', '10.0.0.0/8', '::1']);
    expect(/acl purgers \{([^}]*)\}/.exec(copy)![1]).toBe('\n    "192.0.2.10";\n    "10.0.0.0"/8;\n    "::1";\n');
    expect(() => vclWithBackends(vcl, [], ['localhost'])).toThrow(/purgers/);
    expect(() => vclWithBackends(vcl, [], ['"; } sub vcl_recv { return (pass); } acl x { "1.2.3.4'])).toThrow(/purgers/);
    expect(() => vclWithBackends(vcl, [{ host: 'a"; }', port: 1 }])).toThrow(/backend address/);
    expect(() => vclWithBackends(vcl, [{ host: '127.0.0.1', port: 70000 }])).toThrow(/backend address/);
  });

  it('keeps the repository file runnable by hand: one server on 127.0.0.1:9004 (tests/integration/varnish.test.ts compiles and runs it)', () => {
    expect(backendsBlock(vcl)).toMatch(/backend default \{\n\s+\.host = "127\.0\.0\.1";\n\s+\.port = "9004";/);
    expect(backendsBlock(vcl)).toContain('store.add_backend(default);');
  });
});
