// The one rich-text editor of the config (payload.config.ts's `editor`), with its save check
// (ADR 029). The check is a hook of the editor itself, so every richText field that uses it —
// blog posts, page blocks, any field added later — is checked, and it runs on every save: field
// `validate` functions are skipped for drafts, editor hooks are not.
import { lexicalEditor, type LexicalRichTextAdapter } from '@payloadcms/richtext-lexical'
import { ValidationError } from 'payload'

import { describeProblems, richTextProblems, storedRichText, withoutStyles } from './check'
import { CORE_NODE_TYPES, editorFeatures, offered } from './features'
import { missingTargets } from './targets.server'

// Payload does not export its rich-text hook and provider types; lexicalEditor's own say the same.
type Provider = ReturnType<typeof lexicalEditor>
type Hooks = NonNullable<LexicalRichTextAdapter['hooks']>
type BeforeValidateHook = NonNullable<Hooks['beforeValidate']>[number]
type AfterReadHook = NonNullable<Hooks['afterRead']>[number]

/** A read's `context` key that asks for rich text as stored, styling and all (the audit). */
export const RICH_TEXT_AS_STORED = 'richTextAsStored'

/**
 * Refuses a rich-text value the editor could not have written, or whose images and internal
 * links point at documents that are not in the database, with a 400 that names the field and
 * the node (`ValidationError`: the admin shows it next to the field). Runs before Payload's own
 * rich-text hooks, so they never see such a value.
 */
export const refuseWhatTheEditorDoesNotOffer: BeforeValidateHook = async ({
  collection,
  field,
  global,
  originalDoc,
  path,
  req,
  value,
}) => {
  if (value == null) return value
  const stored = storedRichText(value)
  const problems = richTextProblems(stored)
  // Only a well-formed text is looked up: its ids are then whole numbers of known collections.
  if (problems.length === 0) problems.push(...(await missingTargets(req.payload, stored, req)))
  if (problems.length === 0) return stored
  const label = typeof field.label === 'string' ? field.label : undefined
  throw new ValidationError(
    {
      collection: collection?.slug,
      global: global?.slug,
      id: (originalDoc as { id?: number } | undefined)?.id,
      errors: [{ path: path.join('.'), label, message: describeProblems(problems) }],
    },
    req.t,
  )
}

/**
 * Every read gives rich text without styling: the save refuses it, but a text stored before the
 * check (or written straight into the database) would otherwise reach the admin's editor, which
 * applies a text's style as it stands — a `position:fixed` overlay across the owner's edit
 * screen (issue 45). The admin reads documents through these hooks (its edit view, versions,
 * drafts), so it opens such a text plain, and saving it stores it without. Only the audit of
 * stored texts (documents.server.ts) asks for them as stored.
 */
export const dropStylesOnRead: AfterReadHook = ({ context, value }) =>
  context?.[RICH_TEXT_AS_STORED] ? value : withoutStyles(value)

/** The node types an editor adapter's features add, besides Lexical's own. */
export function editorNodeTypes(adapter: Pick<LexicalRichTextAdapter, 'editorConfig'>): string[] {
  const nodes = adapter.editorConfig.features.nodes
  return [...CORE_NODE_TYPES, ...nodes.map((n) => n.node.getType())]
}

/** lexicalEditor with the pinned features and the save check. */
export function checkedLexicalEditor(): Provider {
  const provider = lexicalEditor({ features: editorFeatures })
  return async (args) => {
    const adapter = await provider(args)
    // The check's table and the editor's features must agree: a feature that brings a node type
    // the check does not know would make every save with it fail, one the check knows but the
    // editor lacks would let it in.
    const types = new Set(editorNodeTypes(adapter))
    const drift = [
      ...[...types].filter((t) => !offered.nodeTypes.has(t)),
      ...[...offered.nodeTypes].filter((t) => !types.has(t)),
    ]
    if (drift.length > 0) {
      throw new Error(
        `Rich text: src/fields/rich-text/features.ts and the editor's features disagree about ${drift.join(', ')}`,
      )
    }
    return {
      ...adapter,
      hooks: {
        ...adapter.hooks,
        beforeValidate: [refuseWhatTheEditorDoesNotOffer, ...(adapter.hooks?.beforeValidate ?? [])],
        afterRead: [dropStylesOnRead, ...(adapter.hooks?.afterRead ?? [])],
      },
    }
  }
}
