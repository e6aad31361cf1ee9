import type { Metadata } from 'next'

import { CalculatorPage, type SearchParams } from '@/calculator/page.server'

export const metadata: Metadata = {
  title: 'Build your quote',
  robots: { index: false },
  alternates: { canonical: '/prices' },
}

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <CalculatorPage pathname="/prices/calculator" searchParams={searchParams} />
}
