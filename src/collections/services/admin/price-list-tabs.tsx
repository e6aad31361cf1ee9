'use client'
// The price list by what services are: one link per group, each a whole list (no paging).
import { useConfig } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

import { usePriceData } from './price-data'

type Group = { label: string; cat1: number; cat2?: number }

const fixedBefore: Group[] = [{ label: 'Cuts & finishes', cat1: 1 }]
const fixedAfter: Group[] = [
  { label: 'Colour add-ons', cat1: 3 },
  { label: 'Finishing touches', cat1: 4 },
  { label: 'Bond builders', cat1: 5, cat2: 1 },
  { label: 'Treatments', cat1: 5, cat2: 2 },
  { label: "Men's cuts", cat1: 6, cat2: 0 },
  { label: "Men's colour", cat1: 6, cat2: 1 },
]

const query = (g: Group | null) => {
  const parts = ['limit=100']
  if (g) {
    parts.push(`where[and][0][cat1][equals]=${g.cat1}`)
    if (g.cat2 != null) parts.push(`where[and][1][cat2][equals]=${g.cat2}`)
  }
  return parts.join('&')
}

export const PriceListTabs = () => {
  const { config } = useConfig()
  const params = useSearchParams()
  const data = usePriceData()
  const groups: Group[] = [
    ...fixedBefore,
    ...(data?.categories ?? []).map((c) => ({ label: `Colour: ${c.name}`, cat1: 2, cat2: c.code })),
    ...fixedAfter,
  ]
  const base = `${config.routes.admin}/collections/services`
  const current = (g: Group | null) => {
    const cat1 = params.get('where[and][0][cat1][equals]')
    const cat2 = params.get('where[and][1][cat2][equals]')
    if (!g) return !cat1
    return cat1 === String(g.cat1) && (g.cat2 == null ? !cat2 : cat2 === String(g.cat2))
  }
  return (
    <nav aria-label="Price list groups" className="price-list-tabs">
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', padding: 0 }}>
        {[null, ...groups].map((g) => (
          <li key={g ? `${g.cat1}-${g.cat2}` : 'all'}>
            <a
              href={`${base}?${query(g)}`}
              aria-current={current(g) ? 'page' : undefined}
              className={`pill pill--style-${current(g) ? 'dark' : 'light'}`}
              style={{ display: 'inline-block', padding: '4px 10px', textDecoration: 'none' }}
            >
              {g ? g.label : 'Everything'}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
