// The site's menu, in one place: the header, the footer and the tests read it from here.
export type NavLink = { href: string; label: string }

export function primaryLinks(opts: { hideOffers: boolean }): NavLink[] {
  return [
    { href: '/salon', label: 'Salon' },
    { href: '/prices', label: 'Prices' },
    ...(opts.hideOffers ? [] : [{ href: '/offers', label: 'Offers' }]),
    { href: '/refer-a-friend', label: 'Referrals' },
  ]
}

export const moreLinks: NavLink[] = [
  { href: '/policies', label: 'Policies' },
  { href: '/online-shop', label: 'Online Shop' },
  { href: '/team', label: 'Team' },
  { href: '/blog', label: 'Blog' },
  { href: '/men', label: 'Men' },
  { href: '/reviews', label: 'Reviews' },
  { href: '/recruitment', label: 'Recruitment' },
]
