/** The platform's own answers to any request: bad input, no session, no right, too many requests, a bug. */
const PLATFORM_ANSWERS = [
  'validation_failed',
  'malformed_body',
  'payload_too_large',
  'not_found',
  'unauthorized',
  'forbidden',
  'rate_limited',
  'internal_error',
] as const;

/**
 * Message keys: the `msg` of a failed answer. The client translates them; a key it does not know is
 * shown as the spec's "data anomaly" text. Keys are stable API: never rename one.
 */
export const MESSAGE_KEYS = [
  // platform
  ...PLATFORM_ANSWERS,
  'abnormal_access',
  'data_anomaly',
  /** A dependency (database, Redis) is down: the health check names which in `data`. */
  'dependency_unavailable',
  /** A limit that guards secrets (login, SMS codes) cannot be checked, so the attempt is refused. */
  'security_check_unavailable',
  // identity (spec §8)
  'account_incorrect',
  'incorrect_password',
  'invalid_invitation_code',
  'username_exists',
  'account_not_registered',
  'phone_registered',
  'account_locked',
  'too_many_attempts',
  'sms_code_incorrect',
  'sms_code_expired',
  'sms_too_frequent',
  'sms_unavailable',
  'same_password',
  // wallet
  'insufficient_balance',
  'recharge_queue_busy',
  'deposit_address_expired',
  'kyc_required',
  'kyc_pending',
  'kyc_already_approved',
  'withdrawal_amount_invalid',
  'withdrawal_not_pending',
  'transfer_to_self',
  'transfer_target_not_found',
  'bank_account_not_found',
  'idempotency_key_reused',
  'request_in_progress',
  'order_token_invalid',
  'points_insufficient',
  'network_not_supported',
  // chat
  'chat_self_not_allowed',
  'chat_client_unknown',
  'chat_user_not_found',
  'chat_goods_not_found',
  'service_not_enabled',
  // catalog
  'goods_not_available',
  'shop_not_found',
  'article_not_found',
  'page_not_found',
  // find and live
  'post_not_found',
  'live_not_found',
  'live_ended',
  /** The shop already has a room live: end it before starting another. */
  'live_already_running',
  /** A live room's goods must be the shop's own goods on sale. */
  'live_goods_invalid',
  'follow_self_not_allowed',
  // orders, cart, refunds, coupons, groups
  'cart_type_invalid',
  'quantity_illegal',
  'sku_not_found',
  'out_of_stock',
  'address_not_found',
  'address_required',
  'own_shop_purchase',
  'order_not_found',
  'order_state_invalid',
  'order_already_paid',
  'order_address_changed',
  'coupon_not_found',
  'coupon_unavailable',
  'coupon_threshold_unmet',
  'coupon_sold_out',
  'coupon_draw_limit',
  'coupon_expired',
  'coupon_level_required',
  'refund_not_found',
  'refund_item_unavailable',
  'refund_amount_exceeded',
  'refund_period_over',
  'order_not_paid',
  'refund_state_invalid',
  'review_not_allowed',
  'review_already_replied',
  'shopname_exists',
  'coupon_terms_locked',
  'group_not_found',
  'group_not_open',
  'group_own_team',
  'group_full',
  'group_purchase_limit',
  'group_alone_not_allowed',
  'group_activity_exists',
  'not_shop_owner',
  'address_limit',
  'cart_full',
  // sign-in
  'signin_already_today',
  // team and invitations: binding an inviter later
  'invite_self',
  'invite_cycle',
  'inviter_already_bound',
  // campaigns and script revenue
  'not_advertiser',
  'revenue_amount_invalid',
  'revenue_over_max',
  'revenue_daily_cap_reached',
  'campaign_budget_exhausted',
  // devices: cloud phones, scripts, activation codes (spec §8)
  'activation_code_required',
  'activation_code_wrong',
  'activation_code_limit',
  'free_device_claimed',
  'script_device_expired',
  'script_already_enabled',
  'script_not_activated',
  'device_expired',
  'device_frozen',
  'renew_plan_invalid',
  'script_disabled',
  'device_offer_taken',
  // console access: roles, members admin
  'console_no_role',
  'member_already_frozen',
  'member_not_frozen',
  'role_already_held',
  'role_not_held',
  'cannot_change_self',
  // catalog categories (console)
  'category_parent_cycle',
  'category_has_goods',
  'category_has_children',
  /** A merchant filed goods under a category the admin hid (or one below a hidden one). */
  'category_hidden',
  // uploads
  'upload_type_not_allowed',
  'upload_too_large',
  'image_too_large',
  'upload_busy',
  // merchant application
  /** The member's application waits for an admin: it cannot be edited or sent again meanwhile. */
  'shop_apply_pending',
  /** The member's application was approved: their shop exists. */
  'shop_apply_certified',
  /** The member already owns a shop. */
  'shop_apply_has_shop',
  /** An admin decided an application that is no longer pending. */
  'shop_apply_not_pending',
  /** Another shop already has that name. */
  'shop_name_taken',
  // vip and distributors
  'vip_level_not_for_sale',
  'vip_level_not_higher',
  'vip_level_taken',
  'distributor_already_applied',
  'distributor_not_pending',
  'not_distributor',
  'water_card_not_found',
  'water_card_used',
  // growth: reward pools and the public queue
  'reward_pool_insufficient',
  'queue_not_sold_out',
  'queue_already_joined',
  'queue_entry_not_waiting',
  // service desk (feedback, complaints, consultations)
  'complaint_target_missing',
  'complaint_target_self',
  'service_request_closed',
  'service_state_invalid',
] as const;

export type MessageKey = (typeof MESSAGE_KEYS)[number];

/**
 * Keys every route may answer without declaring them: the platform's own answers (bad input, no
 * session, no right, too many requests, an unknown or vanished row, a dependency down, a bug).
 * A route's `errors` lists its business failures on top of these.
 */
export const COMMON_ERRORS = [
  ...PLATFORM_ANSWERS,
  'dependency_unavailable',
] as const satisfies readonly MessageKey[];

/** Field-level validation keys used inside schemas (`data.fields[].key`). */
export const FIELD_KEYS = [
  'required',
  'invalid_type',
  'too_long',
  'password_too_short',
  'invalid_mobile',
  'invalid_username',
  'invalid_sms_code',
  'invalid_date',
  'invalid_value',
  'invalid_amount',
  'invalid_url',
  'sms_url_required',
] as const;

export type FieldKey = (typeof FIELD_KEYS)[number];
