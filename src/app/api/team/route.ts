import { teamMemberJson } from '@/content/api-shapes'
import { listStylists } from '@/content/queries.server'
import { handle, json } from '@/lib/http'

export const GET = handle(async () =>
  json((await listStylists()).filter((s) => s.showOnTeam).map(teamMemberJson)),
)
