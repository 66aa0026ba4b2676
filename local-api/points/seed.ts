import type { Database } from '../db/database';
import type { PointsEntryType } from './points';
import { pointsEntryInserter } from './seed-store';

/**
 * The demo accounts' points history; each sums to the account's `points`
 * (demo-accounts.ts), which stays the balance.
 */
export const SEED_POINTS: Readonly<Record<string, readonly { points: number; type: PointsEntryType; at: string }[]>> = {
  'ana@tienda.test': [
    { points: 100, type: 'BONUS', at: '2025-09-10T16:00:00.000Z' },
    { points: 180, type: 'ORDER', at: '2025-11-21T19:30:00.000Z' },
    { points: 20, type: 'REVIEW', at: '2025-12-03T15:10:00.000Z' },
    { points: -100, type: 'COUPON', at: '2025-12-20T22:45:00.000Z' },
    { points: 150, type: 'ORDER', at: '2026-01-08T17:20:00.000Z' },
  ],
  'carlos@tienda.test': [
    { points: 100, type: 'BONUS', at: '2025-10-02T14:00:00.000Z' },
    { points: 20, type: 'REVIEW', at: '2025-12-15T18:00:00.000Z' },
  ],
};

export function seedPoints(db: Database): void {
  const insert = pointsEntryInserter(db);
  for (const [email, entries] of Object.entries(SEED_POINTS)) for (const e of entries) insert(email, e.points, e.type, e.at);
}
