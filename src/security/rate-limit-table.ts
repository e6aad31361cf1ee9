// The table the rate limits count in when no Redis is configured, shared by every instance on
// the same database. Its columns are the ones rate-limiter-flexible's Drizzle store expects
// (key, points, expire). Added to Payload's own Drizzle schema, so the committed migrations
// create it on both databases like any other table.
import {
  pgTable,
  integer as pgInteger,
  timestamp,
  varchar,
} from '@payloadcms/db-postgres/drizzle/pg-core'
import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite'
import { integer, sqliteTable, text } from '@payloadcms/db-sqlite/drizzle/sqlite-core'

type PostgresSchemaHook = NonNullable<PostgresAdapterArgs['beforeSchemaInit']>[number]

export const RATE_LIMIT_TABLE = 'rate_limits'

export const sqliteRateLimitTable: SQLiteSchemaHook = ({ schema }) => ({
  ...schema,
  tables: {
    ...schema.tables,
    [RATE_LIMIT_TABLE]: sqliteTable(RATE_LIMIT_TABLE, {
      key: text('key').primaryKey(),
      points: integer('points').notNull().default(0),
      expire: integer('expire', { mode: 'timestamp_ms' }),
    }),
  },
})

export const postgresRateLimitTable: PostgresSchemaHook = ({ schema }) => ({
  ...schema,
  tables: {
    ...schema.tables,
    [RATE_LIMIT_TABLE]: pgTable(RATE_LIMIT_TABLE, {
      key: varchar('key', { length: 255 }).primaryKey(),
      points: pgInteger('points').notNull().default(0),
      expire: timestamp('expire', { mode: 'date', withTimezone: true }),
    }),
  },
})
