import type { PayloadRequest } from 'payload'

export type StaffAccount = { id: number; name: string | null; email: string | null }

/**
 * The signed-in member of staff as her account stands in the database now: the name and address
 * a record keeps for her are read here by the server (ADR 041), never taken from the request or
 * from a user object our own code was handed. Null when nobody is signed in (the seed, a job).
 */
export async function signedInAccount(req: PayloadRequest): Promise<StaffAccount | null> {
  const user = req.user as { id?: number | string; collection?: string } | null | undefined
  if (user?.id == null || (user.collection && user.collection !== 'users')) return null
  const id = Number(user.id)
  const stored = await req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
    select: { name: true, email: true },
  })
  return { id, name: stored?.name ?? null, email: stored?.email ?? null }
}
