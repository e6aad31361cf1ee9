// Rich-text documents a manager could send through the REST API before ADR 029, as reported:
// node types the editor does not offer whose fields the HTML converter wrote into attributes
// unescaped, and an image node that was really a javascript: link. Shared by the integration
// tests (the API refuses them), the renderer's unit tests and the browser test (a document that
// already exists in the database is drawn harmlessly).

const text = (t: string) => ({
  type: 'text',
  text: t,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const element = { direction: 'ltr', format: '', indent: 0, version: 1 }
const paragraph = (t: string) => ({ type: 'paragraph', ...element, children: [text(t)] })

/** Proof that the handler ran: it sets this global before anything else. */
export const XSS_MARKER = '__richTextXssRan'
/** The account the handler would create. */
export const INTRUDER_EMAIL = 'intruder@example.com'

/** Breaks out of `class="…"` into autofocus + onfocus: runs on load, no click needed. */
export const forgedHeaderState =
  `x" tabindex="0" autofocus onfocus="window.${XSS_MARKER}=1;` +
  `fetch('/cms-api/users',{method:'POST',headers:{'content-type':'application/json'},` +
  `body:JSON.stringify({email:'${INTRUDER_EMAIL}',password:'Intruder-owner-2026!x',` +
  `name:'Intruder',roles:['owner']})})" x="`

/** A table (a feature the editor does not offer) whose cell's headerState forges attributes. */
export const forgedTableBody = () => ({
  root: {
    type: 'root',
    ...element,
    children: [
      paragraph('Our spring colour trends.'),
      {
        type: 'table',
        ...element,
        children: [
          {
            type: 'tablerow',
            ...element,
            children: [
              {
                type: 'tablecell',
                ...element,
                headerState: forgedHeaderState,
                colSpan: 1,
                rowSpan: 1,
                children: [paragraph('Shade')],
              },
            ],
          },
        ],
      },
    ],
  },
})

/** An "image" from the users collection whose value is a javascript: link. */
export const javascriptUploadBody = () => ({
  root: {
    type: 'root',
    ...element,
    children: [
      paragraph('See the attached price list.'),
      {
        type: 'upload',
        version: 3,
        format: '',
        id: '65f0c0ffee0123456789abcd',
        relationTo: 'users',
        value: {
          url: `javascript:window.${XSS_MARKER}=1`,
          mimeType: 'text/html',
          filename: 'Price list',
        },
        fields: null,
      },
    ],
  },
})

/** Attribute names and schemes that must never reach a page from rich text. */
export const FORBIDDEN_IN_HTML = [
  /\bonfocus\s*=/i,
  /\bautofocus\b/i,
  /\btabindex\b/i,
  /javascript:/i,
  new RegExp(XSS_MARKER),
]

/** The reported overlay (issue 45): Lexical's editor applies a text node's style as it stands. */
export const OVERLAY_STYLE = 'position:fixed;inset:0;background:rgba(255,0,0,.6);z-index:99999'
/** The words the overlaid text carries (the browser test looks for them). */
export const OVERLAY_TEXT = 'Please sign in again'

/** A paragraph whose second text covers the whole screen with a red overlay. */
export const overlayStyleBody = () => ({
  root: {
    type: 'root',
    ...element,
    children: [
      {
        type: 'paragraph',
        ...element,
        children: [text('Our opening times. '), { ...text(OVERLAY_TEXT), style: OVERLAY_STYLE }],
      },
    ],
  },
})
