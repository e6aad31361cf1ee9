// The site's menus, from Settings → Menus: the header, the footer and the tests read them here.
import { resolveLinks } from '@/content/links'
import type { Navigation, SiteSettings } from '@/content/types'

export type NavLink = { href: string; label: string }

/** The menus ready to draw; a link to /offers hides itself while all offers are hidden. */
export function siteMenus(nav: Navigation, settings: Pick<SiteSettings, 'hideOffers' | 'links'>) {
  const menu = (list: Navigation['primary']): NavLink[] =>
    resolveLinks(list, settings.links)
      .filter((l) => !(settings.hideOffers && l.href === '/offers'))
      .map(({ href, label }) => ({ href, label }))
  return { primary: menu(nav.primary), more: menu(nav.more), footer: menu(nav.footer) }
}
