'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react'

import type { ReferralOptions } from '@/forms/quote-details'
import { isCalculatorPath, paramsOf, screenFor, type QuoteCatalogue, type Screen } from '@/quote'

import { screenTitles } from '../labels'
import { CalculatorScreenView } from './calculator-screen'
import { FinishScreenView } from './finish-screen'
import { FlowContext, type Flow } from './flow'
import { MenuScreen, ModesScreen, StylistStartScreen, TypesScreen } from './start-screens'
import { ByBudgetScreenView, ByLevelScreenView, ByStylistScreenView } from './result-screens'

// The address bar is the calculator's state: a small store over it, so that rendering always
// follows the address (a choice, back, forward, or a page restored from Next.js's cache).
const listeners = new Set<() => void>()
let lastCalculatorHref: string | null = null
// A choice is drawn at once; its address is written to the history just after (see `go`).
let pendingHref: string | null = null
const pendingWrites = new Set<() => void>() // each cancels one scheduled history write
// Back or Forward pressed before a choice's address was written: the browser has already moved,
// so the choice is dropped rather than written on top of where she went (Back did nothing).
function dropPendingWrite() {
  pendingWrites.forEach((cancel) => cancel())
  pendingWrites.clear()
  pendingHref = null
}

// Back and Forward between the calculator's own entries are the calculator's, not the router's
// (ADR 045). Next.js keeps in each entry the route tree it rendered when the entry was written;
// after a reload that tree is not in its cache, so a traversal made it fetch the page again, and
// an answer that came back after her next tap carried her off to that older address. Here the
// calculator takes the traversal first and tells the router only the new address, which it then
// shows with the tree it already has: no request, nothing late.
const NEXT_TREE = '__PRIVATE_NEXTJS_INTERNALS_TREE' // app-router.js: the tree an entry restores
const NEXT_ENTRY = '__NA' // app-router.js: an entry the App Router may restore
/** The page was served as a calculator screen and has not come alive yet. */
let hydrating = typeof document !== 'undefined' && document.getElementById('quote-flow') !== null

function withoutTree() {
  const own = { ...(window.history.state as Record<string, unknown> | null) }
  delete own[NEXT_TREE]
  return own
}

/** This entry's address is now the calculator's; the router follows it without a fetch. */
function adoptEntry() {
  const href = window.location.pathname + window.location.search + window.location.hash
  // History.prototype's methods are the browser's own, under Next.js's wrappers on `history`.
  const write = (state: unknown) =>
    History.prototype.replaceState.call(window.history, state, '', href)
  if (window.history.replaceState === History.prototype.replaceState) {
    // Its router has not started: it replays a missed traversal once it does, with its own tree
    // when the entry names none.
    write(withoutTree())
    return
  }
  const own = withoutTree()
  delete own[NEXT_ENTRY]
  write(own)
  // Through Next.js's wrapper: `usePathname` and the router's address follow, with its tree.
  window.history.replaceState(own, '', href)
}

// Back or Forward pressed before this page's scripts ran (they start after its first paint,
// ADR 027): the router replays the traversal once it starts, and fetches the tree the entry
// names. Named none, it shows the one it has.
if (hydrating && (window.history.state as Record<string, unknown> | null)?.[NEXT_TREE])
  History.prototype.replaceState.call(window.history, withoutTree(), '')

function onPopState(event: PopStateEvent) {
  if (listeners.size === 0 && !hydrating) return
  dropPendingWrite()
  if (isCalculatorPath(window.location.pathname)) {
    event.stopImmediatePropagation() // Next.js's own popstate listener would fetch
    adoptEntry()
  }
  notify()
}
if (typeof window !== 'undefined') {
  // Capturing: at the window, capturing listeners run before Next.js's (added later, bubbling).
  window.addEventListener('popstate', onPopState, { capture: true })
}

function subscribe(onChange: () => void) {
  hydrating = false
  listeners.add(onChange)
  return () => {
    listeners.delete(onChange)
  }
}
function addressSnapshot(): string | null {
  if (pendingHref) return pendingHref
  // While Next.js leaves the calculator for another page, keep showing the last screen.
  if (isCalculatorPath(window.location.pathname))
    lastCalculatorHref = window.location.pathname + window.location.search
  return lastCalculatorHref
}
const notify = () => listeners.forEach((l) => l())

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
}: {
  catalogue: QuoteCatalogue
  initialHref: string
  /** The server's screen for `initialHref` (plain data, as every screen is). */
  initialScreen: Screen
  seed: number
  /** The finish form's "How did you hear about us?" answers (Messages & rules). */
  referralOptions: ReferralOptions
  /** For the tab title of each step, as the server's page titles end (Site settings). */
  brandName: string
}) {
  const router = useRouter()
  const href = useSyncExternalStore(subscribe, addressSnapshot, () => initialHref) ?? initialHref
  const moved = useRef(false) // focus follows a choice, never an arrival or back/forward
  const shownKind = useRef<Screen['kind'] | null>(null) // the screen drawn before this one
  const known = useMemo<Settled>(
    () => ({ href: initialHref, screen: initialScreen }),
    [initialHref, initialScreen],
  )
  const screen = useMemo(
    () => settle(catalogue, href, seed, known).screen,
    [catalogue, href, seed, known],
  )

  const go = useCallback<Flow['go']>(
    (to, opts = {}) => {
      const url = new URL(to, window.location.href)
      if (url.origin !== window.location.origin || !isCalculatorPath(url.pathname)) {
        router.push(to)
        return
      }
      const next = settle(catalogue, url.pathname + url.search, seed, known).href
      moved.current = !opts.dialog && !opts.keepFocus
      // Draw the new screen now, and record its address once the browser is idle: the history
      // call makes Next.js update its router (usePathname, useSearchParams follow it), work
      // that need not stand between the tap and the next step.
      pendingHref = next
      notify()
      const state = opts.dialog ? { quoteDialog: true } : {}
      let cancel = () => {}
      const write = () => {
        pendingWrites.delete(cancel)
        if (opts.replace) window.history.replaceState(state, '', next)
        else window.history.pushState(state, '', next)
        if (pendingHref === next) pendingHref = null
      }
      if ('requestIdleCallback' in window) {
        const id = window.requestIdleCallback(write, { timeout: 150 })
        cancel = () => window.cancelIdleCallback(id)
      } else {
        const id = setTimeout(write, 0)
        cancel = () => clearTimeout(id)
      }
      pendingWrites.add(cancel)
    },
    [router, catalogue, seed, known],
  )

  const flow = useMemo<Flow>(
    () => ({
      go,
      closeDialog: (to) => {
        if ((window.history.state as { quoteDialog?: boolean } | null)?.quoteDialog)
          window.history.back()
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
