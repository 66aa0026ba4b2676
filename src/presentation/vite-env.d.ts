/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** prod, staging, test or local (default). */
  readonly VITE_TIENDA_ENV?: string;
  /** The public API root; in local, the page's own origin + /api/public when unset. */
  readonly VITE_TIENDA_API_ROOT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
