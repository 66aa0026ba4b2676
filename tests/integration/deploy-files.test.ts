import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { COMPOSE_API, COMPOSE_SUBNET, COMPOSE_VCL_PATH, COMPOSE_WEB, composeVcl } from '../../scripts/compose-vcl';
import { SERVE_VARIABLES } from '../../scripts/serve-config';
import { findVarnishd, VARNISH_INSTALL, VCL_PATH } from '../../scripts/varnish';
import { ROOT } from '../../scripts/web-build';
import { startLocalApi, type RunningApi } from './support/local-api';
import { spawnServe, type ServeProcess } from './support/serve';

/**
 * Nothing is built with Docker here: the Dockerfile and compose.yaml are read, and what they would run is run. The
 * Dockerfile's CMD must be `npm run serve`'s command; that command is started with the image's ENV, on the port it
 * exposes (0 here), and the image's HEALTHCHECK command, run as Docker would run it, must pass against it.
 */

interface Dockerfile {
  /** The final stage's instructions, continuation lines joined. */
  cmd: string[];
  env: Record<string, string>;
  expose: string[];
  healthcheck: string[];
  user: string | null;
  from: string;
}

function readDockerfile(): Dockerfile {
  const text = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
  const instructions = text
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const final = instructions.slice(instructions.findLastIndex((line) => /^FROM\s/i.test(line)));
  const argsOf = (name: string) => final.filter((line) => line.toUpperCase().startsWith(`${name} `)).map((line) => line.slice(name.length + 1).trim());
  const env: Record<string, string> = {};
  for (const line of argsOf('ENV')) for (const [, key, value] of line.matchAll(/(\w+)=("[^"]*"|\S+)/g)) env[key!] = value!.replace(/^"|"$/g, '');
  const healthcheck = argsOf('HEALTHCHECK')[0] ?? '';
  return {
    from: final[0]!.split(/\s+/)[1]!,
    cmd: JSON.parse(argsOf('CMD').at(-1)!) as string[],
    env,
    expose: argsOf('EXPOSE').flatMap((line) => line.split(/\s+/)),
    healthcheck: JSON.parse(healthcheck.slice(healthcheck.indexOf('CMD ') + 4)) as string[],
    user: argsOf('USER').at(-1) ?? null,
  };
}

const packageScripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

let api: RunningApi | undefined;
let serve: ServeProcess | undefined;
afterAll(async () => {
  await serve?.stop();
  await api?.stop();
});

describe('the Dockerfile', () => {
  it("runs npm run serve's command on Node 22 as a non-root user, on the port it exposes", () => {
    const docker = readDockerfile();
    expect(docker.cmd.join(' ')).toBe(packageScripts.serve);
    expect(docker.from).toMatch(/^node:22[-.]/);
    expect(docker.user).toBe('node');
    expect(docker.expose).toEqual([docker.env.PORT]);
    expect(docker.healthcheck.join(' ')).toContain('/healthz');
    // Everything the image sets for the server is a variable the server reads.
    expect(Object.keys(docker.env).filter((name) => name !== 'NODE_ENV' && !(SERVE_VARIABLES as readonly string[]).includes(name))).toEqual([]);
  });

  it('starts with npm run serve and the image ENV (here in test, against a local API), and its HEALTHCHECK passes', async () => {
    const docker = readDockerfile();
    api = await startLocalApi();
    serve = await spawnServe(
      { ...docker.env, PORT: '0', HOST: '127.0.0.1', TIENDA_ENV: 'test', TIENDA_API_ROOT: api.apiRoot, TIENDA_WEB_DIR: inject('webDir') },
      ['npm', 'run', '--silent', 'serve'],
    );
    // As Docker runs it inside the container: the image's command, the image's environment.
    const check = spawnSync(docker.healthcheck[0]!, docker.healthcheck.slice(1), { env: { ...process.env, ...docker.env, PORT: String(serve.port) }, encoding: 'utf8' });
    expect([check.status, check.stderr]).toEqual([0, '']);
    // And it fails when nothing answers there: the check is not a no-op.
    const nobody = spawnSync(docker.healthcheck[0]!, docker.healthcheck.slice(1), { env: { ...process.env, PORT: '1' }, encoding: 'utf8' });
    expect(nobody.status).toBe(1);

    // test logs at info (spec section 9): the page's line, and none of the API calls' debug lines.
    expect((await fetch(`${serve.url}/ayuda`)).status).toBe(200);
    await serve.line((line) => line.msg === 'request' && line.path === '/ayuda');
    expect(serve.lines.filter((line) => line.level === 'debug')).toEqual([]);
  }, 120_000);
});

describe('compose.yaml', () => {
  const compose = readFileSync(join(ROOT, 'compose.yaml'), 'utf8');
  /** The `environment:` keys of a service (the file's two-space, map-style layout). */
  const environmentOf = (service: string): Record<string, string> => {
    const block = new RegExp(`\\n  ${service}:\\n([\\s\\S]*?)(?=\\n  \\w[\\w-]*:\\n|\\n\\w|$)`).exec(compose)![1]!;
    const env = /\n {4}environment:\n((?: {6}.*\n?)+)/.exec(`\n${block}`)![1]!;
    return Object.fromEntries(
      env
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => {
          const [key, ...rest] = line.split(':');
          return [key!, rest.join(':').trim().replace(/^"|"$/g, '')];
        }),
    );
  };

  it("runs the web server with serve's variables only, on the image's port, calling the API service directly", () => {
    const web = environmentOf('web');
    expect(Object.keys(web).filter((name) => !(SERVE_VARIABLES as readonly string[]).includes(name))).toEqual([]);
    expect(web.PORT).toBe(readDockerfile().env.PORT);
    expect(web.PORT).toBe(String(COMPOSE_WEB.port));
    expect(web.TIENDA_ENV).toBe('${TIENDA_ENV:-staging}');
    expect(web.TIENDA_SERVER_API_ROOT).toBe(`http://${COMPOSE_API.host}:${COMPOSE_API.port}/api/public`);
    expect(environmentOf('api').PORT).toBe(String(COMPOSE_API.port));
    expect(compose).toContain(`- ./${relative(ROOT, COMPOSE_VCL_PATH)}:/etc/varnish/default.vcl:ro`);
    expect(compose).toContain(`- subnet: ${COMPOSE_SUBNET}`);
    expect(compose).toContain('command: ["node", "--import", "tsx", "local-api/main.ts", "--no-static"]');
  });

  it("gives Varnish deploy/varnish/tienda.vcl with compose's backends, and that VCL compiles", () => {
    const vcl = readFileSync(COMPOSE_VCL_PATH, 'utf8');
    expect(vcl, 'deploy/compose/varnish.vcl is stale: run npx tsx scripts/compose-vcl.ts').toBe(composeVcl(readFileSync(VCL_PATH, 'utf8')));
    const varnishd = findVarnishd();
    if (!varnishd) throw new Error(`Varnish is missing: ${VARNISH_INSTALL}`);
    // The services' names resolve only inside compose: compiled here with a local address in their place.
    const dir = mkdtempSync(join(tmpdir(), 'tienda-compose-vcl-'));
    // varnishd drops privileges before it reads the VCL (scripts/varnish.ts): mkdtemp's 0700 must be searchable.
    chmodSync(dir, 0o755);
    try {
      const local = join(dir, 'compose.vcl');
      const hosts = [COMPOSE_WEB.host, COMPOSE_API.host].map((host) => `.host = "${host}";`);
      expect(hosts.map((host) => vcl.split(host).length - 1)).toEqual([1, 1]);
      writeFileSync(local, hosts.reduce((text, host) => text.replace(host, '.host = "127.0.0.1";'), vcl));
      const compiled = spawnSync(varnishd, ['-C', '-f', local, '-n', join(dir, 'work')], { cwd: dir, encoding: 'utf8' });
      expect(compiled.status, compiled.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
