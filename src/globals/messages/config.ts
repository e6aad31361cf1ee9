import type { Field, GlobalConfig } from 'payload'

import { isStaff, ownersOnlyField, publicGlobalAccess } from '@/access/roles'
import { DAILY_LIMIT_DEFAULTS, DAILY_LIMIT_MAX, dailyLimitProblem } from '@/delivery/daily-limits'
import { env } from '@/env.server'
import { placeholderHelpFor, templateProblem, type TemplateKind } from '@/content/message-templates'
import { jobRoles } from '@/forms/job-application'
import { REFERRAL_MAX, referralOptionsProblem } from '@/forms/quote-details'

const PREVIEW = '@/globals/messages/message-preview'

/** A wording field: placeholders the message does not know are refused when saving. */
const template = (
  name: string,
  label: string,
  kind: TemplateKind,
  opts: { textarea?: boolean; description?: string } = {},
): Field => {
  const base = {
    name,
    label,
    validate: (value: unknown) => templateProblem(value, kind),
  }
  const description = opts.description ?? 'Left empty, the standard wording is used.'
  return opts.textarea
    ? { ...base, type: 'textarea', admin: { description, rows: 3 } }
    : { ...base, type: 'text', admin: { description } }
}

/**
 * A daily limit on a kind of message (ADR 040): staff read it, owners set it; visitors never
 * see it (it would tell another site how many quotes to send).
 */
const dailyLimit = (name: string, label: string, standard: number): Field => ({
  name,
  label,
  type: 'number',
  defaultValue: standard,
  min: 0,
  max: DAILY_LIMIT_MAX,
  admin: {
    step: 1,
    description: `Left empty, ${standard.toLocaleString('en-GB')} a day.`,
  },
  access: { read: ({ req }) => isStaff(req), update: ownersOnlyField },
  validate: (value: unknown) => dailyLimitProblem(value),
})

const preview = (name: string, component: string): Field => ({
  name,
  type: 'ui',
  // SITE_URL, read when the server starts: the preview's links are the links sent.
  admin: {
    components: {
      Field: { path: `${PREVIEW}#${component}`, clientProps: { siteUrl: env.SITE_URL } },
    },
  },
})

/**
 * The salon's rules and wording that used to be code (ADR 013): the words of the quote e-mail, the text message and the notice of a job application, the
 * positions offered per role and the answers to "How did you hear about us?". Managers edit them; the preview shows a sample quote as typed.
 */
export const Messages: GlobalConfig = {
  slug: 'messages',
  label: 'Messages & rules',
  admin: {
    group: 'Settings',
    description:
      'What the site promises and sends. Changes apply to the next quote or application.',
  },
  access: publicGlobalAccess,
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          name: 'quoteEmail',
          label: 'Quote e-mail',
          description: `The layout (colours, the table of prices, the buttons) stays; these are its words. Placeholders: ${placeholderHelpFor('quote')}.`,
          fields: [
            template('subject', 'Subject', 'quote'),
            template('greeting', 'Greeting', 'quote'),
            template('intro', 'Introduction', 'quote', { textarea: true }),
            template('offerHeading', 'Offer heading (when the quote carries an offer)', 'quote'),
            template('offer', 'Offer text (when the quote carries an offer)', 'quote', {
              textarea: true,
            }),
            template('closing', 'Closing note', 'quote', { textarea: true }),
            preview('emailPreview', 'QuoteEmailPreview'),
          ],
        },
        {
          name: 'quoteSms',
          label: 'Text message',
          description: `Sent with every quote. A quote carries at most one offer, the best one it qualifies for (see Offers). Placeholders: ${placeholderHelpFor('quote')}. Two SMS segments at most are sent: a longer text is shortened for that client.`,
          fields: [
            // The field names are from when only new clients had an offer.
            template('newClient', 'Text when the quote carries an offer', 'quote', {
              textarea: true,
            }),
            template('regular', 'Text when the quote carries no offer', 'quote', {
              textarea: true,
            }),
            preview('smsPreview', 'QuoteSmsPreview'),
          ],
        },
        {
          name: 'applicationNotice',
          label: 'Application notice',
          description: `The e-mail the salon receives for a job application; the answers follow. Placeholders: ${placeholderHelpFor('application')}.`,
          fields: [
            template('subject', 'Subject', 'application'),
            template('intro', 'Introduction', 'application', { textarea: true }),
            preview('noticePreview', 'ApplicationNoticePreview'),
          ],
        },
        {
          name: 'confirmationMessages',
          label: 'Prices to confirm',
          description: `What a client is told when her price is confirmed, when a question is sent to her, and when she is asked in for a consultation — by e-mail (the changes, her skin test and the links follow) and by text. Placeholders: ${placeholderHelpFor('confirmation')}.`,
          fields: [
            template('confirmedSubject', 'Confirmed: e-mail subject', 'confirmation'),
            template('confirmedIntro', 'Confirmed: first line', 'confirmation', { textarea: true }),
            template('confirmedSms', 'Confirmed: text message', 'confirmation', { textarea: true }),
            template('questionSubject', 'A question: e-mail subject', 'confirmation'),
            template('questionIntro', 'A question: first line', 'confirmation', { textarea: true }),
            template('questionSms', 'A question: text message', 'confirmation', { textarea: true }),
            template('consultationSubject', 'A consultation: e-mail subject', 'confirmation'),
            template('consultationIntro', 'A consultation: first line', 'confirmation', {
              textarea: true,
            }),
            template('consultationSms', 'A consultation: text message', 'confirmation', {
              textarea: true,
            }),
          ],
        },
        {
          name: 'recruitment',
          label: 'Recruitment',
          description:
            'What each application page says, and the positions an applicant can choose for each role.',
          fields: [
            {
              name: 'applicationPages',
              type: 'array',
              label: 'Application pages',
              labels: { singular: 'Application page', plural: 'Application pages' },
              maxRows: jobRoles.length,
              admin: {
                description:
                  'The heading and introduction of /recruitment/stylist, /apprentice and /saturday.',
              },
              validate: (rows: unknown) => {
                const roles = ((rows as { role?: string }[] | null | undefined) ?? []).map(
                  (r) => r.role,
                )
                const twice = roles.find((r, i) => r && roles.indexOf(r) !== i)
                return twice ? `${twice} appears twice: keep one page per role.` : true
              },
              fields: [
                {
                  name: 'role',
                  type: 'select',
                  required: true,
                  options: jobRoles.map((r) => ({ label: r, value: r })),
                },
                { name: 'title', type: 'text', required: true, maxLength: 120 },
                { name: 'intro', type: 'textarea', maxLength: 600 },
              ],
            },
            {
              name: 'positions',
              type: 'array',
              labels: { singular: 'Position', plural: 'Positions' },
              admin: {
                description:
                  'A role with one position does not ask; a role with none offers the standard ones.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'role',
                      type: 'select',
                      required: true,
                      options: jobRoles.map((r) => ({ label: r, value: r })),
                    },
                    { name: 'title', type: 'text', required: true, maxLength: 100 },
                  ],
                },
              ],
            },
          ],
        },
        {
          name: 'dailyLimits',
          label: 'Daily limits',
          description:
            'How many messages the website sends in one day (UK time, from midnight): quote text messages; quote e-mails and job application notices. Past a limit nothing is lost: messages wait and go out from midnight, or within a few minutes of an owner raising the limit, and the owners are told by e-mail and on the To do list. Staff sign-in e-mails are not counted. Only owners change these.',
          fields: [
            {
              type: 'row',
              fields: [
                dailyLimit('texts', 'Text messages a day', DAILY_LIMIT_DEFAULTS.sms),
                dailyLimit('emails', 'E-mails a day', DAILY_LIMIT_DEFAULTS.email),
              ],
            },
          ],
        },
        {
          name: 'finishForm',
          label: 'Finish form',
          description:
            'The form where a client saves her quote. Saved quotes keep the answer they were given.',
          fields: [
            {
              name: 'referralOptions',
              type: 'array',
              label: '“How did you hear about us?” answers',
              labels: { singular: 'Answer', plural: 'Answers' },
              admin: {
                description:
                  'Shown in this order. The quotes list and CSV show the answer as it was when the quote was saved.',
              },
              // The admin's form state holds an array as its row count; the rows are in
              // siblingData there, and in the value itself on the server.
              validate: (value: unknown, { siblingData }: { siblingData?: unknown }) => {
                const rows = Array.isArray(value)
                  ? value
                  : (siblingData as { referralOptions?: unknown } | undefined)?.referralOptions
                if (!Array.isArray(rows))
                  return typeof value === 'number' && value > 0 ? true : 'Add at least one answer'
                const labels = rows.map((r) => (r as { label?: unknown } | null)?.label)
                return referralOptionsProblem(labels) ?? true
              },
              fields: [{ name: 'label', type: 'text', required: true, maxLength: REFERRAL_MAX }],
            },
          ],
        },
      ],
    },
  ],
}
