import type { Migration } from './migration';

/** 3: authentication: rate-limit events, the development outbox, verification codes, password resets, social login */
export const migration: Migration = `
  CREATE TABLE rate_events (bucket TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE INDEX rate_events_bucket ON rate_events(bucket, at);
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    to_address TEXT NOT NULL COLLATE NOCASE,
    channel TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    link TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX outbox_to ON outbox(to_address, id);
  CREATE TABLE verification_codes (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL,
    channel TEXT NOT NULL,
    target TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    uuid_hash TEXT NOT NULL UNIQUE,
    attempts INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX verification_codes_user ON verification_codes(user_id, channel);
  CREATE TABLE phone_verifications (user_id INTEGER PRIMARY KEY, phone TEXT NOT NULL, verified_at INTEGER NOT NULL);
  CREATE TABLE password_resets (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE TABLE provider_tokens (
    token_hash TEXT PRIMARY KEY,
    provider TEXT NOT NULL,
    subject TEXT NOT NULL,
    email TEXT,
    first_name TEXT,
    last_name TEXT,
    email_verified INTEGER NOT NULL,
    scenario TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE TABLE social_identities (provider TEXT NOT NULL, subject TEXT NOT NULL, user_id INTEGER NOT NULL, PRIMARY KEY (provider, subject));
  `;
