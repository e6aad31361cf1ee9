import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`stylists\` ADD \`booking_url\` text;`)
  await db.run(sql`ALTER TABLE \`_stylists_v\` ADD \`version_booking_url\` text;`)
  await db.run(sql`ALTER TABLE \`colour_categories\` ADD \`description\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`stylists\` DROP COLUMN \`booking_url\`;`)
  await db.run(sql`ALTER TABLE \`_stylists_v\` DROP COLUMN \`version_booking_url\`;`)
  await db.run(sql`ALTER TABLE \`colour_categories\` DROP COLUMN \`description\`;`)
}
