'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react'

import type { ReferralOptions } from '@/forms/quote-details'
import { paramsOf, screenFor, type QuoteCatalogue, type Screen } from '@/quote'

import { screenTitles } from '../labels'
import {
  addressSnapshot,
  calculatorUrl,
  onDialogEntry,
  record,
  subscribe,
  type RecordOptions,
} from './history'
import { CalculatorScreenView } from './calculator-screen'
import { FinishScreenView } from './finish-screen'
import { FlowContext, type Flow } from './flow'
import { MenuScreen } from './price-list'
import { ModesScreen, StylistStartScreen, TypesScreen } from './start-screens'
import { ByBudgetScreenView, ByLevelScreenView, ByStylistScreenView } from './result-screens'

// The last screen worked out, so a choice computes its screen once (in `go`), not again to render.
let lastSettled: {
  cat: QuoteCatalogue
  seed: number
  from: string
  href: string
  screen: Screen
} | null = null

type Settled = { href: string; screen: Screen }

/**
 * Follows the screens' own redirects (an incomplete quote back to its steps…) before rendering.
 * `known`: the screen the server worked out for the address it rendered, taken as it is, so the
 * page comes alive without redoing the price list's claims on the phone (ADR 027).
 */
function settle(cat: QuoteCatalogue, href: string, seed: number, known?: Settled): Settled {
  if (known?.href === href) return known
  const last = lastSettled
  if (last && last.cat === cat && last.seed === seed && (last.from === href || last.href === href))
    return last
  const settled = follow(cat, href, seed)
  lastSettled = { cat, seed, from: href, ...settled }
  return settled
}

function follow(cat: QuoteCatalogue, href: string, seed: number): Settled {
  let to = href
  for (let i = 0; i < 5; i++) {
    const url = new URL(to, 'http://calculator.invalid')
    const screen = screenFor(cat, url.pathname, paramsOf(url.search), { seed })
    if (screen.kind !== 'redirect') return { href: to, screen }
    to = screen.to
  }
  return { href: to, screen: { kind: 'redirect', to } }
}

/**
 * The price list's first choice (ADR 050): /prices is drawn by the server, and the rest of the
 * calculator arrives when she taps; from here on the address is the calculator's, as for any
 * choice.
 */
export function startAt(cat: QuoteCatalogue, to: string, seed: number, opts?: RecordOptions) {
  record(settle(cat, to, seed).href, opts)
}

/**
 * The whole calculator, from the price list to the finish form, for one address. The server
 * renders it for the address asked for (so every choice is a working link without
 * JavaScript); in the browser each choice computes the next screen with the same quote module
 * and the catalogue sent with the page, and records the address with the history API, so
 * reload, back, forward and shared links keep the quote (ADR 012) with no request.
 */
export function QuoteFlow({
  catalogue,
  initialHref,
  initialScreen,
  seed,
  referralOptions,
  brandName,
  byChoice = false,
}: {
  catalogue: QuoteCatalogue
  initialHref: string
  /** The server's screen for `initialHref` (plain data, as every screen is), when it drew one. */
  initialScreen?: Screen
  seed: number
  /** The finish form's "How did you hear about us?" answers (Messages & rules). */
  referralOptions: ReferralOptions
  /** For the tab title of each step, as the server's page titles end (Site settings). */
  brandName: string
  /** Started by her tap on the price list: its screen takes focus as after any choice. */
  byChoice?: boolean
}) {
  const router = useRouter()
  const href = useSyncExternalStore(subscribe, addressSnapshot, () => initialHref) ?? initialHref
  const moved = useRef(byChoice) // focus follows a choice, never an arrival or back/forward
  const shownKind = useRef<Screen['kind'] | null>(null) // the screen drawn before this one
  const known = useMemo<Settled | undefined>(
    () => (initialScreen ? { href: initialHref, screen: initialScreen } : undefined),
    [initialHref, initialScreen],
  )
  const screen = useMemo(
    () => settle(catalogue, href, seed, known).screen,
    [catalogue, href, seed, known],
  )

  const go = useCallback<Flow['go']>(
    (to, opts = {}) => {
      const url = calculatorUrl(to)
      if (!url) {
        router.push(to)
        return
      }
      const next = settle(catalogue, url.pathname + url.search, seed, known).href
      moved.current = !opts.dialog && !opts.keepFocus
      record(next, opts)
    },
    [router, catalogue, seed, known],
  )

  const flow = useMemo<Flow>(
    () => ({
      go,
      closeDialog: (to) => {
        if (onDialogEntry()) window.history.back()
        else go(to, { replace: true, keepFocus: true })
      },
    }),
    [go],
  )

  // Before the browser paints the new screen: it is first shown where it stays, so a tap aimed at
  // what just appeared lands on it (a scroll after the paint moved "I'm Happy" from under the
  // finger, and the tap hit nothing).
  useLayoutEffect(() => {
    if (screen.kind === 'redirect') return
    document.title = `${screenTitles[screen.kind]} · ${brandName}`
    const sameScreen = shownKind.current === screen.kind
    shownKind.current = screen.kind
    if (!moved.current) return
    moved.current = false
    focusAfterChoice(screen, sameScreen)
  }, [screen, brandName])

  return (
    <FlowContext.Provider value={flow}>
      <div id="quote-flow" data-screen={screen.kind}>
        {render(screen, referralOptions)}
      </div>
    </FlowContext.Provider>
  )
}

function render(screen: Screen, referralOptions: ReferralOptions) {
  switch (screen.kind) {
    case 'redirect':
      return null
    case 'menu':
      return <MenuScreen screen={screen} />
    case 'types':
      return <TypesScreen screen={screen} />
    case 'modes':
      return <ModesScreen screen={screen} />
    case 'stylistStart':
      return <StylistStartScreen screen={screen} />
    case 'calculator':
      return <CalculatorScreenView screen={screen} />
    case 'byLevel':
      return <ByLevelScreenView screen={screen} />
    case 'byStylist':
      return <ByStylistScreenView screen={screen} />
    case 'byBudget':
      return <ByBudgetScreenView screen={screen} />
    case 'finish':
      return <FinishScreenView screen={screen} referralOptions={referralOptions} />
  }
}

/**
 * After a choice: keyboard and screen-reader focus on what just appeared — the next step's
 * heading, the total once everything is chosen, the question a result screen asks next ("Have you
 * been to … before?"), or a new screen's heading — and that in view, below the header (issue 46).
 * Programmatic focus after a tap does not match :focus-visible, so touch users see no ring.
 * The scroll is instant, whatever the page's `scroll-behavior` or her reduced-motion setting: a
 * smooth one would carry the screen's links away from where they were first drawn for a third of
 * a second.
 */
function focusAfterChoice(screen: Screen, sameScreen: boolean) {
  const root = document.getElementById('quote-flow')
  if (!root) return
  if (root.querySelector('dialog:modal')) return // the dialog has taken focus itself
  const visible = (el: HTMLElement) => el.checkVisibility?.() ?? el.offsetParent !== null
  // The phone's bottom bar first: it is always in view.
  const candidates = [
    ...root.querySelectorAll<HTMLElement>('[data-quote-bar] [data-focus-after-choice]'),
    ...root.querySelectorAll<HTMLElement>('[data-focus-after-choice]'),
  ]
  const target = candidates.find(visible)
  // A new screen starts at its top; a question added to the screen she is on is brought to her.
  const bringIntoView = screen.kind === 'calculator' || sameScreen
  if (!bringIntoView || !target) window.scrollTo({ top: 0, behavior: 'instant' })
  if (!target) return
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  if (bringIntoView && !target.closest('[data-quote-bar]')) {
    const box = (target.closest('section') ?? target).getBoundingClientRect()
    const bar = document.querySelector<HTMLElement>('[data-quote-bar]')
    const barHeight = bar?.checkVisibility?.() ? bar.offsetHeight : 0
    // The site header stays at the top of the screen: the step must start below it.
    const header = document.querySelector('body > header, header')?.getBoundingClientRect()
    const top = Math.max(0, header?.bottom ?? 0) + 12
    if (box.top < top || box.top > window.innerHeight - barHeight - 120)
      window.scrollTo({ top: window.scrollY + box.top - top, behavior: 'instant' })
  }
}
