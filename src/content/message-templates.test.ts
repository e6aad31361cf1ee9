import { describe, expect, it } from 'vitest'

import {
  defaultMessages,
  describeSmsLength,
  fillTemplate,
  smsLength,
  templateProblem,
  unknownTemplatePlaceholders,
  withDefaults,
} from './message-templates'

describe('message templates', () => {
  it('refuses unknown placeholders, naming each once and listing those that exist', () => {
    const problem = templateProblem('Hi {firstName}, {frist} {total} {frist} {price}', 'quote')
    expect(problem).toMatch(/^Unknown placeholders \{frist\}, \{price\}\. This message can use: /)
    expect(problem).toContain('{offerCode}')
    expect(templateProblem('Hi {name}', 'quote')).toMatch(/^Unknown placeholder \{name\}\./)
  })

  it('knows which placeholders each kind of message has', () => {
    expect(unknownTemplatePlaceholders('{name} for {salon}, {link}', 'application')).toEqual([])
    expect(unknownTemplatePlaceholders('{name} for {salon}', 'quote')).toEqual(['name'])
    expect(templateProblem('{offerCode}', 'application')).not.toBe(true)
  })

  it('accepts empty fields and every default', () => {
    expect(templateProblem('', 'quote')).toBe(true)
    expect(templateProblem(null, 'quote')).toBe(true)
    for (const t of [
      ...Object.values(defaultMessages.quoteEmail),
      ...Object.values(defaultMessages.quoteSms),
    ])
      expect(templateProblem(t, 'quote')).toBe(true)
    for (const t of Object.values(defaultMessages.applicationNotice))
      expect(templateProblem(t, 'application')).toBe(true)
  })

  it('fills known placeholders and leaves the rest as typed', () => {
    expect(fillTemplate('{a} and {b} and {a}', { a: 'x' })).toBe('x and {b} and x')
  })

  it('falls back to the standard wording for empty or blank fields', () => {
    const t = withDefaults({ quoteEmail: { subject: '  ', intro: 'Mine' }, quoteSms: null })
    expect(t.quoteEmail.subject).toBe(defaultMessages.quoteEmail.subject)
    expect(t.quoteEmail.intro).toBe('Mine')
    expect(t.quoteSms).toEqual(defaultMessages.quoteSms)
    expect(withDefaults(null)).toEqual(defaultMessages)
  })

  it('says how long a text message is in SMS segments', () => {
    expect(describeSmsLength(smsLength('a'.repeat(161)))).toBe(
      '161 characters (GSM-7), 2 SMS segments',
    )
    expect(describeSmsLength(smsLength('Hi ł'))).toBe('4 UCS-2 units (UCS-2), 1 SMS segment')
  })
})
