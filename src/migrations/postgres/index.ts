import * as migration_20261121_183653_initial from './20261121_183653_initial';
import * as migration_20261121_194032_delivery from './20261121_194032_delivery';
import * as migration_20261121_201136_delivery_claim from './20261121_201136_delivery_claim';
import * as migration_20261121_214839_privacy_drafts from './20261121_214839_privacy_drafts';
import * as migration_20261123_022741_delivery_recovery from './20261123_022741_delivery_recovery';
import * as migration_20261123_043917_pages_as_content from './20261123_043917_pages_as_content';
import * as migration_20261123_050259_colour_category_image from './20261123_050259_colour_category_image';
import * as migration_20261123_052408_security from './20261123_052408_security';
import * as migration_20261123_061205_leads_follow_up from './20261123_061205_leads_follow_up';
import * as migration_20261123_061632_messages_and_invitations from './20261123_061632_messages_and_invitations';
import * as migration_20261123_062658_price_list_history from './20261123_062658_price_list_history';
import * as migration_20261123_063329_referral_options from './20261123_063329_referral_options';
import * as migration_20261123_070614_application_pages from './20261123_070614_application_pages';
import * as migration_20261123_084733_media_storage_fields from './20261123_084733_media_storage_fields';
import * as migration_20261126_030749_runner_claims from './20261126_030749_runner_claims';
import * as migration_20261126_071442_offers_as_rules from './20261126_071442_offers_as_rules';
import * as migration_20261126_071537_offers_drop_typed_prices from './20261126_071537_offers_drop_typed_prices';
import * as migration_20261126_072935_quote_offer_code from './20261126_072935_quote_offer_code';
import * as migration_20261126_084822_salon_holiday_hours from './20261126_084822_salon_holiday_hours';
import * as migration_20261126_101912_front_desk_day from './20261126_101912_front_desk_day';
import * as migration_20261126_111036_descriptions_and_booking_links from './20261126_111036_descriptions_and_booking_links';
import * as migration_20261128_114004_image_sizes from './20261128_114004_image_sizes';
import * as migration_20261128_160000_outbox_text_subjects from './20261128_160000_outbox_text_subjects';
import * as migration_20261129_071124_levels_as_data from './20261129_071124_levels_as_data';
import * as migration_20261202_012059_resend_log_and_history_accounts from './20261202_012059_resend_log_and_history_accounts';
import * as migration_20261202_012414_daily_message_limits from './20261202_012414_daily_message_limits';
import * as migration_20261202_053715_quote_send_key from './20261202_053715_quote_send_key';
import * as migration_20261202_154630_hair_bands from './20261202_154630_hair_bands';
import * as migration_20261203_130602_confirm_price from './20261203_130602_confirm_price';
import * as migration_20261204_132713_price_changes from './20261204_132713_price_changes';
import * as migration_20261204_175851_stylist_order from './20261204_175851_stylist_order';

export const migrations = [
  {
    up: migration_20261121_183653_initial.up,
    down: migration_20261121_183653_initial.down,
    name: '20261121_183653_initial',
  },
  {
    up: migration_20261121_194032_delivery.up,
    down: migration_20261121_194032_delivery.down,
    name: '20261121_194032_delivery',
  },
  {
    up: migration_20261121_201136_delivery_claim.up,
    down: migration_20261121_201136_delivery_claim.down,
    name: '20261121_201136_delivery_claim',
  },
  {
    up: migration_20261121_214839_privacy_drafts.up,
    down: migration_20261121_214839_privacy_drafts.down,
    name: '20261121_214839_privacy_drafts',
  },
  {
    up: migration_20261123_022741_delivery_recovery.up,
    down: migration_20261123_022741_delivery_recovery.down,
    name: '20261123_022741_delivery_recovery',
  },
  {
    up: migration_20261123_043917_pages_as_content.up,
    down: migration_20261123_043917_pages_as_content.down,
    name: '20261123_043917_pages_as_content',
  },
  {
    up: migration_20261123_050259_colour_category_image.up,
    down: migration_20261123_050259_colour_category_image.down,
    name: '20261123_050259_colour_category_image',
  },
  {
    up: migration_20261123_052408_security.up,
    down: migration_20261123_052408_security.down,
    name: '20261123_052408_security',
  },
  {
    up: migration_20261123_061205_leads_follow_up.up,
    down: migration_20261123_061205_leads_follow_up.down,
    name: '20261123_061205_leads_follow_up',
  },
  {
    up: migration_20261123_061632_messages_and_invitations.up,
    down: migration_20261123_061632_messages_and_invitations.down,
    name: '20261123_061632_messages_and_invitations',
  },
  {
    up: migration_20261123_062658_price_list_history.up,
    down: migration_20261123_062658_price_list_history.down,
    name: '20261123_062658_price_list_history',
  },
  {
    up: migration_20261123_063329_referral_options.up,
    down: migration_20261123_063329_referral_options.down,
    name: '20261123_063329_referral_options',
  },
  {
    up: migration_20261123_070614_application_pages.up,
    down: migration_20261123_070614_application_pages.down,
    name: '20261123_070614_application_pages',
  },
  {
    up: migration_20261123_084733_media_storage_fields.up,
    down: migration_20261123_084733_media_storage_fields.down,
    name: '20261123_084733_media_storage_fields',
  },
  {
    up: migration_20261126_030749_runner_claims.up,
    down: migration_20261126_030749_runner_claims.down,
    name: '20261126_030749_runner_claims',
  },
  {
    up: migration_20261126_071442_offers_as_rules.up,
    down: migration_20261126_071442_offers_as_rules.down,
    name: '20261126_071442_offers_as_rules',
  },
  {
    up: migration_20261126_071537_offers_drop_typed_prices.up,
    down: migration_20261126_071537_offers_drop_typed_prices.down,
    name: '20261126_071537_offers_drop_typed_prices',
  },
  {
    up: migration_20261126_072935_quote_offer_code.up,
    down: migration_20261126_072935_quote_offer_code.down,
    name: '20261126_072935_quote_offer_code',
  },
  {
    up: migration_20261126_084822_salon_holiday_hours.up,
    down: migration_20261126_084822_salon_holiday_hours.down,
    name: '20261126_084822_salon_holiday_hours',
  },
  {
    up: migration_20261126_101912_front_desk_day.up,
    down: migration_20261126_101912_front_desk_day.down,
    name: '20261126_101912_front_desk_day',
  },
  {
    up: migration_20261126_111036_descriptions_and_booking_links.up,
    down: migration_20261126_111036_descriptions_and_booking_links.down,
    name: '20261126_111036_descriptions_and_booking_links',
  },
  {
    up: migration_20261128_114004_image_sizes.up,
    down: migration_20261128_114004_image_sizes.down,
    name: '20261128_114004_image_sizes',
  },
  {
    up: migration_20261128_160000_outbox_text_subjects.up,
    down: migration_20261128_160000_outbox_text_subjects.down,
    name: '20261128_160000_outbox_text_subjects',
  },
  {
    up: migration_20261129_071124_levels_as_data.up,
    down: migration_20261129_071124_levels_as_data.down,
    name: '20261129_071124_levels_as_data',
  },
  {
    up: migration_20261202_012059_resend_log_and_history_accounts.up,
    down: migration_20261202_012059_resend_log_and_history_accounts.down,
    name: '20261202_012059_resend_log_and_history_accounts',
  },
  {
    up: migration_20261202_012414_daily_message_limits.up,
    down: migration_20261202_012414_daily_message_limits.down,
    name: '20261202_012414_daily_message_limits',
  },
  {
    up: migration_20261202_053715_quote_send_key.up,
    down: migration_20261202_053715_quote_send_key.down,
    name: '20261202_053715_quote_send_key',
  },
  {
    up: migration_20261202_154630_hair_bands.up,
    down: migration_20261202_154630_hair_bands.down,
    name: '20261202_154630_hair_bands',
  },
  {
    up: migration_20261203_130602_confirm_price.up,
    down: migration_20261203_130602_confirm_price.down,
    name: '20261203_130602_confirm_price',
  },
  {
    up: migration_20261204_132713_price_changes.up,
    down: migration_20261204_132713_price_changes.down,
    name: '20261204_132713_price_changes',
  },
  {
    up: migration_20261204_175851_stylist_order.up,
    down: migration_20261204_175851_stylist_order.down,
    name: '20261204_175851_stylist_order'
  },
];
