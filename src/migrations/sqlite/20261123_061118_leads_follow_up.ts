import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`quotes_lead_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	\`by_name\` text,
  	\`from\` text,
  	\`to\` text,
  	\`note\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quotes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quotes_lead_history_order_idx\` ON \`quotes_lead_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quotes_lead_history_parent_id_idx\` ON \`quotes_lead_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_lead_history_by_idx\` ON \`quotes_lead_history\` (\`by_id\`);`)
  await db.run(sql`ALTER TABLE \`quotes\` ADD \`lead_status\` text DEFAULT 'new' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`quotes_lead_status_idx\` ON \`quotes\` (\`lead_status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`quotes_lead_history\`;`)
  await db.run(sql`DROP INDEX \`quotes_lead_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`quotes\` DROP COLUMN \`lead_status\`;`)
}
