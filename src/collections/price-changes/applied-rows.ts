// The stored record of what a change did ("What changed"), read field by field: an older or
// hand-edited record reads with what it has.
import * as z from '@/lib/zod'

const pence = z.number().int().nonnegative()
const row = z.object({
  serviceId: z.number().int(),
  name: z.string(),
  before: z.object({ pricePence: pence, productPence: pence }),
  after: z.object({ pricePence: pence, productPence: pence }),
})
export type AppliedRow = z.infer<typeof row>

export const appliedRows = (value: unknown): AppliedRow[] =>
  Array.isArray(value) ? value.flatMap((r) => row.safeParse(r).data ?? []) : []
