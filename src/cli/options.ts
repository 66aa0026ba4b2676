/** The CLI's options and its input and output, shared by the commands and the runner. */
import { parseArgs } from 'node:util';

/** Where the command writes, and what it reads of the environment; `process` in `main.ts`, buffers in tests. */
export interface CliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: Record<string, string | undefined>;
}

/** Bad usage: the message and the usage text on stderr, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

const OPTIONS = {
  env: { type: 'string' },
  api: { type: 'string' },
  json: { type: 'boolean' },
  session: { type: 'string' },
  password: { type: 'string' },
  cod: { type: 'boolean' },
  address: { type: 'string' },
  phone: { type: 'string' },
  pickup: { type: 'string' },
  page: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export type CliOptions = ReturnType<typeof parse>['values'];

export function parse(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    // parseArgs throws TypeErrors with an ERR_PARSE_ARGS_* code for unknown options and missing values.
    if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) throw new UsageError((error as Error).message);
    throw error;
  }
}

