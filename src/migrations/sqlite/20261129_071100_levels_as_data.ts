import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  // Today's levels keep their order and rules: the seniority is the id they had, and the
  // New Starter rules bind level 1 (docs/decisions/036-levels-as-data.md).
  await db.run(sql`ALTER TABLE \`levels\` ADD \`rank\` numeric NOT NULL DEFAULT 0;`)
  await db.run(sql`UPDATE \`levels\` SET \`rank\` = \`id\`;`)
  await db.run(sql`ALTER TABLE \`levels\` ADD \`new_starter_rules\` integer DEFAULT false;`)
  await db.run(sql`UPDATE \`levels\` SET \`new_starter_rules\` = (\`id\` = 1);`)
  await db.run(sql`CREATE UNIQUE INDEX \`levels_rank_idx\` ON \`levels\` (\`rank\`);`)
  await db.run(sql`ALTER TABLE \`_levels_v\` ADD \`version_rank\` numeric NOT NULL DEFAULT 0;`)
  await db.run(sql`UPDATE \`_levels_v\` SET \`version_rank\` = COALESCE(\`parent_id\`, 0);`)
  await db.run(
    sql`ALTER TABLE \`_levels_v\` ADD \`version_new_starter_rules\` integer DEFAULT false;`,
  )
  await db.run(sql`UPDATE \`_levels_v\` SET \`version_new_starter_rules\` = (COALESCE(\`parent_id\`, 0) = 1);`)
  await db.run(
    sql`CREATE INDEX \`_levels_v_version_version_rank_idx\` ON \`_levels_v\` (\`version_rank\`);`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`levels_rank_idx\`;`)
  await db.run(sql`ALTER TABLE \`levels\` DROP COLUMN \`rank\`;`)
  await db.run(sql`ALTER TABLE \`levels\` DROP COLUMN \`new_starter_rules\`;`)
  await db.run(sql`DROP INDEX \`_levels_v_version_version_rank_idx\`;`)
  await db.run(sql`ALTER TABLE \`_levels_v\` DROP COLUMN \`version_rank\`;`)
  await db.run(sql`ALTER TABLE \`_levels_v\` DROP COLUMN \`version_new_starter_rules\`;`)
}
