import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_salons_v_version_opening_times\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`closed\` integer DEFAULT false,
  	\`opens\` text,
  	\`closes\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_salons_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_salons_v_version_opening_times_order_idx\` ON \`_salons_v_version_opening_times\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_salons_v_version_opening_times_parent_id_idx\` ON \`_salons_v_version_opening_times\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_salons_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_short_name\` text NOT NULL,
  	\`version_is_academy\` integer DEFAULT false,
  	\`version_logo_id\` integer,
  	\`version_image_id\` integer,
  	\`version_address_line1\` text NOT NULL,
  	\`version_address_line2\` text,
  	\`version_address_town\` text NOT NULL,
  	\`version_address_postcode\` text NOT NULL,
  	\`version_phone\` text NOT NULL,
  	\`version_email\` text,
  	\`version_booking_url\` text,
  	\`version_blurb\` text,
  	\`version_history\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_salons_v_parent_idx\` ON \`_salons_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_salons_v_version_version_logo_idx\` ON \`_salons_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_salons_v_version_version_image_idx\` ON \`_salons_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_salons_v_version_version_updated_at_idx\` ON \`_salons_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_salons_v_version_version_created_at_idx\` ON \`_salons_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_salons_v_created_at_idx\` ON \`_salons_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_salons_v_updated_at_idx\` ON \`_salons_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_levels_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_adapter\` numeric NOT NULL,
  	\`version_experience\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`levels\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_levels_v_parent_idx\` ON \`_levels_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_levels_v_version_version_updated_at_idx\` ON \`_levels_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_levels_v_version_version_created_at_idx\` ON \`_levels_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_levels_v_created_at_idx\` ON \`_levels_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_levels_v_updated_at_idx\` ON \`_levels_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_services_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_service\` text NOT NULL,
  	\`version_cat1\` text NOT NULL,
  	\`version_cat2\` numeric DEFAULT 0 NOT NULL,
  	\`version_price\` numeric NOT NULL,
  	\`version_product_price\` numeric DEFAULT 0,
  	\`version_new_starter_restricted\` integer DEFAULT false,
  	\`version_description\` text,
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_parent_idx\` ON \`_services_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_updated_at_idx\` ON \`_services_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_created_at_idx\` ON \`_services_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_created_at_idx\` ON \`_services_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_updated_at_idx\` ON \`_services_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_stylists_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_first_name\` text NOT NULL,
  	\`version_last_name\` text NOT NULL,
  	\`version_full_name\` text,
  	\`version_slug\` text NOT NULL,
  	\`version_salon_id\` integer NOT NULL,
  	\`version_level_id\` integer NOT NULL,
  	\`version_photo_id\` integer,
  	\`version_para1\` text NOT NULL,
  	\`version_para2\` text,
  	\`version_para3\` text,
  	\`version_accepting_new_clients\` integer DEFAULT true,
  	\`version_show_on_team\` integer DEFAULT true,
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_has_left\` integer DEFAULT false,
  	\`version_left_notice\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`stylists\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_level_id\`) REFERENCES \`levels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_stylists_v_parent_idx\` ON \`_stylists_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_version_version_slug_idx\` ON \`_stylists_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_version_version_salon_idx\` ON \`_stylists_v\` (\`version_salon_id\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_version_version_level_idx\` ON \`_stylists_v\` (\`version_level_id\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_version_version_photo_idx\` ON \`_stylists_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_version_version_updated_at_idx\` ON \`_stylists_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_version_version_created_at_idx\` ON \`_stylists_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_created_at_idx\` ON \`_stylists_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_updated_at_idx\` ON \`_stylists_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_stylists_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`stylists_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_stylists_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stylists_id\`) REFERENCES \`stylists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_stylists_v_rels_order_idx\` ON \`_stylists_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_rels_parent_idx\` ON \`_stylists_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_rels_path_idx\` ON \`_stylists_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_rels_stylists_id_idx\` ON \`_stylists_v_rels\` (\`stylists_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_brand_name\` text NOT NULL,
  	\`version_tagline\` text,
  	\`version_town\` text,
  	\`version_legal_name\` text,
  	\`version_default_salon_id\` integer,
  	\`version_logo_id\` integer,
  	\`version_hide_offers\` integer DEFAULT false,
  	\`version_offer_end_date\` text,
  	\`version_offer_pages_skin_test_rule\` text DEFAULT 'A skin test is required 48 hours before any colour service.',
  	\`version_offer_pages_terms\` text,
  	\`version_referral_friend_pounds\` numeric DEFAULT 20,
  	\`version_referral_referrer_pounds\` numeric DEFAULT 20,
  	\`version_referral_friend_weeks\` numeric DEFAULT 8,
  	\`version_referral_referrer_weeks\` numeric DEFAULT 12,
  	\`version_privacy_quote_retention_months\` numeric DEFAULT 24,
  	\`version_privacy_application_retention_months\` numeric DEFAULT 12,
  	\`version_links_booking\` text,
  	\`version_links_skin_test\` text,
  	\`version_links_referral_account\` text,
  	\`version_links_gift_cards\` text,
  	\`version_links_shop\` text,
  	\`version_links_model_signup\` text,
  	\`version_links_sister_salon\` text,
  	\`version_links_app\` text,
  	\`version_links_instagram\` text,
  	\`version_links_facebook\` text,
  	\`version_links_pinterest\` text,
  	\`version_links_tiktok\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_default_salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_default_salon_idx\` ON \`_site_settings_v\` (\`version_default_salon_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_logo_idx\` ON \`_site_settings_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_messages_v_version_recruitment_positions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`role\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_messages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_messages_v_version_recruitment_positions_order_idx\` ON \`_messages_v_version_recruitment_positions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_messages_v_version_recruitment_positions_parent_id_idx\` ON \`_messages_v_version_recruitment_positions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_messages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_quote_offer_code\` text DEFAULT 'QG20',
  	\`version_quote_offer_percent_off\` numeric DEFAULT 20 NOT NULL,
  	\`version_quote_offer_valid_days\` numeric DEFAULT 28 NOT NULL,
  	\`version_quote_email_subject\` text,
  	\`version_quote_email_greeting\` text,
  	\`version_quote_email_intro\` text,
  	\`version_quote_email_offer_heading\` text,
  	\`version_quote_email_offer\` text,
  	\`version_quote_email_closing\` text,
  	\`version_quote_sms_new_client\` text,
  	\`version_quote_sms_regular\` text,
  	\`version_application_notice_subject\` text,
  	\`version_application_notice_intro\` text,
  	\`version_updated_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_messages_v_created_at_idx\` ON \`_messages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_messages_v_updated_at_idx\` ON \`_messages_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`salons\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`levels\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`levels\` DROP COLUMN \`average_price\`;`)
  await db.run(sql`ALTER TABLE \`services\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`stylists\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`stylists\` DROP COLUMN \`average_price\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`updated_by\` text;`)
  await db.run(sql`ALTER TABLE \`messages\` ADD \`updated_by\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_salons_v_version_opening_times\`;`)
  await db.run(sql`DROP TABLE \`_salons_v\`;`)
  await db.run(sql`DROP TABLE \`_levels_v\`;`)
  await db.run(sql`DROP TABLE \`_services_v\`;`)
  await db.run(sql`DROP TABLE \`_stylists_v\`;`)
  await db.run(sql`DROP TABLE \`_stylists_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_messages_v_version_recruitment_positions\`;`)
  await db.run(sql`DROP TABLE \`_messages_v\`;`)
  await db.run(sql`ALTER TABLE \`levels\` ADD \`average_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`levels\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`stylists\` ADD \`average_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`stylists\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_updated_by\`;`)
  await db.run(sql`ALTER TABLE \`salons\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`services\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`updated_by\`;`)
  await db.run(sql`ALTER TABLE \`messages\` DROP COLUMN \`updated_by\`;`)
}
