import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`quotes\` ADD \`delivery_email_claimed_by\` text;`)
  await db.run(sql`ALTER TABLE \`quotes\` ADD \`delivery_sms_claimed_by\` text;`)
  await db.run(sql`ALTER TABLE \`job_applications\` ADD \`notify_claimed_by\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`quotes\` DROP COLUMN \`delivery_email_claimed_by\`;`)
  await db.run(sql`ALTER TABLE \`quotes\` DROP COLUMN \`delivery_sms_claimed_by\`;`)
  await db.run(sql`ALTER TABLE \`job_applications\` DROP COLUMN \`notify_claimed_by\`;`)
}
