import { levelJson } from '@/content/api-shapes'
import { listLevels } from '@/content/queries.server'
import { handle, json } from '@/lib/http'

export const GET = handle(async () => json((await listLevels()).map(levelJson)))
