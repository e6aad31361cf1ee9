// The fonts the sharing images are drawn with (ADR 042): Noto, from npm (@fontsource/*), so that
// every machine that installs the project draws the same letters with no network and no system
// package. Fontsource ships WOFF; the text renderer (Pango, inside sharp) reads TrueType, so each
// file is unpacked once into a folder under the system's temporary directory and handed to it.
// What the fonts can draw is read from their character maps: the card leaves out what none can,
// rather than drawing an empty box.
import 'server-only'

import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inflateSync } from 'node:zlib'

import sharp from 'sharp'

/** Each package, its family name, and the weights the card uses (bold for the badge). */
const PACKAGES = [
  { pkg: 'noto-sans', family: 'Noto Sans', weights: [400, 700] },
  { pkg: 'noto-sans-arabic', family: 'Noto Sans Arabic', weights: [400] },
  { pkg: 'noto-sans-hebrew', family: 'Noto Sans Hebrew', weights: [400] },
  { pkg: 'noto-sans-thai', family: 'Noto Sans Thai', weights: [400] },
  { pkg: 'noto-sans-sc', family: 'Noto Sans SC', weights: [400] },
  { pkg: 'noto-color-emoji', family: 'Noto Color Emoji', weights: [400] },
] as const

/** The families in the order a character is looked for (Pango takes the first that has it). */
export const CARD_FAMILIES = PACKAGES.map((p) => p.family).join(', ')

/** Where npm put a font package (the app runs from its own folder, as `npm start` does). */
const packageDir = (pkg: string) => path.join(process.cwd(), 'node_modules', '@fontsource', pkg)

/**
 * A WOFF 1.0 file as the TrueType/OpenType file it wraps: the same tables, each inflated if it
 * was compressed, behind a fresh table directory (https://www.w3.org/TR/WOFF/).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF file')
  const flavor = woff.readUInt32BE(4)
  const count = woff.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20
    const offset = woff.readUInt32BE(at + 4)
    const compressed = woff.readUInt32BE(at + 8)
    const original = woff.readUInt32BE(at + 12)
    const raw = woff.subarray(offset, offset + compressed)
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < original ? inflateSync(raw) : raw,
    }
  })
  let selector = 0
  while (1 << (selector + 1) <= count) selector++
  const range = (1 << selector) * 16
  const head = Buffer.alloc(12 + 16 * count)
  head.writeUInt32BE(flavor, 0)
  head.writeUInt16BE(count, 4)
  head.writeUInt16BE(range, 6)
  head.writeUInt16BE(selector, 8)
  head.writeUInt16BE(count * 16 - range, 10)
  let offset = head.length
  const bodies = tables.map((t, i) => {
    const at = 12 + i * 16
    head.writeUInt32BE(t.tag, at)
    head.writeUInt32BE(t.checksum, at + 4)
    head.writeUInt32BE(offset, at + 8)
    head.writeUInt32BE(t.data.length, at + 12)
    const padded = Buffer.alloc((t.data.length + 3) & ~3)
    t.data.copy(padded)
    offset += padded.length
    return padded
  })
  return Buffer.concat([head, ...bodies])
}

/** Calls `add(first, last)` for each range of code points the font's character map has. */
export function eachMappedRange(sfnt: Buffer, add: (first: number, last: number) => void) {
  const count = sfnt.readUInt16BE(4)
  let cmap = -1
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16
    if (sfnt.toString('latin1', at, at + 4) === 'cmap') cmap = sfnt.readUInt32BE(at + 8)
  }
  if (cmap < 0) return
  const subtables = sfnt.readUInt16BE(cmap + 2)
  for (let i = 0; i < subtables; i++) {
    const at = cmap + sfnt.readUInt32BE(cmap + 4 + i * 8 + 4)
    const format = sfnt.readUInt16BE(at)
    if (format === 12) {
      const groups = sfnt.readUInt32BE(at + 12)
      for (let g = 0; g < groups; g++) {
        const o = at + 16 + g * 12
        add(sfnt.readUInt32BE(o), sfnt.readUInt32BE(o + 4))
      }
    } else if (format === 4) {
      const segments = sfnt.readUInt16BE(at + 6) / 2
      for (let s = 0; s < segments; s++) {
        const last = sfnt.readUInt16BE(at + 14 + s * 2)
        const first = sfnt.readUInt16BE(at + 16 + segments * 2 + s * 2)
        if (first !== 0xffff) add(first, last)
      }
    }
  }
}

export type CardFonts = { covers: (codePoint: number) => boolean; files: string[] }

let loading: Promise<CardFonts> | undefined

/** The fonts unpacked and handed to the renderer (once per process), and what they can draw. */
export function cardFonts(): Promise<CardFonts> {
  loading ??= load().catch((error) => {
    loading = undefined
    throw error
  })
  return loading
}

async function load(): Promise<CardFonts> {
  const bits = new Uint32Array(0x110000 / 32)
  const files: string[] = []
  for (const { pkg, weights } of PACKAGES) {
    const dir = packageDir(pkg)
    const version = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version
    const cache = path.join(tmpdir(), 'salon-card-fonts', `${pkg}@${version}`)
    mkdirSync(cache, { recursive: true })
    const wanted = new RegExp(`-(${weights.join('|')})-normal\\.woff$`)
    for (const name of readdirSync(path.join(dir, 'files')).filter((n) => wanted.test(n))) {
      const file = path.join(cache, name.replace(/\.woff$/, '.ttf'))
      if (!existsSync(file)) {
        const partial = `${file}.${process.pid}.part`
        writeFileSync(partial, woffToSfnt(readFileSync(path.join(dir, 'files', name))))
        renameSync(partial, file)
      }
      eachMappedRange(readFileSync(file), (first, last) => {
        for (let c = first; c <= last && c < 0x110000; c++) bits[c >>> 5]! |= 1 << (c & 31)
      })
      files.push(file)
    }
  }
  // sharp hands a `fontfile` to the renderer's font list for good: draw one letter with each.
  for (const fontfile of files)
    await sharp({ text: { text: 'a', fontfile } })
      .png()
      .toBuffer()
  return {
    covers: (c) => c >= 0 && c < 0x110000 && (bits[c >>> 5]! & (1 << (c & 31))) !== 0,
    files,
  }
}
