// The table the daily message limits count in (ADR 040): one row per kind of message and UK day
// ("sms:2026-12-02"), shared by every instance and worker on the database. Each send takes a
// place with one conditional statement, so runners working at once never pass the limit. Added
// to Payload's own Drizzle schema (like rate_limits), so the committed migrations create it on
// both databases.
import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { pgTable, integer as pgInteger, varchar } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite'
import { integer, sqliteTable, text } from '@payloadcms/db-sqlite/drizzle/sqlite-core'

type PostgresSchemaHook = NonNullable<PostgresAdapterArgs['beforeSchemaInit']>[number]

export const MESSAGE_COUNT_TABLE = 'message_counts'

export const sqliteMessageCountTable: SQLiteSchemaHook = ({ schema }) => ({
  ...schema,
  tables: {
    ...schema.tables,
    [MESSAGE_COUNT_TABLE]: sqliteTable(MESSAGE_COUNT_TABLE, {
      key: text('key').primaryKey(),
      day: text('day').notNull(),
      sent: integer('sent').notNull().default(0),
    }),
  },
})

export const postgresMessageCountTable: PostgresSchemaHook = ({ schema }) => ({
  ...schema,
  tables: {
    ...schema.tables,
    [MESSAGE_COUNT_TABLE]: pgTable(MESSAGE_COUNT_TABLE, {
      key: varchar('key', { length: 64 }).primaryKey(),
      day: varchar('day', { length: 10 }).notNull(),
      sent: pgInteger('sent').notNull().default(0),
    }),
  },
})
