// Public pages are cached (ISR) and rebuilt when staff change what they show. Any change to
// public content purges every cached page: changes are rare, a page re-renders in tens of
// milliseconds, and one rule is easier to trust than a map of which page shows which record.
import { revalidatePath } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
} from 'payload'

/** Marks every public page stale; the next visit renders it afresh. */
export function revalidatePublicSite(): void {
  try {
    revalidatePath('/', 'layout')
  } catch {
    // Outside a Next.js request (seed script, jobs worker, integration tests) there is no page
    // cache in this process to purge; pages also expire on their own (see PAGE_REVALIDATE).
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
