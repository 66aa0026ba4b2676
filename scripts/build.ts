/** `npm run build`: the browser build (dist/web) and the server renderer (dist/server) of the web UI. */
import { buildWeb } from './web-build';

await buildWeb();
console.log('Interfaz web construida: dist/web (navegador) y dist/server (renderizado en el servidor).');
