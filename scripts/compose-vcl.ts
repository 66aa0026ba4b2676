/**
 * deploy/compose/varnish.vcl, the VCL of compose.yaml's Varnish: deploy/varnish/tienda.vcl with its backends
 * replaced by the compose services, `web` (npm run serve, port 8080) for the pages and `api` (the local API, port 9004)
 * for /api/, so the store and its API share one origin as under `npm start`; and PURGE allowed from the compose
 * network. The file is generated, never edited: `npx tsx scripts/compose-vcl.ts` writes it again after a change to
 * tienda.vcl (tests/integration/deploy-files.test.ts fails while they differ).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { VCL_PATH, vclWithBackends } from './varnish';

export const COMPOSE_VCL_PATH = resolve(import.meta.dirname, '..', 'deploy', 'compose', 'varnish.vcl');
/** compose.yaml's network; the local API purges from an address in it. */
export const COMPOSE_SUBNET = '172.28.0.0/16';
export const COMPOSE_WEB = { host: 'web', port: 8080 };
export const COMPOSE_API = { host: 'api', port: 9004 };

/** The API's backend and the route to it, added to the BACKENDS block (vcl_backend_fetch runs before tienda.vcl's own). */
const API_ROUTE = `
# The local API (compose service "api"): every /api/ request, without the store's probe (it has no /robots.txt).
backend api {
    .host = "${COMPOSE_API.host}";
    .port = "${COMPOSE_API.port}";
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
}

sub vcl_backend_fetch {
    if (bereq.url ~ "^/api/") {
        set bereq.backend = api;
    }
}
`;

export function composeVcl(vcl: string): string {
  const copy = vclWithBackends(vcl, [COMPOSE_WEB], [COMPOSE_SUBNET]).replace('# (written by scripts/varnish.ts)\n', '# (written by scripts/compose-vcl.ts: do not edit)\n');
  return copy.replace(/\n# END BACKENDS\n/, `\n${API_ROUTE}# END BACKENDS\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  writeFileSync(COMPOSE_VCL_PATH, composeVcl(readFileSync(VCL_PATH, 'utf8')));
  console.log(`Escrito ${COMPOSE_VCL_PATH}`);
}
