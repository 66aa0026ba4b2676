import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../local-api/seed/open';

/**
 * How long a fresh demo database takes to seed (`npm start` on a new machine, and every test process's first API). A
 * timing property: `npm run test:timing`. openDatabase without a clock seeds afresh every time (only a database opened
 * with an explicit clock is a copy of a kept image), so each sample is a whole seed.
 */
describe('the seeded demo catalogue', () => {
  it('opens and seeds an in-memory database in under 2 seconds (the best of 3, so a burst of load elsewhere on the machine is not counted)', () => {
    const samples: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const db = openDatabase(':memory:');
      samples.push(performance.now() - started);
      expect((db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n).toBeGreaterThan(500);
      db.close();
    }
    expect(Math.min(...samples), `samples ${samples.map(Math.round).join(', ')} ms`).toBeLessThan(2000);
  });
});
