// The generated demo artwork: every person, colour category, salon and post has its own
// picture, the pictures differ where they should, and every SVG is well-formed, refers only
// to gradients and clips it defines, and stays within a size budget once rendered.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import {
  colourSwatchSvg,
  postCoverSvg,
  renderWebp,
  salonInteriorSvg,
  stylistPortraitSvg,
} from './artwork'
import { coverPeople, covers, interiors, looks, swatches } from './data/art-direction'
import * as content from './data/content'
import { colourCategories } from './data/price-list'

/** Tags balance, attributes are quoted, and nothing is NaN or undefined. */
function wellFormedProblems(svg: string): string[] {
  const problems: string[] = []
  if (/NaN|undefined|Infinity/.test(svg)) problems.push('contains NaN, undefined or Infinity')
  if (!svg.startsWith('<svg ') || !svg.endsWith('</svg>')) problems.push('is not one <svg> element')
  const stack: string[] = []
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g
  let last = 0
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    const between = svg.slice(last, m.index)
    if (between.includes('<')) problems.push(`malformed markup near "${between.slice(0, 40)}"`)
    if (/&(?!amp;|lt;|gt;|quot;|apos;)/.test(between)) problems.push('unescaped & in text')
    last = tag.lastIndex
    const [, close, name = '', , selfClosing] = m
    if (selfClosing) continue
    if (close) {
      if (stack.pop() !== name) problems.push(`</${name}> closes the wrong element`)
    } else stack.push(name)
  }
  if (svg.slice(last).length) problems.push('text after the last tag')
  if (stack.length) problems.push(`unclosed: ${stack.join(', ')}`)
  // every url(#id) points at something the SVG defines
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((x) => x[1]))
  for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g))
    if (!ids.has(ref)) problems.push(`refers to undefined #${ref}`)
  const idList = [...svg.matchAll(/\sid="([^"]+)"/g)].map((x) => x[1])
  const dup = idList.filter((id, i) => idList.indexOf(id) !== i)
  if (dup.length) problems.push(`duplicate ids: ${[...new Set(dup)].join(', ')}`)
  return problems
}

type Art = { kind: string; name: string; svg: string; width: number; maxKb: number }

const art: Art[] = [
  ...content.stylists.map((s) => ({
    kind: 'portrait',
    name: s.slug,
    svg: stylistPortraitSvg(s.slug),
    width: 800,
    maxKb: 60,
  })),
  ...colourCategories.map((c) => ({
    kind: 'swatch',
    name: String(c.code),
    svg: colourSwatchSvg(c.code),
    width: 600,
    maxKb: 40,
  })),
  ...content.salons.map((s) => ({
    kind: 'interior',
    name: s.shortName,
    svg: salonInteriorSvg(s.id),
    width: 1600,
    maxKb: 120,
  })),
  ...[...content.posts, ...content.newsItems].map((p) => ({
    kind: 'cover',
    name: p.slug,
    svg: postCoverSvg(p.slug),
    width: 1600,
    maxKb: 90,
  })),
]

describe('art direction covers all the demo content', () => {
  it('gives every stylist a look, and has no looks for people who do not exist', () => {
    expect(Object.keys(looks).sort()).toEqual(content.stylists.map((s) => s.slug).sort())
  })

  it('gives every colour category its own technique', () => {
    const techniques = colourCategories.map((c) => swatches[c.code]?.technique)
    expect(techniques).not.toContain(undefined)
    expect(new Set(techniques).size).toBe(colourCategories.length)
  })

  it('gives every salon its own interior', () => {
    const scenes = content.salons.map((s) => interiors[s.id]?.scene)
    expect(scenes).not.toContain(undefined)
    expect(new Set(scenes).size).toBe(content.salons.length)
  })

  it('gives every post and news item its own cover scene', () => {
    const slugs = [...content.posts, ...content.newsItems].map((p) => p.slug)
    const scenes = slugs.map((slug) => covers[slug])
    expect(scenes).not.toContain(undefined)
    expect(new Set(scenes).size).toBe(slugs.length)
    expect(Object.keys(covers).sort()).toEqual([...slugs].sort())
  })
})

describe('the team looks like twenty different people', () => {
  const team = content.stylists.map((s) => looks[s.slug]).filter((l) => l !== undefined)

  it('has a different hair cut-and-colour for everyone', () => {
    const hair = team.map((l) => `${l.hair.style}|${l.hair.colour}|${l.hair.ends ?? ''}`)
    expect(new Set(hair).size).toBe(team.length)
  })

  it('shows many hairstyles, skin tones, face shapes and hair colours', () => {
    expect(new Set(team.map((l) => l.hair.style)).size).toBeGreaterThanOrEqual(14)
    expect(new Set(team.map((l) => l.skin)).size).toBeGreaterThanOrEqual(10)
    expect(new Set(team.map((l) => l.face)).size).toBe(5)
    expect(new Set(team.map((l) => l.hair.colour)).size).toBeGreaterThanOrEqual(16)
    // short, shoulder-length and long hair, and painted colour (balayage, ombré, vivid tips)
    expect(team.some((l) => l.hair.ends && l.hair.ends !== l.hair.colour)).toBe(true)
  })

  it('draws every portrait differently', () => {
    const portraits = art.filter((a) => a.kind === 'portrait').map((a) => a.svg)
    expect(new Set(portraits).size).toBe(portraits.length)
  })

  it('draws the cover people and mannequins from valid looks', () => {
    for (const look of coverPeople) expect(look.hair.colour).toMatch(/^#[0-9a-f]{6}$/)
  })
})

describe('every generated image', () => {
  it.each(art.map((a) => [`${a.kind} ${a.name}`, a] as const))('%s is well-formed SVG', (_, a) => {
    expect(wellFormedProblems(a.svg)).toEqual([])
    expect(a.svg.length).toBeLessThan(160_000)
  })

  it('is the same every time it is drawn (deterministic seed)', () => {
    expect(stylistPortraitSvg('jade-whitlock')).toBe(stylistPortraitSvg('jade-whitlock'))
    expect(postCoverSvg('balayage-aftercare')).toBe(postCoverSvg('balayage-aftercare'))
  })

  it('renders to WebP within its size budget', { timeout: 120_000 }, async () => {
    const over: string[] = []
    for (const a of art) {
      const webp = await renderWebp(a.svg, a.width)
      const meta = await sharp(webp).metadata()
      expect(meta.width).toBe(a.width)
      if (webp.length > a.maxKb * 1024)
        over.push(`${a.kind} ${a.name}: ${Math.round(webp.length / 1024)} KB > ${a.maxKb} KB`)
    }
    expect(over).toEqual([])
  })
})

describe('the well-formedness check itself', () => {
  it('catches what it is there to catch', () => {
    expect(wellFormedProblems('<svg x="1"><g></svg>')).not.toEqual([])
    expect(wellFormedProblems('<svg x="1"><path fill="url(#nope)"/></svg>')).toEqual([
      'refers to undefined #nope',
    ])
    expect(wellFormedProblems('<svg x="1"><text>A & B</text></svg>')).toContain(
      'unescaped & in text',
    )
    expect(wellFormedProblems('<svg x="NaN"></svg>')).not.toEqual([])
    expect(wellFormedProblems('<svg x="1"><g id="a"/><g id="a"/></svg>')).toEqual([
      'duplicate ids: a',
    ])
  })
})
