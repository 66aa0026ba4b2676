/**
 * `tienda/node`: the Node entry point. Everything `tienda/core` exports, plus
 * {@link FileStorage}, a JSON file that keeps the session and the cart id
 * between runs of a headless host (a script, a CLI, a test runner).
 *
 * @module tienda/node
 */
export * from './index';
export { FileStorage } from './data/storage/file-storage';
