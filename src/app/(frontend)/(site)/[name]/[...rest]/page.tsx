import { notFound, redirect } from 'next/navigation'

// Any deeper path that no route claims (e.g. /anything/else, /team/a/b) goes home, on the
// server (docs/rules.md, "Addresses"). Static routes (/prices/…, /offers/…, /admin,
// /cms-api/…, /api/…) always win over this dynamic one, so they are unaffected; an unknown
// API path stays a 404 rather than becoming a redirect to an HTML page.
type Props = { params: Promise<{ name: string }> }

export default async function UnknownPath({ params }: Props) {
  const { name } = await params
  if (name === 'api' || name === 'cms-api') notFound()
  redirect('/')
}
