// What makes a form post to a page unreadable for Next.js and React, which then answer 500
// ("Connection closed.", a JSON SyntaxError, "Invalid forward reference", busboy's "Unexpected
// end of form"…). src/proxy.ts reads the body and asks here first, and answers 400/403 instead.
// Pure: no I/O, no framework imports.
//
// The encoding is React 19.2's "reply" (react-server-dom's decodeReply/decodeAction), mirrored
// from its source; src/security/action-posts.test.ts checks it against React's own encoder and
// decoder, so an upgrade that changes the format fails there first.
//   - With JavaScript, a form calls its action as `Next-Action: <id>` with the arguments as a
//     text/plain body (the JSON root) or multipart: field "0" is the root (an array of arguments),
//     field "<n>" (decimal) an outlined part, fields "_<hex>_<name>" the entries of a FormData
//     argument. In the root, strings that start with "$" are references: "$K<hex>" a FormData,
//     "$<hex>[:path]", "$Q…", "$W…", "$i…", "$h…" outlined parts, "$@<hex>" a promise, "$T" a
//     temporary reference, "$$…" an escaped dollar, "$D…"/"$n…" dates and bigints, and so on.
//   - Without JavaScript, a form posts multipart with "$ACTION_ID_<id>", or "$ACTION_REF_<n>"
//     with "$ACTION_<n>:0" = {"id":…,"bound":"$@1"} and its bound arguments in "$ACTION_<n>:1".

export type ActionPost = {
  path: string
  /** The Next-Action header: a call from JavaScript. */
  actionId: string | null
  contentType: string
  origin: string | null
  /** The host Next.js compares the origin with (X-Forwarded-Host, else Host). */
  host: string | null
  /** The Sec-Fetch-Site header, or null (absent: not a current browser, or not sent). */
  fetchSite?: string | null
}

/** The body as the proxy read it: multipart parsed into fields, anything else as text. */
export type ActionBody = { form: FormData } | { text: string }

export type Problem = { status: 400 | 403; message: string }

const unreadable: Problem = {
  status: 400,
  message: 'The form could not be read. Please try again.',
}
const foreignForm: Problem = { status: 403, message: 'Forms are accepted from this site only.' }
const filesRefused: Problem = {
  status: 400,
  message: 'This form takes typed answers only, not files.',
}

/** Exactly how Next.js tells a multipart post (case-sensitive, as it does). */
export const isMultipart = (contentType: string) => contentType.startsWith('multipart/form-data')

/** Whether the post must be read before it can be judged (see `bodyProblem`). */
export const needsBody = (post: ActionPost) =>
  post.actionId !== null || isMultipart(post.contentType)

/** What can be told from the headers alone, before the body is read. */
export function headerProblem(post: ActionPost): Problem | null {
  const isAction = post.actionId !== null
  const multipart = isMultipart(post.contentType)
  // Next aborts an action (a multipart post may be one, sent without JavaScript) whose Origin
  // names another host, or is not an address at all ("null"), with a 500.
  if ((isAction || multipart) && post.origin !== null) {
    let originHost: string | null = null
    try {
      originHost = new URL(post.origin).host
    } catch {
      // not a URL at all
    }
    if (!originHost || !post.host || originHost !== post.host) return foreignForm
  }
  // What the browser itself says came from another site (a sibling subdomain or port is
  // "same-site"), with or without Origin: refused as /cms-api and the public API refuse it
  // (ADR 022, ADR 040). The site's own forms are "same-origin".
  const fetchSite = post.fetchSite?.trim().toLowerCase()
  if ((isAction || multipart) && (fetchSite === 'cross-site' || fetchSite === 'same-site'))
    return foreignForm
  if (multipart && !/;\s*boundary=/i.test(post.contentType)) return unreadable
  // React sends a call as FormData (multipart) or as a string (text/plain); Next would feed
  // anything else to the decoder as text.
  if (isAction && !multipart && !/^text\/plain(;|$)/i.test(post.contentType)) return unreadable
  return null
}

/** Next refuses a call with more arguments than this (a 500). */
const MAX_ARGS = 1000

/** React's reply decoder throws past this many array slots (strings count their length). */
const MAX_ARRAY_SLOTS = 1_000_000

type Entry = { index: number; value: string | Blob }
type Part = { index: number; value: unknown; weight: number; refs: number[] }

/**
 * Whether React can decode the reply rooted at field `${prefix}0` of `fields` without throwing.
 * `streamed`: the parts arrive in order (Next reads multipart calls with busboy), so a part may
 * only refer to parts before it. `admin`: Payload's admin may send server references and files.
 */
function replyDecodes(
  fields: Map<string, Entry[]>,
  prefix: string,
  opts: { streamed: boolean; admin: boolean; temporaryReferences: boolean },
): { ok: true; root: unknown } | { ok: false } {
  const hex = (s: string) => (/^[0-9a-f]{1,8}$/i.test(s) ? parseInt(s, 16) : NaN)
  const single = (id: number) => {
    const entries = Number.isNaN(id) ? undefined : fields.get(prefix + id)
    return entries?.length === 1 ? entries[0]! : null
  }
  const parts = new Map<number, Part | null>()
  /** Typed arrays, Maps, Sets and iterators: React builds each from its part only once. */
  const consumed = new Set<string>()

  /** Part `id` parsed and checked, or null if React would fail on it. */
  const part = (id: number): Part | null => {
    if (parts.has(id)) return parts.get(id)!
    const entry = single(id)
    let value: unknown
    try {
      if (typeof entry?.value !== 'string') throw new Error('missing')
      value = JSON.parse(entry.value)
    } catch {
      parts.set(id, null)
      return null
    }
    const here: Part = { index: entry.index, value, weight: 0, refs: [] }
    parts.set(id, here) // before walking: a part may refer to itself
    const ok = walk(id, here)
    if (!ok) parts.set(id, null)
    return ok ? here : null
  }

  const walk = (id: number, here: Part): boolean => {
    const stack: unknown[] = [here.value]
    while (stack.length) {
      const v = stack.pop()
      if (Array.isArray(v)) {
        here.weight += v.length + 1
        stack.push(...v)
        continue
      }
      if (v !== null && typeof v === 'object') {
        stack.push(...Object.values(v))
        continue
      }
      if (typeof v !== 'string') continue
      here.weight += v.length
      if (!v.startsWith('$')) continue
      const tag = v[1]
      if (!tag) return false // "$" alone: a reference to nothing
      const rest = v.slice(2)
      // Values written inline.
      if ('$uNIH-D'.includes(tag)) continue
      if (tag === 'n') {
        if (!/^-?\d{1,300}$/.test(rest)) return false // React: BigInt(), at most 300 digits
        continue
      }
      if (tag === 'T') {
        if (!opts.temporaryReferences) return false
        continue
      }
      // A FormData argument: its entries need not exist (an empty form decodes).
      if (tag === 'K') continue
      // A promise: the part may come later, but must come.
      if (tag === '@') {
        const target = hex(rest)
        if (Number.isNaN(target) || (target !== id && !part(target))) return false
        here.refs.push(target)
        continue
      }
      // Typed arrays and blobs: a file part (each typed array's once). Public forms send none.
      if ('AOoUSsLlGgMmVB'.includes(tag)) {
        const target = hex(rest)
        const file = opts.admin ? single(target) : null
        if (!(file?.value instanceof Blob)) return false
        if (opts.streamed && file.index > here.index) return false
        if (tag !== 'B' && consumed.has(`typed ${target}`)) return false
        consumed.add(`typed ${target}`)
        continue
      }
      // Streams and iterators fed from later parts, and server references (whose ids only
      // Next's manifest knows): no form of the site, nor the admin, sends them as arguments.
      if ('RrXxh'.includes(tag)) return false
      // Maps, Sets, iterables and plain outlined parts ("$<hex>[:path]") must name a part that
      // exists (and, streamed, came earlier), and a path must lead to an own property that
      // survives decoding. A Map, Set or iterator is made from a list, once.
      const collection = 'QWi'.includes(tag)
      const [idText = '', ...path] = (collection ? rest : v.slice(1)).split(':')
      const target = hex(idText)
      if (Number.isNaN(target)) return false
      const found = target === id ? here : part(target)
      if (!found || (opts.streamed && found.index > here.index)) return false
      let node: unknown = found.value
      for (const key of path) {
        if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return false
        if (key === '__proto__') return false
        const next = (node as Record<string, unknown>)[key]
        // React drops object properties that decode to undefined.
        if (!Array.isArray(node) && typeof next === 'string' && /^\$[uH]/.test(next)) return false
        node = next
      }
      if (collection) {
        if (!Array.isArray(node) || consumed.has(`${tag} ${target}:${path.join(':')}`)) return false
        consumed.add(`${tag} ${target}:${path.join(':')}`)
        if (tag === 'Q' && !node.every((e) => Array.isArray(e))) return false
      }
      here.refs.push(target)
    }
    return true
  }

  const root = part(0)
  if (!root) return { ok: false }
  // React counts array slots, and a referenced part's slots again at every reference.
  const totals = new Map<number, number>()
  const total = (id: number): number => {
    const known = totals.get(id)
    if (known !== undefined) return known
    const p = parts.get(id)!
    totals.set(id, p.weight) // a cycle counts a part once
    let sum = p.weight
    for (const r of p.refs) sum = Math.min(sum + total(r), MAX_ARRAY_SLOTS + 1)
    totals.set(id, sum)
    return sum
  }
  if (total(0) > MAX_ARRAY_SLOTS) return { ok: false }
  return { ok: true, root: root.value }
}

/** The fields of a parsed form by name, with each entry's position. */
function indexFields(form: FormData) {
  const fields = new Map<string, Entry[]>()
  let index = 0
  for (const [key, value] of form.entries()) {
    const list = fields.get(key) ?? []
    list.push({ index: index++, value })
    fields.set(key, list)
  }
  return fields
}

/** Why Next.js could not handle this post, as a 4xx to answer instead, or null if it can. */
export function bodyProblem(post: ActionPost, body: ActionBody): Problem | null {
  // Staff's admin (Payload's server functions) may send richer values and files.
  const admin = post.path === '/admin' || post.path.startsWith('/admin/')
  const isAction = post.actionId !== null

  if ('text' in body) {
    if (!isAction) return null // not an action at all: Next renders the page
    const reply = replyDecodes(new Map([['0', [{ index: 0, value: body.text }]]]), '', {
      streamed: false,
      admin,
      temporaryReferences: true,
    })
    return reply.ok && argumentsList(reply.root) ? null : unreadable
  }

  const form = body.form
  if (!admin) {
    for (const value of form.values()) if (typeof value !== 'string') return filesRefused
  }
  const fields = indexFields(form)

  if (isAction) {
    // Read as a stream (busboy), React files a field by the number `+name` gives: "", "01" and
    // " 1" all land on a part, and "S<n>" on a stream. React itself writes "0", "1", "_1_x"….
    for (const key of fields.keys()) {
      if (key.startsWith('_')) continue
      const number = key.startsWith('S') ? +key.slice(1) : +key
      if (
        key.startsWith('S')
          ? key.length > 1 && !Number.isNaN(number)
          : Number.isInteger(number) && String(number) !== key
      )
        return unreadable
    }
    const reply = replyDecodes(fields, '', {
      streamed: true,
      admin,
      temporaryReferences: true,
    })
    return reply.ok && argumentsList(reply.root) ? null : unreadable
  }

  // A form posted without JavaScript. Next checks the action ids itself (400 or 404); what it
  // cannot survive is bound arguments that do not decode.
  for (const key of fields.keys()) {
    const ref = /^\$ACTION_REF_(.*)$/.exec(key)
    if (!ref) continue
    const prefix = `$ACTION_${ref[1]}:`
    const meta = replyDecodes(fields, prefix, {
      streamed: false,
      admin,
      temporaryReferences: false,
    })
    if (!meta.ok) return unreadable
    const root = meta.root as { id?: unknown; bound?: unknown } | null
    if (root === null || typeof root !== 'object' || typeof root.id !== 'string') return unreadable
    if (root.bound === null || root.bound === undefined) continue
    const bound = typeof root.bound === 'string' ? /^\$@([0-9a-f]{1,8})$/i.exec(root.bound) : null
    const args = bound ? fields.get(prefix + parseInt(bound[1]!, 16)) : undefined
    if (!args || args.length !== 1 || typeof args[0]!.value !== 'string') return unreadable
    if (!argumentsList(safeParse(args[0]!.value))) return unreadable
  }
  return null
}

/** Next applies the decoded root as the action's arguments: it must be a list, not too long. */
const argumentsList = (root: unknown) => Array.isArray(root) && root.length <= MAX_ARGS

const safeParse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
