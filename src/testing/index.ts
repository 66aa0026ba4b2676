/**
 * `tienda/testing`: the test kit. Fixture factories for every entity the API answers (valid by
 * construction against the library's schemas) and msw fault helpers (a 401 once, a 429 with Retry-After,
 * a network error, schema drift, a slow answer). No React and no DOM: it runs wherever the tests do.
 *
 * @module tienda/testing
 */
export * from './fixtures';
export * from './faults';
