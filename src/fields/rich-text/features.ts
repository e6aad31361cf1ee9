// What the rich-text editor offers staff, and from the same table what a saved document may
// contain (ADR 029). Each feature brings its node types, list types or text formats; the save
// check (check.ts) accepts exactly those, so the editor and the check cannot drift apart, and a
// unit test compares this table with the node types of the sanitized editor.
//
// Payload's default features, pinned, less the relationship block: the site had no way to draw
// it (visitors saw "unknown node") and it could point at any collection.
import {
  AlignFeature,
  BlockquoteFeature,
  BoldFeature,
  ChecklistFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  IndentFeature,
  InlineCodeFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  NodeFormat,
  OrderedListFeature,
  ParagraphFeature,
  StrikethroughFeature,
  SubscriptFeature,
  SuperscriptFeature,
  UnderlineFeature,
  UnorderedListFeature,
  UploadFeature,
  type FeatureProviderServer,
} from '@payloadcms/richtext-lexical'

import { LINKED_COLLECTIONS, UPLOAD_COLLECTIONS } from './hrefs'

export const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const

export type ListType = 'bullet' | 'number' | 'check'

type Entry = {
  // Payload's feature providers are generic over their props; any provider fits the editor.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  feature: FeatureProviderServer<any, any, any>
  /** Node types the feature adds to the editor. */
  nodes?: readonly string[]
  listTypes?: readonly ListType[]
  /** A bit of a text node's `format` that the feature sets. */
  textFormat?: number
  /** Elements may be aligned (`format: 'center'`…). */
  align?: boolean
  /** Elements may be indented (`indent: 2`). */
  indent?: boolean
}

const table: Entry[] = [
  { feature: BoldFeature(), textFormat: NodeFormat.IS_BOLD },
  { feature: ItalicFeature(), textFormat: NodeFormat.IS_ITALIC },
  { feature: UnderlineFeature(), textFormat: NodeFormat.IS_UNDERLINE },
  { feature: StrikethroughFeature(), textFormat: NodeFormat.IS_STRIKETHROUGH },
  { feature: SubscriptFeature(), textFormat: NodeFormat.IS_SUBSCRIPT },
  { feature: SuperscriptFeature(), textFormat: NodeFormat.IS_SUPERSCRIPT },
  { feature: InlineCodeFeature(), textFormat: NodeFormat.IS_CODE },
  // Paragraphs are Lexical's own node; the feature only adds the toolbar entry.
  { feature: ParagraphFeature() },
  { feature: HeadingFeature({ enabledHeadingSizes: [...HEADING_TAGS] }), nodes: ['heading'] },
  { feature: AlignFeature(), align: true },
  { feature: IndentFeature(), indent: true },
  { feature: UnorderedListFeature(), nodes: ['list', 'listitem'], listTypes: ['bullet'] },
  { feature: OrderedListFeature(), nodes: ['list', 'listitem'], listTypes: ['number'] },
  { feature: ChecklistFeature(), nodes: ['list', 'listitem'], listTypes: ['check'] },
  {
    feature: LinkFeature({ enabledCollections: [...LINKED_COLLECTIONS] }),
    nodes: ['link', 'autolink'],
  },
  { feature: BlockquoteFeature(), nodes: ['quote'] },
  {
    feature: UploadFeature({ enabledCollections: [...UPLOAD_COLLECTIONS] }),
    nodes: ['upload'],
  },
  { feature: HorizontalRuleFeature(), nodes: ['horizontalrule'] },
  { feature: InlineToolbarFeature() },
]

/** The features of every rich-text field (payload.config.ts's editor). */
export const editorFeatures = table.map((e) => e.feature)

/** Lexical's own node types, present whatever the features. */
export const CORE_NODE_TYPES = ['root', 'paragraph', 'text', 'linebreak', 'tab'] as const

/** What the check accepts, read off the table above. */
export const offered = {
  nodeTypes: new Set<string>([...CORE_NODE_TYPES, ...table.flatMap((e) => e.nodes ?? [])]),
  listTypes: new Set<ListType>(table.flatMap((e) => e.listTypes ?? [])),
  // The highlight bit has no button, but pasted text can carry it; it draws nothing.
  textFormatMask: table.reduce((mask, e) => mask | (e.textFormat ?? 0), NodeFormat.IS_HIGHLIGHT),
  align: table.some((e) => e.align),
  indent: table.some((e) => e.indent),
  headingTags: new Set<string>(HEADING_TAGS),
  uploadCollections: new Set<string>(UPLOAD_COLLECTIONS),
  linkedCollections: new Set<string>(LINKED_COLLECTIONS),
}
export type Offered = typeof offered
