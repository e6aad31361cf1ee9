// What makes a form post to a page unreadable for Next.js and React (which then answer 500),
// decided before it reaches them (src/proxy.ts). Pure apart from reading the body.
//
// Server actions arrive as `Next-Action: <id>` posts whose body is React's reply encoding: a
// JSON root (the text body, or the form field "0" of a multipart body) in which strings that
// start with "$" are references ("$K1" = the form fields named "1_…"; "$$" escapes a dollar).
// Forms posted without JavaScript carry "$ACTION_ID_<id>" or "$ACTION_REF_<n>" fields instead.
export type ActionPost = {
  path: string
  actionId: string | null
  contentType: string
  origin: string | null
  host: string | null
  /** Reads the body; null when only the headers may be checked. */
  read: (() => Promise<{ form: FormData } | { text: string }>) | null
}

export type Problem = { status: 400 | 403; message: string }

const unreadable: Problem = {
  status: 400,
  message: 'The form could not be read. Please try again.',
}

/** Values React writes itself; anything else after a "$" must be a reference we can check. */
const plainSpecials = new Set(['$undefined', '$NaN', '$Infinity', '$-Infinity', '$-0'])

/**
 * Whether every "$" reference in a reply points at something the body holds. The admin's
 * server functions also pass temporary and server references ("$T", "$h…"), which React
 * resolves without the body; references to parts ("$1", "$@1", "$Q1", "$K1"…) must exist.
 */
function referencesResolve(root: unknown, form: FormData | null, admin = false): boolean {
  const stack: unknown[] = [root]
  while (stack.length) {
    const v = stack.pop()
    if (typeof v === 'string') {
      if (!v.startsWith('$') || v.startsWith('$$') || plainSpecials.has(v)) continue
      if (/^\$[Dn]/.test(v)) continue // a date or a bigint, written inline
      if (admin && !/^\$[@A-Za-z]?\d/.test(v)) continue
      const fields = /^\$K(\d+)$/.exec(v)
      if (!fields || !form) return false
      const prefix = `${fields[1]}_`
      if (![...form.keys()].some((k) => k.startsWith(prefix))) return false
    } else if (Array.isArray(v)) stack.push(...v)
    else if (v !== null && typeof v === 'object') stack.push(...Object.values(v))
  }
  return true
}

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

/** Why Next.js could not handle this post, as a 4xx to answer instead, or null if it can. */
export async function actionBodyProblem(post: ActionPost): Promise<Problem | null> {
  // Staff's admin (Payload's server functions) posts richer values: only readability is checked.
  const admin = post.path === '/admin' || post.path.startsWith('/admin/')
  const isAction = post.actionId !== null

  const multipart = /^multipart\/form-data/i.test(post.contentType)
  // Next aborts an action (a multipart post may be one, sent without JavaScript) whose Origin
  // names another host, or is not an address at all, with a 500.
  if ((isAction || multipart) && post.origin !== null) {
    let originHost: string | null = null
    try {
      originHost = new URL(post.origin).host
    } catch {
      // not a URL at all
    }
    if (!originHost || !post.host || originHost !== post.host)
      return { status: 403, message: 'Forms are accepted from this site only.' }
  }

  if (multipart && !/;\s*boundary=/i.test(post.contentType)) return unreadable

  if (!post.read) return null
  let body: { form: FormData } | { text: string }
  try {
    body = await post.read()
  } catch {
    return unreadable
  }

  if ('form' in body) {
    const form = body.form
    if (!admin) {
      for (const value of form.values())
        if (typeof value !== 'string')
          return { status: 400, message: 'This form takes typed answers only, not files.' }
    }
    if (!multipart) return isAction ? unreadable : null // an action's urlencoded body is not JSON
    if (isAction) {
      const root = form.get('0')
      if (typeof root !== 'string') return unreadable
      const parsed = parseJson(root)
      if (!parsed.ok) return unreadable
      if (!Array.isArray(parsed.value) || !referencesResolve(parsed.value, form, admin))
        return unreadable
      return null
    }
    // A form posted without JavaScript: a bound action names its arguments' field.
    for (const key of form.keys()) {
      const ref = /^\$ACTION_REF_(\d+)$/.exec(key)
      if (!ref) continue
      const args = form.get(`$ACTION_${ref[1]}:0`)
      if (typeof args !== 'string' || !parseJson(args).ok) return unreadable
    }
    return null
  }

  if (!isAction) return null
  // A text body is the whole reply: an array of arguments, with no other parts to refer to.
  const parsed = parseJson(body.text)
  if (!parsed.ok || !Array.isArray(parsed.value)) return unreadable
  if (!referencesResolve(parsed.value, null, admin)) return unreadable
  return null
}
