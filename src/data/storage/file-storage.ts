import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { KeyValueStorage } from '../../usecases/shared/key-value-storage';

/**
 * A JSON file of key/value pairs, for headless Node hosts. Writes go to a
 * temporary file first and are renamed into place, so a crash never leaves
 * half a file. The file is created with mode 0600: it holds a session token.
 */
export class FileStorage implements KeyValueStorage {
  private loading: Promise<Record<string, string>> | null = null;
  private writing: Promise<void> = Promise.resolve();

  /** @param path - the JSON file; it and its folder are created on the first write. */
  constructor(private readonly path: string) {}

  /** The value under `key`, or null; a missing or unreadable (non-JSON) file reads as empty. */
  async getItem(key: string): Promise<string | null> {
    return (await this.load())[key] ?? null;
  }

  /** Stores `value` under `key` and rewrites the file (atomically, mode 0600). Writes run one at a time, in order. */
  async setItem(key: string, value: string): Promise<void> {
    const values = await this.load();
    values[key] = value;
    await this.flush(values);
  }

  /** Forgets `key` and rewrites the file. */
  async removeItem(key: string): Promise<void> {
    const values = await this.load();
    delete values[key];
    await this.flush(values);
  }

  /** Reads the file once; concurrent first calls share the one read, so no write is lost. */
  private load(): Promise<Record<string, string>> {
    this.loading ??= this.read().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  private async read(): Promise<Record<string, string>> {
    try {
      const parsed: unknown = JSON.parse(await readFile(this.path, 'utf8'));
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) throw error;
      return {};
    }
  }

  private flush(values: Record<string, string>): Promise<void> {
    const run = async () => {
      await mkdir(dirname(this.path), { recursive: true });
      const temporary = `${this.path}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(values), { mode: 0o600 });
      await rename(temporary, this.path);
    };
    this.writing = this.writing.then(run, run);
    return this.writing;
  }
}
