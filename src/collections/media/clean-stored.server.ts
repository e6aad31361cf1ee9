// Images uploaded before uploads were cleaned (ADR 042) may still carry their EXIF and GPS
// position. This finds them, on the disk or in S3, and replaces each one's file by its clean
// copy through the same path as a new upload (`payload.update` with the file: the hook cleans it,
// Payload makes the copies again and deletes the old files). The image keeps its id, so every
// page, post and stylist that shows it shows the clean one. Run by `npm run media:clean`.
import 'server-only'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { createLocalReq, type Payload } from 'payload'
import sharp from 'sharp'

import { isPhotoFormat, safeUploadName, storedAs } from './photo-rules'

export type StoredMediaReport = {
  checked: number
  cleaned: { id: number; from: string; to: string }[]
  /** Files the upload rules refuse (too big, not a photo): left as they are, for staff to replace. */
  refused: { id: number; filename: string; message: string }[]
  missing: { id: number; filename: string }[]
}

/** Why a stored original needs making again, or null when it is already as an upload would be. */
export async function storedFileProblem(bytes: Buffer, filename: string): Promise<string | null> {
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null)
  if (!meta || !isPhotoFormat(meta.format)) return 'not a photo the site takes'
  if (meta.exif || meta.xmp || meta.iptc || meta.icc || meta.comments?.length)
    return 'it carries metadata'
  if ((meta.orientation ?? 1) !== 1) return 'it is turned by a tag'
  if (safeUploadName(filename, storedAs[meta.format].ext) !== filename) return 'its name'
  return null
}

type MediaDoc = { id: number; filename?: string | null; mimeType?: string | null }

/** The stored original's bytes, from the storage adapter (S3) or the upload folder. */
async function readOriginal(payload: Payload, doc: MediaDoc): Promise<Buffer | null> {
  const upload = payload.collections.media.config.upload
  const filename = doc.filename!
  for (const handler of upload.handlers ?? []) {
    const req = await createLocalReq({}, payload)
    const res = await handler(req, {
      doc: doc as never,
      params: { collection: 'media', filename },
    })
    if (res) return res.ok ? Buffer.from(await res.arrayBuffer()) : null
  }
  return readFile(path.join(upload.staticDir!, filename)).catch(() => null)
}

/** Makes every stored original that needs it again; `all` remakes them all. */
export async function cleanStoredMedia(
  payload: Payload,
  opts: { all?: boolean; dryRun?: boolean; log?: (line: string) => void } = {},
): Promise<StoredMediaReport> {
  const log = opts.log ?? (() => {})
  const report: StoredMediaReport = { checked: 0, cleaned: [], refused: [], missing: [] }
  const { docs } = await payload.find({ collection: 'media', limit: 0, depth: 0, pagination: false })
  for (const doc of docs as MediaDoc[]) {
    if (!doc.filename) continue
    report.checked++
    const bytes = await readOriginal(payload, doc)
    if (!bytes) {
      report.missing.push({ id: doc.id, filename: doc.filename })
      log(`#${doc.id} ${doc.filename}: the file is missing`)
      continue
    }
    const problem = opts.all ? 'all asked for' : await storedFileProblem(bytes, doc.filename)
    if (!problem) continue
    if (opts.dryRun) {
      log(`#${doc.id} ${doc.filename}: would be made again (${problem})`)
      continue
    }
    try {
      const updated = await payload.update({
        collection: 'media',
        id: doc.id,
        data: {},
        file: {
          data: bytes,
          mimetype: doc.mimeType ?? 'application/octet-stream',
          name: doc.filename,
          size: bytes.length,
        },
        overrideAccess: true,
      })
      report.cleaned.push({ id: doc.id, from: doc.filename, to: updated.filename! })
      log(`#${doc.id} ${doc.filename} → ${updated.filename} (${problem})`)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      report.refused.push({ id: doc.id, filename: doc.filename, message })
      log(`#${doc.id} ${doc.filename}: left as it is: ${message}`)
    }
  }
  return report
}
