/**
 * dependency-cruiser: the layers of CONVENTIONS.md, the feature boundaries and no import cycles, checked by
 * `npm run lint` (part of `npm test`). Type-only imports count: a cycle of types is still a knot to untie.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'No import cycles, type-only imports included.', from: { pathNot: '^src/composition/' }, to: { circular: true } },
    {
      // The one exception: a feature's use-case token (X.tokens.ts) is typed by its on-demand chunk's factory, which
      // resolves the feature's tokens; that edge is a type (erased), and the chunk stays out of the main bundle.
      name: 'no-circular-composition',
      severity: 'error',
      comment: 'No import cycles in the wiring but a feature token typed by its own on-demand factory.',
      from: { path: '^src/composition/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'src/domain: entities, rules and the error catalogue; imports only itself and zod.',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', '^node_modules/zod/'] },
    },
    {
      name: 'usecases-know-domain-only',
      severity: 'error',
      comment: 'src/usecases: framework-free; imports itself, the domain and rxjs.',
      from: { path: '^src/usecases/' },
      to: { pathNot: ['^src/usecases/', '^src/domain/', '^node_modules/rxjs/'] },
    },
    {
      name: 'zod-mini-only',
      severity: 'error',
      comment: 'The library and the web UI import zod/mini only: classic zod would double the schemas\' weight in the browser bundle.',
      from: { path: '^src/' },
      to: { path: '^node_modules/zod/', pathNot: '^node_modules/zod/mini/' },
    },
    {
      name: 'data-below-usecases',
      severity: 'error',
      comment: 'src/data: the axios client and repositories; imports itself, the domain, the use cases (ports), axios, zod and Node.',
      from: { path: '^src/data/' },
      to: { pathNot: ['^src/data/', '^src/domain/', '^src/usecases/', '^node_modules/(axios|zod)/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'presentation-not-data-internals',
      severity: 'error',
      comment: 'Screens reach the library through its client (src/index.ts), never the data layer, axios or inversify.',
      from: { path: '^src/presentation/' },
      to: { path: ['^src/data/(?!http/whole-body)', '^node_modules/(axios|inversify)/'] },
    },
    {
      name: 'local-api-not-presentation',
      severity: 'error',
      comment: 'The local API is the backend: it never imports the web UI or the client library\'s wiring.',
      from: { path: '^local-api/' },
      to: { path: ['^src/presentation/', '^src/composition/', '^src/usecases/'] },
    },
    {
      name: 'library-not-local-api',
      severity: 'error',
      comment: 'The library and the web UI do not import the local API (only the testing kit and the CLI\'s dev tools may).',
      from: { path: '^src/(domain|usecases|data|composition|presentation)/' },
      to: { path: '^local-api/' },
    },
    {
      name: 'use-cases-stay-in-their-feature',
      severity: 'error',
      comment: 'A use case is called through the client: another feature shares its stores and ports, never its use cases.',
      from: { path: '^src/usecases/([^/]+)/' },
      to: { path: '^src/usecases/([^/]+)/[^/]+\\.use-case\\.ts$', pathNot: '^src/usecases/$1/' },
    },
    {
      name: 'screens-stay-in-their-feature',
      severity: 'error',
      comment: 'A screen (*Screen.tsx) is reached through the routes, not imported by another feature\'s components.',
      from: { path: '^src/presentation/([^/]+)/', pathNot: '^src/presentation/app/' },
      to: { path: '^src/presentation/([^/]+)/[^/]+Screen\\.tsx$', pathNot: '^src/presentation/$1/' },
    },
    {
      name: 'routes-only-in-the-app',
      severity: 'error',
      comment: 'A local-API area\'s routes.ts is HTTP only, mounted by app.ts; other areas call its service, not its routes.',
      from: { path: '^local-api/([^/]+)/' },
      to: { path: '^local-api/([^/]+)/routes\\.ts$', pathNot: '^local-api/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|artifacts|coverage)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
