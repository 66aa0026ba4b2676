import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../local-api/seed/open';

/** How long a fresh demo database takes (every test's API opens one). A timing property: `npm run test:timing`. */
describe('the seeded demo catalogue', () => {
  const started = performance.now();
  const db = openDatabase(':memory:');
  const openMillis = performance.now() - started;

  it('opens and seeds an in-memory database in under 2 seconds', () => {
    expect(openMillis).toBeLessThan(2000);
    db.close();
  });
});
