/**
 * Module resolve hook (runs in Node's loader thread; registered by lexical-without-tla.mjs).
 *
 * Lexical's packages resolve under Node's "node" export condition to `*.node.mjs` wrappers whose
 * whole body is `const mod = await import('./X.dev.mjs' or './X.prod.mjs')`. Dozens of those
 * top-level awaits, imported together by @payloadcms/richtext-lexical, sometimes leave Node 20's
 * module graph unsettled: every wrapper finishes, yet the config's import never does, and the
 * process exits 13 without a word. Asking for the "development"/"production" condition (which
 * lexical lists before "node") loads the same X.dev.mjs / X.prod.mjs directly, with no top-level
 * await. Only lexical's own specifiers get the extra condition.
 */
const condition = process.env.NODE_ENV === 'production' ? 'production' : 'development'

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'lexical' || specifier.startsWith('@lexical/')) {
    return nextResolve(specifier, {
      ...context,
      conditions: [...context.conditions, condition],
    })
  }
  return nextResolve(specifier, context)
}
