// Holiday hours (docs/rules.md, "Opening times"): a manager enters a salon's dated exceptions through the REST API the
// admin uses; a bad one is refused in words she can act on, and the site shows upcoming ones
// (contact page's hours, footer's "today", JSON-LD) and never past ones.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { OpeningTimes } from '@/components/site/opening-times'
import { mapSalon, mapSiteSettings } from '@/content/map'
import { formatWeekday, hoursOn } from '@/lib/opening-times'
import { hairSalonJsonLd } from '@/lib/seo'
import { ukDay } from '@/quote/uk-date'

import { bootPayload } from './harness'
import { demoEmail, login, rest } from './rest'

let payload: Payload
let manager: string

/** The UK calendar day `n` days from today's ('2026-11-27'). */
const dayFromToday = (n: number) => {
  const [y = 0, m = 1, d = 1] = ukDay(new Date()).split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10)
}
const tomorrow = dayFromToday(1)
const yesterday = dayFromToday(-1)

beforeAll(async () => {
  payload = await bootPayload()
  manager = (await login(demoEmail.manager)).cookie!
})

const HIGH_STREET = 2

const saveHolidays = (holidayHours: unknown[]) =>
  rest('PATCH', `/cms-api/salons/${HIGH_STREET}`, { cookie: manager, body: { holidayHours } })

async function highStreet() {
  return mapSalon(await payload.findByID({ collection: 'salons', id: HIGH_STREET, depth: 0 }))
}

describe('a manager enters holiday hours', () => {
  it('refuses a day that closes before it opens, naming the date', async () => {
    const res = await saveHolidays([{ date: tomorrow, opens: '15:00', closes: '09:00' }])
    expect(res.status).toBe(400)
    expect(res.text).toContain(
      `${formatWeekday(tomorrow, { year: true })}: closing time (09:00) must be after opening time (15:00)`,
    )
  })

  it('refuses the same date twice', async () => {
    const res = await saveHolidays([
      { date: tomorrow, closed: true, note: 'Staff training' },
      { date: tomorrow, opens: '10:00', closes: '14:00' },
    ])
    expect(res.status).toBe(400)
    expect(res.text).toContain(
      `${formatWeekday(tomorrow, { year: true })} is listed twice: keep one row per date`,
    )
  })

  it('the site shows an upcoming exception and ignores a past one', async () => {
    const res = await saveHolidays([
      { date: yesterday, closed: true, note: 'Flood repairs' },
      { date: tomorrow, closed: true, note: 'Staff training day' },
    ])
    expect(res.status, res.text).toBe(200)
    const salon = await highStreet()
    expect(salon.holidayHours.map((h) => h.date)).toEqual([yesterday, tomorrow])

    // The contact page's hours for the salon.
    const html = renderToStaticMarkup(createElement(OpeningTimes, { salon }))
    expect(html).toContain(`Staff training day, ${formatWeekday(tomorrow)}: closed`)
    expect(html).not.toContain('Flood repairs')

    // The footer's "today" line, tomorrow (midday UK time) and yesterday.
    const noon = (day: string) => new Date(`${day}T12:00:00Z`)
    expect(hoursOn(salon, noon(tomorrow))).toMatchObject({
      closed: true,
      exception: true,
      note: 'Staff training day',
    })

    // Structured data: tomorrow closed all day, nothing for yesterday.
    const settings = mapSiteSettings(await payload.findGlobal({ slug: 'site-settings', depth: 0 }))
    const ld = hairSalonJsonLd(salon, settings) as {
      specialOpeningHoursSpecification?: Record<string, unknown>[]
    }
    expect(ld.specialOpeningHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '00:00',
      validFrom: tomorrow,
      validThrough: tomorrow,
    })
    expect(JSON.stringify(ld)).not.toContain(yesterday)
  })

  it('a visitor cannot change them', async () => {
    const res = await rest('PATCH', `/cms-api/salons/${HIGH_STREET}`, {
      body: { holidayHours: [{ date: tomorrow, closed: true, note: 'Closed (hacked)' }] },
    })
    expect(res.status).toBeGreaterThanOrEqual(401)
    expect(JSON.stringify((await highStreet()).holidayHours)).not.toContain('hacked')
  })
})
