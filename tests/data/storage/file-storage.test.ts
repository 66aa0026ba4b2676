import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileStorage } from '../../../src/node';

describe('FileStorage', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tienda-file-storage-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('round-trips values through the file, across instances', async () => {
    const path = join(dir, 'nested', 'state.json');
    const first = new FileStorage(path);
    expect(await first.getItem('tienda.session')).toBeNull();
    await first.setItem('tienda.session', '{"token":"abc","isUser":false}');
    await first.setItem('tienda.cart', '{"cartId":"cart-1","owner":"anonymous"}');
    await first.removeItem('tienda.cart');

    const second = new FileStorage(path);
    expect(await second.getItem('tienda.session')).toBe('{"token":"abc","isUser":false}');
    expect(await second.getItem('tienda.cart')).toBeNull();
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ 'tienda.session': '{"token":"abc","isUser":false}' });
  });

  it('creates the file readable and writable by its owner only (0600)', async () => {
    const path = join(dir, 'state.json');
    await new FileStorage(path).setItem('tienda.session', 'secret');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it('keeps every value when the first writes to a new file overlap', async () => {
    const path = join(dir, 'state.json');
    const storage = new FileStorage(path);
    await Promise.all(Array.from({ length: 10 }, (_, i) => storage.setItem(`k${i}`, `v${i}`)));
    const reread = new FileStorage(path);
    for (let i = 0; i < 10; i++) expect(await reread.getItem(`k${i}`)).toBe(`v${i}`);
  });

  it('treats an unreadable JSON file as empty', async () => {
    const path = join(dir, 'state.json');
    await writeFile(path, '{not json');
    const storage = new FileStorage(path);
    expect(await storage.getItem('tienda.session')).toBeNull();
    await storage.setItem('tienda.session', 'x');
    expect(await new FileStorage(path).getItem('tienda.session')).toBe('x');
  });

  it('fails when the path cannot be read (not a missing file)', async () => {
    await expect(new FileStorage(dir).getItem('k')).rejects.toThrow();
  });
});
