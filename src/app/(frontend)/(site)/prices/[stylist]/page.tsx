import type { Metadata } from 'next'

import { getQuoteCatalogue } from '@/content/catalogue.server'
import { CalculatorPage, type SearchParams } from '@/calculator/page.server'

type Params = Promise<{ stylist: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { stylist: slug } = await params
  const stylist = (await getQuoteCatalogue()).stylists.find((s) => s.slug === slug)
  return stylist
    ? {
        title: `Get a quote with ${stylist.name}`,
        description: `An estimated price for your hair with ${stylist.name}, ${stylist.levelName}.`,
        alternates: { canonical: `/prices/${slug}` },
      }
    : { title: 'Get a quote' }
}

/** A quote with one stylist (linked from her profile): the calculator starts with her chosen. */
export default async function StylistQuotePage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}) {
  const { stylist: slug } = await params
  return (
    <CalculatorPage pathname={`/prices/${encodeURIComponent(slug)}`} searchParams={searchParams} />
  )
}
