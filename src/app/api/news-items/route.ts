import { newsItemJson } from '@/content/api-shapes'
import { listNewsItems } from '@/content/site-queries.server'
import { handle, json } from '@/lib/http'

// Cached like the pages that show the same content, and purged with them on every change (ADR 007).
export const revalidate = 300

export const GET = handle(async () => json((await listNewsItems()).map(newsItemJson)))
