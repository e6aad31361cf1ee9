// Invitations in the demo (no SMTP server): the e-mail is written to the server's staff-mail
// folder, which the owner at the admin cannot open. So the owner who invited is shown the link
// once, right after the account is made (her own act), to give it to the new member of staff
// herself. Nobody else can read it, and with an SMTP server (production) nothing is kept here.
import 'server-only'

import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Endpoint, PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'
import { deliveryConfig } from '@/delivery/config.server'
import { isDemoMode } from '@/security/passwords'
import { staffMailDir } from '@/security/staff-mail.server'

/** The demo without an e-mail server: the only case in which a link is handed over. */
export const handsOverInvitations = () => isDemoMode() && !deliveryConfig().SMTP_HOST

type Handover = { by: number; link: string | null; expires: string | null }

const dir = () => path.join(staffMailDir(), 'invitations')
const fileOf = (userId: number) => path.join(dir(), `${Math.trunc(userId)}.json`)

async function write(userId: number, h: Handover) {
  await mkdir(dir(), { recursive: true, mode: 0o700 })
  await writeFile(fileOf(userId), JSON.stringify(h), { mode: 0o600 })
}

async function read(file: string): Promise<Handover | null> {
  try {
    const h = JSON.parse(await readFile(file, 'utf8')) as Partial<Handover>
    return typeof h.by === 'number'
      ? { by: h.by, link: h.link ?? null, expires: h.expires ?? null }
      : null
  } catch {
    return null
  }
}

/** With the account's save: the owner who ticked "Send an invitation" will be shown its link. */
export async function expectInvitation(userId: number, by: number | null | undefined) {
  if (!handsOverInvitations() || typeof by !== 'number') return
  await write(userId, { by, link: null, expires: null })
}

/** When the invitation has been written: its link, for the owner who asked for it. */
export async function keepInvitationLink(userId: number, link: string, expires: Date) {
  if (!handsOverInvitations()) return
  const waiting = await read(fileOf(userId))
  if (!waiting) return // invited by a script, not by an owner at the admin
  await write(userId, { by: waiting.by, link, expires: expires.toISOString() })
}

const notFound = () => Response.json({ message: 'Not found' }, { status: 404 })

/**
 * GET /cms-api/users/:id/demo-invitation — 200 with the link once (then it is gone), 202 while
 * the invitation is still being written, 404 otherwise (no demo, not the owner who invited, or
 * already shown).
 */
async function handler(req: PayloadRequest): Promise<Response> {
  const user = req.user as { id?: number; roles?: never } | null
  if (!handsOverInvitations() || !hasRole(user, 'owner')) return notFound()
  const id = Number(req.routeParams?.id)
  if (!Number.isInteger(id) || id <= 0) return notFound()
  const file = fileOf(id)
  const h = await read(file)
  if (!h || h.by !== user?.id) return notFound()
  if (!h.link) return Response.json({ pending: true }, { status: 202 })
  // Claimed by a rename, so two tabs asking at once do not both get it.
  const claimed = `${file}.${process.pid}.${Date.now()}.shown`
  try {
    await rename(file, claimed)
  } catch {
    return notFound()
  }
  await rm(claimed, { force: true })
  return Response.json(
    { link: h.link, expires: h.expires },
    { headers: { 'cache-control': 'no-store' } },
  )
}

export const demoInvitationEndpoint: Endpoint = {
  path: '/:id/demo-invitation',
  method: 'get',
  handler,
}
