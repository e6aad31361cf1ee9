'use client'

import { useNav, usePreferences } from '@payloadcms/ui'
import { useEffect } from 'react'

// Payload closes the menu on every screen up to 1440 px wide, so on a 1366 px laptop staff met a
// hamburger and no lists (issue 49). Wider than a tablet, the menu opens beside the page as on a
// desktop, unless she closed it herself (Payload keeps that choice as her "nav" preference).
const LAPTOP = '(min-width: 1025px) and (max-width: 1440px)'

export function NavOpenOnLaptop() {
  const { hydrated, setNavOpen } = useNav()
  const { getPreference } = usePreferences()
  useEffect(() => {
    // After Payload's own first pass, which closes it.
    if (!hydrated || !window.matchMedia(LAPTOP).matches) return
    let cancelled = false
    void getPreference<{ open?: boolean }>('nav').then((nav) => {
      if (!cancelled && nav?.open !== false) setNavOpen(true)
    })
    return () => {
      cancelled = true
    }
  }, [hydrated, getPreference, setNavOpen])
  return null
}
