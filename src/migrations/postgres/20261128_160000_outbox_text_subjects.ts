// @ts-nocheck -- drizzle-orm is installed twice (under db-postgres and drizzle) and the two
// copies' SQL types clash at compile time only; the migration runs fine.
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Data only: texts saved before the Outbox named them get their first words as a subject
// (src/collections/outbox/hooks.ts does it for new ones).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql`UPDATE "outbox" SET "subject" = 'Text: ' || substr(replace("text", E'\n', ' '), 1, 60) WHERE "channel" = 'sms' AND ("subject" IS NULL OR "subject" = '');`,
  )
}

export async function down(_: MigrateDownArgs): Promise<void> {
  // The subjects stay: they were made from each message's own words.
}
