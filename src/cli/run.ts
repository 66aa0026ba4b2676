import { homedir } from 'node:os';
import { join } from 'node:path';
import { createTiendaClient, FileStorage, isEnvironment, UseCaseError, type Environment, type Logger, type TiendaClient } from '../node';
import { COMMANDS, type CommandContext } from './commands';
import { parse, UsageError, type CliIo } from './options';

export { UsageError, type CliIo };

export const USAGE = `Uso: tienda [opciones] <comando>

Comandos:
  search <texto>            Busca productos («tienda search "café"»)
  product <slug|SKU>        Muestra un producto
  cart                      Muestra el carrito
  cart add <SKU> <cantidad> Agrega un producto al carrito
  login <correo>            Inicia sesión (contraseña: --password o TIENDA_PASSWORD)
  logout                    Cierra la sesión
  checkout --cod            Compra el carrito con pago contra entrega
                            (--address <id>, --phone <teléfono>, o --pickup <punto>)
  orders                    Lista tus pedidos (--page <n>)

Opciones:
  --env local|test|staging|prod   Entorno (local por omisión)
  --api <raíz>                    Raíz de la API (en lugar del entorno)
  --json                          Salida en JSON
  --session <archivo>             Archivo de la sesión (por omisión TIENDA_SESSION,
                                  o ~/.tienda/session-<entorno>.json: una por entorno)
  -h, --help                      Esta ayuda

Variables: TIENDA_PASSWORD, TIENDA_SESSION, TIENDA_STAGING_API y TIENDA_PROD_API (raíces de staging y prod).
`;

const silent: Logger = { log: () => {} };

/**
 * Runs one `tienda` command: 0 on success, 1 when the store refuses or fails (the Spanish message on
 * stderr), 2 for bad usage (with the usage text). Never throws and never calls process.exit.
 */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  let client: TiendaClient | null = null;
  try {
    const { values, positionals } = parse(argv);
    if (values.help || positionals[0] === 'help') {
      io.stdout.write(USAGE);
      return 0;
    }
    const [name, ...args] = positionals;
    if (!name) throw new UsageError('Falta el comando.');
    const command = COMMANDS[name];
    if (!command) throw new UsageError(`Comando desconocido: ${name}`);
    const environment = values.env ?? 'local';
    if (!isEnvironment(environment)) throw new UsageError(`Entorno desconocido: ${environment} (local, test, staging o prod).`);
    const rootVariable = environment === 'prod' ? 'TIENDA_PROD_API' : 'TIENDA_STAGING_API';
    if (environment !== 'local' && !values.api && !io.env[rootVariable]) {
      throw new UsageError(`El entorno ${environment} no tiene raíz de API: usa --api <raíz> o la variable ${rootVariable}.`);
    }
    // One session per environment: a token of one environment is never sent to another.
    const sessionFile = values.session ?? io.env.TIENDA_SESSION ?? join(io.env.HOME || homedir(), '.tienda', `session-${environment}.json`);
    const context: CommandContext = {
      args,
      options: values,
      io,
      client: () => (client ??= makeClient(environment, values.api ?? null, sessionFile, io.env)),
    };
    const output = await command(context);
    if (values.json) io.stdout.write(`${JSON.stringify(output.json, null, 2)}\n`);
    else io.stdout.write(output.text);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof UseCaseError) {
      // The shopper's Spanish message (a server text that is not Spanish prose gives way to the catalogue's copy).
      const made = client as TiendaClient | null; // assigned inside the context's closure, which TS does not follow
      const where = error.cause === 'networkConnection' && made ? `\n(API: ${made.apiRoot})` : '';
      io.stderr.write(`${error.shopperMessage}${where}\n`);
      return 1;
    }
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

function makeClient(environment: Environment, apiRoot: string | null, sessionFile: string, env: CliIo['env']): TiendaClient {
  return createTiendaClient({
    environment,
    apiRoot,
    apiRoots: { staging: env.TIENDA_STAGING_API ?? null, prod: env.TIENDA_PROD_API ?? null },
    storage: new FileStorage(sessionFile),
    // Failures reach the shopper once, as the command's message on stderr; the library's own lines would repeat them.
    logger: silent,
    requestInfo: () => ({ userAgent: 'tienda-cli/0.1' }),
  });
}
