import type { Migration } from './migration';

/** 1: catalogue, accounts, sessions and carts */
export const migration: Migration = `
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
  `;
