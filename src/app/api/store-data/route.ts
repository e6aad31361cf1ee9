import { storeDataJson } from '@/content/api-shapes'
import { getStoreData } from '@/content/queries.server'
import { handle, json } from '@/lib/http'

export const GET = handle(async () => json(storeDataJson(await getStoreData())))
