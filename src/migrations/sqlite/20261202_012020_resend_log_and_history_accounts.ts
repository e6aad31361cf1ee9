import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`quotes_lead_history\` ADD \`by_email\` text;`)
  // ON DELETE SET NULL added by hand (as PostgreSQL's constraint has it): the generator leaves it
  // out of SQLite's ADD COLUMN, and with foreign keys on a quote that was resent could then not
  // be deleted.
  await db.run(sql`ALTER TABLE \`audit_log\` ADD \`quote_id\` integer REFERENCES quotes(id) ON DELETE SET NULL;`)
  await db.run(sql`CREATE INDEX \`audit_log_quote_idx\` ON \`audit_log\` (\`quote_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_audit_log\` (
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
  await db.run(sql`INSERT INTO \`__new_audit_log\`("id", "action", "subject", "summary", "actor_id", "actor_email", "counts_quotes", "counts_applications", "counts_messages", "updated_at", "created_at") SELECT "id", "action", "subject", "summary", "actor_id", "actor_email", "counts_quotes", "counts_applications", "counts_messages", "updated_at", "created_at" FROM \`audit_log\`;`)
  await db.run(sql`DROP TABLE \`audit_log\`;`)
  await db.run(sql`ALTER TABLE \`__new_audit_log\` RENAME TO \`audit_log\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`audit_log_action_idx\` ON \`audit_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_actor_idx\` ON \`audit_log\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_updated_at_idx\` ON \`audit_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_created_at_idx\` ON \`audit_log\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`quotes_lead_history\` DROP COLUMN \`by_email\`;`)
}
