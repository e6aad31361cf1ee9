// The decision records a reader can trust (issue 51): each has a status and a date, and the
// index in docs/decisions/README.md lists it with that status.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const dir = path.join(import.meta.dirname, '..', 'docs', 'decisions')
const records = readdirSync(dir).filter((f) => /^\d{3}-.+\.md$/.test(f))
const index = readFileSync(path.join(dir, 'README.md'), 'utf8')

describe('the decision records', () => {
  it('are there', () => expect(records.length).toBeGreaterThan(40))

  it.each(records)('%s has a status, a date and its line in the index', (file) => {
    const text = readFileSync(path.join(dir, file), 'utf8')
    const status = /^Status: (.+)$/m.exec(text)?.[1]
    const date = /^Date: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1]
    expect(status, 'Status: accepted | superseded by NNN …').toMatch(
      /^(accepted|superseded|proposed)/,
    )
    expect(date).toBeDefined()
    expect(index).toContain(`| [${file.slice(0, 3)}](${file}) |`)
    expect(index).toContain(`| ${status} | ${date} |`)
  })
})
