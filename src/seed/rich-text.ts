// A small Markdown subset for seed content, written as Lexical rich-text documents:
// blank lines separate blocks; "## " and "### " start headings; lines starting "- " or "1. "
// make lists; **bold** and [links](/path) work inline. Enough for the demo pages and posts.

type Node = Record<string, unknown>
export type Lexical = { root: Node & { type: 'root'; children: Node[] } }

const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }

const text = (t: string, bold = false): Node => ({
  type: 'text',
  text: t,
  format: bold ? 1 : 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

/** **bold** and [label](href) inside a line. */
function inline(line: string): Node[] {
  const out: Node[] = []
  const pattern = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g
  let last = 0
  for (const m of line.matchAll(pattern)) {
    if (m.index > last) out.push(text(line.slice(last, m.index)))
    if (m[1] != null) out.push(text(m[1], true))
    else
      out.push({
        type: 'link',
        ...base,
        fields: { url: m[3], newTab: false, linkType: 'custom' },
        children: [text(m[2] ?? '')],
      })
    last = m.index + m[0].length
  }
  if (last < line.length) out.push(text(line.slice(last)))
  return out
}

function block(chunk: string): Node {
  const lines = chunk.split('\n').map((l) => l.trim())
  const first = lines[0] ?? ''
  const heading = /^(#{2,3}) (.*)$/.exec(first)
  if (heading && lines.length === 1) {
    return {
      type: 'heading',
      tag: `h${heading[1]?.length}`,
      ...base,
      children: inline(heading[2] ?? ''),
    }
  }
  const bullet = lines.every((l) => l.startsWith('- '))
  const numbered = lines.every((l) => /^\d+\. /.test(l))
  if (bullet || numbered) {
    return {
      type: 'list',
      listType: bullet ? 'bullet' : 'number',
      tag: bullet ? 'ul' : 'ol',
      start: 1,
      ...base,
      children: lines.map((l, i) => ({
        type: 'listitem',
        value: i + 1,
        ...base,
        children: inline(l.replace(/^(- |\d+\. )/, '')),
      })),
    }
  }
  return { type: 'paragraph', textFormat: 0, ...base, children: inline(lines.join(' ')) }
}

export function markdown(source: string): Lexical {
  const chunks = source
    .trim()
    .split(/\n\s*\n/)
    .map((c) => c.trim())
    .filter(Boolean)
  return { root: { type: 'root', ...base, children: chunks.map(block) } }
}

/** Paragraphs (a "## " paragraph is a heading) as a rich-text document. */
export const richText = (paragraphs: string[]): Lexical => markdown(paragraphs.join('\n\n'))
