// Hand-edited: drizzle's table rebuild selected the new _status column from the old table;
// existing news items become 'published' (they were all on the site).
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_news_items_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_body\` text,
  	\`version_link\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_items_v_parent_idx\` ON \`_news_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_version_slug_idx\` ON \`_news_items_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_version_image_idx\` ON \`_news_items_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_version_updated_at_idx\` ON \`_news_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_version_created_at_idx\` ON \`_news_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_version_version__status_idx\` ON \`_news_items_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_created_at_idx\` ON \`_news_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_updated_at_idx\` ON \`_news_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_items_v_latest_idx\` ON \`_news_items_v\` (\`latest\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_news_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`body\` text,
  	\`link\` text,
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
  await db.run(sql`INSERT INTO \`__new_news_items\`("id", "title", "slug", "body", "link", "image_id", "alt", "author", "date", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "body", "link", "image_id", "alt", "author", "date", "updated_at", "created_at", 'published' FROM \`news_items\`;`)
  await db.run(sql`DROP TABLE \`news_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_items\` RENAME TO \`news_items\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_items_slug_idx\` ON \`news_items\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_items_image_idx\` ON \`news_items\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_items_updated_at_idx\` ON \`news_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_items_created_at_idx\` ON \`news_items\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news_items__status_idx\` ON \`news_items\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`reply\` text DEFAULT 'new' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`replied_at\` text;`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`replied_by\` text;`)
  await db.run(sql`CREATE INDEX \`job_applications_reply_idx\` ON \`job_applications\` (\`reply\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_news_items_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_news_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`link\` text,
  	\`image_id\` integer NOT NULL,
  	\`alt\` text,
  	\`author\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_items\`("id", "title", "slug", "body", "link", "image_id", "alt", "author", "date", "updated_at", "created_at") SELECT "id", "title", "slug", "body", "link", "image_id", "alt", "author", "date", "updated_at", "created_at" FROM \`news_items\`;`)
  await db.run(sql`DROP TABLE \`news_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_items\` RENAME TO \`news_items\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_items_slug_idx\` ON \`news_items\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_items_image_idx\` ON \`news_items\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_items_updated_at_idx\` ON \`news_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_items_created_at_idx\` ON \`news_items\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`job_applications_reply_idx\`;`)
  await db.run(sql`ALTER TABLE \`job_applications\` DROP COLUMN \`reply\`;`)
  await db.run(sql`ALTER TABLE \`job_applications\` DROP COLUMN \`replied_at\`;`)
  await db.run(sql`ALTER TABLE \`job_applications\` DROP COLUMN \`replied_by\`;`)
}
