/**
 * Test-only: writes one of the reported rich-text attacks straight into a blog post in the
 * database, bypassing Payload's hooks, the way a document saved before ADR 029 would exist (the
 * API now refuses them). Run by tests/e2e/rich-text.spec.ts against the browser tests' database.
 * Usage: npx tsx tests/e2e/plant-rich-text.ts <post id>:<published|draft>:<table|javascript-upload|overlay-style> …
 */
// First: loads lexical without its top-level-await wrappers (they made scripts exit 13 now and then).
import '../../scripts/lib/lexical-without-tla.mjs'
// Then: lets the server's modules, which import 'server-only', load outside Next.js (ADR 037).
import '../../scripts/lib/allow-server-only.mjs'

const { getPayload } = await import('payload')
const { default: config } = await import('../../src/payload.config')
const { forgedTableBody, javascriptUploadBody, overlayStyleBody } =
  await import('../rich-text-attacks')

const bodies = {
  table: forgedTableBody,
  'javascript-upload': javascriptUploadBody,
  'overlay-style': overlayStyleBody,
}

const payload = await getPayload({ config })
for (const arg of process.argv.slice(2)) {
  const [id, where, which] = arg.split(':')
  const body = bodies[which as keyof typeof bodies]?.()
  if (!id || !body || (where !== 'published' && where !== 'draft')) {
    console.error(
      `usage: <post id>:<published|draft>:<${Object.keys(bodies).join('|')}>, not ${arg}`,
    )
    process.exit(2)
  }
  if (where === 'published') {
    // The document itself: what visitors and the public API read.
    await payload.db.updateOne({
      collection: 'blog-posts',
      where: { id: { equals: Number(id) } },
      data: { body },
    })
  } else {
    // The latest version: what the staff preview reads.
    const { docs } = await payload.findVersions({
      collection: 'blog-posts',
      where: { parent: { equals: Number(id) }, latest: { equals: true } },
      depth: 0,
      limit: 1,
    })
    const latest = docs[0]
    if (!latest) throw new Error(`blog post ${id} has no version`)
    await payload.db.updateVersion({
      collection: 'blog-posts',
      id: latest.id,
      versionData: { ...latest, version: { ...latest.version, body } } as never,
    })
  }
  console.log(`• planted ${which} in blog post ${id} (${where})`)
}
process.exit(0)
