import { describe, expect, it } from 'vitest'

import { cardText, markupText, splitGraphemes } from './text'

describe('cardText', () => {
  it.each([
    // Emoji stay: the card draws them (ADR 042).
    ['Glow ✨ up', 'Glow ✨ up'],
    ['👩🏽‍🦰 Redheads 🇬🇧', '👩🏽‍🦰 Redheads 🇬🇧'],
    ['England 🏴󠁧󠁢󠁥󠁮󠁧󠁿', 'England 🏴󠁧󠁢󠁥󠁮󠁧󠁿'],
    ['Willow & Wren™ ©2026 ®', 'Willow & Wren™ ©2026 ®'],
    ['Été — 20% off · £45', 'Été — 20% off · £45'],
    ['مرحبا 日本語 Καλημέρα שלום', 'مرحبا 日本語 Καλημέρα שלום'],
    // A NUL or another control is a space: the words after it stay.
    ['Glow\u0000up', 'Glow up'],
    ['Glow\u0000 up\u0007\u001b', 'Glow up'],
    ['one\ntwo\r\nthree\tfour', 'one two three four'],
    ['line\u2028para\u2029end', 'line para end'],
    // Invisible characters go: zero-width spaces, direction overrides and isolates, marks.
    ['sa\u200Blon', 'salon'],
    ['rtl\u202Egnp.exe', 'rtlgnp.exe'],
    ['\u2066isolated\u2069 \u200Fmark\u200E', 'isolated mark'],
    ['\uFEFFbom\u00ADsoft', 'bomsoft'],
    ['private\uE000use', 'privateuse'],
    // The joiners that make a letter or an emoji what it is stay.
    ['می\u200Cخواهم', 'می\u200Cخواهم'],
    // Decomposed accents are composed.
    ['Cafe\u0301', 'Café'],
    ['  spaced   out  ', 'spaced out'],
  ])('%j → %j', (input, shown) => {
    expect(cardText(input)).toBe(shown)
  })

  it('leaves out what no font can draw, and the space it leaves', () => {
    const latinOnly = (c: number) => c < 0x250
    expect(cardText('Salon 한국어 offer', { covers: latinOnly })).toBe('Salon offer')
    expect(cardText('✨✨', { covers: latinOnly })).toBe('')
    // An emoji is kept or left out whole, with its skin tone and joiners.
    const emojiToo = (c: number) => latinOnly(c) || c >= 0x1f000
    expect(cardText('Hi 👩🏽‍🦰!', { covers: emojiToo })).toBe('Hi 👩🏽‍🦰!')
  })

  it('shortens long text to `max` characters, at a word where it can, with "…"', () => {
    expect(cardText('Balayage and a blow-dry with a gloss', { max: 20 })).toBe('Balayage and a…')
    const word = 'x'.repeat(60)
    expect(cardText(word, { max: 20 })).toBe(`${'x'.repeat(19)}…`)
    expect(cardText('short', { max: 20 })).toBe('short')
    // Counted as a person counts: an emoji with a skin tone is one.
    expect(splitGraphemes(cardText('👩🏽‍🦰'.repeat(30), { max: 10 }))).toHaveLength(10)
  })
})

describe('markupText', () => {
  it('escapes what the renderer would read as markup', () => {
    expect(markupText('<b>Cut & colour</b> > £40')).toBe(
      '&lt;b&gt;Cut &amp; colour&lt;/b&gt; &gt; £40',
    )
  })
})
