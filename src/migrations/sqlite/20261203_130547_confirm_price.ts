import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`confirmation_requests_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	\`by_name\` text NOT NULL,
  	\`note\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`confirmation_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`confirmation_requests_history_order_idx\` ON \`confirmation_requests_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`confirmation_requests_history_parent_id_idx\` ON \`confirmation_requests_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`confirmation_requests_history_by_idx\` ON \`confirmation_requests_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`confirmation_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`quote_id\` integer NOT NULL,
  	\`stylist_id\` integer,
  	\`salon_id\` integer,
  	\`state\` text DEFAULT 'draft' NOT NULL,
  	\`revision\` numeric DEFAULT 0 NOT NULL,
  	\`sent_at\` text,
  	\`confirmed_at\` text,
  	\`closed_at\` text,
  	\`answers\` text,
  	\`health\` text,
  	\`photo_consent_at\` text,
  	\`health_consent_at\` text,
  	\`refused\` text,
  	\`question\` text,
  	\`reply\` text,
  	\`confirmed\` text,
  	\`skin_test_needed\` integer DEFAULT false,
  	\`skin_test_booked_at\` text,
  	\`notice_revision\` numeric DEFAULT 0,
  	\`email_revision\` numeric DEFAULT 0,
  	\`sms_revision\` numeric DEFAULT 0,
  	\`erased_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`quote_id\`) REFERENCES \`quotes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`stylist_id\`) REFERENCES \`stylists\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`confirmation_requests_quote_idx\` ON \`confirmation_requests\` (\`quote_id\`);`)
  await db.run(sql`CREATE INDEX \`confirmation_requests_stylist_idx\` ON \`confirmation_requests\` (\`stylist_id\`);`)
  await db.run(sql`CREATE INDEX \`confirmation_requests_salon_idx\` ON \`confirmation_requests\` (\`salon_id\`);`)
  await db.run(sql`CREATE INDEX \`confirmation_requests_state_idx\` ON \`confirmation_requests\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`confirmation_requests_sent_at_idx\` ON \`confirmation_requests\` (\`sent_at\`);`)
  await db.run(sql`CREATE INDEX \`confirmation_requests_closed_at_idx\` ON \`confirmation_requests\` (\`closed_at\`);`)
  await db.run(sql`CREATE INDEX \`confirmation_requests_updated_at_idx\` ON \`confirmation_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`confirmation_requests_created_at_idx\` ON \`confirmation_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`confirmation_requests_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`client_photos_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`confirmation_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`client_photos_id\`) REFERENCES \`client_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`confirmation_requests_rels_order_idx\` ON \`confirmation_requests_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`confirmation_requests_rels_parent_idx\` ON \`confirmation_requests_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`confirmation_requests_rels_path_idx\` ON \`confirmation_requests_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`confirmation_requests_rels_client_photos_id_idx\` ON \`confirmation_requests_rels\` (\`client_photos_id\`);`)
  await db.run(sql`CREATE TABLE \`client_photos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`request_id\` integer,
  	\`salon_id\` integer,
  	\`stylist_id\` integer,
  	\`sent\` integer DEFAULT false,
  	\`role\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`prefix\` text DEFAULT 'private',
  	\`_objectkey\` text,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`request_id\`) REFERENCES \`confirmation_requests\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`stylist_id\`) REFERENCES \`stylists\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`client_photos_request_idx\` ON \`client_photos\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`client_photos_salon_idx\` ON \`client_photos\` (\`salon_id\`);`)
  await db.run(sql`CREATE INDEX \`client_photos_stylist_idx\` ON \`client_photos\` (\`stylist_id\`);`)
  await db.run(sql`CREATE INDEX \`client_photos_sent_idx\` ON \`client_photos\` (\`sent\`);`)
  await db.run(sql`CREATE INDEX \`client_photos_updated_at_idx\` ON \`client_photos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`client_photos_created_at_idx\` ON \`client_photos\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`client_photos_filename_idx\` ON \`client_photos\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`stylist_id\` integer REFERENCES stylists(id);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`salon_id\` integer REFERENCES salons(id);`)
  await db.run(sql`CREATE INDEX \`users_stylist_idx\` ON \`users\` (\`stylist_id\`);`)
  await db.run(sql`CREATE INDEX \`users_salon_idx\` ON \`users\` (\`salon_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`confirmation_requests_id\` integer REFERENCES confirmation_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`client_photos_id\` integer REFERENCES client_photos(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_confirmation_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`confirmation_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_client_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`client_photos_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`privacy_photo_retention_days\` numeric DEFAULT 90;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`confirmations_promise_working_days\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_privacy_photo_retention_days\` numeric DEFAULT 90;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_confirmations_promise_working_days\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`messages\` ADD \`confirmation_messages_confirmed_subject\` text;`)
  await db.run(sql`ALTER TABLE \`messages\` ADD \`confirmation_messages_confirmed_intro\` text;`)
  await db.run(sql`ALTER TABLE \`messages\` ADD \`confirmation_messages_confirmed_sms\` text;`)
  await db.run(sql`ALTER TABLE \`messages\` ADD \`confirmation_messages_question_subject\` text;`)
  await db.run(sql`ALTER TABLE \`messages\` ADD \`confirmation_messages_question_intro\` text;`)
  await db.run(sql`ALTER TABLE \`messages\` ADD \`confirmation_messages_question_sms\` text;`)
  await db.run(sql`ALTER TABLE \`messages\` ADD \`confirmation_messages_consultation_subject\` text;`)
  await db.run(sql`ALTER TABLE \`messages\` ADD \`confirmation_messages_consultation_intro\` text;`)
  await db.run(sql`ALTER TABLE \`messages\` ADD \`confirmation_messages_consultation_sms\` text;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` ADD \`version_confirmation_messages_confirmed_subject\` text;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` ADD \`version_confirmation_messages_confirmed_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` ADD \`version_confirmation_messages_confirmed_sms\` text;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` ADD \`version_confirmation_messages_question_subject\` text;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` ADD \`version_confirmation_messages_question_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` ADD \`version_confirmation_messages_question_sms\` text;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` ADD \`version_confirmation_messages_consultation_subject\` text;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` ADD \`version_confirmation_messages_consultation_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` ADD \`version_confirmation_messages_consultation_sms\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`confirmation_requests_history\`;`)
  await db.run(sql`DROP TABLE \`confirmation_requests\`;`)
  await db.run(sql`DROP TABLE \`confirmation_requests_rels\`;`)
  await db.run(sql`DROP TABLE \`client_photos\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until") SELECT "id", "name", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
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
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "salons_id", "levels_id", "services_id", "stylists_id", "colour_categories_id", "hair_bands_id", "reviews_id", "blog_posts_id", "news_items_id", "offers_id", "media_id", "quotes_id", "job_applications_id", "outbox_id", "audit_log_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "salons_id", "levels_id", "services_id", "stylists_id", "colour_categories_id", "hair_bands_id", "reviews_id", "blog_posts_id", "news_items_id", "offers_id", "media_id", "quotes_id", "job_applications_id", "outbox_id", "audit_log_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`privacy_photo_retention_days\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`confirmations_promise_working_days\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_privacy_photo_retention_days\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_confirmations_promise_working_days\`;`)
  await db.run(sql`ALTER TABLE \`messages\` DROP COLUMN \`confirmation_messages_confirmed_subject\`;`)
  await db.run(sql`ALTER TABLE \`messages\` DROP COLUMN \`confirmation_messages_confirmed_intro\`;`)
  await db.run(sql`ALTER TABLE \`messages\` DROP COLUMN \`confirmation_messages_confirmed_sms\`;`)
  await db.run(sql`ALTER TABLE \`messages\` DROP COLUMN \`confirmation_messages_question_subject\`;`)
  await db.run(sql`ALTER TABLE \`messages\` DROP COLUMN \`confirmation_messages_question_intro\`;`)
  await db.run(sql`ALTER TABLE \`messages\` DROP COLUMN \`confirmation_messages_question_sms\`;`)
  await db.run(sql`ALTER TABLE \`messages\` DROP COLUMN \`confirmation_messages_consultation_subject\`;`)
  await db.run(sql`ALTER TABLE \`messages\` DROP COLUMN \`confirmation_messages_consultation_intro\`;`)
  await db.run(sql`ALTER TABLE \`messages\` DROP COLUMN \`confirmation_messages_consultation_sms\`;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` DROP COLUMN \`version_confirmation_messages_confirmed_subject\`;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` DROP COLUMN \`version_confirmation_messages_confirmed_intro\`;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` DROP COLUMN \`version_confirmation_messages_confirmed_sms\`;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` DROP COLUMN \`version_confirmation_messages_question_subject\`;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` DROP COLUMN \`version_confirmation_messages_question_intro\`;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` DROP COLUMN \`version_confirmation_messages_question_sms\`;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` DROP COLUMN \`version_confirmation_messages_consultation_subject\`;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` DROP COLUMN \`version_confirmation_messages_consultation_intro\`;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` DROP COLUMN \`version_confirmation_messages_consultation_sms\`;`)
}
