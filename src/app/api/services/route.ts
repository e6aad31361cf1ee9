import { serviceJson } from '@/content/api-shapes'
import { listServices } from '@/content/queries.server'
import { handle, json } from '@/lib/http'

export const GET = handle(async () => json((await listServices()).map(serviceJson)))
