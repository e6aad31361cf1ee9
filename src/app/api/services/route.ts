import { serviceJson } from '@/content/api-shapes'
import { listColourCategories, listHairBands, listServices } from '@/content/queries.server'
import { handle, json } from '@/lib/http'

// Cached like the pages that show the same content, and purged with them on every change (ADR 007).
export const revalidate = 300

export const GET = handle(async () => {
  const [services, categories, bands] = await Promise.all([
    listServices(),
    listColourCategories(),
    listHairBands(),
  ])
  return json(services.map((s) => serviceJson(s, { bands, categories })))
})
