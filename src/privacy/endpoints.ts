import type { Endpoint, PayloadRequest } from 'payload'
import * as z from '@/lib/zod'

import { hasRole } from '@/access/roles'

import { personLookupSchema, type PersonLookup } from './lookup'
import type { Actor } from './records.server'

// The staff privacy tool over HTTP (the admin view uses the same functions directly, except
// its download, which is its form sent to the export with `&search=<id>`: see that handler):
//   POST /cms-api/privacy/person              { q } → what is held about the person (JSON)
//   GET  /cms-api/privacy/person/export?q=…&records=quote:12,application:3[&format=html]
//                                             → the chosen records as a download (subject
//                                             access request); the same choice rule as erasing;
//                                             `format=html`: the same as a readable document
//   POST /cms-api/privacy/person/erase        { q, confirm: true, records?: ['quote:12', …] }
//                                             → erase the chosen records (see ./choose.ts)
// Owners and managers only; every look-up, export and erasure is written to the audit log.

const recordsModule = () => import('./records.server')

/** The records staff chose to erase or export: keys from the look-up, e.g. `quote:12`, `message:7`. */
const chosenSchema = z
  .array(z.string().regex(/^(quote|application|message):\d{1,12}$/))
  .max(1000)
  .optional()

const CHOSEN_FORMAT = 'records: a list of keys such as "quote:12", as the look-up gives them'

/**
 * `records` in a query string: `records=quote:12,application:3`, or once per key as a form's
 * tick boxes send it. Absent is no choice; present but empty is an empty choice.
 */
function chosenInQuery(params: URLSearchParams) {
  if (!params.has('records')) return chosenSchema.safeParse(undefined)
  const keys = params
    .getAll('records')
    .flatMap((v) => v.split(','))
    .map((k) => k.trim())
    .filter(Boolean)
  return chosenSchema.safeParse(keys)
}

type Gate = { ok: true; actor: NonNullable<Actor> } | { ok: false; res: Response }

export function privacyGate(req: PayloadRequest): Gate {
  const user = req.user as {
    id: number
    email: string
    roles?: ('owner' | 'manager' | 'front-desk')[]
  } | null
  if (!user)
    return { ok: false, res: Response.json({ message: 'Please sign in' }, { status: 401 }) }
  if (!hasRole(user, 'owner', 'manager')) {
    return {
      ok: false,
      res: Response.json(
        { message: 'Only owners and managers can use the privacy tools' },
        { status: 403 },
      ),
    }
  }
  return { ok: true, actor: { id: user.id, email: user.email, roles: user.roles ?? [] } }
}

function readLookup(
  raw: unknown,
): { ok: true; lookup: PersonLookup } | { ok: false; res: Response } {
  const parsed = personLookupSchema.safeParse(raw)
  if (parsed.success) return { ok: true, lookup: parsed.data }
  const message = parsed.error.issues[0]?.message ?? 'Enter an e-mail address or a UK mobile number'
  return { ok: false, res: Response.json({ message }, { status: 400 }) }
}

async function readJson(
  req: PayloadRequest,
): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: await req.json?.() }
  } catch {
    return { ok: false }
  }
}

export const privacyEndpoints: Endpoint[] = [
  {
    // A search is a deliberate act that the audit log records: a POST, never a GET that a
    // reload, a prefetch or a link preview could repeat.
    path: '/privacy/person',
    method: 'post',
    handler: async (req) => {
      const gate = privacyGate(req)
      if (!gate.ok) return gate.res
      const body = await readJson(req)
      if (!body.ok) return Response.json({ message: 'Send JSON: { "q": "…" }' }, { status: 400 })
      const lookup = readLookup((body.value as { q?: unknown } | null)?.q)
      if (!lookup.ok) return lookup.res
      const { records: found } = await (
        await recordsModule()
      ).searchPerson(req.payload, lookup.lookup, gate.actor)
      return Response.json(found, { headers: { 'cache-control': 'no-store' } })
    },
  },
  {
    path: '/privacy/person',
    method: 'get',
    handler: async () =>
      Response.json(
        { message: 'Search with POST and a JSON body: { "q": "…" }' },
        { status: 405, headers: { allow: 'POST' } },
      ),
  },
  {
    path: '/privacy/person/export',
    method: 'get',
    handler: async (req) => {
      const gate = privacyGate(req)
      if (!gate.ok) return gate.res
      const params = new URL(req.url ?? 'http://localhost').searchParams
      const lookup = readLookup(params.get('q') ?? '')
      if (!lookup.ok) return lookup.res
      // The admin page's download is its form's tick boxes, sent with the recorded search's
      // id: the ticks are the whole choice (none ticked is none chosen), and a refusal goes
      // back to that page, which explains it, rather than to a page of JSON.
      const search = /^\d{1,12}$/.exec(params.get('search') ?? '')?.[0]
      const refused = (status: 400 | 409, message: string, page: 'missing' | 'stale') =>
        search
          ? new Response(null, {
              status: 303,
              headers: {
                location: `/admin/privacy?q=${encodeURIComponent(params.get('q') ?? '')}&search=${search}&download=${page}`,
                'cache-control': 'no-store',
              },
            })
          : Response.json({ message }, { status, headers: { 'cache-control': 'no-store' } })
      const chosen = chosenInQuery(params)
      if (!chosen.success) return refused(400, CHOSEN_FORMAT, 'stale')
      const records = search ? (chosen.data ?? []) : chosen.data
      const result = await (
        await recordsModule()
      ).exportPerson(req.payload, lookup.lookup, gate.actor, { records })
      if (!result.ok)
        return refused(result.status, result.message, records?.length ? 'stale' : 'missing')
      const day = result.data.exportedAt.slice(0, 10)
      if (params.get('format') === 'html') {
        const { exportDocument } = await import('./export-document')
        // A document to print or hand over: opened in the browser, saved under a dated name.
        return new Response(exportDocument(result.data), {
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'content-disposition': `inline; filename="personal-data-${day}.html"`,
            'cache-control': 'no-store',
          },
        })
      }
      return new Response(JSON.stringify(result.data, null, 2), {
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': `attachment; filename="personal-data-${day}.json"`,
          'cache-control': 'no-store',
        },
      })
    },
  },
  {
    path: '/privacy/person/erase',
    method: 'post',
    handler: async (req) => {
      const gate = privacyGate(req)
      if (!gate.ok) return gate.res
      const body = await readJson(req)
      if (!body.ok)
        return Response.json(
          { message: 'Send JSON: { "q": "…", "confirm": true }' },
          { status: 400 },
        )
      const { q, confirm, records } = (body.value ?? {}) as {
        q?: unknown
        confirm?: unknown
        records?: unknown
      }
      if (confirm !== true) {
        return Response.json(
          { message: 'Erasing cannot be undone: confirm it with "confirm": true' },
          { status: 400 },
        )
      }
      const lookup = readLookup(q)
      if (!lookup.ok) return lookup.res
      const chosen = chosenSchema.safeParse(records)
      if (!chosen.success) {
        return Response.json({ message: CHOSEN_FORMAT }, { status: 400 })
      }
      const result = await (
        await recordsModule()
      ).erasePerson(req.payload, lookup.lookup, gate.actor, { records: chosen.data })
      if (!result.ok) return Response.json({ message: result.message }, { status: result.status })
      return Response.json({ erased: result.counts })
    },
  },
]
