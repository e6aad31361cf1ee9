import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`messages_recruitment_positions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`role\` text NOT NULL,
  	\`title\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`messages_recruitment_positions_order_idx\` ON \`messages_recruitment_positions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`messages_recruitment_positions_parent_id_idx\` ON \`messages_recruitment_positions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quote_offer_code\` text DEFAULT 'QG20',
  	\`quote_offer_percent_off\` numeric DEFAULT 20 NOT NULL,
  	\`quote_offer_valid_days\` numeric DEFAULT 28 NOT NULL,
  	\`quote_email_subject\` text,
  	\`quote_email_greeting\` text,
  	\`quote_email_intro\` text,
  	\`quote_email_offer_heading\` text,
  	\`quote_email_offer\` text,
  	\`quote_email_closing\` text,
  	\`quote_sms_new_client\` text,
  	\`quote_sms_regular\` text,
  	\`application_notice_subject\` text,
  	\`application_notice_intro\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`messages_recruitment_positions\`;`)
  await db.run(sql`DROP TABLE \`messages\`;`)
}
