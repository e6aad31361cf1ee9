import { describe, expect, it } from 'vitest'

import { defaultMessages } from '@/content/message-templates'
import { quoteEmail, quoteMessageInput, quoteSms } from '@/delivery/templates'

import { previewQuoteMessages, sampleQuoteFacts } from './sample-quote'

const salon = { id: 3, name: 'Willow & Wren High Street', phone: '01632 960412' }

describe('the admin preview of the quote messages', () => {
  for (const withOffer of [true, false]) {
    it(`says the words the client is sent, for the same facts (${withOffer ? 'with' : 'without'} an offer)`, () => {
      const facts = sampleQuoteFacts({
        brandName: 'Willow & Wren',
        salon,
        siteUrl: 'https://willowandwren.example/',
        templates: defaultMessages,
        withOffer,
      })
      const preview = previewQuoteMessages(facts)
      // What delivery sends (src/delivery/deliver.server.ts) for these facts.
      const sent = quoteMessageInput(facts)
      expect(preview.sms).toBe(quoteSms(sent))
      expect(preview.email).toEqual(quoteEmail(sent))
      expect(preview.sms).toContain('Willow & Wren High Street')
      // Links are SITE_URL's, never the admin's own address.
      expect(preview.sms).toContain('https://willowandwren.example/quote/')
    })
  }
})
