import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { ContentPagesTables } from '../content/content-pages.tables.js';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** `event_log`: every event, for the staff audit view. `position` is the global sequence. */
export interface EventLogTable {
  position: number;
  event_id: string;
  stream_name: string;
  revision: number;
  type: string;
  occurred_at: Timestamp;
  /** JSON text. */
  actor: string;
  /** `user:<id> (<role>)`, `job:<name>` or `system:<name>`, for filtering and display. */
  actor_label: string;
  correlation_id: string;
  causation_id: string | null;
  /** JSON text. */
  data: string;
}

export interface ProjectionCheckpointsTable {
  name: string;
  commit_position: string;
  prepare_position: string;
  events_seen: number;
  updated_at: Timestamp;
}

export interface ProjectionDeadLettersTable {
  id: Generated<number>;
  projection: string;
  event_id: string;
  stream_name: string;
  type: string;
  sequence: number;
  error: string;
  failed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The event's global position (null for letters written before positions were kept). */
  commit_position: string | null;
  prepare_position: string | null;
}

export interface UsersTable {
  id: string;
  email: string;
  role: 'customer' | 'seller' | 'staff';
  display_name: string;
  password_hash: string;
  language: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Sign-in sessions: operational state, not domain events. Tokens are stored hashed. */
export interface SessionsTable {
  id: string;
  user_id: string;
  csrf_token: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  user_agent: string | null;
}

/**
 * The abuse limits' counters when PostgreSQL keeps them (rate-limiter-flexible's layout): one
 * row per limiter and key; `expire` is when the window ends, in epoch milliseconds.
 */
export interface RateLimitsTable {
  key: string;
  points: Generated<number>;
  expire: number | null;
}

/** Single-use password reset links; only the token's SHA-256 is stored. */
export interface PasswordResetTokensTable {
  id: string;
  token_hash: string;
  user_id: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** When a reset mail was last asked for, per address (hashed as the rate limits key addresses). */
export interface PasswordResetRequestsTable {
  email_hash: string;
  requested_at: Timestamp;
}

/** Mail handed to the local outbox when no SMTP server is configured. */
export interface MailOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: Generated<Date>;
}

/** The catalogue as the storefront reads it; kept by the products projection. */
export interface ProductsTable {
  id: number;
  titles: ColumnType<Record<string, string>, string, string>;
  descriptions: ColumnType<Record<string, string>, string, string>;
  /** Every title, lowercased, for substring search. */
  search_text: string;
  brand: string;
  /** The brand lowercased, for filtering. */
  brand_key: string;
  category: string;
  collections: string[];
  tags: string[];
  colors: string[];
  sizes: string[];
  is_new: boolean;
  weight_grams: number;
  variants: ColumnType<unknown[], string, string>;
  images: ColumnType<unknown[], string, string>;
  /** Added by a later migration; null without a video. */
  video_url: ColumnType<string | null, string | null | undefined, string | null>;
  price_cents: number;
  discount_percent: number;
  charged_cents: number;
  /** When the sale (`discount_percent` and the variants' own) ends; null: no end set. */
  sale_ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  stock: number;
  listed: boolean;
  listed_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * One row: the catalogue's version, moved by the products projection (to the sequence of the
 * event it applied) whenever a product row changes. Caches and ETags of catalogue answers key on it.
 */
export interface CatalogueVersionTable {
  singleton: Generated<boolean>;
  version: ColumnType<string, string | number, string | number>;
}

/**
 * One row whose version moves whenever a session lookup's answer may have changed (a session
 * revoked, a user's or a seller's record changed): triggers move it, see its migration.
 */
export interface AuthVersionTable {
  singleton: Generated<boolean>;
  version: ColumnType<string, string | number, string | number>;
}

/** A visitor's currency, country, language and affiliate choices, by the token they hold. */
export interface PreferencesTable {
  token: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  updated_at: Generated<Timestamp>;
}

/** Orders for the customer's dashboard and for staff; amounts in the order currency's minor units. */
export interface OrdersTable {
  order_number: string;
  customer_id: string;
  status: string;
  payment_status: string;
  payment_method: string;
  payment_reference: string | null;
  payment_url: string | null;
  currency: string;
  sub_total_minor: number;
  shipping_minor: number;
  tax_minor: number;
  total_minor: number;
  total_usd_cents: number;
  lines: ColumnType<unknown[], string, string>;
  recipient: ColumnType<Record<string, unknown>, string, string>;
  courier: ColumnType<Record<string, unknown>, string, string>;
  tracking_number: string | null;
  carrier_id: number | null;
  /** A step of checkout, payment or refund is still under way. */
  in_progress: Generated<boolean>;
  /** The Taobao trade of an order synced from a seller's Taobao shop. */
  taobao_tid: string | null;
  /** Why it was cancelled, or what the payment provider said. */
  note: string | null;
  refund_status: Generated<'none' | 'started' | 'done'>;
  /** Revision of the order's stream this row shows: staff send it back with a move. */
  revision: Generated<number>;
  /** The status an order that Has an issue came from. */
  issue_from: string | null;
  /** Where the parcel is, as the carrier's last scan says. */
  courier_status: string | null;
  weight_grams: number | null;
  /** What the carrier charges the shop, in US cents. */
  shipping_fee_cents: number | null;
  /** The recipient's country, for filtering. */
  country: Generated<string>;
  /** Where the order came from: `shop` (this storefront) or `taobao` (a seller's Taobao trade). */
  platform: Generated<string>;
  /** What the buyer paid on the seller's platform, in US cents; null for an order placed here. */
  sale_usd_cents: number | null;
  /** The site it was placed on: 1, or 2 for the regional reseller's host. */
  site_id: Generated<number>;
  /** The `?aid=` link the shopper arrived through, if any. */
  affiliate_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Parcels and their tracking; kept by the shipments projection from `shipment-<id>` streams. */
export interface ShipmentsTable {
  shipment_id: string;
  order_number: string;
  carrier_id: number;
  tracking_number: string;
  weight_grams: number;
  shipping_fee_cents: number;
  /** Left with the international carrier: tracking polls it until it is delivered. */
  dispatched: Generated<boolean>;
  courier_status: string | null;
  scans: Generated<number>;
  last_scan_at: Timestamp | null;
  updated_at: Timestamp;
}

/** Stock levels of each product; kept by the products projection from `stock-<id>` streams. */
export interface ProductStockTable {
  product_id: number;
  available: number;
  reserved: number;
  committed: number;
  updated_at: Timestamp;
}

/** PayPal payments of orders and wallet deposits; kept by the payments projection. */
export interface PaymentsTable {
  payment_id: string;
  purpose: 'order' | 'deposit';
  order_number: string | null;
  account_id: string | null;
  stage: string;
  currency: string;
  value: string;
  usd_cents: number;
  approve_url: string | null;
  capture_id: string | null;
  refunded_minor: Generated<number>;
  message: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Every wallet entry, with the balance after it; kept by the wallets projection. */
export interface WalletEntriesTable {
  owner_id: string;
  entry_id: string;
  revision: number;
  direction: 'credit' | 'debit';
  amount_cents: number;
  balance_cents: number;
  code: string;
  remark: string;
  order_number: string | null;
  caused_by: string | null;
  /** `user:<id> (<role>)`, `job:<name>` or `system:<name>`. */
  actor: string;
  correlation_id: string;
  /** When the balance moved (for a pending charge: when it started waiting). */
  occurred_at: Timestamp;
  status: Generated<'pending' | 'posted' | 'reversed'>;
  /** A correction: the entry id it reverses. */
  reverses: string | null;
  /** `{ currency, minor, rate }`: an amount fixed in another currency (the monthly fee). */
  foreign_amount: ColumnType<
    { currency: string; minor: number; rate: number } | null,
    string | null,
    string | null
  >;
}

/** Workflow steps that ran out of retries, for staff to see and retry. */
export interface WorkflowFailuresTable {
  id: Generated<number>;
  workflow: string;
  step: string;
  /** The causing event's id, or the job's id: one row per failing step and cause. */
  source_key: string;
  source: ColumnType<Record<string, unknown>, string, string>;
  error: string;
  attempts: number;
  failed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  retry_requested_at: Timestamp | null;
  retry_requested_by: string | null;
  resolved_at: Timestamp | null;
}

/** Each seller's Taobao link and settings; kept by the taobao projection. */
export interface TaobaoAccountsTable {
  seller_id: string;
  nick: string | null;
  /** `none`, `linked` or `session-lost` (the seller must link again). */
  link_status: string;
  categories: ColumnType<string[], string, string>;
  markup_percent: number;
  markup_fixed_fen: number;
  first_linked_at: Timestamp | null;
  session_expires_at: Timestamp | null;
  /** The month whose fee the wallet could not cover, while the seller is suspended. */
  suspended_for: string | null;
  notice: string | null;
  updated_at: Timestamp;
}

/** Each seller's Taobao item per product; kept by the taobao projection from `listing-*` streams. */
export interface TaobaoListingsTable {
  seller_id: string;
  product_id: number;
  /** `adding`, `onsale` or `delisted`. */
  status: string;
  num_iid: string | null;
  price_fen: number;
  quantity: number;
  delist_reason: string | null;
  last_error: string | null;
  last_synced_at: Timestamp;
}

/** Progress of each seller's listing and order syncs; written by the sync jobs. */
export interface TaobaoSyncsTable {
  seller_id: string;
  /** `listings` or `orders`. */
  kind: string;
  running: Generated<boolean>;
  done: Generated<number>;
  total: Generated<number>;
  failed: Generated<number>;
  last_error: string | null;
  /** Orders: trades modified up to here are in. */
  cursor: Timestamp | null;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
}

export interface WalletsTable {
  owner_id: string;
  balance_cents: number;
  updated_at: Timestamp;
}

/** Resellers, by account; kept by the sellers projection. Keys only sealed and masked. */
export interface SellersTable {
  account_id: string;
  wechat_id: string;
  wechat_nickname: string;
  status: 'active' | 'suspended';
  /** Why staff last suspended or reinstated the seller. */
  status_reason: string | null;
  access_key_masked: string | null;
  secret_key_masked: string | null;
  access_key_ciphertext: string | null;
  secret_key_ciphertext: string | null;
  keys_replaced_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Blog posts as the storefront lists them; kept by the blog projection from `post-<slug>`. */
export interface BlogPostsTable {
  slug: string;
  title: ColumnType<Record<string, string>, string, string>;
  description: ColumnType<Record<string, string>, string, string>;
  /** Markdown, per language. */
  body: ColumnType<Record<string, string>, string, string>;
  author: ColumnType<Record<string, string>, string, string>;
  kind: string;
  tags: string[];
  images: string[];
  status: string;
  withdrawn_reason: string | null;
  published_at: Timestamp;
  updated_at: Timestamp;
}

/** Comments on blog posts, hidden ones included (staff see them; shoppers do not). */
export interface BlogCommentsTable {
  id: string;
  slug: string;
  author_id: string;
  author_name: string;
  body: string;
  hidden: boolean;
  hidden_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Product reviews, hidden ones included; kept by the reviews projection. */
export interface ProductReviewsTable {
  id: string;
  product_id: number;
  customer_id: string;
  author_name: string;
  rating: number;
  body: string;
  order_number: string;
  hidden: boolean;
  hidden_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database extends ContentPagesTables {
  event_log: EventLogTable;
  projection_checkpoints: ProjectionCheckpointsTable;
  projection_dead_letters: ProjectionDeadLettersTable;
  users: UsersTable;
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
  password_reset_tokens: PasswordResetTokensTable;
  password_reset_requests: PasswordResetRequestsTable;
  mail_outbox: MailOutboxTable;
  products: ProductsTable;
  catalogue_version: CatalogueVersionTable;
  auth_version: AuthVersionTable;
  preferences: PreferencesTable;
  orders: OrdersTable;
  shipments: ShipmentsTable;
  wallets: WalletsTable;
  product_stock: ProductStockTable;
  payments: PaymentsTable;
  wallet_entries: WalletEntriesTable;
  workflow_failures: WorkflowFailuresTable;
  sellers: SellersTable;
  taobao_accounts: TaobaoAccountsTable;
  taobao_listings: TaobaoListingsTable;
  taobao_syncs: TaobaoSyncsTable;
  blog_posts: BlogPostsTable;
  blog_comments: BlogCommentsTable;
  product_reviews: ProductReviewsTable;
}

export type EventLogRow = Selectable<EventLogTable>;
export type NewEventLogRow = Insertable<EventLogTable>;
export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type ProductRow = Selectable<ProductsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type ShipmentRow = Selectable<ShipmentsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type WalletEntryRow = Selectable<WalletEntriesTable>;
export type WorkflowFailureRow = Selectable<WorkflowFailuresTable>;
export type SellerRow = Selectable<SellersTable>;
export type TaobaoAccountRow = Selectable<TaobaoAccountsTable>;
export type TaobaoListingRow = Selectable<TaobaoListingsTable>;
export type BlogPostRow = Selectable<BlogPostsTable>;
export type BlogCommentRow = Selectable<BlogCommentsTable>;
export type ProductReviewRow = Selectable<ProductReviewsTable>;
export type TaobaoSyncRow = Selectable<TaobaoSyncsTable>;
