// The App Router writes its chunk scripts as `<script async>` in the head (vercel/next.js#66958).
// On a fast connection or from the cache they arrive before the first frame and run first, so
// the first paint waits for React's hydration; Lighthouse then counts all the framework's script
// in the largest paint (ADR 027). This rewrites a page's HTML on its way out so that the same
// scripts are only requested once the first frame with the page's first screen has been drawn.
// Given a nonce (script-nonces.mjs, ADR 028), it also writes that nonce on the page's own inline
// scripts, and on nothing else.
import { isDataOnlyScript } from './script-nonces.mjs'

/**
 * Defines `self.__afterPaint(src, shell)`: queues a script until the first paint, then adds it.
 * `shell` marks a script written after `</head>`, i.e. once the first screen's HTML is parsed:
 * that schedules the start (the next frame, then a task after it). DOMContentLoaded schedules it
 * too, for a page with no script in its body. A hidden tab never paints: it starts at once.
 * `self.__afterPaint.ready()` says whether every script it added so far has run (the browser
 * tests wait for it where they used to wait for the load event, which no longer includes them).
 */
const LOADER_SOURCE =
  '(function(){var q=[],started=false,scheduled=false,pending=0;' +
  'function done(){pending--}' +
  'function add(s){var e=document.createElement("script");e.src=s;e.async=true;pending++;' +
  'e.onload=e.onerror=done;document.head.appendChild(e)}' +
  'function start(){if(started)return;started=true;q.splice(0).forEach(add)}' +
  'function schedule(){if(scheduled)return;scheduled=true;' +
  'if(document.visibilityState==="hidden")setTimeout(start);' +
  'else requestAnimationFrame(function(){setTimeout(start)})}' +
  'var f=self.__afterPaint=function(s,shell){started?add(s):q.push(s);if(shell)schedule()};' +
  'f.ready=function(){return started&&pending===0};' +
  'document.addEventListener("DOMContentLoaded",schedule)})()'

/** An inline script, with the page's nonce when it has one. @param {string} source @param {string} [nonce] */
const inline = (source, nonce) =>
  `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${source}</script>`

/** The loader's script tag. @param {string} [nonce] */
export const loaderTag = (nonce) => inline(LOADER_SOURCE, nonce)
export const LOADER = loaderTag()

// A script element as React writes one (attributes `name="value"`), when its text has no "<";
// React's preload of its bootstrap script (a nonce if rendered with one); the end of the head.
// Anything else, e.g. a script with an integrity hash or a capital letter, is left as it is.
const TAGS =
  /<script((?: [A-Za-z]+="[^"<>]*")*)>([^<]*)<\/script>|<link rel="preload" as="script" fetchPriority="low"(?: nonce="[^"<>]*")? href="\/_next\/static\/[^"<>]+\.js"\/>|<\/head>/g
const ATTRIBUTE = / ([A-Za-z]+)="([^"<>]*)"/g
const CHUNK = /^\/_next\/static\/[^"<>]+\.js$/

/**
 * A streaming rewriter for one HTML response: `push` each piece of text as it comes and write
 * what it returns, then write what `end` returns. A tag cut between two pieces is held back
 * until the next one.
 */
export class AfterPaintRewriter {
  #carry = ''
  #inBody = false
  #loaderWritten = false
  #decoder = new TextDecoder()
  /** @type {string | undefined} */
  #nonce
  #startAfterPaint

  /**
   * @param {{ nonce?: string, afterPaint?: boolean }} [options] the response's nonce, if its
   *   policy has one; `afterPaint: false` leaves the scripts' start as Next.js wrote it (only the
   *   bench's comparison of the two asks for that, ADR 027)
   */
  constructor({ nonce, afterPaint = true } = {}) {
    this.#nonce = nonce
    this.#startAfterPaint = afterPaint
  }

  /** @param {string | Uint8Array} chunk */
  push(chunk) {
    const text =
      this.#carry +
      (typeof chunk === 'string' ? chunk : this.#decoder.decode(chunk, { stream: true }))
    let cut = text.length
    // An opening `<` with no `>` after it, or a script whose `</script>` is still to come.
    const lastOpen = text.lastIndexOf('<')
    if (lastOpen !== -1 && text.indexOf('>', lastOpen) === -1) cut = lastOpen
    const lastScript = text.lastIndexOf('<script', cut)
    if (lastScript !== -1 && text.indexOf('</script>', lastScript) === -1) cut = lastScript
    this.#carry = text.slice(cut)
    return this.#rewrite(text.slice(0, cut))
  }

  end() {
    const rest = this.#carry + this.#decoder.decode()
    this.#carry = ''
    return this.#rewrite(rest)
  }

  /** @param {string} html */
  #rewrite(html) {
    return html.replace(TAGS, (tag, attributes, text) => {
      if (tag === '</head>') {
        this.#inBody = true
        return tag
      }
      // React's preload of its bootstrap script: it would fetch the script before the paint.
      if (attributes === undefined) return this.#startAfterPaint ? '' : tag
      const attrs = new Map(Array.from(attributes.matchAll(ATTRIBUTE), (m) => [m[1], m[2]]))
      const names = [...attrs.keys()]
      // A chunk script (with the nonce of the render, if any): the loader adds it after the paint.
      if (
        this.#startAfterPaint &&
        text === '' &&
        CHUNK.test(attrs.get('src') ?? '') &&
        attrs.get('async') === '' &&
        names.every((n) => n === 'src' || n === 'async' || n === 'nonce')
      )
        return this.#afterPaint(attrs.get('src'))
      return this.#withNonce(tag, attrs, text)
    })
  }

  /** @param {string} src */
  #afterPaint(src) {
    const call = inline(
      `self.__afterPaint(${JSON.stringify(src)}${this.#inBody ? ',1' : ''})`,
      this.#nonce,
    )
    if (this.#loaderWritten) return call
    this.#loaderWritten = true
    return loaderTag(this.#nonce) + call
  }

  /**
   * An inline script keeps the nonce Next.js or React wrote on it while rendering this response;
   * one from a cached page gets the nonce only if it is one of the data-only scripts Next.js
   * writes (script-nonces.mjs). Another script, such as one slipped into a page, is left as it
   * is: without this response's nonce, which nobody could guess, the browser refuses to run it.
   * @param {string} tag @param {Map<string, string>} attrs @param {string} text
   */
  #withNonce(tag, attrs, text) {
    const nonce = this.#nonce
    if (nonce === undefined || attrs.get('nonce') === nonce) return tag
    if (![...attrs.keys()].every((n) => n === 'nonce' || n === 'id')) return tag
    if (!isDataOnlyScript(text)) return tag
    const id = attrs.get('id')
    return `<script nonce="${nonce}"${id === undefined ? '' : ` id="${id}"`}>${text}</script>`
  }
}

/**
 * Rewrites the HTML `res` sends (any other response passes untouched). Call it before handing
 * `res` to Next.js, and after any compression middleware, which must see the rewritten text.
 * @param {import('node:http').ServerResponse} res
 * @param {{ nonce?: string, afterPaint?: boolean }} [options] the nonce of the response's policy
 *   (script-nonces.mjs); `afterPaint: false` only adds the nonce (see AfterPaintRewriter)
 */
export function scriptsAfterFirstPaint(res, { nonce, afterPaint = true } = {}) {
  const write = res.write
  const end = res.end
  /** @type {AfterPaintRewriter | null | undefined} */
  let rewriter
  const rewriterFor = () => {
    if (rewriter !== undefined) return rewriter
    const type = String(res.getHeader('content-type') ?? '')
    rewriter = type.startsWith('text/html') ? new AfterPaintRewriter({ nonce, afterPaint }) : null
    // The page's length changes; Next.js sets it on pages it serves whole from its cache.
    if (rewriter && !res.headersSent) res.removeHeader('content-length')
    return rewriter
  }
  const text = (chunk, encoding) =>
    typeof chunk === 'string' && encoding && encoding !== 'utf8' && encoding !== 'utf-8'
      ? Buffer.from(chunk, encoding)
      : chunk

  res.write = function (chunk, encoding, callback) {
    const r = rewriterFor()
    if (!r || chunk == null) return write.call(this, chunk, encoding, callback)
    const cb = typeof encoding === 'function' ? encoding : callback
    return write.call(this, r.push(text(chunk, encoding)), 'utf8', cb)
  }
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') return res.end(undefined, undefined, chunk)
    const r = rewriterFor()
    if (!r) return end.call(this, chunk, encoding, callback)
    const cb = typeof encoding === 'function' ? encoding : callback
    const head = chunk == null ? '' : r.push(text(chunk, encoding))
    return end.call(this, head + r.end(), 'utf8', cb)
  }
}
