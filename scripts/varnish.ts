/**
 * Varnish in front of the store: `startVarnish` runs Debian's varnishd in the foreground on a copy of
 * deploy/varnish/tienda.vcl whose backends are the given store servers (a round-robin director), in a
 * fresh temporary directory, and stops it (and removes the directory) on stop(). Used by
 * `npm run start:cached`, the integration test and `npm run bench:load`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

export const VARNISH_INSTALL = 'apt-get install -y varnish varnish-modules';
/** The repository's VCL. */
export const VCL_PATH = resolve(import.meta.dirname, '..', 'deploy', 'varnish', 'tienda.vcl');
/** How long varnishd may take to compile the VCL and answer (a loaded machine; normally under a second). */
const START_TIMEOUT_MS = 60_000;

export interface VarnishBackend {
  host: string;
  port: number;
}

export interface VarnishOptions {
  /** The store servers; none gives a Varnish whose every miss is the 503 page (setBackends adds them). */
  backends: VarnishBackend[];
  /** Where clients connect on 127.0.0.1; 0 (the default) picks a free port. */
  port?: number;
  /** Default deploy/varnish/tienda.vcl. */
  vclPath?: string;
  /** Addresses allowed to PURGE (an IP, or "10.0.0.0/8"); default 127.0.0.1 and ::1, as in the VCL. */
  purgers?: string[];
  /** Size of the cache (varnishd -s malloc,SIZE); default 64m. */
  storage?: string;
}

export interface RunningVarnish {
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  /** The VCL varnishd runs (the copy with the real backends). */
  vclCopy: string;
  /** varnishd's working directory: `varnishadm -n`, `varnishlog -n`, `varnishstat -n` take it. */
  workdir: string;
  /** Loads a new copy of the VCL with these backends and switches to it (cached objects stay). */
  setBackends(backends: VarnishBackend[]): Promise<void>;
  /** Runs `varnishadm -n DIR ARGS…` and gives its output (e.g. ['backend.list']). */
  admin(...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

const binaryIn = (dirs: string[], name: string): string | null => {
  for (const dir of dirs) {
    const path = join(dir, name);
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not here
    }
  }
  return null;
};
const searchPath = () => [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin', '/usr/bin'];

/** The varnishd binary (VARNISHD, else PATH, /usr/sbin), or null when Varnish is not installed. */
export function findVarnishd(): string | null {
  if (process.env.VARNISHD) return binaryIn([resolve(process.env.VARNISHD, '..')], resolve(process.env.VARNISHD).split('/').pop()!);
  return binaryIn(searchPath(), 'varnishd');
}

function findVarnishadm(varnishd: string): string {
  return binaryIn([resolve(varnishd, '..'), ...searchPath()], 'varnishadm') ?? 'varnishadm';
}

// ---------------------------------------------------------------- the VCL copy

const BLOCK = (name: string) => new RegExp(`(# BEGIN ${name}\\n)[\\s\\S]*?(# END ${name}\\n)`);

/** The VCL text with the BACKENDS block (and, given purgers, the PURGERS block) replaced. */
export function vclWithBackends(vcl: string, backends: VarnishBackend[], purgers?: string[]): string {
  const block = BLOCK('BACKENDS').exec(vcl);
  if (!block) throw new Error('The VCL has no "# BEGIN BACKENDS" … "# END BACKENDS" block to replace.');
  // The repository's own backend's settings (probe, timeouts) for every server, only host and port changed.
  const template = /backend\s+default\s*\{([\s\S]*?)\n\}/.exec(block[0]);
  if (!template) throw new Error('The BACKENDS block has no "backend default { … }" to copy.');
  const body = template[1]!.replace(/\n\s*\.(host|port)\s*=\s*"[^"]*";/g, '');
  for (const backend of backends) {
    if (!/^[\w.:-]+$/.test(backend.host) || !Number.isInteger(backend.port) || backend.port <= 0 || backend.port > 65535)
      throw new Error(`Not a backend address: ${backend.host}:${backend.port}`);
  }
  const generated = backends.length
    ? backends
        .map((b, i) => `backend store_${i + 1} {\n    .host = "${b.host}";\n    .port = "${b.port}";${body}\n}\n`)
        .join('\n') +
      '\nsub vcl_init {\n    new store = directors.round_robin();\n' +
      backends.map((_, i) => `    store.add_backend(store_${i + 1});\n`).join('') +
      '}\n'
    : // No server yet: every fetch fails (the 503 page) until setBackends.
      'backend store_none none;\n\nsub vcl_init {\n    new store = directors.round_robin();\n}\n';
  let out = vcl.replace(BLOCK('BACKENDS'), (_, begin: string, end: string) => `${begin}# (written by scripts/varnish.ts)\n${generated}${end}`);
  if (purgers) {
    if (!BLOCK('PURGERS').test(out)) throw new Error('The VCL has no "# BEGIN PURGERS" … "# END PURGERS" block to replace.');
    const entries = purgers.map((entry) => {
      const [address, bits, extra] = entry.split('/');
      if (extra !== undefined || !address || !isIP(address) || (bits !== undefined && !/^\d{1,3}$/.test(bits)))
        throw new Error(`Not an address for the purgers ACL: ${entry}`);
      return `    "${address}"${bits !== undefined ? `/${bits}` : ''};\n`;
    });
    out = out.replace(BLOCK('PURGERS'), (_, begin: string, end: string) => `${begin}acl purgers {\n${entries.join('')}}\n${end}`);
  }
  return out;
}

// ---------------------------------------------------------------- the process

/** Runs a command to its end: its exit status and output. */
function run(command: string, args: string[]): Promise<{ status: number | null; out: string }> {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.once('error', (error) => resolveRun({ status: null, out: error.message }));
    child.once('close', (status) => resolveRun({ status, out }));
  });
}

/**
 * Starts varnishd in the foreground on 127.0.0.1 (options.port, or a free one) with a copy of the VCL whose
 * backends are options.backends, and resolves once it answers HTTP. Rejects with varnishd's own output when
 * it cannot start (a VCL error, a port in use, a missing vmod).
 */
export async function startVarnish(options: VarnishOptions): Promise<RunningVarnish> {
  const varnishd = findVarnishd();
  if (!varnishd) throw new Error(`Varnish no está instalado (no hay varnishd). Instálalo con: ${VARNISH_INSTALL}`);
  const varnishadm = findVarnishadm(varnishd);
  const source = readFileSync(options.vclPath ?? VCL_PATH, 'utf8');

  // varnishd drops privileges (to the users varnish and vcache) after reading the VCL as root: the directory,
  // mkdtemp's 0700, must be searchable by them.
  const dir = mkdtempSync(join(tmpdir(), 'tienda-varnish-'));
  chmodSync(dir, 0o755);
  const workdir = join(dir, 'varnishd');
  let generation = 0;
  const writeCopy = (backends: VarnishBackend[]) => {
    const path = join(dir, `tienda-${++generation}.vcl`);
    writeFileSync(path, vclWithBackends(source, backends, options.purgers), { mode: 0o644 });
    return path;
  };
  let vclCopy: string;
  try {
    vclCopy = writeCopy(options.backends);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  const child: ChildProcess = spawn(
    varnishd,
    [
      ...['-F', '-n', workdir, '-a', `127.0.0.1:${options.port ?? 0}`, '-f', vclCopy, '-s', `malloc,${options.storage ?? '64m'}`],
      // Without backends the VCL's probe is unused, which VCC refuses by default.
      ...(options.backends.length ? [] : ['-p', 'vcc_err_unref=off']),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: string) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout!.setEncoding('utf8').on('data', keep);
  child.stderr!.setEncoding('utf8').on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolveExit) =>
    child.once('exit', () => {
      exited = true;
      resolveExit();
    }),
  );
  child.once('error', (error) => keep(`\n${error.message}\n`));
  // Never leave a varnishd behind when this process ends without stop().
  const killOnExit = () => {
    if (!exited) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);

  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= (async () => {
      if (!exited) child.kill('SIGTERM');
      // varnishd stops its child and exits; a hung one is killed once it had its chance.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exit, new Promise<void>((r) => (timer = setTimeout(r, 10_000)))]);
      clearTimeout(timer);
      if (!exited) {
        child.kill('SIGKILL');
        await exit;
      }
      process.removeListener('exit', killOnExit);
      rmSync(dir, { recursive: true, force: true });
    })();
    return stopped;
  };
  const admin = async (...args: string[]) => {
    const { status, out } = await run(varnishadm, ['-n', workdir, ...args]);
    if (status !== 0) throw new Error(`varnishadm ${args.join(' ')} falló (${status}): ${out.trim()}`);
    return out;
  };
  const fail = async (why: string): Promise<never> => {
    await stop();
    const hint = /vmod[_ ]?xkey/i.test(output) ? `\nFalta el vmod xkey: apt-get install -y varnish-modules` : '';
    throw new Error(`varnishd no arrancó: ${why}${hint}\n--- salida de varnishd ---\n${output.trim()}`);
  };

  // Ready when the CLI tells the address it listens on (that is how a port 0 becomes known) and HTTP answers.
  const deadline = Date.now() + START_TIMEOUT_MS;
  let port = 0;
  while (!port) {
    if (exited) return fail('terminó antes de escuchar');
    if (Date.now() > deadline) return fail(`no respondió en ${START_TIMEOUT_MS / 1000} s`);
    const answer = await run(varnishadm, ['-n', workdir, 'debug.listen_address']).catch(() => ({ status: 1, out: '' }));
    const listening = answer.status === 0 ? /127\.0\.0\.1 (\d+)/.exec(answer.out) : null;
    if (listening) port = Number(listening[1]);
    else await new Promise((r) => setTimeout(r, 50));
  }
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exited) return fail('terminó antes de responder');
    if (Date.now() > deadline) return fail(`no respondió en ${START_TIMEOUT_MS / 1000} s`);
    // A PURGE without keys: Varnish's own answer (400, or 403 when this address may not purge), whatever the backends do.
    const answered = await fetch(url, { method: 'PURGE' }).then(
      (response) => response.arrayBuffer().then(() => true),
      () => false,
    );
    if (answered) break;
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    url,
    port,
    workdir,
    get vclCopy() {
      return vclCopy;
    },
    async setBackends(backends) {
      const path = writeCopy(backends);
      const name = `tienda_${generation}`;
      await admin('vcl.load', name, path);
      await admin('vcl.use', name);
      // The previous VCL goes once no request uses it (the first one is varnishd's "boot").
      await admin('vcl.discard', generation === 2 ? 'boot' : `tienda_${generation - 1}`);
      vclCopy = path;
    },
    admin,
    stop,
  };
}
