import { newsItemJson } from '@/content/api-shapes'
import { listNewsItems } from '@/content/queries.server'
import { handle, json } from '@/lib/http'

export const GET = handle(async () => json((await listNewsItems()).map(newsItemJson)))
