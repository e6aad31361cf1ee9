import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelatedNameCell as RelatedNameCell_586804a1a384b402422a6682dac58e8e } from '@/components/admin/related-name-cell'
import { YesNoCell as YesNoCell_a6c1081adc33bb2dc8f9b82fa593bee4 } from '@/components/admin/yes-no-cell'
import { NewRecordTitle as NewRecordTitle_ec2be2aee1c8730e8a406d679c2a337e } from '@/components/admin/new-record-title'
import { OpeningRowLabel as OpeningRowLabel_21e923dc69cf0fc1df349dbcc51dc379 } from '@/collections/salons/admin/opening-row-label'
import { HolidayRowLabel as HolidayRowLabel_3ab44b0adcdef899b8be9bb39a7658f4 } from '@/collections/salons/admin/holiday-row-label'
import { LevelAverageField as LevelAverageField_63ba598581518b0d6c6558b2c418ed57 } from '@/collections/levels/admin/level-average-field'
import { ServiceNameCell as ServiceNameCell_d314b0a3420a319e7a92315113026bd3 } from '@/collections/services/admin/name-cell'
import { KindCell as KindCell_d20d804763cab3cd9df6c3c39c65ad53 } from '@/collections/services/admin/kind-cell'
import { KindField as KindField_1638b973640a49686ea03cdd3eb6a8a6 } from '@/collections/services/admin/kind-field'
import { MoneyCell as MoneyCell_24c8a7165947a02dc7c91da5c4f5b2e8 } from '@/collections/services/admin/money-cell'
import { MoneyField as MoneyField_61ea111b4121e32a1e5a4546b47af4fc } from '@/collections/services/admin/money-field'
import { LevelPricesField as LevelPricesField_cfe36f674cd9b89f779f0220ff36975b } from '@/collections/services/admin/level-prices-field'
import { PriceListTabs as PriceListTabs_48db8d12f39309efef0ebc60a64b1595 } from '@/collections/services/admin/price-list-tabs'
import { BioLevelWarning as BioLevelWarning_2b224e8ec3e18c4465876ab79f451038 } from '@/collections/stylists/admin/bio-level-warning'
import { LeavingField as LeavingField_37ce503196d574378a7735e1e827efad } from '@/collections/stylists/admin/leaving-field'
import { OfferTitleCell as OfferTitleCell_e252700060d64eb1c6481f25d3850bcc } from '@/collections/offers/admin/title-cell'
import { WorkedOutField as WorkedOutField_f071412aa5f2126bf37e1ec8fb34cd1f } from '@/collections/offers/admin/worked-out-field'
import { PriceChangePreview as PriceChangePreview_ed1b571892cd05f2e019ccd752dbf699 } from '@/collections/price-changes/admin/preview'
import { ClientsTouched as ClientsTouched_f2490dff0bdaf8c95201b2fe87351984 } from '@/collections/price-changes/admin/clients'
import { AppliedPrices as AppliedPrices_6a1b4f8c5800baf7d2fdace097e69266 } from '@/collections/price-changes/admin/applied'
import { QuoteSummary as QuoteSummary_215d9b79e1d2e767ee0dd79b8017f17a } from '@/leads/admin/quote-summary'
import { LeadHistory as LeadHistory_2245bc6b5317b311561fdb761afeffa2 } from '@/leads/admin/lead-history'
import { PhoneLink as PhoneLink_2e3e16f70b55c53ea115b66bfa2678c9 } from '@/components/admin/phone-link'
import { PoundsCell as PoundsCell_b756715d2eebf4510ba9fcd5e1c4a86c } from '@/leads/admin/cells'
import { NoField as NoField_b756715d2eebf4510ba9fcd5e1c4a86c } from '@/leads/admin/cells'
import { ResendButton as ResendButton_06bea038735bbf59d41dcccb4b19fd37 } from '@/delivery/admin/resend-button'
import { AttemptLabel as AttemptLabel_147354d4390798a272e3b50b3168ae5c } from '@/delivery/admin/attempt-label'
import { DelayedNotice as DelayedNotice_b67ff15dec6788a8c579e8ee692e61bb } from '@/delivery/admin/delayed-notice'
import { ExportLink as ExportLink_068b5d64a340b3320f6c9128049639cf } from '@/components/admin/export-link'
import { RequestView as RequestView_97c0fa949384f4aacb5446eb40aecbdd } from '@/confirm/admin/request-view'
import { WaitedCell as WaitedCell_c65fb42d951c46d90b9262ce65f32f6b } from '@/confirm/admin/waited-cell'
import { ToConfirmFilters as ToConfirmFilters_9ce30728d668fa5c8afa74d51ac80f90 } from '@/confirm/admin/to-confirm-filters'
import { EmailPreview as EmailPreview_639fede84bbfd5a4eaca05a454a67286 } from '@/delivery/admin/email-preview'
import { CurrentPasswordField as CurrentPasswordField_a906f3a37bc1725570ca7b778fa3a74b } from '@/collections/users/admin/current-password-field'
import { InvitationField as InvitationField_b9eba9d1309184cef5d597b52da1a9b0 } from '@/collections/users/admin/invitation-field'
import { DemoInvitation as DemoInvitation_82cc7289178f48f410cdff34c3debfbf } from '@/collections/users/admin/demo-invitation'
import { LinkRowLabel as LinkRowLabel_6a25c11e7def65738cee70855d10a030 } from '@/globals/navigation/link-row-label'
import { QuoteEmailPreview as QuoteEmailPreview_1094d6ecd7508585230d6513671c1701 } from '@/globals/messages/message-preview'
import { QuoteSmsPreview as QuoteSmsPreview_1094d6ecd7508585230d6513671c1701 } from '@/globals/messages/message-preview'
import { ApplicationNoticePreview as ApplicationNoticePreview_1094d6ecd7508585230d6513671c1701 } from '@/globals/messages/message-preview'
import { AdminIcon as AdminIcon_c158bed9aa5df3ef5e1be6485c1d8cef } from '@/components/admin/brand'
import { AdminLogo as AdminLogo_c158bed9aa5df3ef5e1be6485c1d8cef } from '@/components/admin/brand'
import { PrivacyNavLink as PrivacyNavLink_471c54a16ebb0a60041f66ec3d33524b } from '@/privacy/admin/nav-link'
import { NavOpenOnLaptop as NavOpenOnLaptop_af00ef00e3a1001723e18bfa0deaadb2 } from '@/components/admin/nav-open-on-laptop'
import { StaffDashboard as StaffDashboard_5f77e705a1f752f12f8bc43decd6585c } from '@/components/admin/dashboard/staff-dashboard'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { PrivacyView as PrivacyView_4a76f09bd3ed0e23b42dbee07d985ee9 } from '@/privacy/admin/privacy-view'
import { SignInLinkView as SignInLinkView_a21cbfa05047f610583c3e8ea39e6f62 } from '@/collections/users/admin/sign-in-link-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/components/admin/related-name-cell#RelatedNameCell": RelatedNameCell_586804a1a384b402422a6682dac58e8e,
  "@/components/admin/yes-no-cell#YesNoCell": YesNoCell_a6c1081adc33bb2dc8f9b82fa593bee4,
  "@/components/admin/new-record-title#NewRecordTitle": NewRecordTitle_ec2be2aee1c8730e8a406d679c2a337e,
  "@/collections/salons/admin/opening-row-label#OpeningRowLabel": OpeningRowLabel_21e923dc69cf0fc1df349dbcc51dc379,
  "@/collections/salons/admin/holiday-row-label#HolidayRowLabel": HolidayRowLabel_3ab44b0adcdef899b8be9bb39a7658f4,
  "@/collections/levels/admin/level-average-field#LevelAverageField": LevelAverageField_63ba598581518b0d6c6558b2c418ed57,
  "@/collections/services/admin/name-cell#ServiceNameCell": ServiceNameCell_d314b0a3420a319e7a92315113026bd3,
  "@/collections/services/admin/kind-cell#KindCell": KindCell_d20d804763cab3cd9df6c3c39c65ad53,
  "@/collections/services/admin/kind-field#KindField": KindField_1638b973640a49686ea03cdd3eb6a8a6,
  "@/collections/services/admin/money-cell#MoneyCell": MoneyCell_24c8a7165947a02dc7c91da5c4f5b2e8,
  "@/collections/services/admin/money-field#MoneyField": MoneyField_61ea111b4121e32a1e5a4546b47af4fc,
  "@/collections/services/admin/level-prices-field#LevelPricesField": LevelPricesField_cfe36f674cd9b89f779f0220ff36975b,
  "@/collections/services/admin/price-list-tabs#PriceListTabs": PriceListTabs_48db8d12f39309efef0ebc60a64b1595,
  "@/collections/stylists/admin/bio-level-warning#BioLevelWarning": BioLevelWarning_2b224e8ec3e18c4465876ab79f451038,
  "@/collections/stylists/admin/leaving-field#LeavingField": LeavingField_37ce503196d574378a7735e1e827efad,
  "@/collections/offers/admin/title-cell#OfferTitleCell": OfferTitleCell_e252700060d64eb1c6481f25d3850bcc,
  "@/collections/offers/admin/worked-out-field#WorkedOutField": WorkedOutField_f071412aa5f2126bf37e1ec8fb34cd1f,
  "@/collections/price-changes/admin/preview#PriceChangePreview": PriceChangePreview_ed1b571892cd05f2e019ccd752dbf699,
  "@/collections/price-changes/admin/clients#ClientsTouched": ClientsTouched_f2490dff0bdaf8c95201b2fe87351984,
  "@/collections/price-changes/admin/applied#AppliedPrices": AppliedPrices_6a1b4f8c5800baf7d2fdace097e69266,
  "@/leads/admin/quote-summary#QuoteSummary": QuoteSummary_215d9b79e1d2e767ee0dd79b8017f17a,
  "@/leads/admin/lead-history#LeadHistory": LeadHistory_2245bc6b5317b311561fdb761afeffa2,
  "@/components/admin/phone-link#PhoneLink": PhoneLink_2e3e16f70b55c53ea115b66bfa2678c9,
  "@/leads/admin/cells#PoundsCell": PoundsCell_b756715d2eebf4510ba9fcd5e1c4a86c,
  "@/leads/admin/cells#NoField": NoField_b756715d2eebf4510ba9fcd5e1c4a86c,
  "@/delivery/admin/resend-button#ResendButton": ResendButton_06bea038735bbf59d41dcccb4b19fd37,
  "@/delivery/admin/attempt-label#AttemptLabel": AttemptLabel_147354d4390798a272e3b50b3168ae5c,
  "@/delivery/admin/delayed-notice#DelayedNotice": DelayedNotice_b67ff15dec6788a8c579e8ee692e61bb,
  "@/components/admin/export-link#ExportLink": ExportLink_068b5d64a340b3320f6c9128049639cf,
  "@/confirm/admin/request-view#RequestView": RequestView_97c0fa949384f4aacb5446eb40aecbdd,
  "@/confirm/admin/waited-cell#WaitedCell": WaitedCell_c65fb42d951c46d90b9262ce65f32f6b,
  "@/confirm/admin/to-confirm-filters#ToConfirmFilters": ToConfirmFilters_9ce30728d668fa5c8afa74d51ac80f90,
  "@/delivery/admin/email-preview#EmailPreview": EmailPreview_639fede84bbfd5a4eaca05a454a67286,
  "@/collections/users/admin/current-password-field#CurrentPasswordField": CurrentPasswordField_a906f3a37bc1725570ca7b778fa3a74b,
  "@/collections/users/admin/invitation-field#InvitationField": InvitationField_b9eba9d1309184cef5d597b52da1a9b0,
  "@/collections/users/admin/demo-invitation#DemoInvitation": DemoInvitation_82cc7289178f48f410cdff34c3debfbf,
  "@/globals/navigation/link-row-label#LinkRowLabel": LinkRowLabel_6a25c11e7def65738cee70855d10a030,
  "@/globals/messages/message-preview#QuoteEmailPreview": QuoteEmailPreview_1094d6ecd7508585230d6513671c1701,
  "@/globals/messages/message-preview#QuoteSmsPreview": QuoteSmsPreview_1094d6ecd7508585230d6513671c1701,
  "@/globals/messages/message-preview#ApplicationNoticePreview": ApplicationNoticePreview_1094d6ecd7508585230d6513671c1701,
  "@/components/admin/brand#AdminIcon": AdminIcon_c158bed9aa5df3ef5e1be6485c1d8cef,
  "@/components/admin/brand#AdminLogo": AdminLogo_c158bed9aa5df3ef5e1be6485c1d8cef,
  "@/privacy/admin/nav-link#PrivacyNavLink": PrivacyNavLink_471c54a16ebb0a60041f66ec3d33524b,
  "@/components/admin/nav-open-on-laptop#NavOpenOnLaptop": NavOpenOnLaptop_af00ef00e3a1001723e18bfa0deaadb2,
  "@/components/admin/dashboard/staff-dashboard#StaffDashboard": StaffDashboard_5f77e705a1f752f12f8bc43decd6585c,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/privacy/admin/privacy-view#PrivacyView": PrivacyView_4a76f09bd3ed0e23b42dbee07d985ee9,
  "@/collections/users/admin/sign-in-link-view#SignInLinkView": SignInLinkView_a21cbfa05047f610583c3e8ea39e6f62,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
