// The server process is killed with SIGKILL in the middle of a load of mixed submissions, then
// started again on the same database: every submission it had acknowledged with a 2xx is
// there exactly once, the ones cut off in flight are there at most once, nothing invalid is
// stored, and the rest of the load then goes through the restarted server as usual.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadCatalogue } from './bodies'
import { mixedCases, wrongAnswer, type Case } from './cases'
import { pool, portFor, post, sqliteCopy, start, storedByEmail, tally, type App } from './harness'

const COUNT = Number(process.env.RELIABILITY_CRASH_SUBMISSIONS ?? 1200)
const CLIENTS = 50
const KILL_AFTER = Math.floor(COUNT / 3) // answers received before the kill

let dir: string
let app: App
beforeAll(async () => {
  dir = sqliteCopy('crash')
  app = await start(dir, portFor(1))
})
afterAll(async () => {
  await app?.stop()
})

describe('SIGKILL during a load of submissions', () => {
  it('keeps every acknowledged submission, exactly once, and serves the rest after a restart', async () => {
    const cases = mixedCases(await loadCatalogue(app.base), COUNT, 'crash')
    const acknowledged: Case[] = []
    const cutOff: Case[] = []
    const wrong: string[] = []
    let answers = 0
    let inFlight = 0
    let inFlightAtKill = -1
    const kill: { done: Promise<{ code: number | null; signal: string | null }> | null } = {
      done: null,
    }

    const send = async (c: Case) => {
      inFlight++
      const res = await post(app.base, c.route, c.body)
      inFlight--
      if (res.error) {
        cutOff.push(c) // no answer: the client cannot know whether it was stored
        return
      }
      answers++
      const problem = wrongAnswer(c, res.status, res.json)
      if (problem) wrong.push(`#${c.n} ${c.route} (${c.why}): ${problem}`)
      else if (c.kind !== 'refused') acknowledged.push(c)
      if (answers === KILL_AFTER && !kill.done) {
        inFlightAtKill = inFlight
        kill.done = app.stop('SIGKILL')
      }
    }
    const sent = await pool(cases, CLIENTS, send, () => kill.done !== null)
    expect((await kill.done)?.signal).toBe('SIGKILL')
    expect(inFlightAtKill, 'requests were in flight when the server was killed').toBeGreaterThan(0)

    // Same database, new process; then the rest of the load.
    app = await start(dir, portFor(1), {}, 'server-after-restart.log')
    await pool(cases.slice(sent), CLIENTS, send)
    expect(wrong).toEqual([])

    const stored = {
      quote: tally((await storedByEmail(app.base, 'quotes', '@load.test')).map((d) => d.email)),
      application: tally(
        (await storedByEmail(app.base, 'job-applications', '@load.test')).map((d) => d.email),
      ),
    }
    const times = (c: Case) => (c.kind === 'refused' ? 0 : (stored[c.kind].get(c.email) ?? 0))
    expect(acknowledged.length).toBeGreaterThan(COUNT / 3)
    expect(
      acknowledged
        .filter((c) => times(c) !== 1)
        .map((c) => `#${c.n} ${c.email} stored ${times(c)} times`),
    ).toEqual([])
    expect(
      cutOff.filter((c) => times(c) > 1).map((c) => `#${c.n} ${c.email} stored ${times(c)} times`),
    ).toEqual([])
    const known = new Set(cases.filter((c) => c.kind !== 'refused').map((c) => c.email))
    const unexpected = [...stored.quote.keys(), ...stored.application.keys()].filter(
      (e) => !known.has(e),
    )
    expect(unexpected, 'stored addresses that were never valid submissions').toEqual([])
    console.log(
      `crash: killed with ${inFlightAtKill} requests in flight after ${KILL_AFTER} answers; ${acknowledged.length} acknowledged submissions all stored once; ` +
        `${cutOff.length} cut off (${cutOff.filter((c) => times(c) === 1).length} of them stored, the others not)`,
    )
  })
})
