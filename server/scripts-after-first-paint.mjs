// The App Router writes its chunk scripts as `<script async>` in the head (vercel/next.js#66958).
// On a fast connection or from the cache they arrive before the first frame and run first, so
// the first paint waits for React's hydration; Lighthouse then counts all the framework's script
// in the largest paint (ADR 027). This rewrites a page's HTML on its way out so that the same
// scripts are only requested once the first frame with the page's first screen has been drawn.

/**
 * Defines `self.__afterPaint(src, shell)`: queues a script until the first paint, then adds it.
 * `shell` marks a script written after `</head>`, i.e. once the first screen's HTML is parsed:
 * that schedules the start (the next frame, then a task after it). DOMContentLoaded schedules it
 * too, for a page with no script in its body. A hidden tab never paints: it starts at once.
 * `self.__afterPaint.ready()` says whether every script it added so far has run (the browser
 * tests wait for it where they used to wait for the load event, which no longer includes them).
 */
export const LOADER =
  '<script>(function(){var q=[],started=false,scheduled=false,pending=0;' +
  'function done(){pending--}' +
  'function add(s){var e=document.createElement("script");e.src=s;e.async=true;pending++;' +
  'e.onload=e.onerror=done;document.head.appendChild(e)}' +
  'function start(){if(started)return;started=true;q.splice(0).forEach(add)}' +
  'function schedule(){if(scheduled)return;scheduled=true;' +
  'if(document.visibilityState==="hidden")setTimeout(start);' +
  'else requestAnimationFrame(function(){setTimeout(start)})}' +
  'var f=self.__afterPaint=function(s,shell){started?add(s):q.push(s);if(shell)schedule()};' +
  'f.ready=function(){return started&&pending===0};' +
  'document.addEventListener("DOMContentLoaded",schedule)})()</script>'

// Exactly the tags Next.js writes. A script with any other attribute (nonce, integrity) is left
// as it is: it still works, only earlier.
const TAGS =
  /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>|<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"<>]+\.js"\/>|<\/head>/g

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

  /** @param {string | Uint8Array} chunk */
  push(chunk) {
    const text =
      this.#carry +
      (typeof chunk === 'string' ? chunk : this.#decoder.decode(chunk, { stream: true }))
    let cut = text.length
    // An opening `<` with no `>` after it, or a chunk script whose `</script>` is still to come.
    const lastOpen = text.lastIndexOf('<')
    if (lastOpen !== -1 && text.indexOf('>', lastOpen) === -1) cut = lastOpen
    const lastScript = text.lastIndexOf('<script src="', cut)
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
    return html.replace(TAGS, (tag, src) => {
      if (tag === '</head>') {
        this.#inBody = true
        return tag
      }
      // React's preload of its bootstrap script: it would fetch the script before the paint.
      if (src === undefined) return ''
      const call = `<script>self.__afterPaint(${JSON.stringify(src)}${this.#inBody ? ',1' : ''})</script>`
      if (this.#loaderWritten) return call
      this.#loaderWritten = true
      return LOADER + call
    })
  }
}

/**
 * Rewrites the HTML `res` sends (any other response passes untouched). Call it before handing
 * `res` to Next.js, and after any compression middleware, which must see the rewritten text.
 * @param {import('node:http').ServerResponse} res
 */
export function scriptsAfterFirstPaint(res) {
  const write = res.write
  const end = res.end
  /** @type {AfterPaintRewriter | null | undefined} */
  let rewriter
  const rewriterFor = () => {
    if (rewriter !== undefined) return rewriter
    const type = String(res.getHeader('content-type') ?? '')
    rewriter = type.startsWith('text/html') ? new AfterPaintRewriter() : null
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
