import type { CollectionBeforeOperationHook } from 'payload'

import { isStaff } from './roles'

/**
 * Visitors read published versions only, whatever they ask for: `?draft=true` (and Payload's
 * draft reads on every route — by id, lists, populated relations) is turned off before the
 * operation runs unless a signed-in staff member asks. Our own server code (local API with
 * overrideAccess) decides for itself, e.g. the staff preview.
 */
export const publishedOnlyForVisitors: CollectionBeforeOperationHook = ({
  args,
  operation,
  req,
}) => {
  const a = args as { draft?: boolean; overrideAccess?: boolean }
  if (operation === 'read' && a.draft && !a.overrideAccess && !isStaff(req)) {
    return { ...args, draft: false }
  }
  return args
}
