import { getSiteSettings } from '@/content/queries.server'
import { ogCard, ogSize } from '@/lib/og-card/card.server'

export const alt = 'Hair salons and a training academy'
export const size = ogSize
export const contentType = 'image/png'
export const revalidate = 86400

/** The site's default sharing image. */
export default async function Image() {
  const settings = await getSiteSettings()
  return ogCard({
    brand: settings.brandName,
    eyebrow: 'Hair salons & academy',
    title: 'A New Standard of Hairdressing',
    subtitle: settings.tagline,
    footer: 'Free consultations · Online quotes',
  })
}
