import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`offers\` DROP COLUMN \`price_from_pounds\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` DROP COLUMN \`version_price_from_pounds\`;`)
  await db.run(sql`ALTER TABLE \`messages\` DROP COLUMN \`quote_offer_code\`;`)
  await db.run(sql`ALTER TABLE \`messages\` DROP COLUMN \`quote_offer_percent_off\`;`)
  await db.run(sql`ALTER TABLE \`messages\` DROP COLUMN \`quote_offer_valid_days\`;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` DROP COLUMN \`version_quote_offer_code\`;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` DROP COLUMN \`version_quote_offer_percent_off\`;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` DROP COLUMN \`version_quote_offer_valid_days\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`offers\` ADD \`price_from_pounds\` numeric;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_price_from_pounds\` numeric;`)
  await db.run(sql`ALTER TABLE \`messages\` ADD \`quote_offer_code\` text DEFAULT 'QG20';`)
  await db.run(sql`ALTER TABLE \`messages\` ADD \`quote_offer_percent_off\` numeric DEFAULT 20 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`messages\` ADD \`quote_offer_valid_days\` numeric DEFAULT 28 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` ADD \`version_quote_offer_code\` text DEFAULT 'QG20';`)
  await db.run(sql`ALTER TABLE \`_messages_v\` ADD \`version_quote_offer_percent_off\` numeric DEFAULT 20 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_messages_v\` ADD \`version_quote_offer_valid_days\` numeric DEFAULT 28 NOT NULL;`)
}
