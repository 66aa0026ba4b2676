import type { Migration } from './migration';

/** 4: account: profile columns, stored pictures, settings, notifications, devices, identity documents */
export const migration: Migration = `
  ALTER TABLE users ADD COLUMN contact_email TEXT;
  ALTER TABLE users ADD COLUMN avatar TEXT;
  ALTER TABLE users ADD COLUMN has_mobile_app INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE users ADD COLUMN selected_address TEXT;
  ALTER TABLE users ADD COLUMN selected_pickup TEXT;
  CREATE TABLE user_files (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL,
    purpose TEXT NOT NULL,
    content_type TEXT NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    bytes BLOB NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX user_files_user ON user_files(user_id);
  CREATE TABLE user_settings (user_id INTEGER PRIMARY KEY, flags TEXT NOT NULL);
  CREATE TABLE notifications (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL,
    type TEXT NOT NULL,
    subject TEXT NOT NULL,
    message TEXT NOT NULL,
    url TEXT,
    order_number TEXT,
    dismiss_after_open INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    read_at INTEGER,
    dismissed_at INTEGER
  );
  CREATE INDEX notifications_user ON notifications(user_id, created_at);
  CREATE TABLE push_players (user_id INTEGER NOT NULL, player_id TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (user_id, player_id));
  CREATE TABLE device_permissions (
    user_id INTEGER NOT NULL,
    player_id TEXT NOT NULL,
    permission_type TEXT NOT NULL,
    status TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, player_id, permission_type)
  );
  CREATE TABLE identity_documents (
    user_id INTEGER PRIMARY KEY,
    front_file TEXT NOT NULL,
    back_file TEXT NOT NULL,
    selfie_file TEXT NOT NULL,
    status TEXT NOT NULL,
    submitted_at INTEGER NOT NULL
  );
  `;
