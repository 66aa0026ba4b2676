import type { Migration } from './migration';

/** 14: issue 11, reviews and questions (reviews/, questions/): a review's author (one review per user and product; a deleted account leaves its reviews authorless), its email, edit date and the points it earned; review pictures (the bytes in user_files, purpose 'review'); upvotes, one per user; a question's author, category and the automated answer it followed; automated answers with their thread and feedback */
export const migration: Migration = `
  ALTER TABLE reviews ADD COLUMN user_id INTEGER REFERENCES users(id) ON DELETE SET NULL;
  ALTER TABLE reviews ADD COLUMN email TEXT;
  ALTER TABLE reviews ADD COLUMN date_updated TEXT;
  ALTER TABLE reviews ADD COLUMN points_awarded INTEGER NOT NULL DEFAULT 0;
  CREATE UNIQUE INDEX reviews_product_user ON reviews(product_id, user_id) WHERE user_id IS NOT NULL;
  CREATE INDEX reviews_user ON reviews(user_id) WHERE user_id IS NOT NULL;
  CREATE TABLE review_images (
    id TEXT PRIMARY KEY,
    review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
    file_id TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX review_images_review ON review_images(review_id);
  CREATE TABLE review_upvotes (
    review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (review_id, user_id)
  );
  CREATE INDEX review_upvotes_user ON review_upvotes(user_id);
  ALTER TABLE questions ADD COLUMN user_id INTEGER REFERENCES users(id) ON DELETE SET NULL;
  ALTER TABLE questions ADD COLUMN category TEXT;
  ALTER TABLE questions ADD COLUMN auto_answer_uid TEXT;
  CREATE INDEX questions_user ON questions(user_id) WHERE user_id IS NOT NULL;
  CREATE TABLE automated_answers (
    uid TEXT PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id),
    owner TEXT NOT NULL,
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    question TEXT NOT NULL,
    answer TEXT,
    category TEXT NOT NULL,
    thread_id TEXT NOT NULL,
    chat_options TEXT NOT NULL,
    feedback TEXT,
    feedback_at INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX automated_answers_thread ON automated_answers(thread_id, created_at);
  CREATE INDEX automated_answers_owner ON automated_answers(owner, created_at);
  CREATE INDEX automated_answers_user ON automated_answers(user_id) WHERE user_id IS NOT NULL;
  `;
