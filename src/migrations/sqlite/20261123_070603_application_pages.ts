import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`messages_recruitment_application_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`role\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`messages_recruitment_application_pages_order_idx\` ON \`messages_recruitment_application_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`messages_recruitment_application_pages_parent_id_idx\` ON \`messages_recruitment_application_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_messages_v_version_recruitment_application_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`role\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_messages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_messages_v_version_recruitment_application_pages_order_idx\` ON \`_messages_v_version_recruitment_application_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_messages_v_version_recruitment_application_pages_parent_id_idx\` ON \`_messages_v_version_recruitment_application_pages\` (\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`messages_recruitment_application_pages\`;`)
  await db.run(sql`DROP TABLE \`_messages_v_version_recruitment_application_pages\`;`)
}
