import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`price_changes_groups\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`price_changes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`price_changes_groups_order_idx\` ON \`price_changes_groups\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`price_changes_groups_parent_idx\` ON \`price_changes_groups\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`price_changes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`by\` text DEFAULT 'percent' NOT NULL,
  	\`percent\` numeric,
  	\`amount\` numeric,
  	\`on\` text DEFAULT 'both' NOT NULL,
  	\`round_to\` text DEFAULT '50' NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`explained_by_id\` integer,
  	\`status\` text DEFAULT 'planned' NOT NULL,
  	\`applied_at\` text,
  	\`applied\` text,
  	\`claimed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`explained_by_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`price_changes_explained_by_idx\` ON \`price_changes\` (\`explained_by_id\`);`)
  await db.run(sql`CREATE INDEX \`price_changes_status_idx\` ON \`price_changes\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`price_changes_updated_at_idx\` ON \`price_changes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`price_changes_created_at_idx\` ON \`price_changes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`price_changes_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`colour_categories_id\` integer,
  	\`services_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`price_changes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`colour_categories_id\`) REFERENCES \`colour_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`price_changes_rels_order_idx\` ON \`price_changes_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`price_changes_rels_parent_idx\` ON \`price_changes_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`price_changes_rels_path_idx\` ON \`price_changes_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`price_changes_rels_colour_categories_id_idx\` ON \`price_changes_rels\` (\`colour_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`price_changes_rels_services_id_idx\` ON \`price_changes_rels\` (\`services_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`price_changes_id\` integer REFERENCES price_changes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_changes_id_idx\` ON \`payload_locked_documents_rels\` (\`price_changes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`price_changes_groups\`;`)
  await db.run(sql`DROP TABLE \`price_changes\`;`)
  await db.run(sql`DROP TABLE \`price_changes_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`salons_id\` integer,
  	\`levels_id\` integer,
  	\`services_id\` integer,
  	\`stylists_id\` integer,
  	\`colour_categories_id\` integer,
  	\`hair_bands_id\` integer,
  	\`reviews_id\` integer,
  	\`blog_posts_id\` integer,
  	\`news_items_id\` integer,
  	\`offers_id\` integer,
  	\`media_id\` integer,
  	\`quotes_id\` integer,
  	\`confirmation_requests_id\` integer,
  	\`client_photos_id\` integer,
  	\`job_applications_id\` integer,
  	\`outbox_id\` integer,
  	\`audit_log_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`salons_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`levels_id\`) REFERENCES \`levels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stylists_id\`) REFERENCES \`stylists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`colour_categories_id\`) REFERENCES \`colour_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`hair_bands_id\`) REFERENCES \`hair_bands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_posts_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_items_id\`) REFERENCES \`news_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offers_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`quotes_id\`) REFERENCES \`quotes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`confirmation_requests_id\`) REFERENCES \`confirmation_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`client_photos_id\`) REFERENCES \`client_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "salons_id", "levels_id", "services_id", "stylists_id", "colour_categories_id", "hair_bands_id", "reviews_id", "blog_posts_id", "news_items_id", "offers_id", "media_id", "quotes_id", "confirmation_requests_id", "client_photos_id", "job_applications_id", "outbox_id", "audit_log_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "salons_id", "levels_id", "services_id", "stylists_id", "colour_categories_id", "hair_bands_id", "reviews_id", "blog_posts_id", "news_items_id", "offers_id", "media_id", "quotes_id", "confirmation_requests_id", "client_photos_id", "job_applications_id", "outbox_id", "audit_log_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_salons_id_idx\` ON \`payload_locked_documents_rels\` (\`salons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_levels_id_idx\` ON \`payload_locked_documents_rels\` (\`levels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stylists_id_idx\` ON \`payload_locked_documents_rels\` (\`stylists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_colour_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`colour_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_hair_bands_id_idx\` ON \`payload_locked_documents_rels\` (\`hair_bands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_items_id_idx\` ON \`payload_locked_documents_rels\` (\`news_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quotes_id_idx\` ON \`payload_locked_documents_rels\` (\`quotes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_confirmation_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`confirmation_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_client_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`client_photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
