import type BetterSqlite3 from 'better-sqlite3';

type Database = BetterSqlite3.Database;

/**
 * A migration that rebuilds a table (SQLite cannot change a column's foreign
 * key in place): it runs with foreign keys off, so dropping the old table
 * does not cascade into the rows that point at it, and `PRAGMA
 * foreign_key_check` must find nothing before it commits.
 */
interface Rebuild {
  readonly rebuild: string;
}

/**
 * Migrations, applied in order. `PRAGMA user_version` holds the number of the
 * last one applied, so an existing file is brought up to date on open.
 */
const MIGRATIONS: readonly (string | Rebuild)[] = [
  /* 1: catalogue, accounts, sessions and carts */ `
  CREATE TABLE categories (
    id INTEGER PRIMARY KEY,
    parent_id INTEGER REFERENCES categories(id),
    name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    description TEXT,
    over18_required INTEGER NOT NULL DEFAULT 0,
    disabled_on_mobile INTEGER NOT NULL DEFAULT 0,
    sort_order INTEGER NOT NULL DEFAULT 0,
    depth INTEGER NOT NULL
  );
  CREATE TABLE brands (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    description TEXT,
    keywords TEXT
  );
  CREATE TABLE authors (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    bio TEXT
  );
  CREATE TABLE products (
    id INTEGER PRIMARY KEY,
    public_sku TEXT NOT NULL UNIQUE,
    slug TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    brand_id INTEGER REFERENCES brands(id),
    category_id INTEGER NOT NULL REFERENCES categories(id),
    author_id INTEGER REFERENCES authors(id),
    type TEXT NOT NULL,
    status TEXT NOT NULL,
    stock_status TEXT NOT NULL,
    stock_quantity INTEGER NOT NULL,
    weight REAL,
    price_cents INTEGER NOT NULL,
    regular_price_cents INTEGER NOT NULL,
    is_on_sale INTEGER NOT NULL DEFAULT 0,
    has_flash_sale INTEGER NOT NULL DEFAULT 0,
    flash_sale_days INTEGER,
    has_free_shipping INTEGER NOT NULL DEFAULT 0,
    is_international INTEGER NOT NULL DEFAULT 0,
    presale_days INTEGER,
    warranty_months INTEGER,
    description_short TEXT,
    description_long TEXT,
    keywords TEXT,
    variant_group_id TEXT,
    variant_attribute TEXT,
    variant_value TEXT,
    variant_value_id TEXT,
    color_hex TEXT,
    image_count INTEGER NOT NULL DEFAULT 1,
    average_rating REAL,
    rating_count INTEGER NOT NULL DEFAULT 0,
    popularity INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
  CREATE INDEX products_category ON products(category_id);
  CREATE INDEX products_brand ON products(brand_id);
  CREATE INDEX products_author ON products(author_id);
  CREATE INDEX products_variant_group ON products(variant_group_id);
  CREATE TABLE bundle_items (
    bundle_id INTEGER NOT NULL REFERENCES products(id),
    product_id INTEGER NOT NULL REFERENCES products(id),
    quantity INTEGER NOT NULL
  );
  CREATE TABLE reviews (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id),
    rating INTEGER NOT NULL,
    reviewer_name TEXT,
    comment TEXT,
    verified INTEGER NOT NULL DEFAULT 0,
    date_created TEXT NOT NULL,
    upvote_count INTEGER NOT NULL DEFAULT 0,
    variant_name TEXT,
    variant_value TEXT
  );
  CREATE INDEX reviews_product ON reviews(product_id);
  CREATE TABLE questions (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id),
    question TEXT NOT NULL,
    user_name TEXT,
    answer TEXT,
    date_created TEXT NOT NULL,
    date_answered TEXT
  );
  CREATE INDEX questions_product ON questions(product_id);
  CREATE TABLE product_attributes (
    product_id INTEGER NOT NULL REFERENCES products(id),
    sort_order INTEGER NOT NULL,
    name TEXT NOT NULL,
    value TEXT NOT NULL
  );
  CREATE INDEX product_attributes_product ON product_attributes(product_id);
  CREATE TABLE banners (
    id INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    label TEXT NOT NULL,
    alt_text TEXT NOT NULL,
    target_type TEXT NOT NULL,
    target_url TEXT,
    target_slug TEXT,
    target_section_id INTEGER
  );
  CREATE TABLE benefits (
    id INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    title TEXT NOT NULL,
    subtitle TEXT,
    target_url TEXT
  );
  CREATE TABLE home_sections (
    id INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    type TEXT NOT NULL,
    title TEXT NOT NULL,
    source TEXT NOT NULL,
    category_slug TEXT,
    brand_slug TEXT,
    message TEXT
  );
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    public_id TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    first_name TEXT,
    last_name TEXT,
    phone TEXT,
    country TEXT,
    is_email_verified INTEGER NOT NULL DEFAULT 0,
    is_pickup_location_worker INTEGER NOT NULL DEFAULT 0,
    points INTEGER NOT NULL DEFAULT 0,
    disabled INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
  -- user_id deliberately has no foreign key: a session may outlive its user,
  -- and then answers USER_ERROR.
  CREATE TABLE sessions (
    id INTEGER PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    user_id INTEGER,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    ended_at INTEGER
  );
  CREATE TABLE carts (
    id INTEGER PRIMARY KEY,
    owner TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX carts_owner ON carts(owner, status);
  CREATE TABLE cart_items (
    id INTEGER PRIMARY KEY,
    cart_id INTEGER NOT NULL REFERENCES carts(id),
    product_id INTEGER NOT NULL REFERENCES products(id),
    quantity INTEGER NOT NULL,
    gift_wrap_option_id TEXT,
    dedication TEXT,
    vending_machine_slot_id TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX cart_items_cart ON cart_items(cart_id);
  CREATE TABLE recently_viewed (
    owner TEXT NOT NULL,
    product_id INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    PRIMARY KEY (owner, product_id)
  );
  CREATE TABLE login_failures (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL COLLATE NOCASE,
    at INTEGER NOT NULL
  );
  CREATE INDEX login_failures_email ON login_failures(email, at);
  `,
  /* 2: carts get an unguessable public id (the integer id stays internal), and a cart kept apart at login is marked */ `
  ALTER TABLE carts ADD COLUMN public_id TEXT;
  UPDATE carts SET public_id = lower(hex(randomblob(16))) WHERE public_id IS NULL;
  CREATE UNIQUE INDEX carts_public_id ON carts(public_id);
  ALTER TABLE carts ADD COLUMN kept_apart INTEGER NOT NULL DEFAULT 0;
  `,
  /* 3: authentication: rate-limit events, the development outbox, verification codes, password resets, social login */ `
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
  `,
  /* 4: account: profile columns, stored pictures, settings, notifications, devices, identity documents */ `
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
  `,
  /* 5: discounts (coupons, gift cards, the codes applied to a cart), pickup locations, saved cards (BIN and last 4 only), points */ `
  CREATE TABLE coupons (
    code TEXT PRIMARY KEY COLLATE NOCASE,
    kind TEXT NOT NULL,
    value INTEGER NOT NULL,
    description TEXT NOT NULL,
    min_sub_total_cents INTEGER,
    max_discount_cents INTEGER,
    product_types TEXT,
    login_required INTEGER NOT NULL DEFAULT 0,
    max_previous_orders INTEGER,
    min_previous_orders INTEGER,
    individual_use INTEGER NOT NULL DEFAULT 0,
    auto_apply INTEGER NOT NULL DEFAULT 0,
    valid_until TEXT,
    owner_user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    used_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX coupons_owner ON coupons(owner_user_id);
  CREATE TABLE gift_cards (
    number TEXT PRIMARY KEY,
    initial_cents INTEGER NOT NULL,
    balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0),
    disabled INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
  CREATE TABLE cart_discount_codes (
    cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    code TEXT NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (cart_id, kind, code)
  );
  CREATE TABLE pickup_locations (
    id INTEGER PRIMARY KEY,
    public_id TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    address TEXT NOT NULL,
    lat REAL NOT NULL,
    lng REAL NOT NULL,
    parking TEXT NOT NULL,
    working_hours TEXT NOT NULL,
    cutoff_time INTEGER NOT NULL,
    ready_minutes INTEGER NOT NULL,
    transfer_days INTEGER NOT NULL,
    is_express INTEGER NOT NULL DEFAULT 0,
    is_cod_enabled INTEGER NOT NULL DEFAULT 1,
    is_restricted INTEGER NOT NULL DEFAULT 0,
    is_warranty_drop INTEGER NOT NULL DEFAULT 0,
    sort_order INTEGER NOT NULL
  );
  CREATE TABLE user_pickup_locations (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    location_id INTEGER NOT NULL REFERENCES pickup_locations(id),
    added_at TEXT NOT NULL,
    PRIMARY KEY (user_id, location_id)
  );
  -- Never a full card number or a CVV: the BIN (first 6), the last 4 and the length, to show a masked number.
  CREATE TABLE saved_cards (
    id INTEGER PRIMARY KEY,
    instrument_id TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    bin TEXT NOT NULL CHECK (length(bin) = 6),
    last4 TEXT NOT NULL CHECK (length(last4) = 4),
    number_length INTEGER NOT NULL CHECK (number_length BETWEEN 12 AND 19),
    brand TEXT NOT NULL,
    expiration_month INTEGER NOT NULL,
    expiration_year INTEGER NOT NULL,
    holder_name TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX saved_cards_user ON saved_cards(user_id);
  CREATE TABLE points_entries (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    points INTEGER NOT NULL,
    type TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX points_entries_user ON points_entries(user_id, created_at);
  `,
  /* 6: addresses and tax ids (addresses/): each row belongs to one user and goes with the account */ `
  CREATE TABLE addresses (
    id INTEGER PRIMARY KEY,
    public_id TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    phone TEXT NOT NULL,
    street TEXT NOT NULL,
    reference_notes TEXT,
    city TEXT NOT NULL,
    state TEXT NOT NULL,
    country TEXT NOT NULL,
    times_used INTEGER NOT NULL DEFAULT 0,
    last_used TEXT,
    lat REAL,
    lng REAL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX addresses_user ON addresses(user_id);
  CREATE TABLE tax_ids (
    id INTEGER PRIMARY KEY,
    public_id TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    tax_id TEXT NOT NULL,
    name TEXT NOT NULL,
    address TEXT NOT NULL,
    is_tax_withholder INTEGER NOT NULL DEFAULT 0,
    is_tax_exempt INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    UNIQUE (user_id, tax_id)
  );
  `,
  /* 7: checkout and orders (checkout/, orders/): one order per cart, its lines and discounts at order time, 3-D Secure references, idempotency keys; card numbers and CVVs have no column anywhere */ `
  ALTER TABLE users ADD COLUMN is_cc_payment_blocked INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    order_number TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    -- No foreign key: deleting an account deletes its carts first, then its orders with the user.
    cart_id INTEGER NOT NULL UNIQUE,
    cart_public_id TEXT NOT NULL,
    status TEXT NOT NULL,
    payment_method TEXT NOT NULL,
    payment_status TEXT NOT NULL,
    details TEXT NOT NULL,
    sub_total_cents INTEGER NOT NULL,
    gift_wrap_cents INTEGER NOT NULL,
    shipping_cents INTEGER NOT NULL,
    surcharge_cents INTEGER NOT NULL,
    coupon_cents INTEGER NOT NULL,
    gift_card_cents INTEGER NOT NULL,
    total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
    paid_cents INTEGER NOT NULL DEFAULT 0,
    weight_total REAL NOT NULL,
    quantity_total INTEGER NOT NULL,
    masked_card TEXT,
    existing_card_id TEXT,
    pin TEXT,
    created_at TEXT NOT NULL,
    status_changed_at TEXT NOT NULL,
    paid_at TEXT
  );
  CREATE INDEX orders_user ON orders(user_id, id);
  CREATE TABLE order_items (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL REFERENCES products(id),
    quantity INTEGER NOT NULL,
    unit_price_cents INTEGER NOT NULL,
    gift_wrap_option_id TEXT,
    gift_wrap_cents INTEGER NOT NULL DEFAULT 0,
    dedication TEXT,
    vending_machine_slot_id TEXT
  );
  CREATE INDEX order_items_order ON order_items(order_id);
  CREATE TABLE order_discounts (
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    code TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    PRIMARY KEY (order_id, kind, code)
  );
  CREATE TABLE three_ds_references (
    reference TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    cart_id INTEGER,
    bin TEXT NOT NULL,
    last4 TEXT NOT NULL,
    status TEXT NOT NULL,
    transaction_id TEXT UNIQUE,
    order_id INTEGER REFERENCES orders(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE checkout_idempotency (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    idem_key TEXT NOT NULL,
    body_hash TEXT NOT NULL,
    status INTEGER,
    answer TEXT,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, idem_key)
  );
  `,
  /* 8: alternate card authorization of an existing order (checkout/alternate-auth.ts): its 3-D Secure reference, the charge, the verification attempts; no card data */ `
  CREATE TABLE alternate_card_auth (
    reference TEXT PRIMARY KEY REFERENCES three_ds_references(reference) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    order_id INTEGER REFERENCES orders(id) ON DELETE CASCADE,
    verify_attempts INTEGER NOT NULL DEFAULT 0,
    verified_at TEXT,
    charged_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX alternate_card_auth_order ON alternate_card_auth(order_id);
  `,
  /* 9: full-text search (search/): an FTS5 index over each product's title, brand and author, category and its parent, keywords and short description, accents folded; triggers keep it in sync, and search_state.generation counts the changes (search/vocabulary.ts caches its vocabulary by it) */ `
  CREATE VIRTUAL TABLE products_fts USING fts5(
    title, brand, category, keywords, description,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
  );
  CREATE TABLE search_state (id INTEGER PRIMARY KEY CHECK (id = 1), generation INTEGER NOT NULL);
  INSERT INTO search_state (id, generation) VALUES (1, 0);
  CREATE VIEW products_search_text AS
    SELECT p.id AS id, p.title AS title,
           concat_ws(' ', b.name, a.name) AS brand,
           concat_ws(' ', c.name, parent.name) AS category,
           p.keywords AS keywords, p.description_short AS description
    FROM products p
    LEFT JOIN brands b ON b.id = p.brand_id
    LEFT JOIN authors a ON a.id = p.author_id
    LEFT JOIN categories c ON c.id = p.category_id
    LEFT JOIN categories parent ON parent.id = c.parent_id;
  CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
    INSERT INTO products_fts (rowid, title, brand, category, keywords, description)
      SELECT id, title, brand, category, keywords, description FROM products_search_text WHERE id = NEW.id;
    UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  END;
  CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
    DELETE FROM products_fts WHERE rowid = OLD.id;
    UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  END;
  CREATE TRIGGER products_fts_update AFTER UPDATE OF id, title, brand_id, author_id, category_id, keywords, description_short ON products BEGIN
    DELETE FROM products_fts WHERE rowid = OLD.id;
    INSERT INTO products_fts (rowid, title, brand, category, keywords, description)
      SELECT id, title, brand, category, keywords, description FROM products_search_text WHERE id = NEW.id;
    UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  END;
  INSERT INTO products_fts (rowid, title, brand, category, keywords, description)
    SELECT id, title, brand, category, keywords, description FROM products_search_text;
  `,
  /* 10: vending machines (vending/): each machine's positions by row and column, what each holds (or nothing), its stock and whether it works */ `
  CREATE TABLE vending_machines (
    id INTEGER PRIMARY KEY,
    public_id TEXT NOT NULL UNIQUE,
    code TEXT NOT NULL,
    address TEXT NOT NULL
  );
  CREATE TABLE vending_slots (
    public_id TEXT PRIMARY KEY,
    machine_id INTEGER NOT NULL REFERENCES vending_machines(id) ON DELETE CASCADE,
    row_number INTEGER NOT NULL CHECK (row_number BETWEEN 1 AND 26),
    column_number INTEGER NOT NULL CHECK (column_number BETWEEN 1 AND 50),
    product_id INTEGER REFERENCES products(id) ON DELETE SET NULL,
    stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
    is_operational INTEGER NOT NULL DEFAULT 1,
    updated_at TEXT NOT NULL,
    UNIQUE (machine_id, row_number, column_number)
  );
  CREATE INDEX vending_slots_product ON vending_slots(product_id);
  `,
  /* 11: the search index follows renames (search/): a brand's, an author's or a category's new name (or a category's new parent) is re-indexed in its products, so search finds them by it and no longer by the old one */ `
  CREATE TRIGGER products_fts_brand_rename AFTER UPDATE OF name ON brands WHEN OLD.name IS NOT NEW.name BEGIN
    DELETE FROM products_fts WHERE rowid IN (SELECT id FROM products WHERE brand_id = NEW.id);
    INSERT INTO products_fts (rowid, title, brand, category, keywords, description)
      SELECT id, title, brand, category, keywords, description FROM products_search_text
      WHERE id IN (SELECT id FROM products WHERE brand_id = NEW.id);
    UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  END;
  CREATE TRIGGER products_fts_author_rename AFTER UPDATE OF name ON authors WHEN OLD.name IS NOT NEW.name BEGIN
    DELETE FROM products_fts WHERE rowid IN (SELECT id FROM products WHERE author_id = NEW.id);
    INSERT INTO products_fts (rowid, title, brand, category, keywords, description)
      SELECT id, title, brand, category, keywords, description FROM products_search_text
      WHERE id IN (SELECT id FROM products WHERE author_id = NEW.id);
    UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  END;
  CREATE TRIGGER products_fts_category_rename AFTER UPDATE OF name, parent_id ON categories
    WHEN OLD.name IS NOT NEW.name OR OLD.parent_id IS NOT NEW.parent_id BEGIN
    DELETE FROM products_fts WHERE rowid IN (
      SELECT id FROM products WHERE category_id = NEW.id OR category_id IN (SELECT id FROM categories WHERE parent_id = NEW.id));
    INSERT INTO products_fts (rowid, title, brand, category, keywords, description)
      SELECT id, title, brand, category, keywords, description FROM products_search_text
      WHERE id IN (SELECT id FROM products WHERE category_id = NEW.id OR category_id IN (SELECT id FROM categories WHERE parent_id = NEW.id));
    UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  END;
  `,
  /* 12: search at catalogue scale (search/engine.ts, catalogue/product-query.ts): a covering index of the listing's keys, so counting, sorting and facet-counting the products a search matches reads a few MiB of index instead of the whole rows (1 kB each, the long description included); and the attributes' names and values beside their product; a product's publication counts as a change of what search shows (search_state.generation: suggestion answers are cached by it) */ `
  CREATE INDEX products_listing_keys ON products(
    id, status, variant_group_id, category_id, brand_id, author_id, price_cents, regular_price_cents, is_on_sale, has_flash_sale,
    stock_status, average_rating, rating_count, popularity, created_at, title);
  CREATE INDEX product_attributes_product_value ON product_attributes(product_id, name, value);
  DROP INDEX product_attributes_product;
  CREATE TRIGGER products_search_status AFTER UPDATE OF status ON products WHEN OLD.status IS NOT NEW.status BEGIN
    UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  END;
  `,
  /* 13: search speed, round 2 (search/engine.ts): the full-text index also keeps 1-letter prefixes ("laptop c" no longer merges every term starting with c; about 17% more index); search_state.listing_generation and attributes_generation count changes of what facets count (a product's listing keys; the attributes), so the engine's in-memory copies of them are reloaded only then */ `
  DROP TABLE products_fts;
  CREATE VIRTUAL TABLE products_fts USING fts5(
    title, brand, category, keywords, description,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
  );
  INSERT INTO products_fts (rowid, title, brand, category, keywords, description)
    SELECT id, title, brand, category, keywords, description FROM products_search_text;
  UPDATE search_state SET generation = generation + 1 WHERE id = 1;
  ALTER TABLE search_state ADD COLUMN listing_generation INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE search_state ADD COLUMN attributes_generation INTEGER NOT NULL DEFAULT 0;
  CREATE TRIGGER products_listing_insert AFTER INSERT ON products BEGIN
    UPDATE search_state SET listing_generation = listing_generation + 1 WHERE id = 1;
  END;
  CREATE TRIGGER products_listing_delete AFTER DELETE ON products BEGIN
    UPDATE search_state SET listing_generation = listing_generation + 1 WHERE id = 1;
  END;
  CREATE TRIGGER products_listing_update AFTER UPDATE OF id, status, variant_group_id, category_id, brand_id, author_id, price_cents,
    regular_price_cents, is_on_sale, has_flash_sale, stock_status, average_rating, rating_count ON products BEGIN
    UPDATE search_state SET listing_generation = listing_generation + 1 WHERE id = 1;
  END;
  CREATE TRIGGER product_attributes_listing_insert AFTER INSERT ON product_attributes BEGIN
    UPDATE search_state SET attributes_generation = attributes_generation + 1 WHERE id = 1;
  END;
  CREATE TRIGGER product_attributes_listing_delete AFTER DELETE ON product_attributes BEGIN
    UPDATE search_state SET attributes_generation = attributes_generation + 1 WHERE id = 1;
  END;
  CREATE TRIGGER product_attributes_listing_update AFTER UPDATE ON product_attributes BEGIN
    UPDATE search_state SET attributes_generation = attributes_generation + 1 WHERE id = 1;
  END;
  `,
  /* 14: issue 11, reviews and questions (reviews/, questions/): a review's author (one review per user and product; a deleted account leaves its reviews authorless), its email, edit date and the points it earned; review pictures (the bytes in user_files, purpose 'review'); upvotes, one per user; a question's author, category and the automated answer it followed; automated answers with their thread and feedback */ `
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
  `,
  /* 15: issue 11, product page parts (product/): staff users (the product page's admin section); each EVENT_SEAT product's stored seat map and the seats a session holds (15 minutes, or while in an open cart); wait-list entries (a user's, or an anonymous session's with its email); bulk quotation requests; a variant's further attributes (a colour × size group keeps the colour on the product row, the size here) */ `
  ALTER TABLE users ADD COLUMN is_staff INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE event_seats (
    product_id INTEGER NOT NULL REFERENCES products(id),
    seat_id TEXT NOT NULL,
    row_label TEXT NOT NULL,
    col INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('AVAILABLE', 'SOLD', 'KEEP_EMPTY')),
    PRIMARY KEY (product_id, seat_id)
  );
  CREATE TABLE seat_reservations (
    product_id INTEGER NOT NULL REFERENCES products(id),
    seat_id TEXT NOT NULL,
    owner TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    cart_id INTEGER,
    PRIMARY KEY (product_id, seat_id)
  );
  CREATE INDEX seat_reservations_owner ON seat_reservations(owner, product_id);
  CREATE TABLE wait_list (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id),
    owner TEXT NOT NULL,
    user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    email TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (product_id, owner)
  );
  CREATE INDEX wait_list_owner ON wait_list(owner);
  CREATE TABLE bulk_quotations (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id),
    owner TEXT NOT NULL,
    quantity INTEGER NOT NULL,
    phone TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX bulk_quotations_owner ON bulk_quotations(owner, created_at);
  CREATE TABLE product_variant_values (
    product_id INTEGER NOT NULL REFERENCES products(id),
    attribute TEXT NOT NULL,
    value TEXT NOT NULL,
    value_id TEXT NOT NULL,
    sort_order INTEGER NOT NULL,
    PRIMARY KEY (product_id, attribute)
  );
  `,
  /* 16: issue 11, wishlists, share links, Amazon import (local-api/wishlists, share, amazon): each signed-in user's favourites (one list per type, created on first need, shared or not, at most 500 products); one stable short link per product; the products an Amazon URL created, by ASIN; a hidden «Importados» category for them (categories.is_hidden: reachable by id and slug, listed as nobody's child) */ `
  CREATE TABLE wishlists (
    id INTEGER PRIMARY KEY,
    public_id TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    type TEXT NOT NULL,
    name TEXT NOT NULL,
    is_shared INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    UNIQUE (user_id, type)
  );
  CREATE TABLE wishlist_items (
    wishlist_id INTEGER NOT NULL REFERENCES wishlists(id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    added_at TEXT NOT NULL,
    PRIMARY KEY (wishlist_id, product_id)
  );
  CREATE INDEX wishlist_items_product ON wishlist_items(product_id);
  CREATE TABLE share_links (
    short_id TEXT PRIMARY KEY,
    product_id INTEGER NOT NULL UNIQUE REFERENCES products(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL
  );
  CREATE TABLE amazon_imports (
    asin TEXT PRIMARY KEY,
    product_id INTEGER NOT NULL UNIQUE REFERENCES products(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL
  );
  ALTER TABLE categories ADD COLUMN is_hidden INTEGER NOT NULL DEFAULT 0;
  INSERT OR IGNORE INTO categories (id, parent_id, name, slug, description, sort_order, depth, is_hidden)
    VALUES (9000, NULL, 'Importados', 'importados',
      'Productos de Amazon.com cotizados para importar a Guatemala: el precio incluye el envío y los impuestos de importación.', 9000, 1, 1);
  `,
  /* 17: issue 12, orders after the sale (W1) */ `
  ALTER TABLE orders ADD COLUMN shipped_at TEXT;
  ALTER TABLE orders ADD COLUMN delivered_at TEXT;
  ALTER TABLE orders ADD COLUMN cancelled_at TEXT;
  ALTER TABLE orders ADD COLUMN cancellation TEXT;
  ALTER TABLE orders ADD COLUMN cc_auth_number TEXT;
  ALTER TABLE orders ADD COLUMN cc_auth_attempts INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE orders ADD COLUMN cc_auth_verified INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE orders ADD COLUMN ship_in_stock_at TEXT;
  ALTER TABLE order_items ADD COLUMN quantity_out_of_stock INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE order_bank_slips (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    file_id TEXT NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    is_verified INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
  CREATE INDEX order_bank_slips_order ON order_bank_slips(order_id, id);
  `,
  /* 18: issue 12, warranty, pickup worker, forms, tracking (W2) (warranty/, pickup/worker.ts, forms/, tracking/): warranty claims on order items with their pictures (the bytes in user_files, purpose 'warranty') and steps; which pickup locations each worker works at, and each pickup order's handover there (received, picked up, wrong PIN attempts); B2B enquiries and seller sign-ups; tracking events and page views (bounded: the oldest are pruned) */ `
  CREATE TABLE warranty_claims (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    order_item_id INTEGER NOT NULL REFERENCES order_items(id) ON DELETE CASCADE,
    quantity INTEGER NOT NULL CHECK (quantity >= 1),
    problem TEXT NOT NULL,
    customer_notes TEXT,
    step TEXT NOT NULL CHECK (step IN ('NEW', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED')),
    notes_to_customer TEXT,
    created_at TEXT NOT NULL,
    status_changed_at TEXT NOT NULL
  );
  CREATE INDEX warranty_claims_user ON warranty_claims(user_id, id);
  CREATE INDEX warranty_claims_item ON warranty_claims(order_item_id);
  CREATE TABLE warranty_claim_images (
    claim_id INTEGER NOT NULL REFERENCES warranty_claims(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    file_id TEXT NOT NULL UNIQUE,
    PRIMARY KEY (claim_id, seq)
  );
  CREATE TABLE pickup_location_workers (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    location_id INTEGER NOT NULL REFERENCES pickup_locations(id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, location_id)
  );
  CREATE TABLE pickup_handovers (
    order_id INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
    location_id INTEGER NOT NULL REFERENCES pickup_locations(id),
    received_at TEXT,
    received_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    picked_up_at TEXT,
    picked_up_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    pin_failures INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE business_enquiries (
    id INTEGER PRIMARY KEY,
    owner TEXT NOT NULL,
    full_name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone_number TEXT NOT NULL,
    company TEXT NOT NULL,
    company_size TEXT NOT NULL,
    industry TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX business_enquiries_owner ON business_enquiries(owner, created_at);
  CREATE TABLE seller_signups (
    id INTEGER PRIMARY KEY,
    owner TEXT NOT NULL,
    full_name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone_number TEXT NOT NULL,
    company TEXT NOT NULL,
    category TEXT NOT NULL,
    business_tax_id TEXT NOT NULL,
    social_media TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX seller_signups_owner ON seller_signups(owner, created_at);
  CREATE TABLE tracking_events (
    id INTEGER PRIMARY KEY,
    owner TEXT,
    name TEXT NOT NULL,
    timestamp TEXT,
    parameters TEXT NOT NULL,
    received_at TEXT NOT NULL
  );
  CREATE TABLE page_views (
    id INTEGER PRIMARY KEY,
    owner TEXT,
    parameters TEXT NOT NULL,
    received_at TEXT NOT NULL
  );
  `,
  /* 19: issue 12, local API gaps (A1): the pickup worker's lists find a location's orders by the pickup point kept in the order's details (pickup/worker.ts AT_LOCATION), without reading every order */ `
  CREATE INDEX orders_pickup_location ON orders(json_extract(details, '$.pickup_option.public_id')) WHERE json_extract(details, '$.pickup_option.public_id') IS NOT NULL;
  `,
  /* 20: issue 22, page speed (catalogue/listing-memo.ts): search_state.listing_generation also counts changes of a product's popularity, creation date and title, the rest of the listing's sort keys (Relevance and Popularity order by popularity, CreationDate by created_at, Name by title), so the lists the product page and the home keep per catalogue version follow every change of what they filter and sort by; search_state.rows_generation counts every change of a product row (a stock count included), so the rows kept for summaries are read again after any; a covering index of the listing keys by category, so a category's (or a department's) products are listed in a sort order from a few hundred kB of index rather than from their rows (tens of ms at 100k products before); a product is found by its SKU in any case through an index (catalogue.ts productBySkuOrSlug compares it COLLATE NOCASE, which the UNIQUE index cannot answer: it read every product) */ `
  DROP TRIGGER products_listing_update;
  CREATE TRIGGER products_listing_update AFTER UPDATE OF id, status, variant_group_id, category_id, brand_id, author_id, price_cents,
    regular_price_cents, is_on_sale, has_flash_sale, stock_status, average_rating, rating_count, popularity, created_at, title ON products BEGIN
    UPDATE search_state SET listing_generation = listing_generation + 1 WHERE id = 1;
  END;
  ALTER TABLE search_state ADD COLUMN rows_generation INTEGER NOT NULL DEFAULT 0;
  CREATE TRIGGER products_rows_update AFTER UPDATE ON products BEGIN
    UPDATE search_state SET rows_generation = rows_generation + 1 WHERE id = 1;
  END;
  CREATE INDEX products_category_keys ON products(category_id, status, stock_status, popularity, rating_count, average_rating, price_cents, variant_group_id);
  CREATE INDEX products_public_sku_nocase ON products(public_sku COLLATE NOCASE);
  `,
  /* 21: issue 23, a seat sold once (product/seats.ts): a sold seat is stored SOLD with the order that bought it (event_seats.order_id; a cancelled order makes it AVAILABLE again) instead of being read SOLD through the hold of an ordered cart, which a later choice of the buyer deleted (selling the seat again); the seats of orders placed before become SOLD with their order (those of a cancelled order stay AVAILABLE, as their units went back to stock), and the holds of ordered carts go; a cart's holds are found by cart (released when a line or the cart goes, checked when the order is placed) */ `
  ALTER TABLE event_seats ADD COLUMN order_id INTEGER;
  UPDATE event_seats SET order_id = (
    SELECT o.id FROM seat_reservations r JOIN orders o ON o.cart_id = r.cart_id JOIN carts c ON c.id = r.cart_id
    WHERE r.product_id = event_seats.product_id AND r.seat_id = event_seats.seat_id AND c.status = 'ORDERED' AND o.cancelled_at IS NULL
      AND EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id AND i.product_id = r.product_id)
  ) WHERE status = 'AVAILABLE';
  UPDATE event_seats SET status = 'SOLD' WHERE order_id IS NOT NULL;
  DELETE FROM seat_reservations WHERE cart_id IN (SELECT id FROM carts WHERE status = 'ORDERED');
  CREATE INDEX event_seats_order ON event_seats(order_id) WHERE order_id IS NOT NULL;
  CREATE INDEX seat_reservations_cart ON seat_reservations(cart_id, product_id) WHERE cart_id IS NOT NULL;
  `,
  /* 22: issue 23, unpaid orders expire (orders/release.ts): each order awaiting a deposit, a card's 3-D Secure or the wallet keeps the moment it is cancelled if still unpaid (payment_due_at: 48 hours for a deposit, 2 for the rest, from its creation; null once paid, covered by slips or cancelled), found by the sweep through a partial index; an order already waiting when this runs gets its deadline counted from its creation */ `
  ALTER TABLE orders ADD COLUMN payment_due_at TEXT;
  UPDATE orders SET payment_due_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, CASE payment_status WHEN 'AWAITING_DEPOSIT' THEN '+48 hours' ELSE '+2 hours' END)
    WHERE cancelled_at IS NULL AND payment_status IN ('AWAITING_DEPOSIT', 'AWAITING_CARD_VERIFICATION', 'AWAITING_WALLET');
  CREATE INDEX orders_payment_due ON orders(payment_due_at) WHERE payment_due_at IS NOT NULL;
  `,
  /* 23: issue 23, a deleted account's orders stay (account/delete-account.ts): orders.user_id becomes nullable and SET NULL
     (it was NOT NULL … ON DELETE CASCADE, which took paid orders, their lines, slips and handovers with the account);
     orders.id is AUTOINCREMENT, so a removed row's id is never given again; and order numbers come from a counter
     (order_number_counter, orders/order-store.ts nextOrderNumber) instead of MAX(id) + 1, which gave a deleted order's
     number to the next one. The counter starts past every id and number already given. The table is rebuilt with its
     columns in the same order and its three indexes; no trigger or view reads orders (event_seats.order_id has no foreign key). */ {
    rebuild: `
  CREATE TABLE orders_rebuilt (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_number TEXT NOT NULL UNIQUE,
    -- NULL once the account is deleted: the order stays, detached from the person.
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    -- No foreign key: a deleted account's ordered carts stay, no longer its (orders/deleted-account.ts).
    cart_id INTEGER NOT NULL UNIQUE,
    cart_public_id TEXT NOT NULL,
    status TEXT NOT NULL,
    payment_method TEXT NOT NULL,
    payment_status TEXT NOT NULL,
    details TEXT NOT NULL,
    sub_total_cents INTEGER NOT NULL,
    gift_wrap_cents INTEGER NOT NULL,
    shipping_cents INTEGER NOT NULL,
    surcharge_cents INTEGER NOT NULL,
    coupon_cents INTEGER NOT NULL,
    gift_card_cents INTEGER NOT NULL,
    total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
    paid_cents INTEGER NOT NULL DEFAULT 0,
    weight_total REAL NOT NULL,
    quantity_total INTEGER NOT NULL,
    masked_card TEXT,
    existing_card_id TEXT,
    pin TEXT,
    created_at TEXT NOT NULL,
    status_changed_at TEXT NOT NULL,
    paid_at TEXT,
    shipped_at TEXT,
    delivered_at TEXT,
    cancelled_at TEXT,
    cancellation TEXT,
    cc_auth_number TEXT,
    cc_auth_attempts INTEGER NOT NULL DEFAULT 0,
    cc_auth_verified INTEGER NOT NULL DEFAULT 0,
    ship_in_stock_at TEXT,
    payment_due_at TEXT
  );
  INSERT INTO orders_rebuilt (id, order_number, user_id, cart_id, cart_public_id, status, payment_method, payment_status, details,
      sub_total_cents, gift_wrap_cents, shipping_cents, surcharge_cents, coupon_cents, gift_card_cents, total_cents, paid_cents, weight_total,
      quantity_total, masked_card, existing_card_id, pin, created_at, status_changed_at, paid_at, shipped_at, delivered_at, cancelled_at,
      cancellation, cc_auth_number, cc_auth_attempts, cc_auth_verified, ship_in_stock_at, payment_due_at)
    SELECT id, order_number, user_id, cart_id, cart_public_id, status, payment_method, payment_status, details,
      sub_total_cents, gift_wrap_cents, shipping_cents, surcharge_cents, coupon_cents, gift_card_cents, total_cents, paid_cents, weight_total,
      quantity_total, masked_card, existing_card_id, pin, created_at, status_changed_at, paid_at, shipped_at, delivered_at, cancelled_at,
      cancellation, cc_auth_number, cc_auth_attempts, cc_auth_verified, ship_in_stock_at, payment_due_at
    FROM orders;
  DROP TABLE orders;
  ALTER TABLE orders_rebuilt RENAME TO orders;
  CREATE INDEX orders_user ON orders(user_id, id);
  CREATE INDEX orders_pickup_location ON orders(json_extract(details, '$.pickup_option.public_id')) WHERE json_extract(details, '$.pickup_option.public_id') IS NOT NULL;
  CREATE INDEX orders_payment_due ON orders(payment_due_at) WHERE payment_due_at IS NOT NULL;
  CREATE TABLE order_number_counter (id INTEGER PRIMARY KEY CHECK (id = 1), last INTEGER NOT NULL);
  INSERT INTO order_number_counter (id, last) VALUES (1, max(
    0,
    (SELECT COALESCE(MAX(id), 0) FROM orders),
    (SELECT COALESCE(MAX(CAST(order_number AS INTEGER)), 0) - 100000 FROM orders WHERE order_number NOT GLOB '*[^0-9]*')
  ));
  `,
  },
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Brings the database up to SCHEMA_VERSION (or `target`, for tests that
 * build an older file), one transaction per migration.
 */
export function migrate(db: Database, target = SCHEMA_VERSION): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > SCHEMA_VERSION)
    throw new Error(`La base de datos tiene la versión ${current}, más nueva que la ${SCHEMA_VERSION} que conoce este servidor.`);
  for (let version = current; version < Math.min(target, SCHEMA_VERSION); version++) {
    const migration = MIGRATIONS[version]!;
    const sql = typeof migration === 'string' ? migration : migration.rebuild;
    // PRAGMA foreign_keys does nothing inside a transaction: a rebuild switches it off around its own.
    const enforced = typeof migration !== 'string' && db.pragma('foreign_keys', { simple: true }) === 1;
    if (enforced) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        db.exec(sql);
        if (typeof migration !== 'string') {
          const broken = db.pragma('foreign_key_check') as { table: string; parent: string }[];
          if (broken.length > 0)
            throw new Error(`La migración ${version + 1} dejaría ${broken.length} filas sin su fila de referencia (${broken[0]!.table} → ${broken[0]!.parent}).`);
        }
        db.pragma(`user_version = ${version + 1}`);
      })();
    } finally {
      if (enforced) db.pragma('foreign_keys = ON');
    }
  }
}
