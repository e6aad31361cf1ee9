'use server'

import { headers } from 'next/headers'
import { redirect, RedirectType } from 'next/navigation'

import { clientAddress } from '@/security/client-address'

import { finishQuote, type FinishFormState } from './finish.server'

export type { FinishFormState } from './finish.server'

/** Saves the quote from the finish form (finish.server.ts), then shows that it is on its way. */
export async function saveQuoteAction(
  _prev: FinishFormState,
  fd: FormData,
): Promise<FinishFormState> {
  const result = await finishQuote(fd, clientAddress(await headers()))
  if (result.status === 'saved') redirect(result.to, RedirectType.replace)
  return result
}
