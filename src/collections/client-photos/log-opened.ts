// Who opened which request's photos (issue 48): one audit entry per photo a member of staff opens,
// written as Payload's file route serves it (after its access check passed).
import type { PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'

type Doc = { id?: number; request?: number | { id: number } | null } | null | undefined

export async function logPhotoOpened(
  req: PayloadRequest,
  args: { doc: unknown; params: { filename: string } },
): Promise<void> {
  const user = req.user as Parameters<typeof hasRole>[0] & { email?: string }
  if (!user?.id) return
  const doc = (args.doc as { docs?: Doc[] } | Doc) ?? null
  const photo = doc && 'docs' in doc ? doc.docs?.[0] : (doc as Doc)
  const request =
    photo?.request == null
      ? null
      : typeof photo.request === 'object'
        ? photo.request.id
        : photo.request
  await req.payload.create({
    collection: 'audit-log',
    overrideAccess: true,
    req,
    data: {
      action: 'photos-opened',
      summary: `Opened a photo of request ${request ?? '?'} (${args.params.filename})`,
      actor: Number(user.id),
      actorEmail: user.email ?? 'staff',
    },
  })
}
