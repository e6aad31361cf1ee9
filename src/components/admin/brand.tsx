// The admin's own name and mark (sign-in page, navigation): the salon group's logo and name from
// Site settings, where Payload would show its own (ADR 034).
import { getSiteSettings } from '@/content/queries.server'

async function brand() {
  try {
    return await getSiteSettings()
  } catch {
    // Before the first migration there are no settings: the name alone.
    return null
  }
}

/** "Hair & Co" → "H&C": the navigation's small mark. */
const monogram = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => (w === '&' ? '&' : w.slice(0, 1).toUpperCase()))
    .join('')
    .slice(0, 4)

export async function AdminLogo() {
  const settings = await brand()
  const name = settings?.brandName ?? 'Salon'
  const logo = settings?.logo
  const height = 72
  return (
    <span style={{ display: 'inline-grid', justifyItems: 'center', gap: '0.4rem' }}>
      {logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small upload, shown as it is
        <img
          src={logo.url}
          alt={name}
          height={height}
          width={Math.round((height * logo.width) / logo.height)}
          style={{ objectFit: 'contain', maxWidth: '100%', height: 'auto', maxHeight: height }}
        />
      ) : (
        <span style={{ font: '600 1.75rem Georgia, "Times New Roman", serif' }}>{name}</span>
      )}
      <span style={{ fontSize: '0.95rem', opacity: 0.75 }}>Salon admin</span>
    </span>
  )
}

export async function AdminIcon() {
  const settings = await brand()
  const name = settings?.brandName ?? 'Salon'
  return (
    <span
      aria-label={name}
      title={name}
      style={{ font: '600 1rem Georgia, "Times New Roman", serif', whiteSpace: 'nowrap' }}
    >
      {monogram(name)}
    </span>
  )
}
