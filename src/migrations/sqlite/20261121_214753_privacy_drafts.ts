import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Hand-edited: drizzle's table rebuild selected the new columns (_status, erased_at) from the
// old tables; existing posts and offers become 'published', existing records are not erased.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_blog_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_body\` text,
  	\`version_image_id\` integer,
  	\`version_alt\` text,
  	\`version_author\` text,
  	\`version_date\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_parent_idx\` ON \`_blog_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_slug_idx\` ON \`_blog_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_image_idx\` ON \`_blog_posts_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_updated_at_idx\` ON \`_blog_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_created_at_idx\` ON \`_blog_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version__status_idx\` ON \`_blog_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_created_at_idx\` ON \`_blog_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_updated_at_idx\` ON \`_blog_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_latest_idx\` ON \`_blog_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_offers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_kind\` text,
  	\`version_headline\` text,
  	\`version_summary\` text,
  	\`version_details\` text,
  	\`version_image_id\` integer,
  	\`version_code\` text,
  	\`version_discount_percent\` numeric,
  	\`version_amount_off_pounds\` numeric,
  	\`version_price_from_pounds\` numeric,
  	\`version_active\` integer DEFAULT false,
  	\`version_sms_variant\` integer DEFAULT false,
  	\`version_start_date\` text,
  	\`version_end_date\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_offers_v_parent_idx\` ON \`_offers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_slug_idx\` ON \`_offers_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_image_idx\` ON \`_offers_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_updated_at_idx\` ON \`_offers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_created_at_idx\` ON \`_offers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version__status_idx\` ON \`_offers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_created_at_idx\` ON \`_offers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_updated_at_idx\` ON \`_offers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_latest_idx\` ON \`_offers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_offers_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`stylists_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stylists_id\`) REFERENCES \`stylists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_order_idx\` ON \`_offers_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_parent_idx\` ON \`_offers_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_path_idx\` ON \`_offers_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_stylists_id_idx\` ON \`_offers_v_rels\` (\`stylists_id\`);`)
  await db.run(sql`CREATE TABLE \`audit_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`subject\` text,
  	\`summary\` text NOT NULL,
  	\`actor_id\` integer,
  	\`actor_email\` text,
  	\`counts_quotes\` numeric DEFAULT 0,
  	\`counts_applications\` numeric DEFAULT 0,
  	\`counts_messages\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_log_action_idx\` ON \`audit_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_actor_idx\` ON \`audit_log\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_updated_at_idx\` ON \`audit_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_created_at_idx\` ON \`audit_log\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_blog_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`body\` text,
  	\`image_id\` integer,
  	\`alt\` text,
  	\`author\` text,
  	\`date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blog_posts\`("id", "title", "slug", "body", "image_id", "alt", "author", "date", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "body", "image_id", "alt", "author", "date", "updated_at", "created_at", 'published' FROM \`blog_posts\`;`)
  await db.run(sql`DROP TABLE \`blog_posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_blog_posts\` RENAME TO \`blog_posts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_posts_slug_idx\` ON \`blog_posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_image_idx\` ON \`blog_posts\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_updated_at_idx\` ON \`blog_posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_created_at_idx\` ON \`blog_posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts__status_idx\` ON \`blog_posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_offers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`kind\` text,
  	\`headline\` text,
  	\`summary\` text,
  	\`details\` text,
  	\`image_id\` integer,
  	\`code\` text,
  	\`discount_percent\` numeric,
  	\`amount_off_pounds\` numeric,
  	\`price_from_pounds\` numeric,
  	\`active\` integer DEFAULT false,
  	\`sms_variant\` integer DEFAULT false,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offers\`("id", "title", "slug", "kind", "headline", "summary", "details", "image_id", "code", "discount_percent", "amount_off_pounds", "price_from_pounds", "active", "sms_variant", "start_date", "end_date", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "kind", "headline", "summary", "details", "image_id", "code", "discount_percent", "amount_off_pounds", "price_from_pounds", "active", "sms_variant", "start_date", "end_date", "updated_at", "created_at", 'published' FROM \`offers\`;`)
  await db.run(sql`DROP TABLE \`offers\`;`)
  await db.run(sql`ALTER TABLE \`__new_offers\` RENAME TO \`offers\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`offers_slug_idx\` ON \`offers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`offers_image_idx\` ON \`offers\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_updated_at_idx\` ON \`offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offers_created_at_idx\` ON \`offers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`offers__status_idx\` ON \`offers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_quotes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`erased_at\` text,
  	\`link\` text NOT NULL,
  	\`name\` text,
  	\`mobile\` text,
  	\`email\` text,
  	\`regular\` integer DEFAULT false,
  	\`referral\` text,
  	\`selector\` text,
  	\`service_type\` text,
  	\`salon_id\` integer,
  	\`stylist_salon_id\` integer,
  	\`stylist_id\` integer,
  	\`level_id\` integer,
  	\`total_pence\` numeric NOT NULL,
  	\`delivery_email\` text DEFAULT 'pending',
  	\`delivery_sms\` text DEFAULT 'pending',
  	\`quote\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`stylist_salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`stylist_id\`) REFERENCES \`stylists\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`level_id\`) REFERENCES \`levels\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quotes\`("id", "erased_at", "link", "name", "mobile", "email", "regular", "referral", "selector", "service_type", "salon_id", "stylist_salon_id", "stylist_id", "level_id", "total_pence", "delivery_email", "delivery_sms", "quote", "updated_at", "created_at") SELECT "id", NULL, "link", "name", "mobile", "email", "regular", "referral", "selector", "service_type", "salon_id", "stylist_salon_id", "stylist_id", "level_id", "total_pence", "delivery_email", "delivery_sms", "quote", "updated_at", "created_at" FROM \`quotes\`;`)
  await db.run(sql`DROP TABLE \`quotes\`;`)
  await db.run(sql`ALTER TABLE \`__new_quotes\` RENAME TO \`quotes\`;`)
  await db.run(sql`CREATE INDEX \`quotes_erased_at_idx\` ON \`quotes\` (\`erased_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`quotes_link_idx\` ON \`quotes\` (\`link\`);`)
  await db.run(sql`CREATE INDEX \`quotes_salon_idx\` ON \`quotes\` (\`salon_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_stylist_salon_idx\` ON \`quotes\` (\`stylist_salon_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_stylist_idx\` ON \`quotes\` (\`stylist_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_level_idx\` ON \`quotes\` (\`level_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_updated_at_idx\` ON \`quotes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quotes_created_at_idx\` ON \`quotes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_job_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`erased_at\` text,
  	\`name\` text,
  	\`mobile\` text,
  	\`email\` text,
  	\`role\` text NOT NULL,
  	\`position\` text NOT NULL,
  	\`salon_id\` integer,
  	\`about\` text,
  	\`why_hair\` text,
  	\`why_us\` text,
  	\`notified\` text DEFAULT 'pending',
  	\`notify_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_job_applications\`("id", "erased_at", "name", "mobile", "email", "role", "position", "salon_id", "about", "why_hair", "why_us", "notified", "notify_error", "updated_at", "created_at") SELECT "id", NULL, "name", "mobile", "email", "role", "position", "salon_id", "about", "why_hair", "why_us", "notified", "notify_error", "updated_at", "created_at" FROM \`job_applications\`;`)
  await db.run(sql`DROP TABLE \`job_applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_job_applications\` RENAME TO \`job_applications\`;`)
  await db.run(sql`CREATE INDEX \`job_applications_erased_at_idx\` ON \`job_applications\` (\`erased_at\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_salon_idx\` ON \`job_applications\` (\`salon_id\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_updated_at_idx\` ON \`job_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_created_at_idx\` ON \`job_applications\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`audit_log_id\` integer REFERENCES audit_log(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`privacy_quote_retention_months\` numeric DEFAULT 24;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`privacy_application_retention_months\` numeric DEFAULT 12;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_blog_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_offers_v\`;`)
  await db.run(sql`DROP TABLE \`_offers_v_rels\`;`)
  await db.run(sql`DROP TABLE \`audit_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`salons_id\` integer,
  	\`levels_id\` integer,
  	\`services_id\` integer,
  	\`colour_categories_id\` integer,
  	\`stylists_id\` integer,
  	\`reviews_id\` integer,
  	\`blog_posts_id\` integer,
  	\`news_items_id\` integer,
  	\`offers_id\` integer,
  	\`quotes_id\` integer,
  	\`job_applications_id\` integer,
  	\`outbox_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`salons_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`levels_id\`) REFERENCES \`levels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`colour_categories_id\`) REFERENCES \`colour_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stylists_id\`) REFERENCES \`stylists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_posts_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_items_id\`) REFERENCES \`news_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offers_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`quotes_id\`) REFERENCES \`quotes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "salons_id", "levels_id", "services_id", "colour_categories_id", "stylists_id", "reviews_id", "blog_posts_id", "news_items_id", "offers_id", "quotes_id", "job_applications_id", "outbox_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "salons_id", "levels_id", "services_id", "colour_categories_id", "stylists_id", "reviews_id", "blog_posts_id", "news_items_id", "offers_id", "quotes_id", "job_applications_id", "outbox_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_salons_id_idx\` ON \`payload_locked_documents_rels\` (\`salons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_levels_id_idx\` ON \`payload_locked_documents_rels\` (\`levels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_colour_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`colour_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stylists_id_idx\` ON \`payload_locked_documents_rels\` (\`stylists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_items_id_idx\` ON \`payload_locked_documents_rels\` (\`news_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quotes_id_idx\` ON \`payload_locked_documents_rels\` (\`quotes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_blog_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`alt\` text,
  	\`author\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blog_posts\`("id", "title", "slug", "body", "image_id", "alt", "author", "date", "updated_at", "created_at") SELECT "id", "title", "slug", "body", "image_id", "alt", "author", "date", "updated_at", "created_at" FROM \`blog_posts\`;`)
  await db.run(sql`DROP TABLE \`blog_posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_blog_posts\` RENAME TO \`blog_posts\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_posts_slug_idx\` ON \`blog_posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_image_idx\` ON \`blog_posts\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_updated_at_idx\` ON \`blog_posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_created_at_idx\` ON \`blog_posts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_offers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`headline\` text NOT NULL,
  	\`summary\` text NOT NULL,
  	\`details\` text,
  	\`image_id\` integer,
  	\`code\` text,
  	\`discount_percent\` numeric,
  	\`amount_off_pounds\` numeric,
  	\`price_from_pounds\` numeric,
  	\`active\` integer DEFAULT false,
  	\`sms_variant\` integer DEFAULT false,
  	\`start_date\` text,
  	\`end_date\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offers\`("id", "title", "slug", "kind", "headline", "summary", "details", "image_id", "code", "discount_percent", "amount_off_pounds", "price_from_pounds", "active", "sms_variant", "start_date", "end_date", "updated_at", "created_at") SELECT "id", "title", "slug", "kind", "headline", "summary", "details", "image_id", "code", "discount_percent", "amount_off_pounds", "price_from_pounds", "active", "sms_variant", "start_date", "end_date", "updated_at", "created_at" FROM \`offers\`;`)
  await db.run(sql`DROP TABLE \`offers\`;`)
  await db.run(sql`ALTER TABLE \`__new_offers\` RENAME TO \`offers\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`offers_slug_idx\` ON \`offers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`offers_image_idx\` ON \`offers\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_updated_at_idx\` ON \`offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offers_created_at_idx\` ON \`offers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_quotes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`mobile\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`regular\` integer DEFAULT false,
  	\`referral\` text,
  	\`selector\` text,
  	\`service_type\` text,
  	\`salon_id\` integer,
  	\`stylist_salon_id\` integer,
  	\`stylist_id\` integer,
  	\`level_id\` integer,
  	\`total_pence\` numeric NOT NULL,
  	\`delivery_email\` text DEFAULT 'pending',
  	\`delivery_sms\` text DEFAULT 'pending',
  	\`quote\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`stylist_salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`stylist_id\`) REFERENCES \`stylists\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`level_id\`) REFERENCES \`levels\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quotes\`("id", "link", "name", "mobile", "email", "regular", "referral", "selector", "service_type", "salon_id", "stylist_salon_id", "stylist_id", "level_id", "total_pence", "delivery_email", "delivery_sms", "quote", "updated_at", "created_at") SELECT "id", "link", "name", "mobile", "email", "regular", "referral", "selector", "service_type", "salon_id", "stylist_salon_id", "stylist_id", "level_id", "total_pence", "delivery_email", "delivery_sms", "quote", "updated_at", "created_at" FROM \`quotes\`;`)
  await db.run(sql`DROP TABLE \`quotes\`;`)
  await db.run(sql`ALTER TABLE \`__new_quotes\` RENAME TO \`quotes\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quotes_link_idx\` ON \`quotes\` (\`link\`);`)
  await db.run(sql`CREATE INDEX \`quotes_salon_idx\` ON \`quotes\` (\`salon_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_stylist_salon_idx\` ON \`quotes\` (\`stylist_salon_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_stylist_idx\` ON \`quotes\` (\`stylist_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_level_idx\` ON \`quotes\` (\`level_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_updated_at_idx\` ON \`quotes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quotes_created_at_idx\` ON \`quotes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_job_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`mobile\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`role\` text NOT NULL,
  	\`position\` text NOT NULL,
  	\`salon_id\` integer,
  	\`about\` text NOT NULL,
  	\`why_hair\` text NOT NULL,
  	\`why_us\` text NOT NULL,
  	\`notified\` text DEFAULT 'pending',
  	\`notify_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_job_applications\`("id", "name", "mobile", "email", "role", "position", "salon_id", "about", "why_hair", "why_us", "notified", "notify_error", "updated_at", "created_at") SELECT "id", "name", "mobile", "email", "role", "position", "salon_id", "about", "why_hair", "why_us", "notified", "notify_error", "updated_at", "created_at" FROM \`job_applications\`;`)
  await db.run(sql`DROP TABLE \`job_applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_job_applications\` RENAME TO \`job_applications\`;`)
  await db.run(sql`CREATE INDEX \`job_applications_salon_idx\` ON \`job_applications\` (\`salon_id\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_updated_at_idx\` ON \`job_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_created_at_idx\` ON \`job_applications\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`privacy_quote_retention_months\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`privacy_application_retention_months\`;`)
}
