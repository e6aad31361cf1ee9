import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_stylists\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`full_name\` text,
  	\`slug\` text NOT NULL,
  	\`salon_id\` integer NOT NULL,
  	\`level_id\` integer NOT NULL,
  	\`photo_id\` integer,
  	\`booking_url\` text,
  	\`para1\` text NOT NULL,
  	\`para2\` text,
  	\`para3\` text,
  	\`accepting_new_clients\` integer DEFAULT true,
  	\`show_on_team\` integer DEFAULT true,
  	\`sort_order\` numeric,
  	\`has_left\` integer DEFAULT false,
  	\`left_notice\` text,
  	\`updated_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`level_id\`) REFERENCES \`levels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stylists\`("id", "first_name", "last_name", "full_name", "slug", "salon_id", "level_id", "photo_id", "booking_url", "para1", "para2", "para3", "accepting_new_clients", "show_on_team", "sort_order", "has_left", "left_notice", "updated_by", "updated_at", "created_at") SELECT "id", "first_name", "last_name", "full_name", "slug", "salon_id", "level_id", "photo_id", "booking_url", "para1", "para2", "para3", "accepting_new_clients", "show_on_team", "sort_order", "has_left", "left_notice", "updated_by", "updated_at", "created_at" FROM \`stylists\`;`)
  await db.run(sql`DROP TABLE \`stylists\`;`)
  await db.run(sql`ALTER TABLE \`__new_stylists\` RENAME TO \`stylists\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`stylists_slug_idx\` ON \`stylists\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`stylists_salon_idx\` ON \`stylists\` (\`salon_id\`);`)
  await db.run(sql`CREATE INDEX \`stylists_level_idx\` ON \`stylists\` (\`level_id\`);`)
  await db.run(sql`CREATE INDEX \`stylists_photo_idx\` ON \`stylists\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`stylists_updated_at_idx\` ON \`stylists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stylists_created_at_idx\` ON \`stylists\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__stylists_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_first_name\` text NOT NULL,
  	\`version_last_name\` text NOT NULL,
  	\`version_full_name\` text,
  	\`version_slug\` text NOT NULL,
  	\`version_salon_id\` integer NOT NULL,
  	\`version_level_id\` integer NOT NULL,
  	\`version_photo_id\` integer,
  	\`version_booking_url\` text,
  	\`version_para1\` text NOT NULL,
  	\`version_para2\` text,
  	\`version_para3\` text,
  	\`version_accepting_new_clients\` integer DEFAULT true,
  	\`version_show_on_team\` integer DEFAULT true,
  	\`version_sort_order\` numeric,
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
  await db.run(sql`INSERT INTO \`__new__stylists_v\`("id", "parent_id", "version_first_name", "version_last_name", "version_full_name", "version_slug", "version_salon_id", "version_level_id", "version_photo_id", "version_booking_url", "version_para1", "version_para2", "version_para3", "version_accepting_new_clients", "version_show_on_team", "version_sort_order", "version_has_left", "version_left_notice", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_first_name", "version_last_name", "version_full_name", "version_slug", "version_salon_id", "version_level_id", "version_photo_id", "version_booking_url", "version_para1", "version_para2", "version_para3", "version_accepting_new_clients", "version_show_on_team", "version_sort_order", "version_has_left", "version_left_notice", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_stylists_v\`;`)
  await db.run(sql`DROP TABLE \`_stylists_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__stylists_v\` RENAME TO \`_stylists_v\`;`)
  await db.run(sql`CREATE INDEX \`_stylists_v_parent_idx\` ON \`_stylists_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_version_version_slug_idx\` ON \`_stylists_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_version_version_salon_idx\` ON \`_stylists_v\` (\`version_salon_id\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_version_version_level_idx\` ON \`_stylists_v\` (\`version_level_id\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_version_version_photo_idx\` ON \`_stylists_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_version_version_updated_at_idx\` ON \`_stylists_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_version_version_created_at_idx\` ON \`_stylists_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_created_at_idx\` ON \`_stylists_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_updated_at_idx\` ON \`_stylists_v\` (\`updated_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_stylists\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`full_name\` text,
  	\`slug\` text NOT NULL,
  	\`salon_id\` integer NOT NULL,
  	\`level_id\` integer NOT NULL,
  	\`photo_id\` integer,
  	\`booking_url\` text,
  	\`para1\` text NOT NULL,
  	\`para2\` text,
  	\`para3\` text,
  	\`accepting_new_clients\` integer DEFAULT true,
  	\`show_on_team\` integer DEFAULT true,
  	\`sort_order\` numeric DEFAULT 0,
  	\`has_left\` integer DEFAULT false,
  	\`left_notice\` text,
  	\`updated_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`salon_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`level_id\`) REFERENCES \`levels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stylists\`("id", "first_name", "last_name", "full_name", "slug", "salon_id", "level_id", "photo_id", "booking_url", "para1", "para2", "para3", "accepting_new_clients", "show_on_team", "sort_order", "has_left", "left_notice", "updated_by", "updated_at", "created_at") SELECT "id", "first_name", "last_name", "full_name", "slug", "salon_id", "level_id", "photo_id", "booking_url", "para1", "para2", "para3", "accepting_new_clients", "show_on_team", "sort_order", "has_left", "left_notice", "updated_by", "updated_at", "created_at" FROM \`stylists\`;`)
  await db.run(sql`DROP TABLE \`stylists\`;`)
  await db.run(sql`ALTER TABLE \`__new_stylists\` RENAME TO \`stylists\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`stylists_slug_idx\` ON \`stylists\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`stylists_salon_idx\` ON \`stylists\` (\`salon_id\`);`)
  await db.run(sql`CREATE INDEX \`stylists_level_idx\` ON \`stylists\` (\`level_id\`);`)
  await db.run(sql`CREATE INDEX \`stylists_photo_idx\` ON \`stylists\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`stylists_updated_at_idx\` ON \`stylists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stylists_created_at_idx\` ON \`stylists\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__stylists_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_first_name\` text NOT NULL,
  	\`version_last_name\` text NOT NULL,
  	\`version_full_name\` text,
  	\`version_slug\` text NOT NULL,
  	\`version_salon_id\` integer NOT NULL,
  	\`version_level_id\` integer NOT NULL,
  	\`version_photo_id\` integer,
  	\`version_booking_url\` text,
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
  await db.run(sql`INSERT INTO \`__new__stylists_v\`("id", "parent_id", "version_first_name", "version_last_name", "version_full_name", "version_slug", "version_salon_id", "version_level_id", "version_photo_id", "version_booking_url", "version_para1", "version_para2", "version_para3", "version_accepting_new_clients", "version_show_on_team", "version_sort_order", "version_has_left", "version_left_notice", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_first_name", "version_last_name", "version_full_name", "version_slug", "version_salon_id", "version_level_id", "version_photo_id", "version_booking_url", "version_para1", "version_para2", "version_para3", "version_accepting_new_clients", "version_show_on_team", "version_sort_order", "version_has_left", "version_left_notice", "version_updated_by", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_stylists_v\`;`)
  await db.run(sql`DROP TABLE \`_stylists_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__stylists_v\` RENAME TO \`_stylists_v\`;`)
  await db.run(sql`CREATE INDEX \`_stylists_v_parent_idx\` ON \`_stylists_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_version_version_slug_idx\` ON \`_stylists_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_version_version_salon_idx\` ON \`_stylists_v\` (\`version_salon_id\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_version_version_level_idx\` ON \`_stylists_v\` (\`version_level_id\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_version_version_photo_idx\` ON \`_stylists_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_version_version_updated_at_idx\` ON \`_stylists_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_version_version_created_at_idx\` ON \`_stylists_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_created_at_idx\` ON \`_stylists_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_stylists_v_updated_at_idx\` ON \`_stylists_v\` (\`updated_at\`);`)
}
