// Where the admin's "Preview" button goes: our preview route, which checks the staff login,
// turns on Next's draft mode and forwards to the public page showing the latest draft.
/** Collections whose documents have a public address, and where it starts. */
export const publicPaths = { 'blog-posts': '/blog', offers: '/offers', pages: '' } as const
export type PreviewCollection = keyof typeof publicPaths

export const isPreviewCollection = (v: unknown): v is PreviewCollection =>
  typeof v === 'string' && Object.hasOwn(publicPaths, v)

/** The page's public address; the page called "home" is the home page. */
export const publicPathFor = (collection: PreviewCollection, slug: string) =>
  collection === 'pages' && slug === 'home' ? '/' : `${publicPaths[collection]}/${slug}`

export const previewUrl = (collection: PreviewCollection, slug: string | null | undefined) =>
  slug ? `/preview?collection=${collection}&slug=${encodeURIComponent(slug)}` : null
