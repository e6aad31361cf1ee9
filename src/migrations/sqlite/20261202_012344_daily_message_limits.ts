import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`message_counts\` (
  	\`key\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`sent\` integer DEFAULT 0 NOT NULL
  );
  `)
  await db.run(sql`ALTER TABLE \`messages\` ADD \`daily_limits_texts\` numeric DEFAULT 500;`)
  await db.run(sql`ALTER TABLE \`messages\` ADD \`daily_limits_emails\` numeric DEFAULT 1000;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` ADD \`version_daily_limits_texts\` numeric DEFAULT 500;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` ADD \`version_daily_limits_emails\` numeric DEFAULT 1000;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`message_counts\`;`)
  await db.run(sql`ALTER TABLE \`messages\` DROP COLUMN \`daily_limits_texts\`;`)
  await db.run(sql`ALTER TABLE \`messages\` DROP COLUMN \`daily_limits_emails\`;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` DROP COLUMN \`version_daily_limits_texts\`;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` DROP COLUMN \`version_daily_limits_emails\`;`)
}
