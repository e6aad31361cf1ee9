import { describe, expect, it } from 'vitest'

import { cleanName, NOT_A_NAME, personName } from './fields'

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

  it('counts the length after cleaning', () => {
    expect(schema.safeParse('\u200B'.repeat(300) + 'Jo').success).toBe(true)
    expect(schema.safeParse('J'.repeat(101)).success).toBe(false)
  })
})
