import type { Metadata } from 'next'

import { CalculatorPage, type SearchParams } from '@/calculator/page.server'

export const metadata: Metadata = {
  title: 'How would you like to choose?',
  robots: { index: false },
  alternates: { canonical: '/prices/selector' },
}

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <CalculatorPage pathname="/prices/selector" searchParams={searchParams} />
}
