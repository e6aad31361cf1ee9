import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`rate_limits\` (
  	\`key\` text PRIMARY KEY NOT NULL,
  	\`points\` integer DEFAULT 0 NOT NULL,
  	\`expire\` integer
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`rate_limits\`;`)
}
