/**
 * Two small changes to the admin's "Schedule publish" dialog, which Payload does not let a
 * project configure (docs/decisions/035-the-schedule-dialog-in-uk-dates.md):
 * - its date box uses the admin's date format (`admin.dateFormat`: "29 Nov 2026, 09:15") and a
 *   calendar that starts on Monday, like every other date box here;
 * - it opens on "Publish", what staff schedule nearly every time.
 * Runs after every `npm install`. Idempotent; it stops the install when Payload's code is not
 * what it expects (a new version: look again, then change the pin and this file together).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const EXPECTED_VERSION = '3.90.1'

// The file the admin's browser code comes from (the package's main export).
const file = require.resolve('@payloadcms/ui')
const pkgDir = file.slice(0, file.lastIndexOf(`${path.sep}dist${path.sep}`))
const version = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).version

const changes = [
  {
    what: 'the schedule date box: the admin date format, Monday first',
    from: 'pickerAppearance:"dayAndTime",readOnly:F,timeFormat:o?.timeFormat',
    to: 'displayFormat:r,overrides:{calendarStartDay:1},pickerAppearance:"dayAndTime",readOnly:F,timeFormat:o?.timeFormat',
  },
  {
    what: 'the schedule dialog opens on Publish',
    from: 'defaultType:D?"publish":"unpublish"',
    to: 'defaultType:"publish"',
  },
]

let source = readFileSync(file, 'utf8')
let changed = 0
for (const { what, from, to } of changes) {
  if (source.includes(to)) continue
  const count = source.split(from).length - 1
  if (version !== EXPECTED_VERSION || count !== 1) {
    console.error(
      `scripts/patch-admin.mjs: @payloadcms/ui ${version} is not the ${EXPECTED_VERSION} this script knows ("${what}" found ${count} times). See docs/decisions/035-the-schedule-dialog-in-uk-dates.md.`,
    )
    process.exit(1)
  }
  source = source.replace(from, to)
  changed += 1
}
if (changed > 0) writeFileSync(file, source)
console.log(
  `Admin schedule dialog: ${changed} change(s) made, ${changes.length - changed} already in place.`,
)
