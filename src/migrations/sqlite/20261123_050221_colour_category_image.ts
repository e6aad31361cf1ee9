import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`colour_categories\` ADD \`image_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`colour_categories_image_idx\` ON \`colour_categories\` (\`image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_colour_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` numeric NOT NULL,
  	\`name\` text NOT NULL,
  	\`guidance\` text,
  	\`skip_add_on\` integer DEFAULT false,
  	\`add_on_group\` numeric,
  	\`new_starter_restricted\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_colour_categories\`("id", "code", "name", "guidance", "skip_add_on", "add_on_group", "new_starter_restricted", "updated_at", "created_at") SELECT "id", "code", "name", "guidance", "skip_add_on", "add_on_group", "new_starter_restricted", "updated_at", "created_at" FROM \`colour_categories\`;`)
  await db.run(sql`DROP TABLE \`colour_categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_colour_categories\` RENAME TO \`colour_categories\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`colour_categories_code_idx\` ON \`colour_categories\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`colour_categories_updated_at_idx\` ON \`colour_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`colour_categories_created_at_idx\` ON \`colour_categories\` (\`created_at\`);`)
}
