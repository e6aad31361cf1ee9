// An offer's words: its status, its worked-out facts, its placeholders, its cards. The rule that
// decides whether an offer is live and what it gives is the quote module's (src/quote/offers.ts,
// src/quote/offer-status.ts); its structured data is with the other SEO builders (src/lib/seo.ts).
export * from './cards'
export * from './facts'
export * from './placeholders'
export * from './status-text'
