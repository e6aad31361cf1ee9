// Erasure by person, not by identifier: which records and outbox messages one erasure takes.
// A person is looked up by an e-mail address or a mobile number; the records found may belong
// to more than one person (two people on one phone), so staff choose the records, and each
// record takes the messages sent about it (e-mail and text, linked in the outbox) with it.
// Pure: src/privacy/records.server.ts reads the records and does the erasing.

export type RecordKind = 'quote' | 'application'

export type HeldRecord = {
  key: string
  kind: RecordKind
  id: number
  name: string | null
  email: string | null
  mobile: string | null
  /** Found by what staff typed; otherwise it shares another address or number with one that was. */
  direct: boolean
}

export type HeldMessage = {
  key: string
  id: number
  to: string
  /** The record the message was sent about (`quote:12`), or null for an older, unlinked one. */
  belongsTo: string | null
  /** An unlinked message addressed to exactly what staff typed. */
  toLookup: boolean
}

export const recordKey = (kind: RecordKind, id: number) => `${kind}:${id}`
export const messageKey = (id: number) => `message:${id}`

const person = (name: string | null) => (name ?? '').trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * The names on the records found by what staff typed, when there is more than one: then the
 * address or number is probably shared by several people, and staff must choose.
 */
export function namesSharing(records: HeldRecord[]): string[] {
  const names = new Map<string, string>()
  for (const r of records) {
    if (!r.direct || !r.name) continue
    if (!names.has(person(r.name))) names.set(person(r.name), r.name.trim())
  }
  return names.size > 1 ? [...names.values()] : []
}

/** What an erasure takes when staff have not chosen: the records and messages found directly. */
export function defaultChoice(records: HeldRecord[], messages: HeldMessage[]): string[] {
  return [
    ...records.filter((r) => r.direct).map((r) => r.key),
    ...messages.filter((m) => m.belongsTo == null && m.toLookup).map((m) => m.key),
  ]
}

/** What staff do with the records they choose; the messages name it. */
export type ChoiceAct = 'erase' | 'export'

export const CHOOSE_RECORDS = (act: ChoiceAct = 'erase') =>
  `Choose at least one record to ${act}: tick the quotes, applications or messages that belong to this person.`
export const SHARED_CHOOSE = (names: string[], act: ChoiceAct = 'erase') =>
  `These records carry different names (${names.join(', ')}): the address or number may be shared. Choose which records to ${act}.`
export const UNKNOWN_CHOICE =
  'A chosen record no longer matches this person. Look them up again and choose from the list.'

export type PrivacyRefusal = { ok: false; status: 400 | 409; message: string }

/**
 * The records and messages that an erasure or an export takes, from what staff chose (keys
 * such as `quote:12`), or a refusal with its message. Without a choice, the records found
 * directly are taken, unless they carry different names: then the choice is required, so
 * nothing of one person leaves or goes because another shares her number. Each record takes
 * the messages sent about it; an unlinked message goes only when chosen (or by default).
 */
export function resolveChoice(
  found: { records: HeldRecord[]; messages: HeldMessage[] },
  chosen: readonly string[] | undefined,
  act: ChoiceAct = 'erase',
): { ok: true; records: HeldRecord[]; messages: HeldMessage[] } | PrivacyRefusal {
  if (chosen === undefined) {
    const names = namesSharing(found.records)
    if (names.length > 0) return { ok: false, status: 409, message: SHARED_CHOOSE(names, act) }
    chosen = defaultChoice(found.records, found.messages)
  }
  const wanted = new Set(chosen)
  if (wanted.size === 0) return { ok: false, status: 400, message: CHOOSE_RECORDS(act) }
  const known = new Set([...found.records.map((r) => r.key), ...found.messages.map((m) => m.key)])
  if ([...wanted].some((k) => !known.has(k)))
    return { ok: false, status: 400, message: UNKNOWN_CHOICE }
  return {
    ok: true,
    records: found.records.filter((r) => wanted.has(r.key)),
    // A record takes every message sent about it, whichever address it went to.
    messages: found.messages.filter(
      (m) => wanted.has(m.key) || (m.belongsTo != null && wanted.has(m.belongsTo)),
    ),
  }
}

/** The keys a choice takes, records first: what the audit log names. */
export const chosenKeys = (c: { records: HeldRecord[]; messages: HeldMessage[] }) => [
  ...c.records.map((r) => r.key),
  ...c.messages.map((m) => m.key),
]

export type Erasure = { quotes: number[]; applications: number[]; messages: number[] }

/** The records and messages to erase (see `resolveChoice`), as ids per collection. */
export function resolveErasure(
  found: { records: HeldRecord[]; messages: HeldMessage[] },
  chosen: readonly string[] | undefined,
): { ok: true; erase: Erasure; keys: string[] } | PrivacyRefusal {
  const choice = resolveChoice(found, chosen, 'erase')
  if (!choice.ok) return choice
  return {
    ok: true,
    erase: {
      quotes: choice.records.filter((r) => r.kind === 'quote').map((r) => r.id),
      applications: choice.records.filter((r) => r.kind === 'application').map((r) => r.id),
      messages: choice.messages.map((m) => m.id),
    },
    keys: chosenKeys(choice),
  }
}

/**
 * Text with the person's address and number taken out (a provider's error may quote them),
 * in the spellings a message or an error would use.
 */
export function maskContact(
  text: string,
  contact: { email?: string | null; mobile?: string | null },
): string {
  let out = text
  const replaceAll = (needle: string) => {
    if (!needle) return
    const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    out = out.replace(new RegExp(escaped, 'gi'), '[erased]')
  }
  if (contact.email) replaceAll(contact.email.trim())
  const m = contact.mobile ? /^\+44(7\d{9})$/.exec(contact.mobile) : null
  if (m?.[1]) {
    replaceAll(`+44${m[1]}`)
    replaceAll(`0${m[1]}`)
    replaceAll(`44${m[1]}`)
  } else if (contact.mobile) replaceAll(contact.mobile)
  return out
}
