import { postJson } from '@/content/api-shapes'
import { listBlogPosts } from '@/content/queries.server'
import { handle, json } from '@/lib/http'

export const GET = handle(async () => json((await listBlogPosts()).map(postJson)))
