/**
 * Makes again every image in the media library whose stored original still carries EXIF (a GPS
 * position, the camera), XMP, a colour profile, an orientation tag or an unsafe name, the way an
 * upload is made now (ADR 042). For a site whose images were uploaded before that; the demo's
 * seeded artwork is drawn without any. Works on the disk and in S3 (the app's own settings).
 * Usage: npm run media:clean [-- --dry-run] [-- --all]
 */
// First: loads lexical without its top-level-await wrappers (they made this exit 13 now and then).
import './lib/lexical-without-tla.mjs'
// Then: lets the server's modules, which import 'server-only', load outside Next.js (ADR 037).
import './lib/allow-server-only.mjs'

const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { cleanStoredMedia } = await import('../src/collections/media/clean-stored.server')

const args = new Set(process.argv.slice(2))
const payload = await getPayload({ config })
const report = await cleanStoredMedia(payload, {
  all: args.has('--all'),
  dryRun: args.has('--dry-run'),
  log: (line) => console.log(line),
})
console.log(
  `${report.checked} images checked: ${report.cleaned.length} made again, ` +
    `${report.refused.length} left as they are, ${report.missing.length} missing.`,
)
process.exit(report.refused.length > 0 ? 1 : 0)
