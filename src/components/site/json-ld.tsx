import { type JsonLdObject, serialiseJsonLd } from '@/lib/seo'

/** Prints schema.org structured data for search engines. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }}
    />
  )
}
