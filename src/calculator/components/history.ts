// The calculator's history: the address bar is its state, and Back and Forward between its own
// addresses are its own (ADR 045). A small module with no React and no quote code, so that the
// price list at /prices, which loads the rest of the calculator only when she starts a quote
// (ADR 050), owns its history from its first script as every calculator page does.
import { isCalculatorPath } from '@/quote/screens/routes'

const listeners = new Set<() => void>()
let lastCalculatorHref: string | null = null
// A choice is drawn at once; its address is written to the history just after (see `record`).
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

/** For `useSyncExternalStore`: called with each change of the calculator's address. */
export function subscribe(onChange: () => void) {
  hydrating = false
  listeners.add(onChange)
  return () => {
    listeners.delete(onChange)
  }
}

/** The address the calculator shows: a choice not yet written, or the address bar's. */
export function addressSnapshot(): string | null {
  if (pendingHref) return pendingHref
  // While Next.js leaves the calculator for another page, keep showing the last screen.
  if (isCalculatorPath(window.location.pathname))
    lastCalculatorHref = window.location.pathname + window.location.search
  return lastCalculatorHref
}
const notify = () => listeners.forEach((l) => l())

export type RecordOptions = { replace?: boolean; dialog?: boolean }

/**
 * A choice's address: drawn now, and written to the history once the browser is idle — the
 * history call makes Next.js update its router (usePathname, useSearchParams follow it), work
 * that need not stand between the tap and the next step.
 */
export function record(next: string, opts: RecordOptions = {}) {
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
}

/** The stylist dialog's entry is the one she is on: closing it is going back to where it opened. */
export const onDialogEntry = () =>
  (window.history.state as { quoteDialog?: boolean } | null)?.quoteDialog === true

/** `to` as an address the calculator answers itself, or null for a link the router follows. */
export function calculatorUrl(to: string): URL | null {
  const url = new URL(to, window.location.href)
  return url.origin === window.location.origin && isCalculatorPath(url.pathname) ? url : null
}
