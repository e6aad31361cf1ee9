import { describe, expect, it } from 'vitest'

import { cleanName, LOOKALIKE_DOT, NOT_A_NAME, personName } from './fields'

describe('cleanName', () => {
  it.each([
    ['\u0000', ''],
    ['\u202E', ''],
    ['\u200B', ''],
    ['\u3164\u115F\u2800', ''],
    [' \u200D\u2060\uFEFF\u00AD ', ''],
    ['\u202EJo\u0000\u200B  Tester\u2066', 'Jo Tester'],
    ['Jo\tTester\r\n', 'Jo Tester'],
    ['\u00A0Jo\u2003Tester', 'Jo Tester'],
    ['Zoe\u0308 Ä', 'Zoë Ä'], // NFC
    ['Łukasz Żółć', 'Łukasz Żółć'],
    ['محمد\u200Cرضا', 'محمد\u200Cرضا'], // a joiner inside a name is part of its spelling
    ['\u200CJo\u200D', 'Jo'],
    ['Jo 👩\u200D🔬', 'Jo 👩\u200D🔬'],
    ['Jo ❤\uFE0F', 'Jo ❤\uFE0F'],
    ['\uFE0FJo', 'Jo'],
    ['Jo \uD800 Tester', 'Jo Tester'], // a lone surrogate
  ])('%j → %j', (input, expected) => {
    expect(cleanName(input)).toBe(expected)
  })

  // Issue 45: the same name must not be stored in a disguise that reads the same.
  it.each([
    ['Ｊｏ Ｔｅｓｔｅｒ', 'Jo Tester'], // fullwidth letters
    ['Ｄｅｍｏ\u3000Ｏｗｎｅｒ', 'Demo Owner'], // and the ideographic space
    ['𝐉𝐨 𝕋𝕖𝕤𝕥𝕖𝕣', 'Jo Tester'], // mathematical letters
    ['ﬁona', 'fiona'], // a ligature
    ['Dr․ Amara', 'Dr. Amara'], // a one-dot leader is a full stop
    ['Jo\u200Dhn', 'John'], // a joiner between Latin letters spells nothing
    ['Demo\u200COwner', 'DemoOwner'],
    ['Jo\u200D\u200DTester', 'JoTester'],
    ['Jo\uFE0F', 'Jo'], // a presentation selector after a letter
    ['\u200EJo\u200F Tester\u061C', 'Jo Tester'], // direction marks
    ['\u2066Jo\u2069', 'Jo'], // direction isolates
    ['Jo\u0007\u001B Tester', 'Jo Tester'], // control characters
    ['क्\u200Dष', 'क्\u200Dष'], // a joiner in Devanagari is spelling
    ['1\uFE0F\u20E3', '1\uFE0F\u20E3'], // a keycap emoji
  ])('%j → %j', (input, expected) => {
    expect(cleanName(input)).toBe(expected)
  })
})

describe('personName', () => {
  const schema = personName('Your name is required')
  it.each(['', '   ', '\u0000', '\u202E', '\u200B', '\u200B\u200C\u200D', '\t\n'])(
    'refuses %j with the standard message',
    (name) => {
      const res = schema.safeParse(name)
      expect(res.success).toBe(false)
      expect(res.error?.issues[0]?.message).toBe('Your name is required')
    },
  )

  it('keeps a real name, cleaned', () => {
    expect(schema.parse('  Jo\u200B Tester ')).toBe('Jo Tester')
  })

  it.each([
    'https://evil.example/refund',
    'Call www.refunds-now.com',
    'evil.example/refund',
    'refund.co.uk',
    'jo@example.com',
    'Jo <b>Tester</b>',
    '<img src=x onerror=alert(1)>',
    'Jo {name}',
    'Jo &amp; Sam',
    'http:/\\evil',
  ])('refuses %j: a link, an address or markup is not a name', (name) => {
    const res = schema.safeParse(name)
    expect(res.success).toBe(false)
    expect(res.error?.issues[0]?.message).toBe(NOT_A_NAME)
  })

  it.each([
    "Siobhán O'Neill-Ní Bhriain",
    'J. R. R. Tolkien',
    'Dr. Amara Okafor',
    'St. John Smith',
    'Zoë Brontë-Smith Jr.',
    'محمد\u200Cرضا',
    '王秀英',
    'Jo 💇‍♀️',
    'Anne-Marie (Annie)',
  ])('keeps %j', (name) => {
    expect(schema.safeParse(name).success).toBe(true)
  })

  it.each([
    'Sam․Desk'.replace('․', '\u2027'), // a hyphenation point
    'Jo。Tester',
    'Jo·Tester',
    'Jo ·Tester',
    'Jo•Tester',
    'evil。example/refund',
    'Jo Tester٠',
    'ꓸJo',
  ])('refuses %j: a dot that only looks like a full stop', (name) => {
    const res = schema.safeParse(name)
    expect(res.success).toBe(false)
    expect(res.error?.issues[0]?.message).toBe(LOOKALIKE_DOT)
  })

  it.each(['evil․example/refund', 'jo＠example.com', 'Jo ＜b＞'])(
    'refuses %j once its fullwidth or leader characters are ordinary ones',
    (name) => {
      const res = schema.safeParse(name)
      expect(res.success).toBe(false)
      expect(res.error?.issues[0]?.message).toBe(NOT_A_NAME)
    },
  )

  it.each(['Gal·la Puig', 'ジョン・スミス', 'Jo · Tester', 'محمد۔'])(
    'keeps %j: the dot belongs to its own script, or stands apart',
    (name) => {
      expect(schema.safeParse(name).success).toBe(true)
    },
  )

  it('counts the length after cleaning', () => {
    expect(schema.safeParse('\u200B'.repeat(300) + 'Jo').success).toBe(true)
    expect(schema.safeParse('J'.repeat(101)).success).toBe(false)
  })
})
