// How long her appointment takes (issue 47, item 6; ADR 051): each service's minutes for the
// shortest, finest hair, plus what her bands add (`forHair` puts them on the service).
import type { CatalogueService } from './model'

/**
 * Her appointment's minutes: the sum over the services she pays for. Null when one of them has
 * no time set — a part would say less than it takes.
 */
export function appointmentMinutes(services: readonly CatalogueService[]): number | null {
  let total = 0
  for (const s of services) {
    if (s.pricePence <= 0) continue
    if (s.minutes == null) return null
    total += s.minutes + (s.hair?.minutes ?? 0)
  }
  return total > 0 ? total : null
}

/** "about 45 min", "about 1 h", "about 3 h 30 min": to the nearest quarter of an hour. */
export function formatDuration(minutes: number): string {
  const quarters = Math.max(1, Math.round(minutes / 15))
  const h = Math.floor(quarters / 4)
  const m = (quarters % 4) * 15
  if (h === 0) return `about ${m} min`
  return m === 0 ? `about ${h} h` : `about ${h} h ${m} min`
}
