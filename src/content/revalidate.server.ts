// Public pages are cached (ISR) and rebuilt when staff change what they show. Any change to
// public content purges every cached page: changes are rare, a page re-renders in tens of
// milliseconds, and one rule is easier to trust than a map of which page shows which record.
import 'server-only'

import { revalidatePath } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
} from 'payload'

/** The tag `revalidatePath('/', 'layout')` purges: every page and API answer under the root. */
export const EVERY_PAGE_TAG = '_N_T_/layout'
/** Registered by cache-handler.mjs, which Next loads outside the app's bundles. */
export const PURGE_OUTSIDE_REQUEST = Symbol.for('salon.purgeOutsideRequest')

/** Marks every public page stale; the next visit renders it afresh. */
export function revalidatePublicSite(): void {
  try {
    revalidatePath('/', 'layout')
  } catch {
    // Outside a Next.js request: the job runner publishing a scheduled page (in the app or in a
    // delivery worker), the seed script, integration tests. The cache handler purges through
    // Redis or this process's tag list; where it is not loaded (seed, tests) there is no cache.
    const purge = (globalThis as Record<symbol, unknown>)[PURGE_OUTSIDE_REQUEST]
    if (typeof purge === 'function')
      void Promise.resolve(purge([EVERY_PAGE_TAG])).catch((err: unknown) =>
        console.warn('[cache] purge outside a request failed:', err),
      )
  }
}

const afterCollectionChange: CollectionAfterChangeHook = ({ doc }) => {
  revalidatePublicSite()
  return doc
}
const afterCollectionDelete: CollectionAfterDeleteHook = ({ doc }) => {
  revalidatePublicSite()
  return doc
}
const afterGlobalChange: GlobalAfterChangeHook = ({ doc }) => {
  revalidatePublicSite()
  return doc
}

export function revalidatesSite(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), afterCollectionChange],
      afterDelete: [...(hooks.afterDelete ?? []), afterCollectionDelete],
    },
  }
}

export function globalRevalidatesSite(global: GlobalConfig): GlobalConfig {
  const hooks = global.hooks ?? {}
  return {
    ...global,
    hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), afterGlobalChange] },
  }
}
