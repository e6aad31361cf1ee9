import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`salons_holiday_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`note\` text,
  	\`closed\` integer DEFAULT false,
  	\`opens\` text,
  	\`closes\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`salons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`salons_holiday_hours_order_idx\` ON \`salons_holiday_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`salons_holiday_hours_parent_id_idx\` ON \`salons_holiday_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_salons_v_version_holiday_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`note\` text,
  	\`closed\` integer DEFAULT false,
  	\`opens\` text,
  	\`closes\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_salons_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_salons_v_version_holiday_hours_order_idx\` ON \`_salons_v_version_holiday_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_salons_v_version_holiday_hours_parent_id_idx\` ON \`_salons_v_version_holiday_hours\` (\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`salons_holiday_hours\`;`)
  await db.run(sql`DROP TABLE \`_salons_v_version_holiday_hours\`;`)
}
