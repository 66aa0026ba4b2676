import { isEnvironment, type Environment } from '../../index';

/** What the UI reads from the build (Vite's import.meta.env). */
export interface UiEnv {
  VITE_TIENDA_ENV?: string;
  VITE_TIENDA_API_ROOT?: string;
}

export type UiConfig =
  | { ok: true; environment: Environment; apiRoot: string }
  | { ok: false; title: string; message: string; variable: string };

/**
 * The environment (default local) and the API root. In local the API serves
 * the UI, so the page's own origin is the root; elsewhere the root must be set
 * at build time, and its absence is a configuration error shown to whoever deploys.
 */
export function readUiConfig(env: UiEnv, origin: string): UiConfig {
  const rawEnvironment = env.VITE_TIENDA_ENV?.trim() || 'local';
  if (!isEnvironment(rawEnvironment)) {
    return {
      ok: false,
      title: 'La tienda no está bien configurada',
      message: `VITE_TIENDA_ENV vale «${rawEnvironment}», que no es un entorno conocido. Usa prod, staging, test o local y vuelve a compilar.`,
      variable: 'VITE_TIENDA_ENV',
    };
  }
  const root = env.VITE_TIENDA_API_ROOT?.trim();
  if (root) return { ok: true, environment: rawEnvironment, apiRoot: root };
  if (rawEnvironment === 'local') return { ok: true, environment: rawEnvironment, apiRoot: `${origin}/api/public` };
  return {
    ok: false,
    title: 'Falta la dirección de la API',
    message: `El entorno «${rawEnvironment}» no tiene una dirección de API. Define la variable VITE_TIENDA_API_ROOT con la raíz de la API (termina en /api/public) y vuelve a compilar la interfaz.`,
    variable: 'VITE_TIENDA_API_ROOT',
  };
}
