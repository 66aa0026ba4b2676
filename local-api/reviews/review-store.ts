import type { Database } from '../db/database';

/** Whether this stored file is a picture of some review. */
export function isReviewImage(db: Database, fileId: string): boolean {
  return db.prepare('SELECT 1 FROM review_images WHERE file_id = ?').get(fileId) !== undefined;
}
