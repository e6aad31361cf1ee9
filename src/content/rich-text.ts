// The one way rich text becomes HTML for visitors, the preview and the public API (ADR 029).
// Payload's converter writes some node fields into attributes as they are (a table cell's
// headerState went into class="…" unescaped), so: our own converters for links, images and
// list items, nothing at all for node types the editor does not offer, and then sanitize-html
// with an allowlist of exactly the tags, attributes, styles and schemes those converters
// produce. Whatever a stored document holds, the page gets only that.
import {
  convertLexicalToHTML,
  defaultHTMLConverters,
  type HTMLConverter,
  type HTMLConverters,
} from '@payloadcms/richtext-lexical/html'
import sanitizeHtml from 'sanitize-html'

import {
  isSafeHref,
  isSitePath,
  LINKED_COLLECTIONS,
  UPLOAD_COLLECTIONS,
} from '@/fields/rich-text/hrefs'
import { escapeHtml } from '@/lib/html'
import { isSlug } from '@/lib/http'
import { publicPathFor } from '@/preview/preview-url'

type Node = Record<string, unknown>
const isRecord = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v)
const has = (list: readonly string[], v: unknown): boolean =>
  typeof v === 'string' && list.includes(v)

/** Where a link node points, or null when it points nowhere we draw. */
function linkHref(fields: unknown): string | null {
  if (!isRecord(fields)) return null
  if (fields.linkType === 'internal') {
    // The document is filled in when read with depth ≥ 1; its public address comes from its slug.
    const doc = isRecord(fields.doc) ? fields.doc : null
    const target = doc && isRecord(doc.value) ? doc.value : null
    const slug = target?.slug
    if (
      !doc ||
      typeof slug !== 'string' ||
      !isSlug(slug) ||
      !has(LINKED_COLLECTIONS, doc.relationTo)
    )
      return null
    return publicPathFor(doc.relationTo as (typeof LINKED_COLLECTIONS)[number], slug)
  }
  // A phone number filled in from the settings ("01632 960 000") is dialled without its spaces.
  const url =
    typeof fields.url === 'string' && /^tel:/i.test(fields.url)
      ? fields.url.replace(/\s+/g, '')
      : fields.url
  return isSafeHref(url) ? url : null
}

const link: HTMLConverter<Node> = ({ node, nodesToHTML }) => {
  const children = nodesToHTML({ nodes: Array.isArray(node.children) ? node.children : [] }).join(
    '',
  )
  const href = linkHref(node.fields)
  if (!href) return children
  const newTab =
    isRecord(node.fields) && node.fields.newTab === true
      ? ' rel="noopener noreferrer" target="_blank"'
      : ''
  return `<a href="${escapeHtml(href)}"${newTab}>${children}</a>`
}

/** An image from the media library, drawn from the document the read filled in. */
const upload: HTMLConverter<Node> = ({ node }) => {
  const doc = isRecord(node.value) ? node.value : null
  if (!doc || !has(UPLOAD_COLLECTIONS, node.relationTo) || typeof doc.id !== 'number') return ''
  if (
    !isSitePath(doc.url) ||
    typeof doc.mimeType !== 'string' ||
    !doc.mimeType.startsWith('image/')
  )
    return ''
  const alt = typeof doc.alt === 'string' ? doc.alt : ''
  const size = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null)
  const width = size(doc.width)
  const height = size(doc.height)
  const dimensions = width && height ? ` width="${width}" height="${height}"` : ''
  return `<img src="${escapeHtml(doc.url)}" alt="${escapeHtml(alt)}"${dimensions} loading="lazy" />`
}

/** A list item; in a checklist, a disabled checkbox labelled by the item's text. */
const listitem: HTMLConverter<Node> = ({ node, nodesToHTML, parent, providedCSSString }) => {
  const nodes = Array.isArray(node.children) ? node.children : []
  const children = nodesToHTML({ nodes }).join('')
  const hasSubList = nodes.some((c) => isRecord(c) && c.type === 'list')
  const checklist = (parent as Node | undefined)?.listType === 'check'
  const css = `${hasSubList || checklist ? 'list-style-type: none;' : ''}${providedCSSString}`
  const style = css ? ` style="${css}"` : ''
  const value = typeof node.value === 'number' && Number.isInteger(node.value) ? node.value : null
  const open = `<li${style}${value != null ? ` value="${value}"` : ''}>`
  if (!checklist || hasSubList) return `${open}${children}</li>`
  const checked = node.checked === true ? ' checked' : ''
  return `${open}<label><input type="checkbox" disabled${checked} />${children}</label></li>`
}

// A prototype-free table: a node whose type is "constructor" or "toString" finds nothing here.
const converters: HTMLConverters = Object.assign(Object.create(null) as HTMLConverters, {
  paragraph: defaultHTMLConverters.paragraph,
  text: defaultHTMLConverters.text,
  linebreak: defaultHTMLConverters.linebreak,
  tab: defaultHTMLConverters.tab,
  heading: defaultHTMLConverters.heading,
  quote: defaultHTMLConverters.quote,
  list: defaultHTMLConverters.list,
  horizontalrule: defaultHTMLConverters.horizontalrule,
  listitem,
  link,
  autolink: link,
  upload,
  // Tables, relationships, blocks and anything else the editor does not offer: nothing.
  unknown: () => '',
})

const STYLES: sanitizeHtml.IOptions['allowedStyles'] = {
  '*': {
    'text-align': [/^(?:left|right|center|justify)$/],
    'padding-inline-start': [/^\d{1,4}px$/],
    'text-decoration': [/^(?:underline|line-through)$/],
    'list-style-type': [/^none$/],
  },
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'div',
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'em',
    'span',
    'code',
    'sub',
    'sup',
    'a',
    'ul',
    'ol',
    'li',
    'label',
    'input',
    'blockquote',
    'hr',
    'img',
  ],
  allowedAttributes: {
    a: [
      'href',
      { name: 'target', multiple: false, values: ['_blank'] },
      { name: 'rel', multiple: true, values: ['noopener', 'noreferrer'] },
    ],
    img: ['src', 'alt', 'width', 'height', { name: 'loading', multiple: false, values: ['lazy'] }],
    li: ['value'],
    input: [{ name: 'type', multiple: false, values: ['checkbox'] }, 'checked', 'disabled'],
    '*': ['style'],
  },
  // Only the converter's own wrapper keeps a class, so page styles can target it as before.
  allowedClasses: { div: ['payload-richtext'] },
  allowedStyles: STYLES,
  allowedSchemes: ['https', 'mailto', 'tel'],
  // Images come from our own media paths only.
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // A checkbox in a checklist is only ever shown, never an input of the page.
    input: (tagName, attribs) => ({
      tagName,
      attribs: {
        type: 'checkbox',
        disabled: '',
        ...(attribs.checked !== undefined ? { checked: '' } : {}),
      },
    }),
  },
}

/**
 * Rich text as HTML that is safe to put in a page as it is: an empty string for a document that
 * cannot be read.
 */
export function richTextHtml(data: unknown): string {
  if (!isRecord(data) || !isRecord(data.root)) return ''
  let html: string
  try {
    html = convertLexicalToHTML({ data: data as never, converters })
  } catch {
    return ''
  }
  return sanitizeHtml(html, SANITIZE)
}
