// 2,000 submissions to the public forms from many concurrent clients against the production
// server: every valid one is stored exactly once, every invalid one is refused with a 4xx and
// a message, and nothing answers 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadCatalogue } from './bodies'
import { mixedCases, wrongAnswer, type Case } from './cases'
import {
  pool,
  portFor,
  post,
  serverErrors,
  sqliteCopy,
  start,
  storedByEmail,
  tally,
  type App,
} from './harness'

const COUNT = Number(process.env.RELIABILITY_SUBMISSIONS ?? 2000)
const CLIENTS = 50

let app: App
beforeAll(async () => {
  app = await start(sqliteCopy('submissions'), portFor(0))
})
afterAll(async () => {
  await app?.stop()
})

describe(`${COUNT} mixed submissions from ${CLIENTS} concurrent clients`, () => {
  it('stores every valid one exactly once and refuses every invalid one with a 4xx and a message', async () => {
    const cases = mixedCases(await loadCatalogue(app.base), COUNT, 'mix')
    const wrong: { c: Case; got: string }[] = []
    await pool(cases, CLIENTS, async (c) => {
      const res = await post(app.base, c.route, c.body)
      const problem = res.error ? `no answer (${res.error})` : wrongAnswer(c, res.status, res.json)
      if (problem) wrong.push({ c, got: problem })
    })
    const report = wrong.slice(0, 20).map((w) => `#${w.c.n} ${w.c.route} (${w.c.why}): ${w.got}`)
    expect(report, serverErrors(app).join('\n')).toEqual([])

    const quotes = tally(
      (await storedByEmail(app.base, 'quotes', '@load.test')).map((d) => d.email),
    )
    const applications = tally(
      (await storedByEmail(app.base, 'job-applications', '@load.test')).map((d) => d.email),
    )
    const expected = (kind: Case['kind']) =>
      cases
        .filter((c) => c.kind === kind)
        .map((c) => c.email)
        .sort()
    // Exactly once: each valid address stored one time, and nothing else stored.
    expect([...quotes.keys()].sort()).toEqual(expected('quote'))
    expect([...quotes.values()].filter((times) => times !== 1)).toEqual([])
    expect([...applications.keys()].sort()).toEqual(expected('application'))
    expect([...applications.values()].filter((times) => times !== 1)).toEqual([])
    expect(app.running()).toBe(true)
  })
})
