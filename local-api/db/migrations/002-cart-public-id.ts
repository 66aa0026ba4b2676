import type { Migration } from './migration';

/** 2: carts get an unguessable public id (the integer id stays internal), and a cart kept apart at login is marked */
export const migration: Migration = `
  ALTER TABLE carts ADD COLUMN public_id TEXT;
  UPDATE carts SET public_id = lower(hex(randomblob(16))) WHERE public_id IS NULL;
  CREATE UNIQUE INDEX carts_public_id ON carts(public_id);
  ALTER TABLE carts ADD COLUMN kept_apart INTEGER NOT NULL DEFAULT 0;
  `;
