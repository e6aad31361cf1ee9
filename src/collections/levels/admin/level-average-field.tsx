'use client'
// The team profile's "average cut & colour" for this level, as the quote module works it out from
// the price list and the adjustment in the form: shown, never typed (ADR 014).
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'

import { usePriceData } from '@/collections/services/admin/price-data'
import { formatGBP } from '@/quote/money'
import { averageCutAndColourPence } from '@/quote/prices'

export const LevelAverageField: UIFieldClientComponent = () => {
  const { id: docId } = useDocumentInfo()
  const form = useFormFields(([fields]) => ({
    name: fields.name?.value,
    adapter: fields.adapter?.value,
    rank: fields.rank?.value,
    newStarterRules: fields.newStarterRules?.value,
  }))
  const data = usePriceData()
  let text = 'Worked out from the price list…'
  if (data) {
    const id = Number(docId ?? 0) || 0
    const level = {
      id,
      name: String(form.name ?? ''),
      adapter: Number(form.adapter ?? 0),
      experience: null,
      rank: Number(form.rank ?? 0),
      newStarterRules: form.newStarterRules === true,
    }
    const cat = {
      ...data,
      levels: [...data.levels.filter((l) => l.id !== id), level],
      salons: [],
      stylists: [],
      defaultSalonId: 0,
    }
    const pence = averageCutAndColourPence(cat, id)
    text = pence == null ? 'No colour and cut this level may do.' : formatGBP(pence)
  }
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <p style={{ margin: 0, fontWeight: 600 }}>Average cut &amp; colour (worked out)</p>
      <p style={{ margin: '4px 0' }}>{text}</p>
      <p style={{ margin: 0, color: 'var(--theme-elevation-500)' }}>
        The mean price at this level of every colour with every cut or finish it may do, shown on
        team profiles. It follows the price list and the adjustment; nobody types it.
      </p>
    </div>
  )
}
