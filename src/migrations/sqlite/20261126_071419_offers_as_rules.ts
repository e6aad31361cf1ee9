import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`offers_service_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offers_service_types_order_idx\` ON \`offers_service_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`offers_service_types_parent_idx\` ON \`offers_service_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_offers_v_version_service_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offers_v_version_service_types_order_idx\` ON \`_offers_v_version_service_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_service_types_parent_idx\` ON \`_offers_v_version_service_types\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`audience\` text DEFAULT 'new';`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`applies_to\` text DEFAULT 'anything';`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`benefit\` text DEFAULT 'percent';`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`free_service_id\` integer REFERENCES services(id);`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`valid_days\` numeric DEFAULT 28;`)
  await db.run(sql`CREATE INDEX \`offers_free_service_idx\` ON \`offers\` (\`free_service_id\`);`)
  await db.run(sql`ALTER TABLE \`offers_rels\` ADD \`salons_id\` integer REFERENCES salons(id);`)
  await db.run(sql`ALTER TABLE \`offers_rels\` ADD \`levels_id\` integer REFERENCES levels(id);`)
  await db.run(sql`ALTER TABLE \`offers_rels\` ADD \`colour_categories_id\` integer REFERENCES colour_categories(id);`)
  await db.run(sql`ALTER TABLE \`offers_rels\` ADD \`services_id\` integer REFERENCES services(id);`)
  await db.run(sql`CREATE INDEX \`offers_rels_salons_id_idx\` ON \`offers_rels\` (\`salons_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_levels_id_idx\` ON \`offers_rels\` (\`levels_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_colour_categories_id_idx\` ON \`offers_rels\` (\`colour_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_services_id_idx\` ON \`offers_rels\` (\`services_id\`);`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_audience\` text DEFAULT 'new';`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_applies_to\` text DEFAULT 'anything';`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_benefit\` text DEFAULT 'percent';`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_free_service_id\` integer REFERENCES services(id);`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_valid_days\` numeric DEFAULT 28;`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_free_service_idx\` ON \`_offers_v\` (\`version_free_service_id\`);`)
  await db.run(sql`ALTER TABLE \`_offers_v_rels\` ADD \`salons_id\` integer REFERENCES salons(id);`)
  await db.run(sql`ALTER TABLE \`_offers_v_rels\` ADD \`levels_id\` integer REFERENCES levels(id);`)
  await db.run(sql`ALTER TABLE \`_offers_v_rels\` ADD \`colour_categories_id\` integer REFERENCES colour_categories(id);`)
  await db.run(sql`ALTER TABLE \`_offers_v_rels\` ADD \`services_id\` integer REFERENCES services(id);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_salons_id_idx\` ON \`_offers_v_rels\` (\`salons_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_levels_id_idx\` ON \`_offers_v_rels\` (\`levels_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_colour_categories_id_idx\` ON \`_offers_v_rels\` (\`colour_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_services_id_idx\` ON \`_offers_v_rels\` (\`services_id\`);`)
  // Offers that took an amount off keep doing so; an offer with only a typed "from" price has no
  // saving and leaves the site with that reason until staff give it one (ADR 025).
  await db.run(sql`UPDATE \`offers\` SET \`benefit\` = 'amount' WHERE \`amount_off_pounds\` > 0 AND COALESCE(\`discount_percent\`, 0) = 0;`)
  await db.run(sql`UPDATE \`_offers_v\` SET \`version_benefit\` = 'amount' WHERE \`version_amount_off_pounds\` > 0 AND COALESCE(\`version_discount_percent\`, 0) = 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`offers_service_types\`;`)
  await db.run(sql`DROP TABLE \`_offers_v_version_service_types\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  await db.run(sql`INSERT INTO \`__new_offers\`("id", "title", "slug", "kind", "headline", "summary", "details", "image_id", "code", "discount_percent", "amount_off_pounds", "price_from_pounds", "active", "sms_variant", "start_date", "end_date", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "kind", "headline", "summary", "details", "image_id", "code", "discount_percent", "amount_off_pounds", "price_from_pounds", "active", "sms_variant", "start_date", "end_date", "updated_at", "created_at", "_status" FROM \`offers\`;`)
  await db.run(sql`DROP TABLE \`offers\`;`)
  await db.run(sql`ALTER TABLE \`__new_offers\` RENAME TO \`offers\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`offers_slug_idx\` ON \`offers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`offers_image_idx\` ON \`offers\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_updated_at_idx\` ON \`offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offers_created_at_idx\` ON \`offers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`offers__status_idx\` ON \`offers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_offers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`stylists_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stylists_id\`) REFERENCES \`stylists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offers_rels\`("id", "order", "parent_id", "path", "stylists_id") SELECT "id", "order", "parent_id", "path", "stylists_id" FROM \`offers_rels\`;`)
  await db.run(sql`DROP TABLE \`offers_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_offers_rels\` RENAME TO \`offers_rels\`;`)
  await db.run(sql`CREATE INDEX \`offers_rels_order_idx\` ON \`offers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_parent_idx\` ON \`offers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_path_idx\` ON \`offers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_stylists_id_idx\` ON \`offers_rels\` (\`stylists_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__offers_v\` (
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
  await db.run(sql`INSERT INTO \`__new__offers_v\`("id", "parent_id", "version_title", "version_slug", "version_kind", "version_headline", "version_summary", "version_details", "version_image_id", "version_code", "version_discount_percent", "version_amount_off_pounds", "version_price_from_pounds", "version_active", "version_sms_variant", "version_start_date", "version_end_date", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_kind", "version_headline", "version_summary", "version_details", "version_image_id", "version_code", "version_discount_percent", "version_amount_off_pounds", "version_price_from_pounds", "version_active", "version_sms_variant", "version_start_date", "version_end_date", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_offers_v\`;`)
  await db.run(sql`DROP TABLE \`_offers_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__offers_v\` RENAME TO \`_offers_v\`;`)
  await db.run(sql`CREATE INDEX \`_offers_v_parent_idx\` ON \`_offers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_slug_idx\` ON \`_offers_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_image_idx\` ON \`_offers_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_updated_at_idx\` ON \`_offers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_created_at_idx\` ON \`_offers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version__status_idx\` ON \`_offers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_created_at_idx\` ON \`_offers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_updated_at_idx\` ON \`_offers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_latest_idx\` ON \`_offers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new__offers_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`stylists_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stylists_id\`) REFERENCES \`stylists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__offers_v_rels\`("id", "order", "parent_id", "path", "stylists_id") SELECT "id", "order", "parent_id", "path", "stylists_id" FROM \`_offers_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_offers_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__offers_v_rels\` RENAME TO \`_offers_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_order_idx\` ON \`_offers_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_parent_idx\` ON \`_offers_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_path_idx\` ON \`_offers_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_stylists_id_idx\` ON \`_offers_v_rels\` (\`stylists_id\`);`)
}
