import type { CollectionBeforeChangeHook } from 'payload'

/** A text message's line in the Outbox list, and what a search by subject finds. */
export const textSubject = (text: string): string => {
  const words = text.replace(/\s+/g, ' ').trim()
  return `Text: ${words.length > 60 ? `${words.slice(0, 59).trimEnd()}…` : words}`
}

/** Texts have no subject of their own: the list names them by their first words. */
export const nameTexts: CollectionBeforeChangeHook = ({ data, operation }) =>
  operation === 'create' && data.channel === 'sms' && !data.subject && typeof data.text === 'string'
    ? { ...data, subject: textSubject(data.text) }
    : data
