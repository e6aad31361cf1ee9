import { salonJson } from '@/content/api-shapes'
import { listSalons } from '@/content/queries.server'
import { handle, json } from '@/lib/http'

export const GET = handle(async () => json((await listSalons()).map(salonJson)))
