import type { Metadata } from 'next'

import { CalculatorPage, type SearchParams } from '@/calculator/page.server'

export const metadata: Metadata = { title: 'Your Selection', robots: { index: false } }

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <CalculatorPage pathname="/prices/total-by-level" searchParams={searchParams} />
}
