/**
 * React's and the router's production builds: the development ones render pages several times slower, and the
 * server renderer must not meet two builds of React. Imported first by `npm run serve` (an ES module's imports run
 * before its own code, so this cannot be a line of serve.ts).
 */
process.env.NODE_ENV ??= 'production';
