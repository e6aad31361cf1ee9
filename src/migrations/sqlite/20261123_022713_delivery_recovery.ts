import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`job_runner\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`last_run_at\` text,
  	\`runner\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`quotes\` ADD \`delivery_email_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`quotes\` ADD \`delivery_sms_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`quotes\` ADD \`delivery_resent_at\` text;`)
  await db.run(sql`CREATE INDEX \`quotes_delivery_delivery_email_idx\` ON \`quotes\` (\`delivery_email\`);`)
  await db.run(sql`CREATE INDEX \`quotes_delivery_delivery_sms_idx\` ON \`quotes\` (\`delivery_sms\`);`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`notify_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`notify_failures\` numeric DEFAULT 0;`)
  await db.run(sql`CREATE INDEX \`job_applications_notified_idx\` ON \`job_applications\` (\`notified\`);`)
  // ON DELETE SET NULL added by hand (as PostgreSQL's constraint has it): the generator leaves it
  // out of SQLite's ADD COLUMN, and with foreign keys on a quote with outbox messages could
  // then not be deleted.
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`quote_id\` integer REFERENCES quotes(id) ON DELETE SET NULL;`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`application_id\` integer REFERENCES job_applications(id) ON DELETE SET NULL;`)
  await db.run(sql`CREATE INDEX \`outbox_quote_idx\` ON \`outbox\` (\`quote_id\`);`)
  await db.run(sql`CREATE INDEX \`outbox_application_idx\` ON \`outbox\` (\`application_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`job_runner\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`subject\` text,
  	\`text\` text NOT NULL,
  	\`html\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_outbox\`("id", "channel", "to", "subject", "text", "html", "updated_at", "created_at") SELECT "id", "channel", "to", "subject", "text", "html", "updated_at", "created_at" FROM \`outbox\`;`)
  await db.run(sql`DROP TABLE \`outbox\`;`)
  await db.run(sql`ALTER TABLE \`__new_outbox\` RENAME TO \`outbox\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`outbox_updated_at_idx\` ON \`outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outbox_created_at_idx\` ON \`outbox\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`quotes_delivery_delivery_email_idx\`;`)
  await db.run(sql`DROP INDEX \`quotes_delivery_delivery_sms_idx\`;`)
  await db.run(sql`ALTER TABLE \`quotes\` DROP COLUMN \`delivery_email_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`quotes\` DROP COLUMN \`delivery_sms_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`quotes\` DROP COLUMN \`delivery_resent_at\`;`)
  await db.run(sql`DROP INDEX \`job_applications_notified_idx\`;`)
  await db.run(sql`ALTER TABLE \`job_applications\` DROP COLUMN \`notify_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`job_applications\` DROP COLUMN \`notify_failures\`;`)
}
