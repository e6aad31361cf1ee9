// The salon's words live in the database (seeded from src/seed), never in the code that draws
// the site: a brand renamed in Site settings, or a page edited in the admin, must change
// everywhere. This reads the source of the drawing code and looks for the brand and for any
// sentence of the demo pages (and of the application pages' introductions).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { brand } from '@/seed/data/content'
import { appPages, pages } from '@/seed/data/pages'
import { applicationPages } from '@/seed/data/recruitment'

const root = path.resolve(import.meta.dirname, '..')
const folders = ['app', 'components', 'blocks', 'delivery', 'calculator', 'forms', 'leads']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

const files = folders.flatMap((f) => sourceFiles(path.join(root, f)))
const source = files.map((f) => ({ file: path.relative(root, f), text: readFileSync(f, 'utf8') }))

/** Every sentence of the seeded pages' words (long enough to be the salon's own). */
function sentences(value: unknown): string[] {
  if (typeof value === 'string') {
    return value
      .split(/(?<=[.!?])\s+|\n+/)
      .map((s) =>
        s
          .replace(/^[-#\d. ]+/, '')
          .replace(/\*\*|\[|\]\([^)]*\)/g, '')
          .trim(),
      )
      .filter((s) => s.length >= 40 && !s.includes('{'))
  }
  if (Array.isArray(value)) return value.flatMap(sentences)
  if (value && typeof value === 'object') return Object.values(value).flatMap(sentences)
  return []
}

describe('the words are content', () => {
  it('reads a fair amount of drawing code', () => {
    expect(files.length).toBeGreaterThan(50)
  })

  it('names no brand, domain or town in the drawing code', () => {
    const needles = [brand.name, brand.name.split(' ')[0]!, 'willowandwren', brand.town]
    const hits = source.flatMap(({ file, text }) =>
      needles.filter((n) => text.includes(n)).map((n) => `${file}: ${n}`),
    )
    expect(hits).toEqual([])
  })

  it('holds no sentence of the seeded pages in the drawing code', () => {
    const all = sentences([pages, appPages, applicationPages])
    expect(all.length).toBeGreaterThan(80)
    const hits = all.flatMap((sentence) =>
      source
        .filter(({ text }) => text.includes(sentence))
        .map(({ file }) => `${file}: ${sentence}`),
    )
    expect(hits).toEqual([])
  })
})
