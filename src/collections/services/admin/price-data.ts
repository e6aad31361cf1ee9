'use client'
// The levels, colour categories (with their extras for her hair) and hair bands the admin's price
// list components name and price with, read once per page from Payload's own API (all public
// content).
import { useConfig } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import type { CatalogueCategory, CatalogueLevel, CatalogueService } from '@/quote/catalogue'
import { hairMeasures, supplementRows, type SupplementRowInput } from '@/quote/hair'
import type { CatalogueHairBand } from '@/quote/model'
import { poundsToPence } from '@/quote/money'
import { serviceKind } from '@/quote/service-kinds'

export type PriceData = {
  levels: CatalogueLevel[]
  categories: CatalogueCategory[]
  services: CatalogueService[]
  hairBands: CatalogueHairBand[]
}

let cache: Promise<PriceData> | null = null

async function load(api: string): Promise<PriceData> {
  const get = async (slug: string, sort: string) => {
    const res = await fetch(`${api}/${slug}?limit=500&depth=0&sort=${sort}`, {
      credentials: 'include',
    })
    if (!res.ok) throw new Error(`${slug}: ${res.status}`)
    return ((await res.json()) as { docs: Record<string, unknown>[] }).docs
  }
  const [levels, categories, services, bands] = await Promise.all([
    get('levels', 'rank'),
    get('colour-categories', 'code'),
    get('services', 'sortOrder'),
    get('hair-bands', 'rank'),
  ])
  return {
    levels: levels.map((l) => ({
      id: Number(l.id),
      name: String(l.name),
      adapter: Number(l.adapter),
      experience: (l.experience as string | null) ?? null,
      rank: Number(l.rank),
      newStarterRules: l.newStarterRules === true,
    })),
    categories: categories.map((c) => ({
      id: Number(c.id),
      code: Number(c.code),
      name: String(c.name),
      guidance: String(c.guidance ?? ''),
      skipAddOn: Boolean(c.skipAddOn),
      addOnGroup: c.addOnGroup == null ? null : Number(c.addOnGroup),
      newStarterRestricted: Boolean(c.newStarterRestricted),
      supplements: supplementRows(c.hairSupplements as SupplementRowInput[] | null),
    })),
    hairBands: bands.flatMap((b) => {
      const measure = hairMeasures.find((m) => m === b.measure)
      return measure
        ? [
            {
              id: Number(b.id),
              measure,
              name: String(b.name),
              description: null,
              rank: Number(b.rank),
              unsure: b.unsure === true,
            },
          ]
        : []
    }),
    services: services.flatMap((s) => {
      const kind = serviceKind(Number(s.cat1), Number(s.cat2 ?? 0))
      return kind
        ? [
            {
              id: Number(s.id),
              name: String(s.service),
              kind,
              pricePence: poundsToPence(Number(s.price ?? 0)),
              productPence: poundsToPence(Number(s.productPrice ?? 0)),
              cat2: Number(s.cat2 ?? 0),
              newStarterRestricted: Boolean(s.newStarterRestricted),
              description: null,
              supplements: supplementRows(s.hairSupplements as SupplementRowInput[] | null),
            },
          ]
        : []
    }),
  }
}

export function usePriceData(): PriceData | null {
  const { config } = useConfig()
  const [data, setData] = useState<PriceData | null>(null)
  useEffect(() => {
    let live = true
    cache ??= load(`${config.serverURL}${config.routes.api}`)
    cache.then((d) => live && setData(d)).catch(() => (cache = null))
    return () => {
      live = false
    }
  }, [config.serverURL, config.routes.api])
  return data
}

/** The add-on groups colour categories use, named by those categories ("Only with Foiling"). */
export function addOnGroupOptions(categories: CatalogueCategory[], current: number | null) {
  const groups = new Map<number, string[]>()
  for (const c of categories)
    if (c.addOnGroup != null && c.addOnGroup > 0)
      groups.set(c.addOnGroup, [...(groups.get(c.addOnGroup) ?? []), c.name])
  const options = [{ value: 0, label: 'Every colour that offers add-ons' }]
  for (const [value, names] of [...groups].sort((a, b) => a[0] - b[0]))
    options.push({ value, label: `Only with ${names.join(', ')}` })
  if (current != null && !options.some((o) => o.value === current))
    options.push({ value: current, label: `Group ${current} (no colour category offers it)` })
  return options
}
