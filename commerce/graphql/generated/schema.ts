/* Generated from commerce/schema/ by `npm run engine:codegen`: do not edit. */
import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** Defines the configurable products to add to the cart. */
export type AddConfigurableProductsToCartInput = {
  /** The ID of the cart. */
  cart_id: Scalars['String']['input'];
  /** An array of configurable products to add. */
  cart_items: Array<InputMaybe<ConfigurableProductCartItemInput>>;
};

/** Contains details about the cart after adding configurable products. */
export type AddConfigurableProductsToCartOutput = {
  __typename?: 'AddConfigurableProductsToCartOutput';
  /** The cart after adding products. */
  cart: Cart;
};

export type AddProductsToCartOutput = {
  __typename?: 'AddProductsToCartOutput';
  cart: Cart;
  user_errors: Array<Maybe<Error>>;
};

export type AddProductsToWishlistOutput = {
  __typename?: 'AddProductsToWishlistOutput';
  user_errors: Array<Maybe<WishListUserInputError>>;
  wishlist: Wishlist;
};

export type AddWishlistItemsToCartOutput = {
  __typename?: 'AddWishlistItemsToCartOutput';
  add_wishlist_items_to_cart_user_errors: Array<Maybe<WishlistCartUserInputError>>;
  /** True when every item was added. */
  status: Scalars['Boolean']['output'];
  wishlist: Wishlist;
};

/** A layered-navigation filter and its options. */
export type Aggregation = {
  __typename?: 'Aggregation';
  attribute_code: Scalars['String']['output'];
  count?: Maybe<Scalars['Int']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  options?: Maybe<Array<Maybe<AggregationOption>>>;
  position?: Maybe<Scalars['Int']['output']>;
};

export type AggregationOption = AggregationOptionInterface & {
  __typename?: 'AggregationOption';
  count?: Maybe<Scalars['Int']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

export type AggregationOptionInterface = {
  count?: Maybe<Scalars['Int']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

export type AggregationsCategoryFilterInput = {
  /** Only the direct subcategories of the filtered category. */
  includeDirectChildrenOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AggregationsFilterInput = {
  category?: InputMaybe<AggregationsCategoryFilterInput>;
};

/** A blog author. */
export type AmBlogAuthor = {
  __typename?: 'AmBlogAuthor';
  author_id?: Maybe<Scalars['Int']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  /** Media URL of the author's picture. */
  image?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  short_description?: Maybe<Scalars['String']['output']>;
  url_key?: Maybe<Scalars['String']['output']>;
};

/** Blog authors. */
export type AmBlogAuthors = {
  __typename?: 'AmBlogAuthors';
  items?: Maybe<Array<Maybe<AmBlogAuthor>>>;
};

/** Blog categories. */
export type AmBlogCategories = {
  __typename?: 'AmBlogCategories';
  items?: Maybe<Array<Maybe<AmBlogCategory>>>;
};

/** A blog category. */
export type AmBlogCategory = {
  __typename?: 'AmBlogCategory';
  category_id?: Maybe<Scalars['Int']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  parent_id?: Maybe<Scalars['Int']['output']>;
  post_count?: Maybe<Scalars['Int']['output']>;
  sort_order?: Maybe<Scalars['Int']['output']>;
  url_key?: Maybe<Scalars['String']['output']>;
};

/** A comment on a post. */
export type AmBlogComment = {
  __typename?: 'AmBlogComment';
  comment_id?: Maybe<Scalars['Int']['output']>;
  created_at?: Maybe<Scalars['String']['output']>;
  /** The signed-in customer who wrote it (null for a guest). */
  customer_id?: Maybe<Scalars['String']['output']>;
  /** The writer's email: only returned to its writer, in AmBlogLeaveComment's answer. */
  email?: Maybe<Scalars['String']['output']>;
  /** The comment (plain text). */
  message?: Maybe<Scalars['String']['output']>;
  /** The writer's name as given (plain text). */
  name?: Maybe<Scalars['String']['output']>;
  /** The post's id. */
  post_id?: Maybe<Scalars['String']['output']>;
  /** The comment this one answers (null for a top-level comment). */
  reply_to?: Maybe<Scalars['String']['output']>;
  /** 1 pending, 2 approved, 3 rejected. */
  status?: Maybe<Scalars['String']['output']>;
  /** The store view's id. */
  store_id?: Maybe<Scalars['String']['output']>;
  updated_at?: Maybe<Scalars['String']['output']>;
};

/** Comments of a post. */
export type AmBlogComments = {
  __typename?: 'AmBlogComments';
  items?: Maybe<Array<Maybe<AmBlogComment>>>;
};

/** A new comment. */
export type AmBlogLeaveCommentInput = {
  /** Required of guests (a customer's is the account's). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** At most 2000 characters. */
  message: Scalars['String']['input'];
  /** At most 100 characters; required of guests (a customer's default is the account's name). */
  name?: InputMaybe<Scalars['String']['input']>;
  post_id: Scalars['Int']['input'];
  /** An approved comment of the same post this one answers. */
  reply_to?: InputMaybe<Scalars['Int']['input']>;
};

/** The comment left (pending). */
export type AmBlogLeaveCommentOutput = {
  __typename?: 'AmBlogLeaveCommentOutput';
  comment?: Maybe<AmBlogComment>;
};

/** Which posts a listing shows. */
export type AmBlogPageType =
  | 'ALL'
  | 'AUTHOR'
  | 'CATEGORY'
  | 'POST'
  | 'SEARCH'
  | 'TAG';

/** A blog post. */
export type AmBlogPost = {
  __typename?: 'AmBlogPost';
  author?: Maybe<AmBlogAuthor>;
  author_id?: Maybe<Scalars['Int']['output']>;
  /** Comma-separated category ids. */
  categories?: Maybe<Scalars['String']['output']>;
  category_items?: Maybe<Array<Maybe<AmBlogCategory>>>;
  comment_count?: Maybe<Scalars['Int']['output']>;
  created_at?: Maybe<Scalars['String']['output']>;
  /** Page Builder / HTML content of the post. */
  full_content?: Maybe<Scalars['String']['output']>;
  /** Media URL of the listing picture. */
  list_thumbnail?: Maybe<Scalars['String']['output']>;
  list_thumbnail_alt?: Maybe<Scalars['String']['output']>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  post_id?: Maybe<Scalars['Int']['output']>;
  /** Media URL of the post picture. */
  post_thumbnail?: Maybe<Scalars['String']['output']>;
  post_thumbnail_alt?: Maybe<Scalars['String']['output']>;
  published_at?: Maybe<Scalars['String']['output']>;
  short_content?: Maybe<Scalars['String']['output']>;
  /** 1 disabled, 2 published, 3 scheduled. */
  status?: Maybe<Scalars['Int']['output']>;
  /** Comma-separated tag ids. */
  tag_ids?: Maybe<Scalars['String']['output']>;
  tag_items?: Maybe<Array<Maybe<AmBlogTag>>>;
  title?: Maybe<Scalars['String']['output']>;
  updated_at?: Maybe<Scalars['String']['output']>;
  /** Blog-relative URL of the post, e.g. blog/cooking-with-turmeric. */
  url?: Maybe<Scalars['String']['output']>;
  url_key?: Maybe<Scalars['String']['output']>;
  views?: Maybe<Scalars['Int']['output']>;
};

/** A page of posts. */
export type AmBlogPosts = {
  __typename?: 'AmBlogPosts';
  /** Posts in the listing (all pages). */
  all_post_size?: Maybe<Scalars['Int']['output']>;
  items?: Maybe<Array<Maybe<AmBlogPost>>>;
  /** Posts per page (list_count_per_page). */
  page_size?: Maybe<Scalars['Int']['output']>;
};

/** The recent-posts widget: its settings (spec: header_text, posts_limit, show_images, display_date, date_manner, display_short, short_limit) and its posts. */
export type AmBlogRecentPostsWidget = {
  __typename?: 'AmBlogRecentPostsWidget';
  /** Limit posts to one blog category (null: all). */
  category_id?: Maybe<Scalars['Int']['output']>;
  /** passed (e.g. 3 days ago) or date. */
  date_manner?: Maybe<Scalars['String']['output']>;
  display_date?: Maybe<Scalars['Boolean']['output']>;
  display_short?: Maybe<Scalars['Boolean']['output']>;
  header_text?: Maybe<Scalars['String']['output']>;
  items?: Maybe<Array<Maybe<AmBlogPost>>>;
  posts_limit?: Maybe<Scalars['Int']['output']>;
  short_limit?: Maybe<Scalars['Int']['output']>;
  show_images?: Maybe<Scalars['Boolean']['output']>;
};

/** Blog settings. */
export type AmBlogSetting = {
  __typename?: 'AmBlogSetting';
  /** Guests may comment. */
  comments_allow_guests?: Maybe<Scalars['Boolean']['output']>;
  /** Comments are enabled. */
  comments_use_comments?: Maybe<Scalars['Boolean']['output']>;
  /** Link the blog from the category menu. */
  display_settings_display_at_category?: Maybe<Scalars['Boolean']['output']>;
  /** Link the blog from the footer. */
  display_settings_display_at_footer?: Maybe<Scalars['Boolean']['output']>;
  /** Link the blog from the top toolbar. */
  display_settings_display_at_toolbar?: Maybe<Scalars['Boolean']['output']>;
  /** Blog link label in navigation. */
  display_settings_label?: Maybe<Scalars['String']['output']>;
  /** Posts per listing page. */
  list_count_per_page?: Maybe<Scalars['Int']['output']>;
  /** Show post authors. */
  post_display_author?: Maybe<Scalars['Boolean']['output']>;
  /** Blog home meta description. */
  search_engine_meta_description?: Maybe<Scalars['String']['output']>;
  /** Blog home meta title. */
  search_engine_meta_title?: Maybe<Scalars['String']['output']>;
  /** URL segment of the blog (e.g. blog). */
  search_engine_route?: Maybe<Scalars['String']['output']>;
  /** Blog title. */
  search_engine_title?: Maybe<Scalars['String']['output']>;
};

/** A blog tag. */
export type AmBlogTag = {
  __typename?: 'AmBlogTag';
  name?: Maybe<Scalars['String']['output']>;
  post_count?: Maybe<Scalars['Int']['output']>;
  tag_id?: Maybe<Scalars['Int']['output']>;
  url_key?: Maybe<Scalars['String']['output']>;
};

/** Blog tags. */
export type AmBlogTags = {
  __typename?: 'AmBlogTags';
  items?: Maybe<Array<Maybe<AmBlogTag>>>;
};

export type AppliedCoupon = {
  __typename?: 'AppliedCoupon';
  code: Scalars['String']['output'];
};

export type AppliedGiftCard = {
  __typename?: 'AppliedGiftCard';
  /** What the card pays of this cart. */
  applied_balance?: Maybe<Money>;
  code?: Maybe<Scalars['String']['output']>;
  /** The card's balance now (before this cart is ordered). */
  current_balance?: Maybe<Money>;
  expiration_date?: Maybe<Scalars['String']['output']>;
};

export type AppliedStoreCredit = {
  __typename?: 'AppliedStoreCredit';
  /** What the credit pays of this cart (after gift cards, at most the rest). */
  applied_balance?: Maybe<Money>;
  /** The customer's balance now (debited when the order is placed). */
  current_balance?: Maybe<Money>;
  enabled?: Maybe<Scalars['Boolean']['output']>;
};

export type ApplyCouponToCartInput = {
  cart_id: Scalars['String']['input'];
  coupon_code: Scalars['String']['input'];
};

export type ApplyCouponToCartOutput = {
  __typename?: 'ApplyCouponToCartOutput';
  cart: Cart;
};

export type ApplyGiftCardToCartInput = {
  cart_id: Scalars['String']['input'];
  gift_card_code: Scalars['String']['input'];
};

export type ApplyGiftCardToCartOutput = {
  __typename?: 'ApplyGiftCardToCartOutput';
  cart: Cart;
};

export type ApplyGiftCardToOrder = {
  __typename?: 'ApplyGiftCardToOrder';
  applied_balance: Money;
  code: Scalars['String']['output'];
};

export type ApplyStoreCreditToCartInput = {
  cart_id: Scalars['String']['input'];
};

export type ApplyStoreCreditToCartOutput = {
  __typename?: 'ApplyStoreCreditToCartOutput';
  cart: Cart;
};

/** List of all entity types. Populated by the modules introducing EAV entities. */
export type AttributeEntityTypeEnum =
  | 'CATALOG_CATEGORY'
  | 'CATALOG_PRODUCT'
  | 'CUSTOMER'
  | 'CUSTOMER_ADDRESS'
  | 'PRODUCT';

/** An interface containing fields that define attributes. */
export type AttributeMetadataInterface = {
  /** An array of attribute labels defined for the current store. */
  attribute_labels?: Maybe<Array<Maybe<StoreLabels>>>;
  /** The unique identifier for an attribute code. This value should be in lowercase letters without spaces. */
  code?: Maybe<Scalars['String']['output']>;
  /** The data type of the attribute. */
  data_type?: Maybe<ObjectDataTypeEnum>;
  /** The type of entity that defines the attribute. */
  entity_type?: Maybe<AttributeEntityTypeEnum>;
  /** Indicates whether the attribute is a system attribute. */
  is_system?: Maybe<Scalars['Boolean']['output']>;
  /** The label assigned to the attribute. */
  label?: Maybe<Scalars['String']['output']>;
  /** The relative position of the attribute. */
  sort_order?: Maybe<Scalars['Int']['output']>;
  /** Frontend UI properties of the attribute. */
  ui_input?: Maybe<UiInputTypeInterface>;
  /** The unique ID of an attribute. */
  uid?: Maybe<Scalars['ID']['output']>;
};

/** Defines an attribute option. */
export type AttributeOption = AttributeOptionInterface & {
  __typename?: 'AttributeOption';
  /** Indicates if option is set to be used as default value. */
  is_default?: Maybe<Scalars['Boolean']['output']>;
  /** The label assigned to the attribute option. */
  label?: Maybe<Scalars['String']['output']>;
  /** The unique ID of an attribute option. */
  uid: Scalars['ID']['output'];
  /** The attribute option value. */
  value?: Maybe<Scalars['String']['output']>;
};

/** Defines attribute options. */
export type AttributeOptionInterface = {
  /** Indicates if option is set to be used as default value. */
  is_default?: Maybe<Scalars['Boolean']['output']>;
  /** The label assigned to the attribute option. */
  label?: Maybe<Scalars['String']['output']>;
  /** The unique ID of an attribute option. */
  uid: Scalars['ID']['output'];
};

export type AttributeOptions = AttributeOptionsInterface & {
  __typename?: 'AttributeOptions';
  attribute_options?: Maybe<Array<Maybe<AttributeOptionInterface>>>;
};

/** Defines attribute options. */
export type AttributeOptionsInterface = {
  /** An array of attribute options. */
  attribute_options?: Maybe<Array<Maybe<AttributeOptionInterface>>>;
};

export type AvailablePaymentMethod = {
  __typename?: 'AvailablePaymentMethod';
  code: Scalars['String']['output'];
  is_deferred: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

export type AvailableShippingMethod = {
  __typename?: 'AvailableShippingMethod';
  amount: Money;
  available: Scalars['Boolean']['output'];
  carrier_code: Scalars['String']['output'];
  carrier_title: Scalars['String']['output'];
  error_message?: Maybe<Scalars['String']['output']>;
  method_code?: Maybe<Scalars['String']['output']>;
  method_title?: Maybe<Scalars['String']['output']>;
  price_excl_tax: Money;
  price_incl_tax: Money;
};

export type BillingAddressInput = {
  address?: InputMaybe<CartAddressInput>;
  customer_address_id?: InputMaybe<Scalars['Int']['input']>;
  same_as_shipping?: InputMaybe<Scalars['Boolean']['input']>;
  use_for_shipping?: InputMaybe<Scalars['Boolean']['input']>;
};

export type BillingCartAddress = CartAddressInterface & {
  __typename?: 'BillingCartAddress';
  city: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  country: CartAddressCountry;
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  postcode?: Maybe<Scalars['String']['output']>;
  region?: Maybe<CartAddressRegion>;
  street: Array<Maybe<Scalars['String']['output']>>;
  telephone?: Maybe<Scalars['String']['output']>;
  uid: Scalars['ID']['output'];
};

/** Braintree's one-time payment token (Magento's PayPal Braintree module). */
export type BraintreeInput = {
  /** A fingerprint provided by Braintree's JS SDK. */
  device_data?: InputMaybe<Scalars['String']['input']>;
  /** Whether the card should be saved for later use. */
  is_active_payment_token_enabler: Scalars['Boolean']['input'];
  /** The one-time payment token from Braintree. */
  payment_method_nonce: Scalars['String']['input'];
};

/** An ancestor category. */
export type Breadcrumb = {
  __typename?: 'Breadcrumb';
  /** @deprecated Use `category_uid` instead. */
  category_id?: Maybe<Scalars['Int']['output']>;
  category_level?: Maybe<Scalars['Int']['output']>;
  category_name?: Maybe<Scalars['String']['output']>;
  category_uid: Scalars['ID']['output'];
  category_url_key?: Maybe<Scalars['String']['output']>;
  category_url_path?: Maybe<Scalars['String']['output']>;
};

/** A shopping cart. */
export type Cart = {
  __typename?: 'Cart';
  /** @deprecated Use `applied_coupons` instead. */
  applied_coupon?: Maybe<AppliedCoupon>;
  applied_coupons?: Maybe<Array<Maybe<AppliedCoupon>>>;
  applied_gift_cards?: Maybe<Array<Maybe<AppliedGiftCard>>>;
  /** Store credit on a customer's cart (null for a guest cart). */
  applied_store_credit?: Maybe<AppliedStoreCredit>;
  available_gift_wrappings: Array<Maybe<GiftWrapping>>;
  available_payment_methods?: Maybe<Array<Maybe<AvailablePaymentMethod>>>;
  billing_address?: Maybe<BillingCartAddress>;
  email?: Maybe<Scalars['String']['output']>;
  gift_message?: Maybe<GiftMessage>;
  gift_receipt_included: Scalars['Boolean']['output'];
  gift_wrapping?: Maybe<GiftWrapping>;
  id: Scalars['ID']['output'];
  is_virtual: Scalars['Boolean']['output'];
  /** @deprecated Use `itemsV2` instead. */
  items?: Maybe<Array<Maybe<CartItemInterface>>>;
  itemsV2?: Maybe<CartItems>;
  prices?: Maybe<CartPrices>;
  printed_card_included: Scalars['Boolean']['output'];
  selected_payment_method?: Maybe<SelectedPaymentMethod>;
  shipping_addresses: Array<Maybe<ShippingCartAddress>>;
  total_quantity: Scalars['Float']['output'];
  /** The cart's count in the header: the quantity of every line (`checkout/cart_link/use_qty` 1, Magento's default) or the number of lines (0). */
  total_summary_quantity_including_config: Scalars['Float']['output'];
};


/** A shopping cart. */
export type CartItemsV2Args = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<QuoteItemsSortInput>;
};

export type CartAddressCountry = {
  __typename?: 'CartAddressCountry';
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type CartAddressInput = {
  city: Scalars['String']['input'];
  company?: InputMaybe<Scalars['String']['input']>;
  country_code: Scalars['String']['input'];
  firstname: Scalars['String']['input'];
  lastname: Scalars['String']['input'];
  postcode?: InputMaybe<Scalars['String']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
  region_id?: InputMaybe<Scalars['Int']['input']>;
  save_in_address_book?: InputMaybe<Scalars['Boolean']['input']>;
  street: Array<InputMaybe<Scalars['String']['input']>>;
  telephone: Scalars['String']['input'];
};

export type CartAddressInterface = {
  city: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  country: CartAddressCountry;
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  postcode?: Maybe<Scalars['String']['output']>;
  region?: Maybe<CartAddressRegion>;
  street: Array<Maybe<Scalars['String']['output']>>;
  telephone?: Maybe<Scalars['String']['output']>;
  uid: Scalars['ID']['output'];
};

export type CartAddressRegion = {
  __typename?: 'CartAddressRegion';
  code?: Maybe<Scalars['String']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  region_id?: Maybe<Scalars['Int']['output']>;
};

export type CartDiscountType =
  | 'ITEM'
  | 'SHIPPING';

/** Why a line cannot be bought as it is (the stock messages of the spec). */
export type CartItemError = {
  __typename?: 'CartItemError';
  code: CartItemErrorType;
  message: Scalars['String']['output'];
};

export type CartItemErrorType =
  | 'ITEM_INCREMENTS'
  | 'ITEM_QTY'
  | 'UNDEFINED';

export type CartItemInput = {
  entered_options?: InputMaybe<Array<InputMaybe<EnteredOptionInput>>>;
  parent_sku?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['Float']['input'];
  selected_options?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  sku: Scalars['String']['input'];
};

export type CartItemInterface = {
  errors?: Maybe<Array<Maybe<CartItemError>>>;
  /** @deprecated Use `uid` instead. */
  id: Scalars['String']['output'];
  is_available: Scalars['Boolean']['output'];
  not_available_message?: Maybe<Scalars['String']['output']>;
  prices?: Maybe<CartItemPrices>;
  product: ProductInterface;
  quantity: Scalars['Float']['output'];
  uid: Scalars['ID']['output'];
};

/** A line's prices, as Magento's: `price` and `row_total` without VAT, the `_including_tax` ones with it (catalogue prices include 7% VAT). */
export type CartItemPrices = {
  __typename?: 'CartItemPrices';
  discounts?: Maybe<Array<Maybe<Discount>>>;
  price: Money;
  price_including_tax: Money;
  row_total: Money;
  row_total_including_tax: Money;
  total_item_discount?: Maybe<Money>;
};

export type CartItemSelectedOptionValuePrice = {
  __typename?: 'CartItemSelectedOptionValuePrice';
  type: PriceTypeEnum;
  units: Scalars['String']['output'];
  value: Scalars['Float']['output'];
};

export type CartItemUpdateInput = {
  cart_item_id?: InputMaybe<Scalars['Int']['input']>;
  cart_item_uid?: InputMaybe<Scalars['ID']['input']>;
  gift_message?: InputMaybe<GiftMessageInput>;
  gift_wrapping_id?: InputMaybe<Scalars['ID']['input']>;
  quantity?: InputMaybe<Scalars['Float']['input']>;
};

export type CartItems = {
  __typename?: 'CartItems';
  items: Array<Maybe<CartItemInterface>>;
  page_info?: Maybe<SearchResultPageInfo>;
  total_count: Scalars['Int']['output'];
};

/** The cart's totals. Amounts include VAT unless named `excluding_tax`. */
export type CartPrices = {
  __typename?: 'CartPrices';
  applied_taxes?: Maybe<Array<Maybe<CartTaxItem>>>;
  discounts?: Maybe<Array<Maybe<Discount>>>;
  gift_options?: Maybe<GiftOptionsPrices>;
  grand_total?: Maybe<Money>;
  grand_total_excluding_tax?: Maybe<Money>;
  subtotal_excluding_tax?: Maybe<Money>;
  subtotal_including_tax?: Maybe<Money>;
  subtotal_with_discount_excluding_tax?: Maybe<Money>;
};

export type CartTaxItem = {
  __typename?: 'CartTaxItem';
  amount: Money;
  label: Scalars['String']['output'];
};

export type CartUserInputError = Error & {
  __typename?: 'CartUserInputError';
  code: CartUserInputErrorType;
  message: Scalars['String']['output'];
};

export type CartUserInputErrorType =
  | 'COULD_NOT_FIND_CART_ITEM'
  | 'INSUFFICIENT_STOCK'
  | 'INVALID_PARAMETER_VALUE'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'REQUIRED_PARAMETER_MISSING'
  | 'UNDEFINED';

/** Category filters; all given filters must match. */
export type CategoryFilterInput = {
  category_uid?: InputMaybe<FilterEqualTypeInput>;
  ids?: InputMaybe<FilterEqualTypeInput>;
  name?: InputMaybe<FilterMatchTypeInput>;
  parent_category_uid?: InputMaybe<FilterEqualTypeInput>;
  parent_id?: InputMaybe<FilterEqualTypeInput>;
  url_key?: InputMaybe<FilterEqualTypeInput>;
  url_path?: InputMaybe<FilterEqualTypeInput>;
};

/** Fields every category has. */
export type CategoryInterface = {
  breadcrumbs?: Maybe<Array<Maybe<Breadcrumb>>>;
  children_count?: Maybe<Scalars['String']['output']>;
  /** The CMS block shown on the category page (its `landing_page`), rendered for the store view; null without one. */
  cms_block?: Maybe<CmsBlock>;
  description?: Maybe<Scalars['String']['output']>;
  display_mode?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use `uid` instead. */
  id?: Maybe<Scalars['Int']['output']>;
  image?: Maybe<Scalars['String']['output']>;
  include_in_menu?: Maybe<Scalars['Int']['output']>;
  is_anchor?: Maybe<Scalars['Int']['output']>;
  level?: Maybe<Scalars['Int']['output']>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_keywords?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  path?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['Int']['output']>;
  product_count?: Maybe<Scalars['Int']['output']>;
  products?: Maybe<CategoryProducts>;
  uid: Scalars['ID']['output'];
  url_key?: Maybe<Scalars['String']['output']>;
  url_path?: Maybe<Scalars['String']['output']>;
  url_suffix?: Maybe<Scalars['String']['output']>;
};


/** Fields every category has. */
export type CategoryInterfaceProductsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductAttributeSortInput>;
};

/** Products of a category. */
export type CategoryProducts = {
  __typename?: 'CategoryProducts';
  items?: Maybe<Array<Maybe<ProductInterface>>>;
  page_info?: Maybe<SearchResultPageInfo>;
  total_count?: Maybe<Scalars['Int']['output']>;
};

/** A page of categories. */
export type CategoryResult = {
  __typename?: 'CategoryResult';
  items?: Maybe<Array<Maybe<CategoryTree>>>;
  page_info?: Maybe<SearchResultPageInfo>;
  total_count?: Maybe<Scalars['Int']['output']>;
};

/** A category with its children. */
export type CategoryTree = CategoryInterface & RoutableInterface & {
  __typename?: 'CategoryTree';
  breadcrumbs?: Maybe<Array<Maybe<Breadcrumb>>>;
  children?: Maybe<Array<Maybe<CategoryTree>>>;
  children_count?: Maybe<Scalars['String']['output']>;
  /** The CMS block shown on the category page (its `landing_page`), rendered for the store view; null without one. */
  cms_block?: Maybe<CmsBlock>;
  description?: Maybe<Scalars['String']['output']>;
  display_mode?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use `uid` instead. */
  id?: Maybe<Scalars['Int']['output']>;
  image?: Maybe<Scalars['String']['output']>;
  include_in_menu?: Maybe<Scalars['Int']['output']>;
  is_anchor?: Maybe<Scalars['Int']['output']>;
  level?: Maybe<Scalars['Int']['output']>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_keywords?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  path?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['Int']['output']>;
  product_count?: Maybe<Scalars['Int']['output']>;
  products?: Maybe<CategoryProducts>;
  redirect_code: Scalars['Int']['output'];
  relative_url?: Maybe<Scalars['String']['output']>;
  type?: Maybe<UrlRewriteEntityTypeEnum>;
  uid: Scalars['ID']['output'];
  url_key?: Maybe<Scalars['String']['output']>;
  url_path?: Maybe<Scalars['String']['output']>;
  url_suffix?: Maybe<Scalars['String']['output']>;
};


/** A category with its children. */
export type CategoryTreeProductsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductAttributeSortInput>;
};

/** A CMS block. */
export type CmsBlock = {
  __typename?: 'CmsBlock';
  content?: Maybe<Scalars['String']['output']>;
  identifier?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

/** The requested blocks. */
export type CmsBlocks = {
  __typename?: 'CmsBlocks';
  items?: Maybe<Array<Maybe<CmsBlock>>>;
};

/** A CMS page. */
export type CmsPage = RoutableInterface & {
  __typename?: 'CmsPage';
  /** Page Builder HTML, directives rendered. */
  content?: Maybe<Scalars['String']['output']>;
  content_heading?: Maybe<Scalars['String']['output']>;
  identifier?: Maybe<Scalars['String']['output']>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_keywords?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  page_layout?: Maybe<Scalars['String']['output']>;
  /** 0, or 301 / 302 when the URL redirects to `relative_url`. */
  redirect_code: Scalars['Int']['output'];
  /** The page's URL (its identifier); for a redirect, where to go. */
  relative_url?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  type?: Maybe<UrlRewriteEntityTypeEnum>;
  /** The page's identifier. */
  url_key?: Maybe<Scalars['String']['output']>;
};

/** A colour swatch: value is the hex code (#rrggbb). */
export type ColorSwatchData = SwatchDataInterface & {
  __typename?: 'ColorSwatchData';
  value?: Maybe<Scalars['String']['output']>;
};

export type ComplexTextValue = {
  __typename?: 'ComplexTextValue';
  html: Scalars['String']['output'];
};

export type ConfigurableAttributeOption = {
  __typename?: 'ConfigurableAttributeOption';
  code?: Maybe<Scalars['String']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  uid: Scalars['ID']['output'];
  value_index?: Maybe<Scalars['Int']['output']>;
};

/** A line of a configurable product: `product` is the configurable, `configured_variant` the child bought. */
export type ConfigurableCartItem = CartItemInterface & {
  __typename?: 'ConfigurableCartItem';
  available_gift_wrapping: Array<Maybe<GiftWrapping>>;
  configurable_options: Array<Maybe<SelectedConfigurableOption>>;
  configured_variant: ProductInterface;
  customizable_options: Array<Maybe<SelectedCustomizableOption>>;
  errors?: Maybe<Array<Maybe<CartItemError>>>;
  gift_message?: Maybe<GiftMessage>;
  gift_wrapping?: Maybe<GiftWrapping>;
  /** @deprecated Use `uid` instead. */
  id: Scalars['String']['output'];
  is_available: Scalars['Boolean']['output'];
  not_available_message?: Maybe<Scalars['String']['output']>;
  prices?: Maybe<CartItemPrices>;
  product: ProductInterface;
  quantity: Scalars['Float']['output'];
  uid: Scalars['ID']['output'];
};

export type ConfigurableOptionAvailableForSelection = {
  __typename?: 'ConfigurableOptionAvailableForSelection';
  attribute_code: Scalars['String']['output'];
  option_value_uids: Array<Maybe<Scalars['ID']['output']>>;
};

/** A product sold in variants (simple children) chosen by option values such as colour and size. */
export type ConfigurableProduct = PhysicalProductInterface & ProductInterface & RoutableInterface & {
  __typename?: 'ConfigurableProduct';
  categories?: Maybe<Array<Maybe<CategoryInterface>>>;
  /** @deprecated Use the `custom_attributes` field instead. */
  color?: Maybe<Scalars['Int']['output']>;
  configurable_options?: Maybe<Array<Maybe<ConfigurableProductOptions>>>;
  configurable_product_options_selection?: Maybe<ConfigurableProductOptionsSelection>;
  crosssell_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** @deprecated Use Adobe Commerce `custom_attributesV2` query instead */
  custom_attributes: Array<Maybe<CustomAttribute>>;
  description?: Maybe<ComplexTextValue>;
  gift_message_available: Scalars['Boolean']['output'];
  /** @deprecated Use the `uid` field instead. */
  id?: Maybe<Scalars['Int']['output']>;
  image?: Maybe<ProductImage>;
  media_gallery?: Maybe<Array<Maybe<MediaGalleryInterface>>>;
  /** @deprecated Use `media_gallery` instead. */
  media_gallery_entries?: Maybe<Array<Maybe<MediaGalleryEntry>>>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_keyword?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
  /** @deprecated Use `price_range` for product price information. */
  price?: Maybe<ProductPrices>;
  price_range: PriceRange;
  rating_summary: Scalars['Float']['output'];
  redirect_code: Scalars['Int']['output'];
  related_products?: Maybe<Array<Maybe<ProductInterface>>>;
  relative_url?: Maybe<Scalars['String']['output']>;
  review_count: Scalars['Int']['output'];
  short_description?: Maybe<ComplexTextValue>;
  sku?: Maybe<Scalars['String']['output']>;
  small_image?: Maybe<ProductImage>;
  special_price?: Maybe<Scalars['Float']['output']>;
  special_to_date?: Maybe<Scalars['String']['output']>;
  stock_status?: Maybe<ProductStockStatus>;
  thumbnail?: Maybe<ProductImage>;
  type?: Maybe<UrlRewriteEntityTypeEnum>;
  /** @deprecated Use `__typename` instead. */
  type_id?: Maybe<Scalars['String']['output']>;
  uid: Scalars['ID']['output'];
  upsell_products?: Maybe<Array<Maybe<ProductInterface>>>;
  url_key?: Maybe<Scalars['String']['output']>;
  url_suffix?: Maybe<Scalars['String']['output']>;
  variants?: Maybe<Array<Maybe<ConfigurableVariant>>>;
  weight?: Maybe<Scalars['Float']['output']>;
};


/** A product sold in variants (simple children) chosen by option values such as colour and size. */
export type ConfigurableProductConfigurable_Product_Options_SelectionArgs = {
  configurableOptionValueUids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** A configurable product to add: the chosen variant's SKU and quantity in `data`, the configurable's SKU in `parent_sku`. */
export type ConfigurableProductCartItemInput = {
  /** The quantity and SKU of the configurable product (the variant's SKU). */
  data: CartItemInput;
  /** The SKU of the parent configurable product. */
  parent_sku?: InputMaybe<Scalars['String']['input']>;
  /** Not used (Magento reads the variant's SKU from `data`). */
  variant_sku?: InputMaybe<Scalars['String']['input']>;
};

export type ConfigurableProductOption = {
  __typename?: 'ConfigurableProductOption';
  attribute_code: Scalars['String']['output'];
  label: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
  values?: Maybe<Array<Maybe<ConfigurableProductOptionValue>>>;
};

export type ConfigurableProductOptionValue = {
  __typename?: 'ConfigurableProductOptionValue';
  is_available: Scalars['Boolean']['output'];
  is_use_default: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  swatch?: Maybe<SwatchDataInterface>;
  uid: Scalars['ID']['output'];
};

/** An attribute a configurable product is configured by, with the values its children have. */
export type ConfigurableProductOptions = {
  __typename?: 'ConfigurableProductOptions';
  attribute_code?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use `attribute_uid` instead. */
  attribute_id?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use `attribute_uid` instead. */
  attribute_id_v2?: Maybe<Scalars['Int']['output']>;
  attribute_uid: Scalars['ID']['output'];
  /** @deprecated Use `uid` instead. */
  id?: Maybe<Scalars['Int']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['Int']['output']>;
  /** @deprecated `product_id` is not needed and can be obtained from its parent. */
  product_id?: Maybe<Scalars['Int']['output']>;
  uid: Scalars['ID']['output'];
  use_default?: Maybe<Scalars['Boolean']['output']>;
  values?: Maybe<Array<Maybe<ConfigurableProductOptionsValues>>>;
};

/** What a shopper may still choose after choosing some option values. */
export type ConfigurableProductOptionsSelection = {
  __typename?: 'ConfigurableProductOptionsSelection';
  configurable_options?: Maybe<Array<Maybe<ConfigurableProductOption>>>;
  media_gallery?: Maybe<Array<Maybe<MediaGalleryInterface>>>;
  options_available_for_selection?: Maybe<Array<Maybe<ConfigurableOptionAvailableForSelection>>>;
  /** The variant, once a value is chosen for every option; else null. */
  variant?: Maybe<SimpleProduct>;
};

export type ConfigurableProductOptionsValues = {
  __typename?: 'ConfigurableProductOptionsValues';
  default_label?: Maybe<Scalars['String']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  store_label?: Maybe<Scalars['String']['output']>;
  swatch_data?: Maybe<SwatchDataInterface>;
  uid?: Maybe<Scalars['ID']['output']>;
  use_default_value?: Maybe<Scalars['Boolean']['output']>;
  /** @deprecated Use `uid` instead. */
  value_index?: Maybe<Scalars['Int']['output']>;
};

export type ConfigurableVariant = {
  __typename?: 'ConfigurableVariant';
  attributes?: Maybe<Array<Maybe<ConfigurableAttributeOption>>>;
  product?: Maybe<SimpleProduct>;
};

export type ConfigurableWishlistItem = WishlistItemInterface & {
  __typename?: 'ConfigurableWishlistItem';
  added_at: Scalars['String']['output'];
  /** The options chosen so far. */
  configurable_options?: Maybe<Array<Maybe<SelectedConfigurableOption>>>;
  /** The variant the chosen options name; null while some options are not chosen. */
  configured_variant?: Maybe<ProductInterface>;
  customizable_options: Array<Maybe<SelectedCustomizableOption>>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  product?: Maybe<ProductInterface>;
  quantity: Scalars['Float']['output'];
};

/** Contains the information needed to send a 'Contact Us' email to the merchant. */
export type ContactUsInput = {
  /** The shopper's comment to the merchant. */
  comment: Scalars['String']['input'];
  /** The email address of the shopper. */
  email: Scalars['String']['input'];
  /** The full name of the shopper. */
  name: Scalars['String']['input'];
  /** The shopper's telephone number. */
  telephone?: InputMaybe<Scalars['String']['input']>;
};

/** Contains the status of the request. */
export type ContactUsOutput = {
  __typename?: 'ContactUsOutput';
  /** Indicates whether the request was successful. */
  status: Scalars['Boolean']['output'];
};

/** A country and its regions. */
export type Country = {
  __typename?: 'Country';
  available_regions?: Maybe<Array<Maybe<Region>>>;
  full_name_english?: Maybe<Scalars['String']['output']>;
  full_name_locale?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['String']['output']>;
  three_letter_abbreviation?: Maybe<Scalars['String']['output']>;
  two_letter_abbreviation?: Maybe<Scalars['String']['output']>;
};

/** The list of country codes (the shop sells in Thailand only). */
export type CountryCodeEnum =
  | 'TH';

export type CreateGuestCartInput = {
  cart_uid?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateGuestCartOutput = {
  __typename?: 'CreateGuestCartOutput';
  cart?: Maybe<Cart>;
};

export type CreateWishlistInput = {
  name: Scalars['String']['input'];
  visibility: WishlistVisibilityEnum;
};

export type CreateWishlistOutput = {
  __typename?: 'CreateWishlistOutput';
  wishlist: Wishlist;
};

/** The store view's base and display currencies. */
export type Currency = {
  __typename?: 'Currency';
  available_currency_codes?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  base_currency_code?: Maybe<Scalars['String']['output']>;
  base_currency_symbol?: Maybe<Scalars['String']['output']>;
  /** @deprecated Symbol was missed. Use `default_display_currency_code`. */
  default_display_currecy_code?: Maybe<Scalars['String']['output']>;
  /** @deprecated Symbol was missed. Use `default_display_currency_code`. */
  default_display_currecy_symbol?: Maybe<Scalars['String']['output']>;
  default_display_currency_code?: Maybe<Scalars['String']['output']>;
  default_display_currency_symbol?: Maybe<Scalars['String']['output']>;
  exchange_rates?: Maybe<Array<Maybe<ExchangeRate>>>;
};

/** ISO 4217 codes the engine's shops may price in (Magento lists more). */
export type CurrencyEnum =
  | 'AED'
  | 'AUD'
  | 'CAD'
  | 'CHF'
  | 'CNY'
  | 'EUR'
  | 'GBP'
  | 'HKD'
  | 'IDR'
  | 'INR'
  | 'JPY'
  | 'KHR'
  | 'KRW'
  | 'LAK'
  | 'MMK'
  | 'MYR'
  | 'NZD'
  | 'PHP'
  | 'SGD'
  | 'THB'
  | 'TWD'
  | 'USD'
  | 'VND';

/** Contains custom attribute value and metadata details. */
export type CustomAttribute = {
  __typename?: 'CustomAttribute';
  /** Attribute metadata details. */
  attribute_metadata?: Maybe<AttributeMetadataInterface>;
  /** Attribute value represented as entered data using input type like text field. */
  entered_attribute_value?: Maybe<EnteredAttributeValue>;
  /** Attribute value represented as selected options using input type like select. */
  selected_attribute_options?: Maybe<SelectedAttributeOption>;
};

export type CustomAttributesListsEnum =
  | 'ADVANCED_CATALOG_SEARCH'
  | 'PRODUCTS_COMPARE'
  | 'PRODUCTS_LISTING'
  | 'PRODUCT_DETAILS_PAGE'
  | 'PRODUCT_FILTER'
  | 'PRODUCT_SEARCH_RESULTS_FILTER'
  | 'PRODUCT_SORT';

/** Defines the customer name, addresses, and other details. */
export type Customer = {
  __typename?: 'Customer';
  /** An array containing the customer's shipping and billing addresses. */
  addresses?: Maybe<Array<Maybe<CustomerAddress>>>;
  /** Indicates whether the customer has enabled remote shopping assistance. */
  allow_remote_shopping_assistance: Scalars['Boolean']['output'];
  /** Timestamp indicating when the account was created. */
  created_at?: Maybe<Scalars['String']['output']>;
  /** The ID assigned to the billing address. */
  default_billing?: Maybe<Scalars['String']['output']>;
  /** The ID assigned to the shipping address. */
  default_shipping?: Maybe<Scalars['String']['output']>;
  /** The customer's email address. Required. */
  email?: Maybe<Scalars['String']['output']>;
  /** The customer's first name. */
  firstname?: Maybe<Scalars['String']['output']>;
  /** The unique ID assigned to the customer. */
  id: Scalars['ID']['output'];
  /** Whether the account is confirmed (or needs no confirmation): always true, as the engine asks no email confirmation. */
  is_confirmed?: Maybe<Scalars['Boolean']['output']>;
  /** Indicates whether the customer is subscribed to the company's newsletter. */
  is_subscribed?: Maybe<Scalars['Boolean']['output']>;
  /** The customer's family name. */
  lastname?: Maybe<Scalars['String']['output']>;
  orders?: Maybe<CustomerOrders>;
  /** Customer: how the customer can sign in besides the email sign-in. */
  social_sign_in?: Maybe<CustomerSocialSignIn>;
  /** The customer's store credit: balance and history. */
  store_credit?: Maybe<CustomerStoreCredit>;
  /** The wish list with this id; null when the customer has none with it. */
  wishlist_v2?: Maybe<Wishlist>;
  /** The customer's wish lists, the default one (created on first read) first. */
  wishlists: Array<Maybe<Wishlist>>;
};


/** Defines the customer name, addresses, and other details. */
export type CustomerOrdersArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<CustomerOrdersFilterInput>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  scope?: InputMaybe<ScopeTypeEnum>;
  sort?: InputMaybe<CustomerOrderSortInput>;
};


/** Defines the customer name, addresses, and other details. */
export type CustomerWishlist_V2Args = {
  id: Scalars['ID']['input'];
};


/** Defines the customer name, addresses, and other details. */
export type CustomerWishlistsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Contains detailed information about a customer's billing or shipping address. */
export type CustomerAddress = {
  __typename?: 'CustomerAddress';
  city?: Maybe<Scalars['String']['output']>;
  company?: Maybe<Scalars['String']['output']>;
  /** The customer's country. */
  country_code?: Maybe<CountryCodeEnum>;
  /** @deprecated Use `country_code` instead. */
  country_id?: Maybe<Scalars['String']['output']>;
  /** Indicates whether the address is the customer's default billing address. */
  default_billing?: Maybe<Scalars['Boolean']['output']>;
  /** Indicates whether the address is the customer's default shipping address. */
  default_shipping?: Maybe<Scalars['Boolean']['output']>;
  firstname?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use `uid` instead. */
  id?: Maybe<Scalars['Int']['output']>;
  lastname?: Maybe<Scalars['String']['output']>;
  /** The middle name of the person associated with the address; the engine keeps none, so always null. */
  middlename?: Maybe<Scalars['String']['output']>;
  postcode?: Maybe<Scalars['String']['output']>;
  /** An object containing the region name, region code, and region ID. */
  region?: Maybe<CustomerAddressRegion>;
  region_id?: Maybe<Scalars['Int']['output']>;
  street?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  telephone?: Maybe<Scalars['String']['output']>;
  /** The unique ID for a `CustomerAddress` object. */
  uid?: Maybe<Scalars['ID']['output']>;
};

/** Contains details about a billing or shipping address. */
export type CustomerAddressInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  country_code?: InputMaybe<CountryCodeEnum>;
  country_id?: InputMaybe<CountryCodeEnum>;
  default_billing?: InputMaybe<Scalars['Boolean']['input']>;
  default_shipping?: InputMaybe<Scalars['Boolean']['input']>;
  firstname?: InputMaybe<Scalars['String']['input']>;
  lastname?: InputMaybe<Scalars['String']['input']>;
  postcode?: InputMaybe<Scalars['String']['input']>;
  region?: InputMaybe<CustomerAddressRegionInput>;
  street?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  telephone?: InputMaybe<Scalars['String']['input']>;
};

/** Defines the customer's state or province. */
export type CustomerAddressRegion = {
  __typename?: 'CustomerAddressRegion';
  region?: Maybe<Scalars['String']['output']>;
  region_code?: Maybe<Scalars['String']['output']>;
  region_id?: Maybe<Scalars['Int']['output']>;
};

/** Defines the customer's state or province. */
export type CustomerAddressRegionInput = {
  region?: InputMaybe<Scalars['String']['input']>;
  region_code?: InputMaybe<Scalars['String']['input']>;
  region_id?: InputMaybe<Scalars['Int']['input']>;
};

/** Defines a new customer account. */
export type CustomerCreateInput = {
  /** Indicates whether the customer has enabled remote shopping assistance. */
  allow_remote_shopping_assistance?: InputMaybe<Scalars['Boolean']['input']>;
  email: Scalars['String']['input'];
  firstname: Scalars['String']['input'];
  is_subscribed?: InputMaybe<Scalars['Boolean']['input']>;
  lastname: Scalars['String']['input'];
  password?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The customer's details for the older `createCustomer` and `updateCustomer` (Magento's CustomerInput,
 * without the attributes the engine does not keep: prefix, middle name, suffix, date of birth, gender, tax/VAT).
 */
export type CustomerInput = {
  /** The customer's email address. Required to create a customer. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The customer's first name. */
  firstname?: InputMaybe<Scalars['String']['input']>;
  /** Indicates whether the customer is subscribed to the company's newsletter. */
  is_subscribed?: InputMaybe<Scalars['Boolean']['input']>;
  /** The customer's family name. */
  lastname?: InputMaybe<Scalars['String']['input']>;
  /** The customer's password (to create the account, or the current one to change the email). */
  password?: InputMaybe<Scalars['String']['input']>;
};

export type CustomerOrder = {
  __typename?: 'CustomerOrder';
  /** Gift cards that paid part of the order. */
  applied_gift_cards?: Maybe<Array<Maybe<ApplyGiftCardToOrder>>>;
  billing_address?: Maybe<OrderAddress>;
  carrier?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  gift_message?: Maybe<GiftMessage>;
  gift_receipt_included: Scalars['Boolean']['output'];
  gift_wrapping?: Maybe<GiftWrapping>;
  id: Scalars['ID']['output'];
  invoices: Array<Maybe<Invoice>>;
  items?: Maybe<Array<Maybe<OrderItemInterface>>>;
  number: Scalars['String']['output'];
  order_date: Scalars['String']['output'];
  /** @deprecated Use the `number` field instead. */
  order_number: Scalars['String']['output'];
  order_status_change_date: Scalars['String']['output'];
  payment_methods?: Maybe<Array<Maybe<OrderPaymentMethod>>>;
  printed_card_included: Scalars['Boolean']['output'];
  shipments?: Maybe<Array<Maybe<OrderShipment>>>;
  shipping_address?: Maybe<OrderAddress>;
  shipping_method?: Maybe<Scalars['String']['output']>;
  /** The order's state (`new`, `processing`, `complete`, `canceled`…), beside its status label. */
  state: Scalars['String']['output'];
  status: Scalars['String']['output'];
  total?: Maybe<OrderTotal>;
};

export type CustomerOrderSortInput = {
  sort_direction: SortEnum;
  sort_field: CustomerOrderSortableField;
};

export type CustomerOrderSortableField =
  | 'CREATED_AT'
  | 'NUMBER';

export type CustomerOrders = {
  __typename?: 'CustomerOrders';
  date_of_first_order?: Maybe<Scalars['String']['output']>;
  items: Array<Maybe<CustomerOrder>>;
  page_info?: Maybe<SearchResultPageInfo>;
  total_count?: Maybe<Scalars['Int']['output']>;
};

/** Filters of customer.orders: the order number (exact, list or part of it) and the status code. */
export type CustomerOrdersFilterInput = {
  number?: InputMaybe<FilterStringTypeInput>;
  status?: InputMaybe<FilterEqualTypeInput>;
};

/** Contains details about a newly-created or updated customer. */
export type CustomerOutput = {
  __typename?: 'CustomerOutput';
  customer: Customer;
};

export type CustomerPaymentTokens = {
  __typename?: 'CustomerPaymentTokens';
  items: Array<Maybe<PaymentToken>>;
};

export type CustomerSocialIdentity = {
  __typename?: 'CustomerSocialIdentity';
  /** When it was linked (ISO 8601, UTC). */
  linked_at: Scalars['String']['output'];
  provider: SocialProvider;
};

/** The customer's ways in: their linked identities, and whether a password is set. */
export type CustomerSocialSignIn = {
  __typename?: 'CustomerSocialSignIn';
  identities: Array<CustomerSocialIdentity>;
  password_set: Scalars['Boolean']['output'];
};

export type CustomerStoreCredit = {
  __typename?: 'CustomerStoreCredit';
  /** The balance's changes, newest first (null when store credit or its history is switched off). */
  balance_history?: Maybe<CustomerStoreCreditHistory>;
  /** The current balance (null when store credit is switched off). */
  current_balance?: Maybe<Money>;
  enabled?: Maybe<Scalars['Boolean']['output']>;
};


export type CustomerStoreCreditBalance_HistoryArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

export type CustomerStoreCreditHistory = {
  __typename?: 'CustomerStoreCreditHistory';
  items?: Maybe<Array<Maybe<CustomerStoreCreditHistoryItem>>>;
  page_info?: Maybe<SearchResultPageInfo>;
  total_count?: Maybe<Scalars['Int']['output']>;
};

export type CustomerStoreCreditHistoryItem = {
  __typename?: 'CustomerStoreCreditHistoryItem';
  /** Updated, Created, Used, Refunded or Reverted. */
  action?: Maybe<Scalars['String']['output']>;
  /** The balance after this change. */
  actual_balance?: Maybe<Money>;
  /** What was added (positive) or taken (negative). */
  balance_change?: Maybe<Money>;
  /** "YYYY-MM-DD HH:MM:SS" (UTC). */
  date_time_changed?: Maybe<Scalars['String']['output']>;
};

/** Contains a customer authorization token. */
export type CustomerToken = {
  __typename?: 'CustomerToken';
  token?: Maybe<Scalars['String']['output']>;
};

/** Defines customer attributes to update. */
export type CustomerUpdateInput = {
  /** Indicates whether the customer has enabled remote shopping assistance. */
  allow_remote_shopping_assistance?: InputMaybe<Scalars['Boolean']['input']>;
  firstname?: InputMaybe<Scalars['String']['input']>;
  is_subscribed?: InputMaybe<Scalars['Boolean']['input']>;
  lastname?: InputMaybe<Scalars['String']['input']>;
};

export type DeletePaymentTokenOutput = {
  __typename?: 'DeletePaymentTokenOutput';
  customerPaymentTokens?: Maybe<CustomerPaymentTokens>;
  result: Scalars['Boolean']['output'];
};

export type DeleteWishlistOutput = {
  __typename?: 'DeleteWishlistOutput';
  status: Scalars['Boolean']['output'];
  /** The customer's remaining wish lists. */
  wishlists: Array<Maybe<Wishlist>>;
};

export type Discount = {
  __typename?: 'Discount';
  amount: Money;
  applied_to: CartDiscountType;
  coupon?: Maybe<AppliedCoupon>;
  label: Scalars['String']['output'];
};

/** A dynamic block's content. */
export type DynamicBlock = {
  __typename?: 'DynamicBlock';
  /** The renderable HTML code of the dynamic block. */
  content: ComplexTextValue;
  /** The unique ID of a `DynamicBlock` object. */
  uid: Scalars['ID']['output'];
};

/** Indicates the locations the dynamic block can be placed. */
export type DynamicBlockLocationEnum =
  | 'CONTENT'
  | 'FOOTER'
  | 'HEADER'
  | 'LEFT'
  | 'RIGHT';

/** Indicates the selected Dynamic Blocks Rotator inline widget. */
export type DynamicBlockTypeEnum =
  | 'CART_PRICE_RULE_RELATED'
  | 'CATALOG_PRICE_RULE_RELATED'
  | 'SPECIFIED';

/** Contains an array of dynamic blocks. */
export type DynamicBlocks = {
  __typename?: 'DynamicBlocks';
  /** An array containing individual dynamic blocks. */
  items: Array<Maybe<DynamicBlock>>;
  /** Metadata for pagination rendering. */
  page_info?: Maybe<SearchResultPageInfo>;
  /** The number of returned dynamic blocks. */
  total_count: Scalars['Int']['output'];
};

/** Defines the dynamic block filter: the block type, locations and UIDs to return. */
export type DynamicBlocksFilterInput = {
  /** An array of dynamic block UIDs to filter on. */
  dynamic_block_uids?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  /** An array indicating the locations the dynamic block can be placed. */
  locations?: InputMaybe<Array<InputMaybe<DynamicBlockLocationEnum>>>;
  /** A value indicating the type of dynamic block to filter on. */
  type: DynamicBlockTypeEnum;
};

export type EnteredAttributeValue = {
  __typename?: 'EnteredAttributeValue';
  /** Attribute value. */
  value?: Maybe<Scalars['String']['output']>;
};

export type EnteredOptionInput = {
  uid: Scalars['ID']['input'];
  value: Scalars['String']['input'];
};

/** The entity a URL belongs to (deprecated `urlResolver`). */
export type EntityUrl = {
  __typename?: 'EntityUrl';
  /** @deprecated Use `relative_url` instead. */
  canonical_url?: Maybe<Scalars['String']['output']>;
  entity_uid?: Maybe<Scalars['ID']['output']>;
  /** @deprecated Use `entity_uid` instead. */
  id?: Maybe<Scalars['Int']['output']>;
  redirectCode?: Maybe<Scalars['Int']['output']>;
  relative_url?: Maybe<Scalars['String']['output']>;
  type?: Maybe<UrlRewriteEntityTypeEnum>;
};

/** A problem with one of the products of a cart mutation. */
export type Error = {
  code: CartUserInputErrorType;
  message: Scalars['String']['output'];
};

/** A rate from the base currency. */
export type ExchangeRate = {
  __typename?: 'ExchangeRate';
  currency_to?: Maybe<Scalars['String']['output']>;
  rate?: Maybe<Scalars['Float']['output']>;
};

/** Exact match on one value or a list. */
export type FilterEqualTypeInput = {
  eq?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type FilterMatchTypeEnum =
  | 'FULL'
  | 'PARTIAL';

/** Substring match. */
export type FilterMatchTypeInput = {
  match?: InputMaybe<Scalars['String']['input']>;
  match_type?: InputMaybe<FilterMatchTypeEnum>;
};

/** A range; either end may be left out. */
export type FilterRangeTypeInput = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

/** Exact, list or partial (`match`) match on a string. */
export type FilterStringTypeInput = {
  eq?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  match?: InputMaybe<Scalars['String']['input']>;
};

/** Identifies which customer requires remote shopping assistance. */
export type GenerateCustomerTokenAsAdminInput = {
  /** The email address of the customer requesting remote shopping assistance. */
  customer_email: Scalars['String']['input'];
};

/** Contains the generated customer token. */
export type GenerateCustomerTokenAsAdminOutput = {
  __typename?: 'GenerateCustomerTokenAsAdminOutput';
  /** The generated customer token. */
  customer_token: Scalars['String']['output'];
};

export type GiftCardAccount = {
  __typename?: 'GiftCardAccount';
  balance?: Maybe<Money>;
  code?: Maybe<Scalars['String']['output']>;
  expiration_date?: Maybe<Scalars['String']['output']>;
};

export type GiftCardAccountInput = {
  gift_card_code: Scalars['String']['input'];
};

export type GiftMessage = {
  __typename?: 'GiftMessage';
  from: Scalars['String']['output'];
  message: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type GiftMessageInput = {
  from: Scalars['String']['input'];
  message: Scalars['String']['input'];
  to: Scalars['String']['input'];
};

/** What the gift options cost; the plain amounts exclude VAT. */
export type GiftOptionsPrices = {
  __typename?: 'GiftOptionsPrices';
  gift_wrapping_for_items?: Maybe<Money>;
  gift_wrapping_for_items_incl_tax?: Maybe<Money>;
  gift_wrapping_for_order?: Maybe<Money>;
  gift_wrapping_for_order_incl_tax?: Maybe<Money>;
  printed_card?: Maybe<Money>;
  printed_card_incl_tax?: Maybe<Money>;
};

/** A gift wrapping design the shop offers. */
export type GiftWrapping = {
  __typename?: 'GiftWrapping';
  design: Scalars['String']['output'];
  /** @deprecated Use `uid` instead */
  id: Scalars['ID']['output'];
  image?: Maybe<GiftWrappingImage>;
  /** The price (incl. VAT, like the catalogue's). */
  price: Money;
  uid: Scalars['ID']['output'];
};

export type GiftWrappingImage = {
  __typename?: 'GiftWrappingImage';
  label: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** An image swatch: value and thumbnail are image URLs. */
export type ImageSwatchData = SwatchDataInterface & {
  __typename?: 'ImageSwatchData';
  thumbnail?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['String']['output']>;
};

export type Invoice = {
  __typename?: 'Invoice';
  comments?: Maybe<Array<Maybe<SalesCommentItem>>>;
  id: Scalars['ID']['output'];
  items?: Maybe<Array<Maybe<InvoiceItemInterface>>>;
  number: Scalars['String']['output'];
  total?: Maybe<InvoiceTotal>;
};

export type InvoiceItem = InvoiceItemInterface & {
  __typename?: 'InvoiceItem';
  discounts?: Maybe<Array<Maybe<Discount>>>;
  id: Scalars['ID']['output'];
  order_item?: Maybe<OrderItemInterface>;
  product_name?: Maybe<Scalars['String']['output']>;
  product_sale_price: Money;
  product_sku: Scalars['String']['output'];
  quantity_invoiced?: Maybe<Scalars['Float']['output']>;
};

export type InvoiceItemInterface = {
  discounts?: Maybe<Array<Maybe<Discount>>>;
  id: Scalars['ID']['output'];
  order_item?: Maybe<OrderItemInterface>;
  product_name?: Maybe<Scalars['String']['output']>;
  product_sale_price: Money;
  product_sku: Scalars['String']['output'];
  quantity_invoiced?: Maybe<Scalars['Float']['output']>;
};

export type InvoiceTotal = {
  __typename?: 'InvoiceTotal';
  base_grand_total: Money;
  discounts?: Maybe<Array<Maybe<Discount>>>;
  grand_total: Money;
  shipping_handling?: Maybe<ShippingHandling>;
  subtotal: Money;
  taxes?: Maybe<Array<Maybe<TaxItem>>>;
  total_shipping: Money;
  total_tax: Money;
};

/** Contains the result of the `isEmailAvailable` query. */
export type IsEmailAvailableOutput = {
  __typename?: 'IsEmailAvailableOutput';
  /** Indicates whether the specified email address can be used to create a customer. */
  is_email_available?: Maybe<Scalars['Boolean']['output']>;
};

export type KeyValue = {
  __typename?: 'KeyValue';
  name?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['String']['output']>;
};

export type LinkSocialIdentityInput = {
  customer_email: Scalars['String']['input'];
  provider: SocialProvider;
  /** The provider's stable id of the person (OpenID Connect `sub`, Facebook's app-scoped `id`). */
  subject: Scalars['String']['input'];
};

export type LinkSocialIdentityOutput = {
  __typename?: 'LinkSocialIdentityOutput';
  result: Scalars['Boolean']['output'];
};

/** Deprecated in Magento (use `media_gallery`), still served: a gallery entry with its file path and roles. */
export type MediaGalleryEntry = {
  __typename?: 'MediaGalleryEntry';
  content?: Maybe<ProductMediaGalleryEntriesContent>;
  disabled?: Maybe<Scalars['Boolean']['output']>;
  file?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use `uid` instead. */
  id?: Maybe<Scalars['Int']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  media_type?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['Int']['output']>;
  types?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  uid: Scalars['ID']['output'];
  video_content?: Maybe<ProductMediaGalleryEntriesVideoContent>;
};

export type MediaGalleryInterface = {
  disabled?: Maybe<Scalars['Boolean']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['Int']['output']>;
  types?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  url?: Maybe<Scalars['String']['output']>;
};

export type Money = {
  __typename?: 'Money';
  currency?: Maybe<CurrencyEnum>;
  value?: Maybe<Scalars['Float']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Leaves a comment (or, with reply_to, a reply to an approved one) on a published post. It is pending (status 1) until the shop approves it. A signed-in customer's name and email come from the account unless given; guests may comment only when comments_allow_guests is on. */
  AmBlogLeaveComment?: Maybe<AmBlogLeaveCommentOutput>;
  /**
   * Add one or more configurable products to the specified cart (Magento's older mutation, still
   * served; it stops at the first line it cannot add and changes nothing). Use `addProductsToCart` instead.
   */
  addConfigurableProductsToCart?: Maybe<AddConfigurableProductsToCartOutput>;
  /** Adds products (simple, or configurable with the chosen option values); problems come back as user_errors. */
  addProductsToCart?: Maybe<AddProductsToCartOutput>;
  /** Adds products to a wish list; a product already on it has its quantity raised. */
  addProductsToWishlist?: Maybe<AddProductsToWishlistOutput>;
  /** Moves items (all when no ids are given) into the customer's cart; items that could not be added stay, with errors. */
  addWishlistItemsToCart?: Maybe<AddWishlistItemsToCartOutput>;
  /** Applies a coupon (one per cart). */
  applyCouponToCart?: Maybe<ApplyCouponToCartOutput>;
  /** Applies a gift card to the cart; it pays what its balance allows when the order is placed. */
  applyGiftCardToCart?: Maybe<ApplyGiftCardToCartOutput>;
  /** Pays the customer's cart with store credit, as far as it goes. */
  applyStoreCreditToCart?: Maybe<ApplyStoreCreditToCartOutput>;
  /** Change the password for the logged-in customer. */
  changeCustomerPassword?: Maybe<Customer>;
  /** Confirm a newsletter subscription with the link of its confirmation email. */
  confirmNewsletterSubscription?: Maybe<SubscribeEmailToNewsletterOutput>;
  /**
   * Integration: the identity and address behind a confirmation link, once (the link is used up);
   * null for an unknown, used or expired link.
   */
  confirmSocialEmail?: Maybe<SocialEmailConfirmation>;
  /** Send a 'Contact Us' email to the merchant. */
  contactUs?: Maybe<ContactUsOutput>;
  /**
   * Create a customer account (Magento's older mutation, still served).
   * @deprecated Use `createCustomerV2` instead.
   */
  createCustomer?: Maybe<CustomerOutput>;
  /** Create a billing or shipping address for a customer or guest. */
  createCustomerAddress?: Maybe<CustomerAddress>;
  /** Create a customer account. */
  createCustomerV2?: Maybe<CustomerOutput>;
  /**
   * Creates an empty cart and answers its id.
   * @deprecated Use `Mutation.createGuestCart` or `Query.customerCart` for logged in customer
   */
  createEmptyCart?: Maybe<Scalars['String']['output']>;
  /** Creates an empty guest cart. */
  createGuestCart?: Maybe<CreateGuestCartOutput>;
  /** Creates a named wish list (multiple wish lists on, under the configured number). */
  createWishlist?: Maybe<CreateWishlistOutput>;
  /**
   * Delete the billing or shipping address of a customer.
   * @deprecated Use `deleteCustomerAddressV2` instead.
   */
  deleteCustomerAddress?: Maybe<Scalars['Boolean']['output']>;
  /** Deletes one of the signed-in customer's saved cards. */
  deletePaymentToken?: Maybe<DeletePaymentTokenOutput>;
  /** Deletes a wish list (never the default one). */
  deleteWishlist?: Maybe<DeleteWishlistOutput>;
  /** Generate a token for specified customer. */
  generateCustomerToken?: Maybe<CustomerToken>;
  /** Request a customer token so that an administrator can perform remote shopping assistance. */
  generateCustomerTokenAsAdmin?: Maybe<GenerateCustomerTokenAsAdminOutput>;
  /**
   * Integration: links an identity the storefront has verified to the customer with that email. A
   * customer has at most one identity per provider; an identity belongs to one customer. Linking the
   * same identity to the same customer again is a success.
   */
  linkSocialIdentity?: Maybe<LinkSocialIdentityOutput>;
  /** Transfer the contents of a guest cart into the cart of a logged-in customer. */
  mergeCarts: Cart;
  placeOrder?: Maybe<PlaceOrderOutput>;
  /** Moves a gift card's whole balance into the signed-in customer's store credit. */
  redeemGiftCardBalanceAsStoreCredit?: Maybe<GiftCardAccount>;
  /** Removes the cart's coupon. */
  removeCouponFromCart?: Maybe<RemoveCouponFromCartOutput>;
  /** Removes a gift card from the cart. */
  removeGiftCardFromCart?: Maybe<RemoveGiftCardFromCartOutput>;
  /** Removes a line. */
  removeItemFromCart?: Maybe<RemoveItemFromCartOutput>;
  /** Removes items from a wish list. */
  removeProductsFromWishlist?: Maybe<RemoveProductsFromWishlistOutput>;
  /** Stops paying the cart with store credit. */
  removeStoreCreditFromCart?: Maybe<RemoveStoreCreditFromCartOutput>;
  /** Request an email with a reset password token for the registered customer identified by the specified email. */
  requestPasswordResetEmail?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Integration: a shopper whose provider gave no email typed one; emails a link (to
   * `/{store}/sign-in/confirm-email?id=&code=`, valid 24 hours) that proves the address is theirs
   * before any account is created. Returns true; refused for a malformed email.
   */
  requestSocialEmailConfirmation?: Maybe<Scalars['Boolean']['output']>;
  /** Reset a customer's password using the reset password token from `requestPasswordResetEmail`. */
  resetPassword?: Maybe<Scalars['Boolean']['output']>;
  /** Revoke the customer token. */
  revokeCustomerToken?: Maybe<RevokeCustomerTokenOutput>;
  setBillingAddressOnCart?: Maybe<SetBillingAddressOnCartOutput>;
  /** Sets the cart's gift message, wrapping, gift receipt and printed card (each replaced by what is sent). */
  setGiftOptionsOnCart?: Maybe<SetGiftOptionsOnCartOutput>;
  setGuestEmailOnCart?: Maybe<SetGuestEmailOnCartOutput>;
  setPaymentMethodOnCart?: Maybe<SetPaymentMethodOnCartOutput>;
  setShippingAddressesOnCart?: Maybe<SetShippingAddressesOnCartOutput>;
  setShippingMethodsOnCart?: Maybe<SetShippingMethodsOnCartOutput>;
  /** Subscribe the specified email to the store's newsletter. */
  subscribeEmailToNewsletter?: Maybe<SubscribeEmailToNewsletterOutput>;
  /**
   * Customer: disconnects one provider from the signed-in customer's account. Refused while it is the
   * account's only way in (no password and no other provider).
   */
  unlinkSocialIdentity?: Maybe<CustomerSocialSignIn>;
  /** Unsubscribe an email from the newsletter with the unsubscribe link of a newsletter email. */
  unsubscribeNewsletterSubscriber?: Maybe<SubscribeEmailToNewsletterOutput>;
  /** Changes quantities; a quantity of 0 removes the line. */
  updateCartItems?: Maybe<UpdateCartItemsOutput>;
  /**
   * Update the customer's personal information (Magento's older mutation, still served).
   * @deprecated Use `updateCustomerV2` instead.
   */
  updateCustomer?: Maybe<CustomerOutput>;
  /**
   * Update the billing or shipping address of a customer or guest.
   * @deprecated Use `updateCustomerAddressV2` instead.
   */
  updateCustomerAddress?: Maybe<CustomerAddress>;
  /** Change the email address for the logged-in customer. */
  updateCustomerEmail?: Maybe<CustomerOutput>;
  /** Update the customer's personal information. */
  updateCustomerV2?: Maybe<CustomerOutput>;
  /** Changes the quantity or description of items on a wish list. */
  updateProductsInWishlist?: Maybe<UpdateProductsInWishlistOutput>;
  /** Renames a wish list or changes its visibility. */
  updateWishlist?: Maybe<UpdateWishlistOutput>;
  /** Records a search the shopper made (results page), for popular and recent searches. Returns the number of products found. */
  xsearchSaveSearch?: Maybe<Scalars['Int']['output']>;
};


export type MutationAmBlogLeaveCommentArgs = {
  input: AmBlogLeaveCommentInput;
};


export type MutationAddConfigurableProductsToCartArgs = {
  input?: InputMaybe<AddConfigurableProductsToCartInput>;
};


export type MutationAddProductsToCartArgs = {
  cartId: Scalars['String']['input'];
  cartItems: Array<CartItemInput>;
};


export type MutationAddProductsToWishlistArgs = {
  wishlistId: Scalars['ID']['input'];
  wishlistItems: Array<WishlistItemInput>;
};


export type MutationAddWishlistItemsToCartArgs = {
  wishlistId: Scalars['ID']['input'];
  wishlistItemIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationApplyCouponToCartArgs = {
  input?: InputMaybe<ApplyCouponToCartInput>;
};


export type MutationApplyGiftCardToCartArgs = {
  input?: InputMaybe<ApplyGiftCardToCartInput>;
};


export type MutationApplyStoreCreditToCartArgs = {
  input: ApplyStoreCreditToCartInput;
};


export type MutationChangeCustomerPasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationConfirmNewsletterSubscriptionArgs = {
  code: Scalars['String']['input'];
  id: Scalars['Int']['input'];
};


export type MutationConfirmSocialEmailArgs = {
  code: Scalars['String']['input'];
  id: Scalars['Int']['input'];
};


export type MutationContactUsArgs = {
  input: ContactUsInput;
};


export type MutationCreateCustomerArgs = {
  input: CustomerInput;
};


export type MutationCreateCustomerAddressArgs = {
  input: CustomerAddressInput;
};


export type MutationCreateCustomerV2Args = {
  input: CustomerCreateInput;
};


export type MutationCreateEmptyCartArgs = {
  input?: InputMaybe<CreateEmptyCartInput>;
};


export type MutationCreateGuestCartArgs = {
  input?: InputMaybe<CreateGuestCartInput>;
};


export type MutationCreateWishlistArgs = {
  input: CreateWishlistInput;
};


export type MutationDeleteCustomerAddressArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeletePaymentTokenArgs = {
  public_hash: Scalars['String']['input'];
};


export type MutationDeleteWishlistArgs = {
  wishlistId: Scalars['ID']['input'];
};


export type MutationGenerateCustomerTokenArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationGenerateCustomerTokenAsAdminArgs = {
  input: GenerateCustomerTokenAsAdminInput;
};


export type MutationLinkSocialIdentityArgs = {
  input: LinkSocialIdentityInput;
};


export type MutationMergeCartsArgs = {
  destination_cart_id?: InputMaybe<Scalars['String']['input']>;
  source_cart_id: Scalars['String']['input'];
};


export type MutationPlaceOrderArgs = {
  input?: InputMaybe<PlaceOrderInput>;
};


export type MutationRedeemGiftCardBalanceAsStoreCreditArgs = {
  input: GiftCardAccountInput;
};


export type MutationRemoveCouponFromCartArgs = {
  input?: InputMaybe<RemoveCouponFromCartInput>;
};


export type MutationRemoveGiftCardFromCartArgs = {
  input?: InputMaybe<RemoveGiftCardFromCartInput>;
};


export type MutationRemoveItemFromCartArgs = {
  input?: InputMaybe<RemoveItemFromCartInput>;
};


export type MutationRemoveProductsFromWishlistArgs = {
  wishlistId: Scalars['ID']['input'];
  wishlistItemsIds: Array<Scalars['ID']['input']>;
};


export type MutationRemoveStoreCreditFromCartArgs = {
  input: RemoveStoreCreditFromCartInput;
};


export type MutationRequestPasswordResetEmailArgs = {
  email: Scalars['String']['input'];
};


export type MutationRequestSocialEmailConfirmationArgs = {
  input: SocialEmailConfirmationInput;
};


export type MutationResetPasswordArgs = {
  email: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  resetPasswordToken: Scalars['String']['input'];
};


export type MutationSetBillingAddressOnCartArgs = {
  input?: InputMaybe<SetBillingAddressOnCartInput>;
};


export type MutationSetGiftOptionsOnCartArgs = {
  input?: InputMaybe<SetGiftOptionsOnCartInput>;
};


export type MutationSetGuestEmailOnCartArgs = {
  input?: InputMaybe<SetGuestEmailOnCartInput>;
};


export type MutationSetPaymentMethodOnCartArgs = {
  input?: InputMaybe<SetPaymentMethodOnCartInput>;
};


export type MutationSetShippingAddressesOnCartArgs = {
  input?: InputMaybe<SetShippingAddressesOnCartInput>;
};


export type MutationSetShippingMethodsOnCartArgs = {
  input?: InputMaybe<SetShippingMethodsOnCartInput>;
};


export type MutationSubscribeEmailToNewsletterArgs = {
  email: Scalars['String']['input'];
};


export type MutationUnlinkSocialIdentityArgs = {
  provider: SocialProvider;
};


export type MutationUnsubscribeNewsletterSubscriberArgs = {
  code: Scalars['String']['input'];
  id: Scalars['Int']['input'];
};


export type MutationUpdateCartItemsArgs = {
  input?: InputMaybe<UpdateCartItemsInput>;
};


export type MutationUpdateCustomerArgs = {
  input: CustomerInput;
};


export type MutationUpdateCustomerAddressArgs = {
  id: Scalars['Int']['input'];
  input?: InputMaybe<CustomerAddressInput>;
};


export type MutationUpdateCustomerEmailArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationUpdateCustomerV2Args = {
  input: CustomerUpdateInput;
};


export type MutationUpdateProductsInWishlistArgs = {
  wishlistId: Scalars['ID']['input'];
  wishlistItems: Array<WishlistItemUpdateInput>;
};


export type MutationUpdateWishlistArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  visibility?: InputMaybe<WishlistVisibilityEnum>;
  wishlistId: Scalars['ID']['input'];
};


export type MutationXsearchSaveSearchArgs = {
  search: Scalars['String']['input'];
};

export type ObjectDataTypeEnum =
  | 'BOOLEAN'
  | 'COMPLEX'
  | 'FLOAT'
  | 'INT'
  | 'STRING';

export type Order = {
  __typename?: 'Order';
  /** @deprecated Use `order_number` instead. */
  order_id?: Maybe<Scalars['String']['output']>;
  order_number: Scalars['String']['output'];
};

export type OrderAddress = {
  __typename?: 'OrderAddress';
  city: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  country_code?: Maybe<CountryCodeEnum>;
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  postcode?: Maybe<Scalars['String']['output']>;
  region?: Maybe<Scalars['String']['output']>;
  region_id?: Maybe<Scalars['ID']['output']>;
  street: Array<Maybe<Scalars['String']['output']>>;
  telephone?: Maybe<Scalars['String']['output']>;
};

export type OrderItem = OrderItemInterface & {
  __typename?: 'OrderItem';
  gift_message?: Maybe<GiftMessage>;
  gift_wrapping?: Maybe<GiftWrapping>;
  id: Scalars['ID']['output'];
  product_name?: Maybe<Scalars['String']['output']>;
  product_sale_price: Money;
  product_sku: Scalars['String']['output'];
  product_url_key?: Maybe<Scalars['String']['output']>;
  quantity_canceled?: Maybe<Scalars['Float']['output']>;
  quantity_ordered?: Maybe<Scalars['Float']['output']>;
  quantity_shipped?: Maybe<Scalars['Float']['output']>;
  selected_options?: Maybe<Array<Maybe<OrderItemOption>>>;
  status?: Maybe<Scalars['String']['output']>;
};

export type OrderItemInterface = {
  gift_message?: Maybe<GiftMessage>;
  gift_wrapping?: Maybe<GiftWrapping>;
  id: Scalars['ID']['output'];
  product_name?: Maybe<Scalars['String']['output']>;
  product_sale_price: Money;
  product_sku: Scalars['String']['output'];
  product_url_key?: Maybe<Scalars['String']['output']>;
  quantity_canceled?: Maybe<Scalars['Float']['output']>;
  quantity_ordered?: Maybe<Scalars['Float']['output']>;
  quantity_shipped?: Maybe<Scalars['Float']['output']>;
  selected_options?: Maybe<Array<Maybe<OrderItemOption>>>;
  status?: Maybe<Scalars['String']['output']>;
};

export type OrderItemOption = {
  __typename?: 'OrderItemOption';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type OrderPaymentMethod = {
  __typename?: 'OrderPaymentMethod';
  additional_data?: Maybe<Array<Maybe<KeyValue>>>;
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type OrderShipment = {
  __typename?: 'OrderShipment';
  id: Scalars['ID']['output'];
  items?: Maybe<Array<Maybe<ShipmentItemInterface>>>;
  number: Scalars['String']['output'];
  tracking?: Maybe<Array<Maybe<ShipmentTracking>>>;
};

export type OrderTotal = {
  __typename?: 'OrderTotal';
  base_grand_total: Money;
  discounts?: Maybe<Array<Maybe<Discount>>>;
  gift_options?: Maybe<GiftOptionsPrices>;
  grand_total: Money;
  grand_total_excl_tax: Money;
  shipping_handling?: Maybe<ShippingHandling>;
  /** @deprecated Use subtotal_excl_tax field instead */
  subtotal: Money;
  subtotal_excl_tax: Money;
  subtotal_incl_tax: Money;
  taxes?: Maybe<Array<Maybe<TaxItem>>>;
  /** What gift cards paid. */
  total_giftcard?: Maybe<Money>;
  total_shipping: Money;
  /** What store credit paid. */
  total_store_credit?: Maybe<Money>;
  total_tax: Money;
};

export type PaymentMethodInput = {
  /**
   * Braintree's card details, accepted in Magento's shape; the engine has no Braintree, so the method
   * `braintree` is never available (as on a Magento shop with Braintree disabled).
   */
  braintree?: InputMaybe<BraintreeInput>;
  code: Scalars['String']['input'];
  purchase_order_number?: InputMaybe<Scalars['String']['input']>;
  sandbox_card?: InputMaybe<SandboxCardInput>;
  sandbox_card_vault?: InputMaybe<VaultTokenInput>;
};

export type PaymentToken = {
  __typename?: 'PaymentToken';
  /** JSON: the card type, the last four digits and the expiry, e.g. {"type":"VI","maskedCC":"4242","expirationDate":"12/2030"}. */
  details?: Maybe<Scalars['String']['output']>;
  /** The card method the card was saved with (`sandbox_card`). */
  payment_method_code: Scalars['String']['output'];
  public_hash: Scalars['String']['output'];
  type: PaymentTokenTypeEnum;
};

export type PaymentTokenTypeEnum =
  | 'account'
  | 'card';

export type PhysicalProductInterface = {
  weight?: Maybe<Scalars['Float']['output']>;
};

export type PlaceOrderError = {
  __typename?: 'PlaceOrderError';
  code: PlaceOrderErrorCodes;
  message: Scalars['String']['output'];
};

export type PlaceOrderErrorCodes =
  | 'CART_NOT_ACTIVE'
  | 'CART_NOT_FOUND'
  | 'GUEST_EMAIL_MISSING'
  | 'UNABLE_TO_PLACE_ORDER'
  | 'UNDEFINED';

export type PlaceOrderInput = {
  cart_id: Scalars['String']['input'];
};

export type PlaceOrderOutput = {
  __typename?: 'PlaceOrderOutput';
  errors?: Maybe<Array<Maybe<PlaceOrderError>>>;
  /** @deprecated Use `orderV2` instead. */
  order?: Maybe<Order>;
  orderV2?: Maybe<CustomerOrder>;
};

export type Price = {
  __typename?: 'Price';
  /** @deprecated Use `ProductPrice` instead. */
  adjustments?: Maybe<Array<Maybe<PriceAdjustment>>>;
  /** @deprecated Use `ProductPrice` instead. */
  amount?: Maybe<Money>;
};

/** Tax or WEEE included in or excluded from a price; the engine's catalogue prices carry none. */
export type PriceAdjustment = {
  __typename?: 'PriceAdjustment';
  amount?: Maybe<Money>;
  /** @deprecated `PriceAdjustment` is deprecated. */
  code?: Maybe<PriceAdjustmentCodesEnum>;
  /** @deprecated `PriceAdjustment` is deprecated. */
  description?: Maybe<PriceAdjustmentDescriptionEnum>;
};

export type PriceAdjustmentCodesEnum =
  | 'TAX'
  | 'WEEE'
  | 'WEEE_TAX';

export type PriceAdjustmentDescriptionEnum =
  | 'EXCLUDED'
  | 'INCLUDED';

export type PriceRange = {
  __typename?: 'PriceRange';
  maximum_price?: Maybe<ProductPrice>;
  minimum_price: ProductPrice;
};

export type PriceTypeEnum =
  | 'DYNAMIC'
  | 'FIXED'
  | 'PERCENT';

/** Product filters; all given filters must match. */
export type ProductAttributeFilterInput = {
  category_id?: InputMaybe<FilterEqualTypeInput>;
  category_uid?: InputMaybe<FilterEqualTypeInput>;
  category_url_path?: InputMaybe<FilterEqualTypeInput>;
  /** Attribute label: Color. Option ids (Aggregation option values). */
  color?: InputMaybe<FilterEqualTypeInput>;
  name?: InputMaybe<FilterMatchTypeInput>;
  price?: InputMaybe<FilterRangeTypeInput>;
  /** Attribute label: Size. Option ids (Aggregation option values). */
  size?: InputMaybe<FilterEqualTypeInput>;
  sku?: InputMaybe<FilterEqualTypeInput>;
  url_key?: InputMaybe<FilterEqualTypeInput>;
};

export type ProductAttributeMetadata = AttributeMetadataInterface & {
  __typename?: 'ProductAttributeMetadata';
  attribute_labels?: Maybe<Array<Maybe<StoreLabels>>>;
  code?: Maybe<Scalars['String']['output']>;
  data_type?: Maybe<ObjectDataTypeEnum>;
  entity_type?: Maybe<AttributeEntityTypeEnum>;
  is_system?: Maybe<Scalars['Boolean']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  sort_order?: Maybe<Scalars['Int']['output']>;
  ui_input?: Maybe<UiInputTypeInterface>;
  uid?: Maybe<Scalars['ID']['output']>;
  /** Places in the store front where the attribute is used. */
  used_in_components?: Maybe<Array<CustomAttributesListsEnum>>;
};

/** Sort order: the fields given, in this order; the entity id breaks ties. */
export type ProductAttributeSortInput = {
  name?: InputMaybe<SortEnum>;
  position?: InputMaybe<SortEnum>;
  price?: InputMaybe<SortEnum>;
  relevance?: InputMaybe<SortEnum>;
};

export type ProductDiscount = {
  __typename?: 'ProductDiscount';
  amount_off?: Maybe<Scalars['Float']['output']>;
  percent_off?: Maybe<Scalars['Float']['output']>;
};

export type ProductImage = MediaGalleryInterface & {
  __typename?: 'ProductImage';
  disabled?: Maybe<Scalars['Boolean']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['Int']['output']>;
  types?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  url?: Maybe<Scalars['String']['output']>;
};

/** Fields every product has. */
export type ProductInterface = {
  categories?: Maybe<Array<Maybe<CategoryInterface>>>;
  /** @deprecated Use the `custom_attributes` field instead. */
  color?: Maybe<Scalars['Int']['output']>;
  crosssell_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /**
   * The product's user-defined attribute values with their metadata, ordered by position, then label.
   * @deprecated Use Adobe Commerce `custom_attributesV2` query instead
   */
  custom_attributes: Array<Maybe<CustomAttribute>>;
  description?: Maybe<ComplexTextValue>;
  /** Whether a gift message may be written for the product (the store view's setting for items). */
  gift_message_available: Scalars['Boolean']['output'];
  /** @deprecated Use the `uid` field instead. */
  id?: Maybe<Scalars['Int']['output']>;
  image?: Maybe<ProductImage>;
  media_gallery?: Maybe<Array<Maybe<MediaGalleryInterface>>>;
  /** @deprecated Use `media_gallery` instead. */
  media_gallery_entries?: Maybe<Array<Maybe<MediaGalleryEntry>>>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_keyword?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
  /** @deprecated Use `price_range` for product price information. */
  price?: Maybe<ProductPrices>;
  price_range: PriceRange;
  rating_summary: Scalars['Float']['output'];
  related_products?: Maybe<Array<Maybe<ProductInterface>>>;
  review_count: Scalars['Int']['output'];
  short_description?: Maybe<ComplexTextValue>;
  sku?: Maybe<Scalars['String']['output']>;
  small_image?: Maybe<ProductImage>;
  special_price?: Maybe<Scalars['Float']['output']>;
  special_to_date?: Maybe<Scalars['String']['output']>;
  stock_status?: Maybe<ProductStockStatus>;
  thumbnail?: Maybe<ProductImage>;
  /** @deprecated Use `__typename` instead. */
  type_id?: Maybe<Scalars['String']['output']>;
  uid: Scalars['ID']['output'];
  upsell_products?: Maybe<Array<Maybe<ProductInterface>>>;
  url_key?: Maybe<Scalars['String']['output']>;
  url_suffix?: Maybe<Scalars['String']['output']>;
};

export type ProductMediaGalleryEntriesContent = {
  __typename?: 'ProductMediaGalleryEntriesContent';
  base64_encoded_data?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

export type ProductMediaGalleryEntriesVideoContent = {
  __typename?: 'ProductMediaGalleryEntriesVideoContent';
  media_type?: Maybe<Scalars['String']['output']>;
  video_description?: Maybe<Scalars['String']['output']>;
  video_metadata?: Maybe<Scalars['String']['output']>;
  video_provider?: Maybe<Scalars['String']['output']>;
  video_title?: Maybe<Scalars['String']['output']>;
  video_url?: Maybe<Scalars['String']['output']>;
};

export type ProductPrice = {
  __typename?: 'ProductPrice';
  discount?: Maybe<ProductDiscount>;
  final_price: Money;
  regular_price: Money;
};

/** Deprecated in Magento (use `price_range`), still served: the lowest and highest final prices and the regular price. */
export type ProductPrices = {
  __typename?: 'ProductPrices';
  /** @deprecated Use `PriceRange.maximum_price` instead. */
  maximalPrice?: Maybe<Price>;
  /** @deprecated Use `PriceRange.minimum_price` instead. */
  minimalPrice?: Maybe<Price>;
  /** @deprecated Use `regular_price` from `PriceRange.minimum_price` or `PriceRange.maximum_price` instead. */
  regularPrice?: Maybe<Price>;
};

export type ProductStockStatus =
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

/** A page of products. */
export type Products = {
  __typename?: 'Products';
  aggregations?: Maybe<Array<Maybe<Aggregation>>>;
  items?: Maybe<Array<Maybe<ProductInterface>>>;
  page_info?: Maybe<SearchResultPageInfo>;
  sort_fields?: Maybe<SortFields>;
  total_count?: Maybe<Scalars['Int']['output']>;
};


/** A page of products. */
export type ProductsAggregationsArgs = {
  filter?: InputMaybe<AggregationsFilterInput>;
};

export type Query = {
  __typename?: 'Query';
  /** One author by id or URL key. */
  amBlogAuthor?: Maybe<AmBlogAuthor>;
  /** The blog's authors. */
  amBlogAuthors?: Maybe<AmBlogAuthors>;
  /** The blog's categories (active ones). */
  amBlogCategories?: Maybe<AmBlogCategories>;
  /** One category by id or URL key. */
  amBlogCategory?: Maybe<AmBlogCategory>;
  /** Approved comments of a published post, oldest first; a reply names the comment it answers in reply_to. type: list (the default) is the only kind. */
  amBlogComments?: Maybe<AmBlogComments>;
  /** One published post, by id or by URL key. */
  amBlogPost?: Maybe<AmBlogPost>;
  /** A page of posts of one listing kind, newest first. entityId is the category, tag or author id for those kinds; query the text for SEARCH. */
  amBlogPosts?: Maybe<AmBlogPosts>;
  /** A recent-posts widget instance (the demo home page uses 20): its settings and its posts. */
  amBlogRecentPostsWidget?: Maybe<AmBlogRecentPostsWidget>;
  /** Blog settings of the current store view. */
  amBlogSetting?: Maybe<AmBlogSetting>;
  /** One tag by id or URL key. */
  amBlogTag?: Maybe<AmBlogTag>;
  /** The blog's tags. */
  amBlogTags?: Maybe<AmBlogTags>;
  /** The store views of the current website and their configuration. */
  availableStores?: Maybe<Array<Maybe<StoreConfig>>>;
  /** The cart with this id (guests: the id createGuestCart answered). */
  cart?: Maybe<Cart>;
  /** Categories matching the filters; the store's root category when none is given. */
  categories?: Maybe<CategoryResult>;
  /**
   * Categories matching the filters.
   * @deprecated Use `categories` instead.
   */
  categoryList?: Maybe<Array<Maybe<CategoryTree>>>;
  /** CMS blocks by identifier (or numeric id). */
  cmsBlocks?: Maybe<CmsBlocks>;
  /** A CMS page by id or identifier. */
  cmsPage?: Maybe<CmsPage>;
  /** The countries the store sells to. */
  countries?: Maybe<Array<Maybe<Country>>>;
  /** One country the store sells to. */
  country?: Maybe<Country>;
  /** The current store view's currencies. */
  currency?: Maybe<Currency>;
  /** Return detailed information about a customer account. */
  customer?: Maybe<Customer>;
  /** Return information about the customer's shopping cart. */
  customerCart: Cart;
  /** The signed-in customer's saved cards (visible, active, not expired). */
  customerPaymentTokens?: Maybe<CustomerPaymentTokens>;
  /** Return a list of dynamic blocks filtered by type, location, or UIDs. */
  dynamicBlocks: DynamicBlocks;
  /** A gift card's balance (Adobe Commerce's 'Gift card not found' for an unknown, expired or used-up card). */
  giftCardAccount?: Maybe<GiftCardAccount>;
  /** Check whether the specified email has already been used to create a customer account. */
  isEmailAvailable?: Maybe<IsEmailAvailableOutput>;
  /** Products matching `search` and `filter`, with layered navigation. */
  products?: Maybe<Products>;
  /** Returns details about Google reCAPTCHA V3-Invisible configuration. */
  recaptchaV3Config?: Maybe<ReCaptchaConfigurationV3>;
  /** What a URL shows: a category, a product or a CMS page, or null. */
  route?: Maybe<RoutableInterface>;
  /**
   * The search log's entry of a search text in the store view (SalesGraphQlAux's `loadByQueryText`):
   * its redirect sends the results page elsewhere. Every field null when the text was never searched.
   */
  searchTerm?: Maybe<SearchTerm>;
  /** Integration: the customer an identity is linked to, or null when it is linked to nobody. */
  socialIdentityCustomer?: Maybe<SocialIdentityCustomer>;
  /** The current store view's configuration (selected by the `Store` header). */
  storeConfig?: Maybe<StoreConfig>;
  /**
   * The entity a URL belongs to.
   * @deprecated Use the `route` query instead.
   */
  urlResolver?: Maybe<EntityUrl>;
  /** Blog posts matching the text. */
  xsearchBlogs?: Maybe<XsearchBlogs>;
  /** Categories whose name matches the text. */
  xsearchCategories?: Maybe<XsearchCategories>;
  /** CMS pages matching the text. */
  xsearchPages?: Maybe<XsearchPages>;
  /** The store view's most searched texts (that found something); with a text, those containing it. */
  xsearchPopularSearches?: Maybe<XsearchSearches>;
  /** Products matching the text, best match first. */
  xsearchProducts?: Maybe<XsearchProducts>;
  /** The shopper's own latest searches (signed-in customer, else the X-Shopper-Session header); with a text, those containing it. */
  xsearchRecentSearches?: Maybe<XsearchSearches>;
};


export type QueryAmBlogAuthorArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  urlKey?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAmBlogCategoryArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  urlKey?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAmBlogCommentsArgs = {
  postId: Scalars['Int']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAmBlogPostArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  urlKey?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAmBlogPostsArgs = {
  entityId?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  type: AmBlogPageType;
};


export type QueryAmBlogRecentPostsWidgetArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAmBlogTagArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  urlKey?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAvailableStoresArgs = {
  useCurrentGroup?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryCartArgs = {
  cart_id: Scalars['String']['input'];
};


export type QueryCategoriesArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  filters?: InputMaybe<CategoryFilterInput>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCategoryListArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  filters?: InputMaybe<CategoryFilterInput>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCmsBlocksArgs = {
  identifiers?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};


export type QueryCmsPageArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  identifier?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCountryArgs = {
  id?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDynamicBlocksArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  input?: InputMaybe<DynamicBlocksFilterInput>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGiftCardAccountArgs = {
  input: GiftCardAccountInput;
};


export type QueryIsEmailAvailableArgs = {
  email: Scalars['String']['input'];
};


export type QueryProductsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<ProductAttributeFilterInput>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductAttributeSortInput>;
};


export type QueryRouteArgs = {
  url: Scalars['String']['input'];
};


export type QuerySearchTermArgs = {
  Search?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySocialIdentityCustomerArgs = {
  provider: SocialProvider;
  subject: Scalars['String']['input'];
};


export type QueryUrlResolverArgs = {
  url: Scalars['String']['input'];
};


export type QueryXsearchBlogsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryXsearchCategoriesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryXsearchPagesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryXsearchPopularSearchesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryXsearchProductsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryXsearchRecentSearchesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};

export type QuoteItemsSortInput = {
  field: SortQuoteItemsEnum;
  order: SortEnum;
};

/** Contains reCAPTCHA V3-Invisible configuration details. */
export type ReCaptchaConfigurationV3 = {
  __typename?: 'ReCaptchaConfigurationV3';
  /** The position of the invisible reCAPTCHA badge on each page. */
  badge_position: Scalars['String']['output'];
  /** The message that appears to the user if validation fails. */
  failure_message: Scalars['String']['output'];
  /** A list of forms on the storefront that have been configured to use reCAPTCHA V3. */
  forms: Array<Maybe<ReCaptchaFormEnum>>;
  /** Return whether recaptcha is enabled or not */
  is_enabled: Scalars['Boolean']['output'];
  /** A two-character code that specifies the language that is used for Google reCAPTCHA text and messaging. */
  language_code?: Maybe<Scalars['String']['output']>;
  /** The minimum score that identifies a user interaction as a potential risk. */
  minimum_score: Scalars['Float']['output'];
  /** Theme to be used to render reCaptcha. */
  theme: Scalars['String']['output'];
  /** The website key generated when the Google reCAPTCHA account was registered. */
  website_key: Scalars['String']['output'];
};

/** The forms reCAPTCHA can protect. */
export type ReCaptchaFormEnum =
  | 'BRAINTREE'
  | 'CONTACT'
  | 'CUSTOMER_CREATE'
  | 'CUSTOMER_EDIT'
  | 'CUSTOMER_FORGOT_PASSWORD'
  | 'CUSTOMER_LOGIN'
  | 'NEWSLETTER'
  | 'PLACE_ORDER'
  | 'PRODUCT_REVIEW'
  | 'RESEND_CONFIRMATION_EMAIL'
  | 'SENDFRIEND';

/** A region (for Thailand, a province). */
export type Region = {
  __typename?: 'Region';
  code?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['Int']['output']>;
  name?: Maybe<Scalars['String']['output']>;
};

export type RemoveCouponFromCartInput = {
  cart_id: Scalars['String']['input'];
};

export type RemoveCouponFromCartOutput = {
  __typename?: 'RemoveCouponFromCartOutput';
  cart?: Maybe<Cart>;
};

export type RemoveGiftCardFromCartInput = {
  cart_id: Scalars['String']['input'];
  gift_card_code: Scalars['String']['input'];
};

export type RemoveGiftCardFromCartOutput = {
  __typename?: 'RemoveGiftCardFromCartOutput';
  cart: Cart;
};

export type RemoveItemFromCartInput = {
  cart_id: Scalars['String']['input'];
  cart_item_id?: InputMaybe<Scalars['Int']['input']>;
  cart_item_uid?: InputMaybe<Scalars['ID']['input']>;
};

export type RemoveItemFromCartOutput = {
  __typename?: 'RemoveItemFromCartOutput';
  cart: Cart;
};

export type RemoveProductsFromWishlistOutput = {
  __typename?: 'RemoveProductsFromWishlistOutput';
  user_errors: Array<Maybe<WishListUserInputError>>;
  wishlist: Wishlist;
};

export type RemoveStoreCreditFromCartInput = {
  cart_id: Scalars['String']['input'];
};

export type RemoveStoreCreditFromCartOutput = {
  __typename?: 'RemoveStoreCreditFromCartOutput';
  cart: Cart;
};

/** Contains the result of a request to revoke a customer token. */
export type RevokeCustomerTokenOutput = {
  __typename?: 'RevokeCustomerTokenOutput';
  result: Scalars['Boolean']['output'];
};

/** Something a URL resolves to. */
export type RoutableInterface = {
  /** 0, or 301 / 302 when the URL redirects to `relative_url`. */
  redirect_code: Scalars['Int']['output'];
  /** The URL that shows the entity; for a redirect, where to go. */
  relative_url?: Maybe<Scalars['String']['output']>;
  type?: Maybe<UrlRewriteEntityTypeEnum>;
};

export type SalesCommentItem = {
  __typename?: 'SalesCommentItem';
  message: Scalars['String']['output'];
  timestamp: Scalars['String']['output'];
};

export type SandboxCardInput = {
  is_active_payment_token_enabler?: InputMaybe<Scalars['Boolean']['input']>;
  payment_method_nonce: Scalars['String']['input'];
};

export type ScopeTypeEnum =
  | 'GLOBAL'
  | 'STORE'
  | 'WEBSITE';

/** Paging of a search result. */
export type SearchResultPageInfo = {
  __typename?: 'SearchResultPageInfo';
  current_page?: Maybe<Scalars['Int']['output']>;
  page_size?: Maybe<Scalars['Int']['output']>;
  total_pages?: Maybe<Scalars['Int']['output']>;
};

export type SearchTerm = {
  __typename?: 'SearchTerm';
  popularity?: Maybe<Scalars['Int']['output']>;
  query_text?: Maybe<Scalars['String']['output']>;
  redirect?: Maybe<Scalars['String']['output']>;
};

/** Defines selectable input types of the attribute. */
export type SelectableInputTypeInterface = {
  /** An array of attribute options. */
  attribute_options?: Maybe<Array<Maybe<AttributeOptionInterface>>>;
};

export type SelectedAttributeOption = {
  __typename?: 'SelectedAttributeOption';
  /** Selected attribute option details. */
  attribute_option?: Maybe<Array<AttributeOptionInterface>>;
};

export type SelectedConfigurableOption = {
  __typename?: 'SelectedConfigurableOption';
  configurable_product_option_uid: Scalars['ID']['output'];
  configurable_product_option_value_uid: Scalars['ID']['output'];
  /** @deprecated Use `SelectedConfigurableOption.configurable_product_option_uid` instead. */
  id: Scalars['Int']['output'];
  option_label: Scalars['String']['output'];
  /** @deprecated Use `SelectedConfigurableOption.configurable_product_option_value_uid` instead. */
  value_id: Scalars['Int']['output'];
  value_label: Scalars['String']['output'];
};

/** Customizable options are not sold by the shop: the lists are always empty. */
export type SelectedCustomizableOption = {
  __typename?: 'SelectedCustomizableOption';
  customizable_option_uid: Scalars['ID']['output'];
  /** @deprecated Use `SelectedCustomizableOption.customizable_option_uid` instead. */
  id: Scalars['Int']['output'];
  is_required: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  sort_order: Scalars['Int']['output'];
  type: Scalars['String']['output'];
  values: Array<Maybe<SelectedCustomizableOptionValue>>;
};

export type SelectedCustomizableOptionValue = {
  __typename?: 'SelectedCustomizableOptionValue';
  customizable_option_value_uid: Scalars['ID']['output'];
  /** @deprecated Use `SelectedCustomizableOptionValue.customizable_option_value_uid` instead. */
  id: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  price: CartItemSelectedOptionValuePrice;
  value: Scalars['String']['output'];
};

export type SelectedPaymentMethod = {
  __typename?: 'SelectedPaymentMethod';
  code: Scalars['String']['output'];
  purchase_order_number?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type SelectedShippingMethod = {
  __typename?: 'SelectedShippingMethod';
  amount: Money;
  carrier_code: Scalars['String']['output'];
  carrier_title: Scalars['String']['output'];
  method_code: Scalars['String']['output'];
  method_title: Scalars['String']['output'];
  price_excl_tax: Money;
  price_incl_tax: Money;
};

export type SetBillingAddressOnCartInput = {
  billing_address: BillingAddressInput;
  cart_id: Scalars['String']['input'];
};

export type SetBillingAddressOnCartOutput = {
  __typename?: 'SetBillingAddressOnCartOutput';
  cart: Cart;
};

export type SetGiftOptionsOnCartInput = {
  cart_id: Scalars['String']['input'];
  gift_message?: InputMaybe<GiftMessageInput>;
  gift_receipt_included: Scalars['Boolean']['input'];
  gift_wrapping_id?: InputMaybe<Scalars['ID']['input']>;
  printed_card_included: Scalars['Boolean']['input'];
};

export type SetGiftOptionsOnCartOutput = {
  __typename?: 'SetGiftOptionsOnCartOutput';
  cart: Cart;
};

export type SetGuestEmailOnCartInput = {
  cart_id: Scalars['String']['input'];
  email: Scalars['String']['input'];
};

export type SetGuestEmailOnCartOutput = {
  __typename?: 'SetGuestEmailOnCartOutput';
  cart: Cart;
};

export type SetPaymentMethodOnCartInput = {
  cart_id: Scalars['String']['input'];
  payment_method: PaymentMethodInput;
};

export type SetPaymentMethodOnCartOutput = {
  __typename?: 'SetPaymentMethodOnCartOutput';
  cart: Cart;
};

export type SetShippingAddressesOnCartInput = {
  cart_id: Scalars['String']['input'];
  shipping_addresses: Array<InputMaybe<ShippingAddressInput>>;
};

export type SetShippingAddressesOnCartOutput = {
  __typename?: 'SetShippingAddressesOnCartOutput';
  cart: Cart;
};

export type SetShippingMethodsOnCartInput = {
  cart_id: Scalars['String']['input'];
  shipping_methods: Array<InputMaybe<ShippingMethodInput>>;
};

export type SetShippingMethodsOnCartOutput = {
  __typename?: 'SetShippingMethodsOnCartOutput';
  cart: Cart;
};

export type ShipmentItem = ShipmentItemInterface & {
  __typename?: 'ShipmentItem';
  id: Scalars['ID']['output'];
  order_item?: Maybe<OrderItemInterface>;
  product_name?: Maybe<Scalars['String']['output']>;
  product_sale_price: Money;
  product_sku: Scalars['String']['output'];
  quantity_shipped: Scalars['Float']['output'];
};

export type ShipmentItemInterface = {
  id: Scalars['ID']['output'];
  order_item?: Maybe<OrderItemInterface>;
  product_name?: Maybe<Scalars['String']['output']>;
  product_sale_price: Money;
  product_sku: Scalars['String']['output'];
  quantity_shipped: Scalars['Float']['output'];
};

export type ShipmentTracking = {
  __typename?: 'ShipmentTracking';
  carrier: Scalars['String']['output'];
  number?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type ShippingAddressInput = {
  address?: InputMaybe<CartAddressInput>;
  customer_address_id?: InputMaybe<Scalars['Int']['input']>;
  customer_notes?: InputMaybe<Scalars['String']['input']>;
};

export type ShippingCartAddress = CartAddressInterface & {
  __typename?: 'ShippingCartAddress';
  available_shipping_methods?: Maybe<Array<Maybe<AvailableShippingMethod>>>;
  city: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  country: CartAddressCountry;
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  postcode?: Maybe<Scalars['String']['output']>;
  region?: Maybe<CartAddressRegion>;
  same_as_billing: Scalars['Boolean']['output'];
  selected_shipping_method?: Maybe<SelectedShippingMethod>;
  street: Array<Maybe<Scalars['String']['output']>>;
  telephone?: Maybe<Scalars['String']['output']>;
  uid: Scalars['ID']['output'];
};

export type ShippingHandling = {
  __typename?: 'ShippingHandling';
  amount_excluding_tax?: Maybe<Money>;
  amount_including_tax?: Maybe<Money>;
  total_amount: Money;
};

export type ShippingMethodInput = {
  carrier_code: Scalars['String']['input'];
  method_code: Scalars['String']['input'];
};

export type SimpleCartItem = CartItemInterface & {
  __typename?: 'SimpleCartItem';
  available_gift_wrapping: Array<Maybe<GiftWrapping>>;
  customizable_options: Array<Maybe<SelectedCustomizableOption>>;
  errors?: Maybe<Array<Maybe<CartItemError>>>;
  gift_message?: Maybe<GiftMessage>;
  gift_wrapping?: Maybe<GiftWrapping>;
  /** @deprecated Use `uid` instead. */
  id: Scalars['String']['output'];
  is_available: Scalars['Boolean']['output'];
  not_available_message?: Maybe<Scalars['String']['output']>;
  prices?: Maybe<CartItemPrices>;
  product: ProductInterface;
  quantity: Scalars['Float']['output'];
  uid: Scalars['ID']['output'];
};

/** A product without options. */
export type SimpleProduct = PhysicalProductInterface & ProductInterface & RoutableInterface & {
  __typename?: 'SimpleProduct';
  categories?: Maybe<Array<Maybe<CategoryInterface>>>;
  /** @deprecated Use the `custom_attributes` field instead. */
  color?: Maybe<Scalars['Int']['output']>;
  crosssell_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** @deprecated Use Adobe Commerce `custom_attributesV2` query instead */
  custom_attributes: Array<Maybe<CustomAttribute>>;
  description?: Maybe<ComplexTextValue>;
  gift_message_available: Scalars['Boolean']['output'];
  /** @deprecated Use the `uid` field instead. */
  id?: Maybe<Scalars['Int']['output']>;
  image?: Maybe<ProductImage>;
  media_gallery?: Maybe<Array<Maybe<MediaGalleryInterface>>>;
  /** @deprecated Use `media_gallery` instead. */
  media_gallery_entries?: Maybe<Array<Maybe<MediaGalleryEntry>>>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_keyword?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
  /** @deprecated Use `price_range` for product price information. */
  price?: Maybe<ProductPrices>;
  price_range: PriceRange;
  rating_summary: Scalars['Float']['output'];
  redirect_code: Scalars['Int']['output'];
  related_products?: Maybe<Array<Maybe<ProductInterface>>>;
  relative_url?: Maybe<Scalars['String']['output']>;
  review_count: Scalars['Int']['output'];
  short_description?: Maybe<ComplexTextValue>;
  sku?: Maybe<Scalars['String']['output']>;
  small_image?: Maybe<ProductImage>;
  special_price?: Maybe<Scalars['Float']['output']>;
  special_to_date?: Maybe<Scalars['String']['output']>;
  stock_status?: Maybe<ProductStockStatus>;
  thumbnail?: Maybe<ProductImage>;
  type?: Maybe<UrlRewriteEntityTypeEnum>;
  /** @deprecated Use `__typename` instead. */
  type_id?: Maybe<Scalars['String']['output']>;
  uid: Scalars['ID']['output'];
  upsell_products?: Maybe<Array<Maybe<ProductInterface>>>;
  url_key?: Maybe<Scalars['String']['output']>;
  url_suffix?: Maybe<Scalars['String']['output']>;
  weight?: Maybe<Scalars['Float']['output']>;
};

export type SimpleWishlistItem = WishlistItemInterface & {
  __typename?: 'SimpleWishlistItem';
  added_at: Scalars['String']['output'];
  customizable_options: Array<Maybe<SelectedCustomizableOption>>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  product?: Maybe<ProductInterface>;
  quantity: Scalars['Float']['output'];
};

export type SocialEmailConfirmation = {
  __typename?: 'SocialEmailConfirmation';
  email: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  provider: SocialProvider;
  subject: Scalars['String']['output'];
};

export type SocialEmailConfirmationInput = {
  email: Scalars['String']['input'];
  firstname: Scalars['String']['input'];
  lastname: Scalars['String']['input'];
  provider: SocialProvider;
  subject: Scalars['String']['input'];
};

/** The customer an identity belongs to. */
export type SocialIdentityCustomer = {
  __typename?: 'SocialIdentityCustomer';
  email: Scalars['String']['output'];
};

export type SocialProvider =
  | 'FACEBOOK'
  | 'GOOGLE'
  | 'LINE';

export type SortEnum =
  | 'ASC'
  | 'DESC';

export type SortField = {
  __typename?: 'SortField';
  label?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['String']['output']>;
};

export type SortFields = {
  __typename?: 'SortFields';
  default?: Maybe<Scalars['String']['output']>;
  options?: Maybe<Array<Maybe<SortField>>>;
};

/** What cart lines may be sorted by (the subset the engine supports). */
export type SortQuoteItemsEnum =
  | 'CREATED_AT'
  | 'ITEM_ID'
  | 'NAME'
  | 'PRICE'
  | 'QTY'
  | 'ROW_TOTAL'
  | 'SKU';

/** A store view's configuration. */
export type StoreConfig = {
  __typename?: 'StoreConfig';
  absolute_footer?: Maybe<Scalars['String']['output']>;
  allow_gift_receipt?: Maybe<Scalars['String']['output']>;
  allow_gift_wrapping_on_order?: Maybe<Scalars['String']['output']>;
  allow_gift_wrapping_on_order_items?: Maybe<Scalars['String']['output']>;
  allow_guests_to_write_product_reviews?: Maybe<Scalars['String']['output']>;
  /** Gift messages on order items: 1 (Yes) or 0 (No). */
  allow_items?: Maybe<Scalars['String']['output']>;
  /** Gift messages on the order: 1 (Yes) or 0 (No). */
  allow_order?: Maybe<Scalars['String']['output']>;
  allow_printed_card?: Maybe<Scalars['String']['output']>;
  /** Characters of a description shown. */
  amasty_xsearch_blog_desc_length?: Maybe<Scalars['Int']['output']>;
  /** Group shown. */
  amasty_xsearch_blog_enabled?: Maybe<Scalars['Boolean']['output']>;
  /** Maximum items. */
  amasty_xsearch_blog_limit?: Maybe<Scalars['Int']['output']>;
  /** Characters of a name shown. */
  amasty_xsearch_blog_name_length?: Maybe<Scalars['Int']['output']>;
  /** Order in the popup. */
  amasty_xsearch_blog_position?: Maybe<Scalars['Int']['output']>;
  /** Group title. */
  amasty_xsearch_blog_title?: Maybe<Scalars['String']['output']>;
  /** Characters of a description shown. */
  amasty_xsearch_brand_desc_length?: Maybe<Scalars['Int']['output']>;
  /** Group shown. */
  amasty_xsearch_brand_enabled?: Maybe<Scalars['Boolean']['output']>;
  /** Maximum items. */
  amasty_xsearch_brand_limit?: Maybe<Scalars['Int']['output']>;
  /** Characters of a name shown. */
  amasty_xsearch_brand_name_length?: Maybe<Scalars['Int']['output']>;
  /** Order in the popup. */
  amasty_xsearch_brand_position?: Maybe<Scalars['Int']['output']>;
  /** Group title. */
  amasty_xsearch_brand_title?: Maybe<Scalars['String']['output']>;
  /** Characters of a description shown. */
  amasty_xsearch_category_desc_length?: Maybe<Scalars['Int']['output']>;
  /** Group shown. */
  amasty_xsearch_category_enabled?: Maybe<Scalars['Boolean']['output']>;
  /** Show the category's full path. */
  amasty_xsearch_category_full_path?: Maybe<Scalars['Boolean']['output']>;
  /** Maximum items. */
  amasty_xsearch_category_limit?: Maybe<Scalars['Int']['output']>;
  /** Characters of a name shown. */
  amasty_xsearch_category_name_length?: Maybe<Scalars['Int']['output']>;
  /** Order in the popup. */
  amasty_xsearch_category_position?: Maybe<Scalars['Int']['output']>;
  /** Group title. */
  amasty_xsearch_category_title?: Maybe<Scalars['String']['output']>;
  /** Group shown. */
  amasty_xsearch_faq_enabled?: Maybe<Scalars['Boolean']['output']>;
  /** Maximum items. */
  amasty_xsearch_faq_limit?: Maybe<Scalars['Int']['output']>;
  /** Order in the popup. */
  amasty_xsearch_faq_position?: Maybe<Scalars['Int']['output']>;
  /** Group title. */
  amasty_xsearch_faq_title?: Maybe<Scalars['String']['output']>;
  /** Popup width follows the search box. */
  amasty_xsearch_general_dynamic_search_width?: Maybe<Scalars['Boolean']['output']>;
  /** Search results page shows tabs per result type. */
  amasty_xsearch_general_enable_tabs_search_result?: Maybe<Scalars['Boolean']['output']>;
  /** A not-found URL redirects to a search for its last segment. */
  amasty_xsearch_general_four_zero_four_redirect?: Maybe<Scalars['Boolean']['output']>;
  /** Popup covers the screen on mobile. */
  amasty_xsearch_general_full_screen?: Maybe<Scalars['Boolean']['output']>;
  /** Characters typed before suggestions appear. */
  amasty_xsearch_general_min_chars?: Maybe<Scalars['Int']['output']>;
  /** Popup width in pixels. */
  amasty_xsearch_general_popup_width?: Maybe<Scalars['Int']['output']>;
  /** Related terms: 0 never, 1 always, 2 only when no product was found. */
  amasty_xsearch_general_show_related_terms?: Maybe<Scalars['Int']['output']>;
  /** Show result counts next to related terms. */
  amasty_xsearch_general_show_related_terms_results?: Maybe<Scalars['Boolean']['output']>;
  /** Group shown. */
  amasty_xsearch_landing_page_enabled?: Maybe<Scalars['Boolean']['output']>;
  /** Maximum items. */
  amasty_xsearch_landing_page_limit?: Maybe<Scalars['Int']['output']>;
  /** Order in the popup. */
  amasty_xsearch_landing_page_position?: Maybe<Scalars['Int']['output']>;
  /** Group title. */
  amasty_xsearch_landing_page_title?: Maybe<Scalars['String']['output']>;
  /** Background colour (hex, no #). */
  amasty_xsearch_layout_background?: Maybe<Scalars['String']['output']>;
  /** Border colour (hex, no #). */
  amasty_xsearch_layout_border?: Maybe<Scalars['String']['output']>;
  /** Use the custom colours below. */
  amasty_xsearch_layout_enabled?: Maybe<Scalars['Boolean']['output']>;
  /** Highlight colour (hex, no #). */
  amasty_xsearch_layout_highlight?: Maybe<Scalars['String']['output']>;
  /** Hover background colour (hex, no #). */
  amasty_xsearch_layout_hover?: Maybe<Scalars['String']['output']>;
  /** Hover text colour (hex, no #). */
  amasty_xsearch_layout_hover_text?: Maybe<Scalars['String']['output']>;
  /** Text colour (hex, no #). */
  amasty_xsearch_layout_text?: Maybe<Scalars['String']['output']>;
  /** Characters of a description shown. */
  amasty_xsearch_page_desc_length?: Maybe<Scalars['Int']['output']>;
  /** Group shown. */
  amasty_xsearch_page_enabled?: Maybe<Scalars['Boolean']['output']>;
  /** Maximum items. */
  amasty_xsearch_page_limit?: Maybe<Scalars['Int']['output']>;
  /** Characters of a name shown. */
  amasty_xsearch_page_name_length?: Maybe<Scalars['Int']['output']>;
  /** Order in the popup. */
  amasty_xsearch_page_position?: Maybe<Scalars['Int']['output']>;
  /** Group title. */
  amasty_xsearch_page_title?: Maybe<Scalars['String']['output']>;
  /** Group shown. */
  amasty_xsearch_popular_searches_enabled?: Maybe<Scalars['Boolean']['output']>;
  /** Shown when the empty search box is focused. */
  amasty_xsearch_popular_searches_first_click?: Maybe<Scalars['Boolean']['output']>;
  /** Maximum items. */
  amasty_xsearch_popular_searches_limit?: Maybe<Scalars['Int']['output']>;
  /** Order in the popup. */
  amasty_xsearch_popular_searches_position?: Maybe<Scalars['Int']['output']>;
  /** Group title. */
  amasty_xsearch_popular_searches_title?: Maybe<Scalars['String']['output']>;
  /** Show an add-to-cart button. */
  amasty_xsearch_product_add_to_cart?: Maybe<Scalars['Boolean']['output']>;
  /** Characters of a description shown. */
  amasty_xsearch_product_desc_length?: Maybe<Scalars['Int']['output']>;
  /** Group shown. */
  amasty_xsearch_product_enabled?: Maybe<Scalars['Boolean']['output']>;
  /** Maximum items. */
  amasty_xsearch_product_limit?: Maybe<Scalars['Int']['output']>;
  /** Characters of a name shown. */
  amasty_xsearch_product_name_length?: Maybe<Scalars['Int']['output']>;
  /** Order in the popup. */
  amasty_xsearch_product_position?: Maybe<Scalars['Int']['output']>;
  /** Open the product when the search finds only one. */
  amasty_xsearch_product_redirect_single_product?: Maybe<Scalars['Boolean']['output']>;
  /** Show ratings. */
  amasty_xsearch_product_reviews?: Maybe<Scalars['Boolean']['output']>;
  /** Group title. */
  amasty_xsearch_product_title?: Maybe<Scalars['String']['output']>;
  /** Group shown. */
  amasty_xsearch_recent_searches_enabled?: Maybe<Scalars['Boolean']['output']>;
  /** Shown when the empty search box is focused. */
  amasty_xsearch_recent_searches_first_click?: Maybe<Scalars['Boolean']['output']>;
  /** Maximum items. */
  amasty_xsearch_recent_searches_limit?: Maybe<Scalars['Int']['output']>;
  /** Order in the popup. */
  amasty_xsearch_recent_searches_position?: Maybe<Scalars['Int']['output']>;
  /** Group title. */
  amasty_xsearch_recent_searches_title?: Maybe<Scalars['String']['output']>;
  base_currency_code?: Maybe<Scalars['String']['output']>;
  base_link_url?: Maybe<Scalars['String']['output']>;
  base_media_url?: Maybe<Scalars['String']['output']>;
  base_url?: Maybe<Scalars['String']['output']>;
  cart_expires_in_days?: Maybe<Scalars['Int']['output']>;
  cart_gift_wrapping?: Maybe<Scalars['String']['output']>;
  cart_merge_preference: Scalars['String']['output'];
  cart_printed_card?: Maybe<Scalars['String']['output']>;
  cart_summary_display_quantity?: Maybe<Scalars['Int']['output']>;
  catalog_default_sort_by?: Maybe<Scalars['String']['output']>;
  /** Whether category pages carry a canonical link (`catalog/seo/category_canonical_tag`, "Use Canonical Link Meta Tag For Categories"; off by default). */
  category_canonical_tag?: Maybe<Scalars['Boolean']['output']>;
  category_url_suffix?: Maybe<Scalars['String']['output']>;
  cms_home_page?: Maybe<Scalars['String']['output']>;
  cms_no_cookies?: Maybe<Scalars['String']['output']>;
  cms_no_route?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use `store_code` instead. */
  code?: Maybe<Scalars['String']['output']>;
  /** Indicates whether the `parent` or child (`itself`) thumbnail should be used in the cart for configurable products. */
  configurable_thumbnail_source?: Maybe<Scalars['String']['output']>;
  contact_enabled: Scalars['Boolean']['output'];
  copyright?: Maybe<Scalars['String']['output']>;
  countries_with_required_region?: Maybe<Scalars['String']['output']>;
  create_account_confirmation?: Maybe<Scalars['Boolean']['output']>;
  customer_access_token_lifetime?: Maybe<Scalars['Float']['output']>;
  default_country?: Maybe<Scalars['String']['output']>;
  default_description?: Maybe<Scalars['String']['output']>;
  default_display_currency_code?: Maybe<Scalars['String']['output']>;
  default_keywords?: Maybe<Scalars['String']['output']>;
  default_title?: Maybe<Scalars['String']['output']>;
  display_state_if_optional?: Maybe<Scalars['Boolean']['output']>;
  enable_multiple_wishlists?: Maybe<Scalars['String']['output']>;
  front?: Maybe<Scalars['String']['output']>;
  grid_per_page?: Maybe<Scalars['Int']['output']>;
  grid_per_page_values?: Maybe<Scalars['String']['output']>;
  head_shortcut_icon?: Maybe<Scalars['String']['output']>;
  header_logo_src?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use `store_code` instead. */
  id?: Maybe<Scalars['Int']['output']>;
  is_default_store?: Maybe<Scalars['Boolean']['output']>;
  is_default_store_group?: Maybe<Scalars['Boolean']['output']>;
  is_guest_checkout_enabled?: Maybe<Scalars['Boolean']['output']>;
  is_one_page_checkout_enabled?: Maybe<Scalars['Boolean']['output']>;
  list_mode?: Maybe<Scalars['String']['output']>;
  list_per_page?: Maybe<Scalars['Int']['output']>;
  list_per_page_values?: Maybe<Scalars['String']['output']>;
  locale?: Maybe<Scalars['String']['output']>;
  logo_alt?: Maybe<Scalars['String']['output']>;
  logo_height?: Maybe<Scalars['Int']['output']>;
  logo_width?: Maybe<Scalars['Int']['output']>;
  magento_wishlist_general_is_enabled?: Maybe<Scalars['String']['output']>;
  max_items_in_order_summary?: Maybe<Scalars['Int']['output']>;
  maximum_number_of_wishlists?: Maybe<Scalars['String']['output']>;
  minicart_display?: Maybe<Scalars['Boolean']['output']>;
  minicart_max_items?: Maybe<Scalars['Int']['output']>;
  minimum_password_length?: Maybe<Scalars['String']['output']>;
  newsletter_enabled: Scalars['Boolean']['output'];
  no_route?: Maybe<Scalars['String']['output']>;
  optional_zip_countries?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use printed_card_priceV2 instead */
  printed_card_price?: Maybe<Scalars['String']['output']>;
  printed_card_priceV2?: Maybe<Money>;
  /** Whether product pages carry a canonical link (`catalog/seo/product_canonical_tag`, "Use Canonical Link Meta Tag For Products"; off by default). */
  product_canonical_tag?: Maybe<Scalars['Boolean']['output']>;
  product_reviews_enabled?: Maybe<Scalars['String']['output']>;
  product_url_suffix?: Maybe<Scalars['String']['output']>;
  required_character_classes_number?: Maybe<Scalars['String']['output']>;
  /** @deprecated Use `root_category_uid` instead. */
  root_category_id?: Maybe<Scalars['Int']['output']>;
  root_category_uid?: Maybe<Scalars['ID']['output']>;
  sales_gift_wrapping?: Maybe<Scalars['String']['output']>;
  sales_printed_card?: Maybe<Scalars['String']['output']>;
  secure_base_link_url?: Maybe<Scalars['String']['output']>;
  secure_base_media_url?: Maybe<Scalars['String']['output']>;
  secure_base_url?: Maybe<Scalars['String']['output']>;
  show_cms_breadcrumbs?: Maybe<Scalars['Int']['output']>;
  store_code?: Maybe<Scalars['ID']['output']>;
  store_group_code?: Maybe<Scalars['ID']['output']>;
  store_group_name?: Maybe<Scalars['String']['output']>;
  store_name?: Maybe<Scalars['String']['output']>;
  store_sort_order?: Maybe<Scalars['Int']['output']>;
  timezone?: Maybe<Scalars['String']['output']>;
  title_prefix?: Maybe<Scalars['String']['output']>;
  title_separator?: Maybe<Scalars['String']['output']>;
  title_suffix?: Maybe<Scalars['String']['output']>;
  use_store_in_url?: Maybe<Scalars['Boolean']['output']>;
  website_code?: Maybe<Scalars['ID']['output']>;
  /** @deprecated The field should not be used on the storefront. */
  website_id?: Maybe<Scalars['Int']['output']>;
  website_name?: Maybe<Scalars['String']['output']>;
  weight_unit?: Maybe<Scalars['String']['output']>;
  welcome?: Maybe<Scalars['String']['output']>;
};

/** Contains the store code and label of an attribute. */
export type StoreLabels = {
  __typename?: 'StoreLabels';
  /** The label assigned to the attribute. */
  label?: Maybe<Scalars['String']['output']>;
  /** The assigned store code. */
  store_code?: Maybe<Scalars['String']['output']>;
};

/** Contains the result of the `subscribeEmailToNewsletter` operation. */
export type SubscribeEmailToNewsletterOutput = {
  __typename?: 'SubscribeEmailToNewsletterOutput';
  /** The status of the subscription request. */
  status?: Maybe<SubscriptionStatusesEnum>;
};

/** Indicates the status of the request. */
export type SubscriptionStatusesEnum =
  | 'NOT_ACTIVE'
  | 'SUBSCRIBED'
  | 'UNCONFIRMED'
  | 'UNSUBSCRIBED';

export type SwatchDataInterface = {
  value?: Maybe<Scalars['String']['output']>;
};

export type TaxItem = {
  __typename?: 'TaxItem';
  amount: Money;
  rate: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

/** A text swatch: value is the text shown. */
export type TextSwatchData = SwatchDataInterface & {
  __typename?: 'TextSwatchData';
  value?: Maybe<Scalars['String']['output']>;
};

export type UiAttributeTypeAny = UiInputTypeInterface & {
  __typename?: 'UiAttributeTypeAny';
  is_html_allowed?: Maybe<Scalars['Boolean']['output']>;
  ui_input_type?: Maybe<UiInputTypeEnum>;
};

export type UiAttributeTypeBoolean = AttributeOptionsInterface & SelectableInputTypeInterface & UiInputTypeInterface & {
  __typename?: 'UiAttributeTypeBoolean';
  attribute_options?: Maybe<Array<Maybe<AttributeOptionInterface>>>;
  is_html_allowed?: Maybe<Scalars['Boolean']['output']>;
  ui_input_type?: Maybe<UiInputTypeEnum>;
};

export type UiAttributeTypeMultiSelect = AttributeOptionsInterface & SelectableInputTypeInterface & UiInputTypeInterface & {
  __typename?: 'UiAttributeTypeMultiSelect';
  attribute_options?: Maybe<Array<Maybe<AttributeOptionInterface>>>;
  is_html_allowed?: Maybe<Scalars['Boolean']['output']>;
  ui_input_type?: Maybe<UiInputTypeEnum>;
};

export type UiAttributeTypeSelect = AttributeOptionsInterface & SelectableInputTypeInterface & UiInputTypeInterface & {
  __typename?: 'UiAttributeTypeSelect';
  attribute_options?: Maybe<Array<Maybe<AttributeOptionInterface>>>;
  is_html_allowed?: Maybe<Scalars['Boolean']['output']>;
  ui_input_type?: Maybe<UiInputTypeEnum>;
};

export type UiAttributeTypeTextEditor = UiInputTypeInterface & {
  __typename?: 'UiAttributeTypeTextEditor';
  is_html_allowed?: Maybe<Scalars['Boolean']['output']>;
  ui_input_type?: Maybe<UiInputTypeEnum>;
};

export type UiAttributeTypeTextarea = UiInputTypeInterface & {
  __typename?: 'UiAttributeTypeTextarea';
  is_html_allowed?: Maybe<Scalars['Boolean']['output']>;
  ui_input_type?: Maybe<UiInputTypeEnum>;
};

export type UiInputTypeEnum =
  | 'BOOLEAN'
  | 'DATE'
  | 'DATETIME'
  | 'GALLERY'
  | 'IMAGE'
  | 'MEDIA_IMAGE'
  | 'MULTISELECT'
  | 'PRICE'
  | 'SELECT'
  | 'TEXT'
  | 'TEXTAREA'
  | 'TEXTEDITOR'
  | 'WEIGHT';

/** Defines frontend UI properties of an attribute. */
export type UiInputTypeInterface = {
  /** Indicates whether the attribute value allowed to have html content. */
  is_html_allowed?: Maybe<Scalars['Boolean']['output']>;
  /** The frontend input type of the attribute. */
  ui_input_type?: Maybe<UiInputTypeEnum>;
};

export type UpdateCartItemsInput = {
  cart_id: Scalars['String']['input'];
  cart_items: Array<InputMaybe<CartItemUpdateInput>>;
};

export type UpdateCartItemsOutput = {
  __typename?: 'UpdateCartItemsOutput';
  cart: Cart;
  errors: Array<Maybe<CartUserInputError>>;
};

export type UpdateProductsInWishlistOutput = {
  __typename?: 'UpdateProductsInWishlistOutput';
  user_errors: Array<Maybe<WishListUserInputError>>;
  wishlist: Wishlist;
};

export type UpdateWishlistOutput = {
  __typename?: 'UpdateWishlistOutput';
  name: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
  visibility: WishlistVisibilityEnum;
};

export type UrlRewriteEntityTypeEnum =
  | 'CATEGORY'
  | 'CMS_PAGE'
  | 'PRODUCT';

/** A saved card to pay with (its public hash). */
export type VaultTokenInput = {
  public_hash: Scalars['String']['input'];
};

export type WishListUserInputError = {
  __typename?: 'WishListUserInputError';
  code: WishListUserInputErrorType;
  message: Scalars['String']['output'];
};

export type WishListUserInputErrorType =
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

/** Contains a customer wish list. */
export type Wishlist = {
  __typename?: 'Wishlist';
  id?: Maybe<Scalars['ID']['output']>;
  /** The number of items in the wish list. */
  items_count?: Maybe<Scalars['Int']['output']>;
  items_v2?: Maybe<WishlistItems>;
  /** The name of the wish list. */
  name?: Maybe<Scalars['String']['output']>;
  /** A random code Magento links a shared wish list by. */
  sharing_code?: Maybe<Scalars['String']['output']>;
  /** The time of the last modification to the wish list. */
  updated_at?: Maybe<Scalars['String']['output']>;
  visibility: WishlistVisibilityEnum;
};


/** Contains a customer wish list. */
export type WishlistItems_V2Args = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

export type WishlistCartUserInputError = {
  __typename?: 'WishlistCartUserInputError';
  code: WishlistCartUserInputErrorType;
  message: Scalars['String']['output'];
  wishlistId: Scalars['ID']['output'];
  wishlistItemId: Scalars['ID']['output'];
};

export type WishlistCartUserInputErrorType =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'REQUIRED_PARAMETER_MISSING'
  | 'UNDEFINED';

export type WishlistItemInput = {
  /** For a configurable product, its SKU (with the child's SKU in `sku`). */
  parent_sku?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['Float']['input'];
  /** Configurable option value uids. */
  selected_options?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  sku: Scalars['String']['input'];
};

/** The interface for wish list items. */
export type WishlistItemInterface = {
  /** The date and time the item was added to the wish list. */
  added_at: Scalars['String']['output'];
  customizable_options: Array<Maybe<SelectedCustomizableOption>>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  product?: Maybe<ProductInterface>;
  quantity: Scalars['Float']['output'];
};

export type WishlistItemUpdateInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Float']['input']>;
  selected_options?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  wishlist_item_id: Scalars['ID']['input'];
};

export type WishlistItems = {
  __typename?: 'WishlistItems';
  items: Array<Maybe<WishlistItemInterface>>;
  page_info?: Maybe<SearchResultPageInfo>;
};

export type WishlistVisibilityEnum =
  | 'PRIVATE'
  | 'PUBLIC';

/** Blog posts of the autocomplete popup. */
export type XsearchBlogs = {
  __typename?: 'XsearchBlogs';
  code?: Maybe<Scalars['String']['output']>;
  items?: Maybe<Array<Maybe<XsearchItem>>>;
  total_count?: Maybe<Scalars['Int']['output']>;
};

/** Categories of the autocomplete popup. */
export type XsearchCategories = {
  __typename?: 'XsearchCategories';
  code?: Maybe<Scalars['String']['output']>;
  items?: Maybe<Array<Maybe<XsearchItem>>>;
  total_count?: Maybe<Scalars['Int']['output']>;
};

/** A category, page or blog post of the autocomplete popup. */
export type XsearchItem = {
  __typename?: 'XsearchItem';
  /** Plain-text description (category description, page content, post short content). */
  description?: Maybe<Scalars['String']['output']>;
  /** Name (category) or title (page, post). */
  name?: Maybe<Scalars['String']['output']>;
  /** Store-relative URL, e.g. clothing/women.html, about-us, blog/post-key. */
  url?: Maybe<Scalars['String']['output']>;
};

/** CMS pages of the autocomplete popup. */
export type XsearchPages = {
  __typename?: 'XsearchPages';
  code?: Maybe<Scalars['String']['output']>;
  items?: Maybe<Array<Maybe<XsearchItem>>>;
  total_count?: Maybe<Scalars['Int']['output']>;
};

/** Products of the autocomplete popup. */
export type XsearchProducts = {
  __typename?: 'XsearchProducts';
  code?: Maybe<Scalars['String']['output']>;
  items?: Maybe<Array<Maybe<ProductInterface>>>;
  total_count?: Maybe<Scalars['Int']['output']>;
};

/** A search text someone searched for. */
export type XsearchSearch = {
  __typename?: 'XsearchSearch';
  /** The text as searched. */
  name?: Maybe<Scalars['String']['output']>;
  /** Products it found when last searched. */
  num_results?: Maybe<Scalars['Int']['output']>;
};

/** Popular or recent searches. */
export type XsearchSearches = {
  __typename?: 'XsearchSearches';
  code?: Maybe<Scalars['String']['output']>;
  items?: Maybe<Array<Maybe<XsearchSearch>>>;
  total_count?: Maybe<Scalars['Int']['output']>;
};

export type CreateEmptyCartInput = {
  cart_id?: InputMaybe<Scalars['String']['input']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = {}, TContext = {}, TArgs = {}> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = {}, TContext = {}, TArgs = {}> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = {}, TContext = {}> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = {}, TContext = {}> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = {}, TParent = {}, TContext = {}, TArgs = {}> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;


/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  AggregationOptionInterface: ( AggregationOption );
  AttributeMetadataInterface: ( Omit<ProductAttributeMetadata, 'ui_input'> & { ui_input?: Maybe<_RefType['UiInputTypeInterface']> } );
  AttributeOptionInterface: ( AttributeOption );
  AttributeOptionsInterface: ( Omit<AttributeOptions, 'attribute_options'> & { attribute_options?: Maybe<Array<Maybe<_RefType['AttributeOptionInterface']>>> } ) | ( Omit<UiAttributeTypeBoolean, 'attribute_options'> & { attribute_options?: Maybe<Array<Maybe<_RefType['AttributeOptionInterface']>>> } ) | ( Omit<UiAttributeTypeMultiSelect, 'attribute_options'> & { attribute_options?: Maybe<Array<Maybe<_RefType['AttributeOptionInterface']>>> } ) | ( Omit<UiAttributeTypeSelect, 'attribute_options'> & { attribute_options?: Maybe<Array<Maybe<_RefType['AttributeOptionInterface']>>> } );
  CartAddressInterface: ( BillingCartAddress ) | ( ShippingCartAddress );
  CartItemInterface: ( Omit<ConfigurableCartItem, 'configured_variant' | 'prices' | 'product'> & { configured_variant: _RefType['ProductInterface'], prices?: Maybe<_RefType['CartItemPrices']>, product: _RefType['ProductInterface'] } ) | ( Omit<SimpleCartItem, 'prices' | 'product'> & { prices?: Maybe<_RefType['CartItemPrices']>, product: _RefType['ProductInterface'] } );
  CategoryInterface: ( Omit<CategoryTree, 'breadcrumbs' | 'children' | 'products'> & { breadcrumbs?: Maybe<Array<Maybe<_RefType['Breadcrumb']>>>, children?: Maybe<Array<Maybe<_RefType['CategoryTree']>>>, products?: Maybe<_RefType['CategoryProducts']> } );
  Error: ( CartUserInputError );
  InvoiceItemInterface: ( Omit<InvoiceItem, 'discounts' | 'order_item'> & { discounts?: Maybe<Array<Maybe<_RefType['Discount']>>>, order_item?: Maybe<_RefType['OrderItemInterface']> } );
  MediaGalleryInterface: ( ProductImage );
  OrderItemInterface: ( OrderItem );
  PhysicalProductInterface: ( Omit<ConfigurableProduct, 'categories' | 'configurable_options' | 'configurable_product_options_selection' | 'crosssell_products' | 'custom_attributes' | 'media_gallery' | 'related_products' | 'upsell_products' | 'variants'> & { categories?: Maybe<Array<Maybe<_RefType['CategoryInterface']>>>, configurable_options?: Maybe<Array<Maybe<_RefType['ConfigurableProductOptions']>>>, configurable_product_options_selection?: Maybe<_RefType['ConfigurableProductOptionsSelection']>, crosssell_products?: Maybe<Array<Maybe<_RefType['ProductInterface']>>>, custom_attributes: Array<Maybe<_RefType['CustomAttribute']>>, media_gallery?: Maybe<Array<Maybe<_RefType['MediaGalleryInterface']>>>, related_products?: Maybe<Array<Maybe<_RefType['ProductInterface']>>>, upsell_products?: Maybe<Array<Maybe<_RefType['ProductInterface']>>>, variants?: Maybe<Array<Maybe<_RefType['ConfigurableVariant']>>> } ) | ( Omit<SimpleProduct, 'categories' | 'crosssell_products' | 'custom_attributes' | 'media_gallery' | 'related_products' | 'upsell_products'> & { categories?: Maybe<Array<Maybe<_RefType['CategoryInterface']>>>, crosssell_products?: Maybe<Array<Maybe<_RefType['ProductInterface']>>>, custom_attributes: Array<Maybe<_RefType['CustomAttribute']>>, media_gallery?: Maybe<Array<Maybe<_RefType['MediaGalleryInterface']>>>, related_products?: Maybe<Array<Maybe<_RefType['ProductInterface']>>>, upsell_products?: Maybe<Array<Maybe<_RefType['ProductInterface']>>> } );
  ProductInterface: ( Omit<ConfigurableProduct, 'categories' | 'configurable_options' | 'configurable_product_options_selection' | 'crosssell_products' | 'custom_attributes' | 'media_gallery' | 'related_products' | 'upsell_products' | 'variants'> & { categories?: Maybe<Array<Maybe<_RefType['CategoryInterface']>>>, configurable_options?: Maybe<Array<Maybe<_RefType['ConfigurableProductOptions']>>>, configurable_product_options_selection?: Maybe<_RefType['ConfigurableProductOptionsSelection']>, crosssell_products?: Maybe<Array<Maybe<_RefType['ProductInterface']>>>, custom_attributes: Array<Maybe<_RefType['CustomAttribute']>>, media_gallery?: Maybe<Array<Maybe<_RefType['MediaGalleryInterface']>>>, related_products?: Maybe<Array<Maybe<_RefType['ProductInterface']>>>, upsell_products?: Maybe<Array<Maybe<_RefType['ProductInterface']>>>, variants?: Maybe<Array<Maybe<_RefType['ConfigurableVariant']>>> } ) | ( Omit<SimpleProduct, 'categories' | 'crosssell_products' | 'custom_attributes' | 'media_gallery' | 'related_products' | 'upsell_products'> & { categories?: Maybe<Array<Maybe<_RefType['CategoryInterface']>>>, crosssell_products?: Maybe<Array<Maybe<_RefType['ProductInterface']>>>, custom_attributes: Array<Maybe<_RefType['CustomAttribute']>>, media_gallery?: Maybe<Array<Maybe<_RefType['MediaGalleryInterface']>>>, related_products?: Maybe<Array<Maybe<_RefType['ProductInterface']>>>, upsell_products?: Maybe<Array<Maybe<_RefType['ProductInterface']>>> } );
  RoutableInterface: ( Omit<CategoryTree, 'breadcrumbs' | 'children' | 'products'> & { breadcrumbs?: Maybe<Array<Maybe<_RefType['Breadcrumb']>>>, children?: Maybe<Array<Maybe<_RefType['CategoryTree']>>>, products?: Maybe<_RefType['CategoryProducts']> } ) | ( CmsPage ) | ( Omit<ConfigurableProduct, 'categories' | 'configurable_options' | 'configurable_product_options_selection' | 'crosssell_products' | 'custom_attributes' | 'media_gallery' | 'related_products' | 'upsell_products' | 'variants'> & { categories?: Maybe<Array<Maybe<_RefType['CategoryInterface']>>>, configurable_options?: Maybe<Array<Maybe<_RefType['ConfigurableProductOptions']>>>, configurable_product_options_selection?: Maybe<_RefType['ConfigurableProductOptionsSelection']>, crosssell_products?: Maybe<Array<Maybe<_RefType['ProductInterface']>>>, custom_attributes: Array<Maybe<_RefType['CustomAttribute']>>, media_gallery?: Maybe<Array<Maybe<_RefType['MediaGalleryInterface']>>>, related_products?: Maybe<Array<Maybe<_RefType['ProductInterface']>>>, upsell_products?: Maybe<Array<Maybe<_RefType['ProductInterface']>>>, variants?: Maybe<Array<Maybe<_RefType['ConfigurableVariant']>>> } ) | ( Omit<SimpleProduct, 'categories' | 'crosssell_products' | 'custom_attributes' | 'media_gallery' | 'related_products' | 'upsell_products'> & { categories?: Maybe<Array<Maybe<_RefType['CategoryInterface']>>>, crosssell_products?: Maybe<Array<Maybe<_RefType['ProductInterface']>>>, custom_attributes: Array<Maybe<_RefType['CustomAttribute']>>, media_gallery?: Maybe<Array<Maybe<_RefType['MediaGalleryInterface']>>>, related_products?: Maybe<Array<Maybe<_RefType['ProductInterface']>>>, upsell_products?: Maybe<Array<Maybe<_RefType['ProductInterface']>>> } );
  SelectableInputTypeInterface: ( Omit<UiAttributeTypeBoolean, 'attribute_options'> & { attribute_options?: Maybe<Array<Maybe<_RefType['AttributeOptionInterface']>>> } ) | ( Omit<UiAttributeTypeMultiSelect, 'attribute_options'> & { attribute_options?: Maybe<Array<Maybe<_RefType['AttributeOptionInterface']>>> } ) | ( Omit<UiAttributeTypeSelect, 'attribute_options'> & { attribute_options?: Maybe<Array<Maybe<_RefType['AttributeOptionInterface']>>> } );
  ShipmentItemInterface: ( Omit<ShipmentItem, 'order_item'> & { order_item?: Maybe<_RefType['OrderItemInterface']> } );
  SwatchDataInterface: ( ColorSwatchData ) | ( ImageSwatchData ) | ( TextSwatchData );
  UiInputTypeInterface: ( UiAttributeTypeAny ) | ( Omit<UiAttributeTypeBoolean, 'attribute_options'> & { attribute_options?: Maybe<Array<Maybe<_RefType['AttributeOptionInterface']>>> } ) | ( Omit<UiAttributeTypeMultiSelect, 'attribute_options'> & { attribute_options?: Maybe<Array<Maybe<_RefType['AttributeOptionInterface']>>> } ) | ( Omit<UiAttributeTypeSelect, 'attribute_options'> & { attribute_options?: Maybe<Array<Maybe<_RefType['AttributeOptionInterface']>>> } ) | ( UiAttributeTypeTextEditor ) | ( UiAttributeTypeTextarea );
  WishlistItemInterface: ( Omit<ConfigurableWishlistItem, 'configured_variant' | 'product'> & { configured_variant?: Maybe<_RefType['ProductInterface']>, product?: Maybe<_RefType['ProductInterface']> } ) | ( Omit<SimpleWishlistItem, 'product'> & { product?: Maybe<_RefType['ProductInterface']> } );
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddConfigurableProductsToCartInput: AddConfigurableProductsToCartInput;
  AddConfigurableProductsToCartOutput: ResolverTypeWrapper<Omit<AddConfigurableProductsToCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  AddProductsToCartOutput: ResolverTypeWrapper<Omit<AddProductsToCartOutput, 'cart' | 'user_errors'> & { cart: ResolversTypes['Cart'], user_errors: Array<Maybe<ResolversTypes['Error']>> }>;
  AddProductsToWishlistOutput: ResolverTypeWrapper<Omit<AddProductsToWishlistOutput, 'wishlist'> & { wishlist: ResolversTypes['Wishlist'] }>;
  AddWishlistItemsToCartOutput: ResolverTypeWrapper<Omit<AddWishlistItemsToCartOutput, 'wishlist'> & { wishlist: ResolversTypes['Wishlist'] }>;
  Aggregation: ResolverTypeWrapper<Aggregation>;
  AggregationOption: ResolverTypeWrapper<AggregationOption>;
  AggregationOptionInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['AggregationOptionInterface']>;
  AggregationsCategoryFilterInput: AggregationsCategoryFilterInput;
  AggregationsFilterInput: AggregationsFilterInput;
  AmBlogAuthor: ResolverTypeWrapper<AmBlogAuthor>;
  AmBlogAuthors: ResolverTypeWrapper<AmBlogAuthors>;
  AmBlogCategories: ResolverTypeWrapper<AmBlogCategories>;
  AmBlogCategory: ResolverTypeWrapper<AmBlogCategory>;
  AmBlogComment: ResolverTypeWrapper<AmBlogComment>;
  AmBlogComments: ResolverTypeWrapper<AmBlogComments>;
  AmBlogLeaveCommentInput: AmBlogLeaveCommentInput;
  AmBlogLeaveCommentOutput: ResolverTypeWrapper<AmBlogLeaveCommentOutput>;
  AmBlogPageType: AmBlogPageType;
  AmBlogPost: ResolverTypeWrapper<AmBlogPost>;
  AmBlogPosts: ResolverTypeWrapper<AmBlogPosts>;
  AmBlogRecentPostsWidget: ResolverTypeWrapper<AmBlogRecentPostsWidget>;
  AmBlogSetting: ResolverTypeWrapper<AmBlogSetting>;
  AmBlogTag: ResolverTypeWrapper<AmBlogTag>;
  AmBlogTags: ResolverTypeWrapper<AmBlogTags>;
  AppliedCoupon: ResolverTypeWrapper<AppliedCoupon>;
  AppliedGiftCard: ResolverTypeWrapper<AppliedGiftCard>;
  AppliedStoreCredit: ResolverTypeWrapper<AppliedStoreCredit>;
  ApplyCouponToCartInput: ApplyCouponToCartInput;
  ApplyCouponToCartOutput: ResolverTypeWrapper<Omit<ApplyCouponToCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  ApplyGiftCardToCartInput: ApplyGiftCardToCartInput;
  ApplyGiftCardToCartOutput: ResolverTypeWrapper<Omit<ApplyGiftCardToCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  ApplyGiftCardToOrder: ResolverTypeWrapper<ApplyGiftCardToOrder>;
  ApplyStoreCreditToCartInput: ApplyStoreCreditToCartInput;
  ApplyStoreCreditToCartOutput: ResolverTypeWrapper<Omit<ApplyStoreCreditToCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  AttributeEntityTypeEnum: AttributeEntityTypeEnum;
  AttributeMetadataInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['AttributeMetadataInterface']>;
  AttributeOption: ResolverTypeWrapper<AttributeOption>;
  AttributeOptionInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['AttributeOptionInterface']>;
  AttributeOptions: ResolverTypeWrapper<Omit<AttributeOptions, 'attribute_options'> & { attribute_options?: Maybe<Array<Maybe<ResolversTypes['AttributeOptionInterface']>>> }>;
  AttributeOptionsInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['AttributeOptionsInterface']>;
  AvailablePaymentMethod: ResolverTypeWrapper<AvailablePaymentMethod>;
  AvailableShippingMethod: ResolverTypeWrapper<AvailableShippingMethod>;
  BillingAddressInput: BillingAddressInput;
  BillingCartAddress: ResolverTypeWrapper<BillingCartAddress>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BraintreeInput: BraintreeInput;
  Breadcrumb: ResolverTypeWrapper<Breadcrumb>;
  Cart: ResolverTypeWrapper<Omit<Cart, 'applied_coupon' | 'applied_coupons' | 'items' | 'itemsV2' | 'prices'> & { applied_coupon?: Maybe<ResolversTypes['AppliedCoupon']>, applied_coupons?: Maybe<Array<Maybe<ResolversTypes['AppliedCoupon']>>>, items?: Maybe<Array<Maybe<ResolversTypes['CartItemInterface']>>>, itemsV2?: Maybe<ResolversTypes['CartItems']>, prices?: Maybe<ResolversTypes['CartPrices']> }>;
  CartAddressCountry: ResolverTypeWrapper<CartAddressCountry>;
  CartAddressInput: CartAddressInput;
  CartAddressInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CartAddressInterface']>;
  CartAddressRegion: ResolverTypeWrapper<CartAddressRegion>;
  CartDiscountType: CartDiscountType;
  CartItemError: ResolverTypeWrapper<CartItemError>;
  CartItemErrorType: CartItemErrorType;
  CartItemInput: CartItemInput;
  CartItemInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CartItemInterface']>;
  CartItemPrices: ResolverTypeWrapper<Omit<CartItemPrices, 'discounts'> & { discounts?: Maybe<Array<Maybe<ResolversTypes['Discount']>>> }>;
  CartItemSelectedOptionValuePrice: ResolverTypeWrapper<CartItemSelectedOptionValuePrice>;
  CartItemUpdateInput: CartItemUpdateInput;
  CartItems: ResolverTypeWrapper<Omit<CartItems, 'items'> & { items: Array<Maybe<ResolversTypes['CartItemInterface']>> }>;
  CartPrices: ResolverTypeWrapper<Omit<CartPrices, 'applied_taxes' | 'discounts'> & { applied_taxes?: Maybe<Array<Maybe<ResolversTypes['CartTaxItem']>>>, discounts?: Maybe<Array<Maybe<ResolversTypes['Discount']>>> }>;
  CartTaxItem: ResolverTypeWrapper<CartTaxItem>;
  CartUserInputError: ResolverTypeWrapper<CartUserInputError>;
  CartUserInputErrorType: CartUserInputErrorType;
  CategoryFilterInput: CategoryFilterInput;
  CategoryInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CategoryInterface']>;
  CategoryProducts: ResolverTypeWrapper<Omit<CategoryProducts, 'items'> & { items?: Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>> }>;
  CategoryResult: ResolverTypeWrapper<Omit<CategoryResult, 'items'> & { items?: Maybe<Array<Maybe<ResolversTypes['CategoryTree']>>> }>;
  CategoryTree: ResolverTypeWrapper<Omit<CategoryTree, 'breadcrumbs' | 'children' | 'products'> & { breadcrumbs?: Maybe<Array<Maybe<ResolversTypes['Breadcrumb']>>>, children?: Maybe<Array<Maybe<ResolversTypes['CategoryTree']>>>, products?: Maybe<ResolversTypes['CategoryProducts']> }>;
  CmsBlock: ResolverTypeWrapper<CmsBlock>;
  CmsBlocks: ResolverTypeWrapper<CmsBlocks>;
  CmsPage: ResolverTypeWrapper<CmsPage>;
  ColorSwatchData: ResolverTypeWrapper<ColorSwatchData>;
  ComplexTextValue: ResolverTypeWrapper<ComplexTextValue>;
  ConfigurableAttributeOption: ResolverTypeWrapper<ConfigurableAttributeOption>;
  ConfigurableCartItem: ResolverTypeWrapper<Omit<ConfigurableCartItem, 'configured_variant' | 'prices' | 'product'> & { configured_variant: ResolversTypes['ProductInterface'], prices?: Maybe<ResolversTypes['CartItemPrices']>, product: ResolversTypes['ProductInterface'] }>;
  ConfigurableOptionAvailableForSelection: ResolverTypeWrapper<ConfigurableOptionAvailableForSelection>;
  ConfigurableProduct: ResolverTypeWrapper<Omit<ConfigurableProduct, 'categories' | 'configurable_options' | 'configurable_product_options_selection' | 'crosssell_products' | 'custom_attributes' | 'media_gallery' | 'related_products' | 'upsell_products' | 'variants'> & { categories?: Maybe<Array<Maybe<ResolversTypes['CategoryInterface']>>>, configurable_options?: Maybe<Array<Maybe<ResolversTypes['ConfigurableProductOptions']>>>, configurable_product_options_selection?: Maybe<ResolversTypes['ConfigurableProductOptionsSelection']>, crosssell_products?: Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, custom_attributes: Array<Maybe<ResolversTypes['CustomAttribute']>>, media_gallery?: Maybe<Array<Maybe<ResolversTypes['MediaGalleryInterface']>>>, related_products?: Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, upsell_products?: Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, variants?: Maybe<Array<Maybe<ResolversTypes['ConfigurableVariant']>>> }>;
  ConfigurableProductCartItemInput: ConfigurableProductCartItemInput;
  ConfigurableProductOption: ResolverTypeWrapper<Omit<ConfigurableProductOption, 'values'> & { values?: Maybe<Array<Maybe<ResolversTypes['ConfigurableProductOptionValue']>>> }>;
  ConfigurableProductOptionValue: ResolverTypeWrapper<Omit<ConfigurableProductOptionValue, 'swatch'> & { swatch?: Maybe<ResolversTypes['SwatchDataInterface']> }>;
  ConfigurableProductOptions: ResolverTypeWrapper<Omit<ConfigurableProductOptions, 'values'> & { values?: Maybe<Array<Maybe<ResolversTypes['ConfigurableProductOptionsValues']>>> }>;
  ConfigurableProductOptionsSelection: ResolverTypeWrapper<Omit<ConfigurableProductOptionsSelection, 'configurable_options' | 'media_gallery' | 'variant'> & { configurable_options?: Maybe<Array<Maybe<ResolversTypes['ConfigurableProductOption']>>>, media_gallery?: Maybe<Array<Maybe<ResolversTypes['MediaGalleryInterface']>>>, variant?: Maybe<ResolversTypes['SimpleProduct']> }>;
  ConfigurableProductOptionsValues: ResolverTypeWrapper<Omit<ConfigurableProductOptionsValues, 'swatch_data'> & { swatch_data?: Maybe<ResolversTypes['SwatchDataInterface']> }>;
  ConfigurableVariant: ResolverTypeWrapper<Omit<ConfigurableVariant, 'attributes' | 'product'> & { attributes?: Maybe<Array<Maybe<ResolversTypes['ConfigurableAttributeOption']>>>, product?: Maybe<ResolversTypes['SimpleProduct']> }>;
  ConfigurableWishlistItem: ResolverTypeWrapper<Omit<ConfigurableWishlistItem, 'configured_variant' | 'product'> & { configured_variant?: Maybe<ResolversTypes['ProductInterface']>, product?: Maybe<ResolversTypes['ProductInterface']> }>;
  ContactUsInput: ContactUsInput;
  ContactUsOutput: ResolverTypeWrapper<ContactUsOutput>;
  Country: ResolverTypeWrapper<Country>;
  CountryCodeEnum: CountryCodeEnum;
  CreateGuestCartInput: CreateGuestCartInput;
  CreateGuestCartOutput: ResolverTypeWrapper<Omit<CreateGuestCartOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  CreateWishlistInput: CreateWishlistInput;
  CreateWishlistOutput: ResolverTypeWrapper<Omit<CreateWishlistOutput, 'wishlist'> & { wishlist: ResolversTypes['Wishlist'] }>;
  Currency: ResolverTypeWrapper<Currency>;
  CurrencyEnum: CurrencyEnum;
  CustomAttribute: ResolverTypeWrapper<Omit<CustomAttribute, 'attribute_metadata' | 'selected_attribute_options'> & { attribute_metadata?: Maybe<ResolversTypes['AttributeMetadataInterface']>, selected_attribute_options?: Maybe<ResolversTypes['SelectedAttributeOption']> }>;
  CustomAttributesListsEnum: CustomAttributesListsEnum;
  Customer: ResolverTypeWrapper<Omit<Customer, 'orders' | 'wishlist_v2' | 'wishlists'> & { orders?: Maybe<ResolversTypes['CustomerOrders']>, wishlist_v2?: Maybe<ResolversTypes['Wishlist']>, wishlists: Array<Maybe<ResolversTypes['Wishlist']>> }>;
  CustomerAddress: ResolverTypeWrapper<CustomerAddress>;
  CustomerAddressInput: CustomerAddressInput;
  CustomerAddressRegion: ResolverTypeWrapper<CustomerAddressRegion>;
  CustomerAddressRegionInput: CustomerAddressRegionInput;
  CustomerCreateInput: CustomerCreateInput;
  CustomerInput: CustomerInput;
  CustomerOrder: ResolverTypeWrapper<Omit<CustomerOrder, 'applied_gift_cards' | 'invoices' | 'items' | 'shipments' | 'total'> & { applied_gift_cards?: Maybe<Array<Maybe<ResolversTypes['ApplyGiftCardToOrder']>>>, invoices: Array<Maybe<ResolversTypes['Invoice']>>, items?: Maybe<Array<Maybe<ResolversTypes['OrderItemInterface']>>>, shipments?: Maybe<Array<Maybe<ResolversTypes['OrderShipment']>>>, total?: Maybe<ResolversTypes['OrderTotal']> }>;
  CustomerOrderSortInput: CustomerOrderSortInput;
  CustomerOrderSortableField: CustomerOrderSortableField;
  CustomerOrders: ResolverTypeWrapper<Omit<CustomerOrders, 'items'> & { items: Array<Maybe<ResolversTypes['CustomerOrder']>> }>;
  CustomerOrdersFilterInput: CustomerOrdersFilterInput;
  CustomerOutput: ResolverTypeWrapper<Omit<CustomerOutput, 'customer'> & { customer: ResolversTypes['Customer'] }>;
  CustomerPaymentTokens: ResolverTypeWrapper<CustomerPaymentTokens>;
  CustomerSocialIdentity: ResolverTypeWrapper<CustomerSocialIdentity>;
  CustomerSocialSignIn: ResolverTypeWrapper<CustomerSocialSignIn>;
  CustomerStoreCredit: ResolverTypeWrapper<CustomerStoreCredit>;
  CustomerStoreCreditHistory: ResolverTypeWrapper<CustomerStoreCreditHistory>;
  CustomerStoreCreditHistoryItem: ResolverTypeWrapper<CustomerStoreCreditHistoryItem>;
  CustomerToken: ResolverTypeWrapper<CustomerToken>;
  CustomerUpdateInput: CustomerUpdateInput;
  DeletePaymentTokenOutput: ResolverTypeWrapper<DeletePaymentTokenOutput>;
  DeleteWishlistOutput: ResolverTypeWrapper<Omit<DeleteWishlistOutput, 'wishlists'> & { wishlists: Array<Maybe<ResolversTypes['Wishlist']>> }>;
  Discount: ResolverTypeWrapper<Omit<Discount, 'coupon'> & { coupon?: Maybe<ResolversTypes['AppliedCoupon']> }>;
  DynamicBlock: ResolverTypeWrapper<DynamicBlock>;
  DynamicBlockLocationEnum: DynamicBlockLocationEnum;
  DynamicBlockTypeEnum: DynamicBlockTypeEnum;
  DynamicBlocks: ResolverTypeWrapper<DynamicBlocks>;
  DynamicBlocksFilterInput: DynamicBlocksFilterInput;
  EnteredAttributeValue: ResolverTypeWrapper<EnteredAttributeValue>;
  EnteredOptionInput: EnteredOptionInput;
  EntityUrl: ResolverTypeWrapper<EntityUrl>;
  Error: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Error']>;
  ExchangeRate: ResolverTypeWrapper<ExchangeRate>;
  FilterEqualTypeInput: FilterEqualTypeInput;
  FilterMatchTypeEnum: FilterMatchTypeEnum;
  FilterMatchTypeInput: FilterMatchTypeInput;
  FilterRangeTypeInput: FilterRangeTypeInput;
  FilterStringTypeInput: FilterStringTypeInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GenerateCustomerTokenAsAdminInput: GenerateCustomerTokenAsAdminInput;
  GenerateCustomerTokenAsAdminOutput: ResolverTypeWrapper<GenerateCustomerTokenAsAdminOutput>;
  GiftCardAccount: ResolverTypeWrapper<GiftCardAccount>;
  GiftCardAccountInput: GiftCardAccountInput;
  GiftMessage: ResolverTypeWrapper<GiftMessage>;
  GiftMessageInput: GiftMessageInput;
  GiftOptionsPrices: ResolverTypeWrapper<GiftOptionsPrices>;
  GiftWrapping: ResolverTypeWrapper<GiftWrapping>;
  GiftWrappingImage: ResolverTypeWrapper<GiftWrappingImage>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageSwatchData: ResolverTypeWrapper<ImageSwatchData>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<Omit<Invoice, 'comments' | 'items' | 'total'> & { comments?: Maybe<Array<Maybe<ResolversTypes['SalesCommentItem']>>>, items?: Maybe<Array<Maybe<ResolversTypes['InvoiceItemInterface']>>>, total?: Maybe<ResolversTypes['InvoiceTotal']> }>;
  InvoiceItem: ResolverTypeWrapper<Omit<InvoiceItem, 'discounts' | 'order_item'> & { discounts?: Maybe<Array<Maybe<ResolversTypes['Discount']>>>, order_item?: Maybe<ResolversTypes['OrderItemInterface']> }>;
  InvoiceItemInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['InvoiceItemInterface']>;
  InvoiceTotal: ResolverTypeWrapper<Omit<InvoiceTotal, 'discounts'> & { discounts?: Maybe<Array<Maybe<ResolversTypes['Discount']>>> }>;
  IsEmailAvailableOutput: ResolverTypeWrapper<IsEmailAvailableOutput>;
  KeyValue: ResolverTypeWrapper<KeyValue>;
  LinkSocialIdentityInput: LinkSocialIdentityInput;
  LinkSocialIdentityOutput: ResolverTypeWrapper<LinkSocialIdentityOutput>;
  MediaGalleryEntry: ResolverTypeWrapper<MediaGalleryEntry>;
  MediaGalleryInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['MediaGalleryInterface']>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<{}>;
  ObjectDataTypeEnum: ObjectDataTypeEnum;
  Order: ResolverTypeWrapper<Order>;
  OrderAddress: ResolverTypeWrapper<OrderAddress>;
  OrderItem: ResolverTypeWrapper<OrderItem>;
  OrderItemInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['OrderItemInterface']>;
  OrderItemOption: ResolverTypeWrapper<OrderItemOption>;
  OrderPaymentMethod: ResolverTypeWrapper<OrderPaymentMethod>;
  OrderShipment: ResolverTypeWrapper<Omit<OrderShipment, 'items'> & { items?: Maybe<Array<Maybe<ResolversTypes['ShipmentItemInterface']>>> }>;
  OrderTotal: ResolverTypeWrapper<Omit<OrderTotal, 'discounts'> & { discounts?: Maybe<Array<Maybe<ResolversTypes['Discount']>>> }>;
  PaymentMethodInput: PaymentMethodInput;
  PaymentToken: ResolverTypeWrapper<PaymentToken>;
  PaymentTokenTypeEnum: PaymentTokenTypeEnum;
  PhysicalProductInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['PhysicalProductInterface']>;
  PlaceOrderError: ResolverTypeWrapper<PlaceOrderError>;
  PlaceOrderErrorCodes: PlaceOrderErrorCodes;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderOutput: ResolverTypeWrapper<Omit<PlaceOrderOutput, 'orderV2'> & { orderV2?: Maybe<ResolversTypes['CustomerOrder']> }>;
  Price: ResolverTypeWrapper<Price>;
  PriceAdjustment: ResolverTypeWrapper<PriceAdjustment>;
  PriceAdjustmentCodesEnum: PriceAdjustmentCodesEnum;
  PriceAdjustmentDescriptionEnum: PriceAdjustmentDescriptionEnum;
  PriceRange: ResolverTypeWrapper<PriceRange>;
  PriceTypeEnum: PriceTypeEnum;
  ProductAttributeFilterInput: ProductAttributeFilterInput;
  ProductAttributeMetadata: ResolverTypeWrapper<Omit<ProductAttributeMetadata, 'ui_input'> & { ui_input?: Maybe<ResolversTypes['UiInputTypeInterface']> }>;
  ProductAttributeSortInput: ProductAttributeSortInput;
  ProductDiscount: ResolverTypeWrapper<ProductDiscount>;
  ProductImage: ResolverTypeWrapper<ProductImage>;
  ProductInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductInterface']>;
  ProductMediaGalleryEntriesContent: ResolverTypeWrapper<ProductMediaGalleryEntriesContent>;
  ProductMediaGalleryEntriesVideoContent: ResolverTypeWrapper<ProductMediaGalleryEntriesVideoContent>;
  ProductPrice: ResolverTypeWrapper<ProductPrice>;
  ProductPrices: ResolverTypeWrapper<ProductPrices>;
  ProductStockStatus: ProductStockStatus;
  Products: ResolverTypeWrapper<Omit<Products, 'items'> & { items?: Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>> }>;
  Query: ResolverTypeWrapper<{}>;
  QuoteItemsSortInput: QuoteItemsSortInput;
  ReCaptchaConfigurationV3: ResolverTypeWrapper<ReCaptchaConfigurationV3>;
  ReCaptchaFormEnum: ReCaptchaFormEnum;
  Region: ResolverTypeWrapper<Region>;
  RemoveCouponFromCartInput: RemoveCouponFromCartInput;
  RemoveCouponFromCartOutput: ResolverTypeWrapper<Omit<RemoveCouponFromCartOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  RemoveGiftCardFromCartInput: RemoveGiftCardFromCartInput;
  RemoveGiftCardFromCartOutput: ResolverTypeWrapper<Omit<RemoveGiftCardFromCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  RemoveItemFromCartInput: RemoveItemFromCartInput;
  RemoveItemFromCartOutput: ResolverTypeWrapper<Omit<RemoveItemFromCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  RemoveProductsFromWishlistOutput: ResolverTypeWrapper<Omit<RemoveProductsFromWishlistOutput, 'wishlist'> & { wishlist: ResolversTypes['Wishlist'] }>;
  RemoveStoreCreditFromCartInput: RemoveStoreCreditFromCartInput;
  RemoveStoreCreditFromCartOutput: ResolverTypeWrapper<Omit<RemoveStoreCreditFromCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  RevokeCustomerTokenOutput: ResolverTypeWrapper<RevokeCustomerTokenOutput>;
  RoutableInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['RoutableInterface']>;
  SalesCommentItem: ResolverTypeWrapper<SalesCommentItem>;
  SandboxCardInput: SandboxCardInput;
  ScopeTypeEnum: ScopeTypeEnum;
  SearchResultPageInfo: ResolverTypeWrapper<SearchResultPageInfo>;
  SearchTerm: ResolverTypeWrapper<SearchTerm>;
  SelectableInputTypeInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['SelectableInputTypeInterface']>;
  SelectedAttributeOption: ResolverTypeWrapper<Omit<SelectedAttributeOption, 'attribute_option'> & { attribute_option?: Maybe<Array<ResolversTypes['AttributeOptionInterface']>> }>;
  SelectedConfigurableOption: ResolverTypeWrapper<SelectedConfigurableOption>;
  SelectedCustomizableOption: ResolverTypeWrapper<SelectedCustomizableOption>;
  SelectedCustomizableOptionValue: ResolverTypeWrapper<SelectedCustomizableOptionValue>;
  SelectedPaymentMethod: ResolverTypeWrapper<SelectedPaymentMethod>;
  SelectedShippingMethod: ResolverTypeWrapper<SelectedShippingMethod>;
  SetBillingAddressOnCartInput: SetBillingAddressOnCartInput;
  SetBillingAddressOnCartOutput: ResolverTypeWrapper<Omit<SetBillingAddressOnCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  SetGiftOptionsOnCartInput: SetGiftOptionsOnCartInput;
  SetGiftOptionsOnCartOutput: ResolverTypeWrapper<Omit<SetGiftOptionsOnCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  SetGuestEmailOnCartInput: SetGuestEmailOnCartInput;
  SetGuestEmailOnCartOutput: ResolverTypeWrapper<Omit<SetGuestEmailOnCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  SetPaymentMethodOnCartInput: SetPaymentMethodOnCartInput;
  SetPaymentMethodOnCartOutput: ResolverTypeWrapper<Omit<SetPaymentMethodOnCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  SetShippingAddressesOnCartInput: SetShippingAddressesOnCartInput;
  SetShippingAddressesOnCartOutput: ResolverTypeWrapper<Omit<SetShippingAddressesOnCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  SetShippingMethodsOnCartInput: SetShippingMethodsOnCartInput;
  SetShippingMethodsOnCartOutput: ResolverTypeWrapper<Omit<SetShippingMethodsOnCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  ShipmentItem: ResolverTypeWrapper<Omit<ShipmentItem, 'order_item'> & { order_item?: Maybe<ResolversTypes['OrderItemInterface']> }>;
  ShipmentItemInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ShipmentItemInterface']>;
  ShipmentTracking: ResolverTypeWrapper<ShipmentTracking>;
  ShippingAddressInput: ShippingAddressInput;
  ShippingCartAddress: ResolverTypeWrapper<ShippingCartAddress>;
  ShippingHandling: ResolverTypeWrapper<ShippingHandling>;
  ShippingMethodInput: ShippingMethodInput;
  SimpleCartItem: ResolverTypeWrapper<Omit<SimpleCartItem, 'prices' | 'product'> & { prices?: Maybe<ResolversTypes['CartItemPrices']>, product: ResolversTypes['ProductInterface'] }>;
  SimpleProduct: ResolverTypeWrapper<Omit<SimpleProduct, 'categories' | 'crosssell_products' | 'custom_attributes' | 'media_gallery' | 'related_products' | 'upsell_products'> & { categories?: Maybe<Array<Maybe<ResolversTypes['CategoryInterface']>>>, crosssell_products?: Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, custom_attributes: Array<Maybe<ResolversTypes['CustomAttribute']>>, media_gallery?: Maybe<Array<Maybe<ResolversTypes['MediaGalleryInterface']>>>, related_products?: Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, upsell_products?: Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>> }>;
  SimpleWishlistItem: ResolverTypeWrapper<Omit<SimpleWishlistItem, 'product'> & { product?: Maybe<ResolversTypes['ProductInterface']> }>;
  SocialEmailConfirmation: ResolverTypeWrapper<SocialEmailConfirmation>;
  SocialEmailConfirmationInput: SocialEmailConfirmationInput;
  SocialIdentityCustomer: ResolverTypeWrapper<SocialIdentityCustomer>;
  SocialProvider: SocialProvider;
  SortEnum: SortEnum;
  SortField: ResolverTypeWrapper<SortField>;
  SortFields: ResolverTypeWrapper<SortFields>;
  SortQuoteItemsEnum: SortQuoteItemsEnum;
  StoreConfig: ResolverTypeWrapper<StoreConfig>;
  StoreLabels: ResolverTypeWrapper<StoreLabels>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscribeEmailToNewsletterOutput: ResolverTypeWrapper<SubscribeEmailToNewsletterOutput>;
  SubscriptionStatusesEnum: SubscriptionStatusesEnum;
  SwatchDataInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['SwatchDataInterface']>;
  TaxItem: ResolverTypeWrapper<TaxItem>;
  TextSwatchData: ResolverTypeWrapper<TextSwatchData>;
  UiAttributeTypeAny: ResolverTypeWrapper<UiAttributeTypeAny>;
  UiAttributeTypeBoolean: ResolverTypeWrapper<Omit<UiAttributeTypeBoolean, 'attribute_options'> & { attribute_options?: Maybe<Array<Maybe<ResolversTypes['AttributeOptionInterface']>>> }>;
  UiAttributeTypeMultiSelect: ResolverTypeWrapper<Omit<UiAttributeTypeMultiSelect, 'attribute_options'> & { attribute_options?: Maybe<Array<Maybe<ResolversTypes['AttributeOptionInterface']>>> }>;
  UiAttributeTypeSelect: ResolverTypeWrapper<Omit<UiAttributeTypeSelect, 'attribute_options'> & { attribute_options?: Maybe<Array<Maybe<ResolversTypes['AttributeOptionInterface']>>> }>;
  UiAttributeTypeTextEditor: ResolverTypeWrapper<UiAttributeTypeTextEditor>;
  UiAttributeTypeTextarea: ResolverTypeWrapper<UiAttributeTypeTextarea>;
  UiInputTypeEnum: UiInputTypeEnum;
  UiInputTypeInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['UiInputTypeInterface']>;
  UpdateCartItemsInput: UpdateCartItemsInput;
  UpdateCartItemsOutput: ResolverTypeWrapper<Omit<UpdateCartItemsOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  UpdateProductsInWishlistOutput: ResolverTypeWrapper<Omit<UpdateProductsInWishlistOutput, 'wishlist'> & { wishlist: ResolversTypes['Wishlist'] }>;
  UpdateWishlistOutput: ResolverTypeWrapper<UpdateWishlistOutput>;
  UrlRewriteEntityTypeEnum: UrlRewriteEntityTypeEnum;
  VaultTokenInput: VaultTokenInput;
  WishListUserInputError: ResolverTypeWrapper<WishListUserInputError>;
  WishListUserInputErrorType: WishListUserInputErrorType;
  Wishlist: ResolverTypeWrapper<Omit<Wishlist, 'items_v2'> & { items_v2?: Maybe<ResolversTypes['WishlistItems']> }>;
  WishlistCartUserInputError: ResolverTypeWrapper<WishlistCartUserInputError>;
  WishlistCartUserInputErrorType: WishlistCartUserInputErrorType;
  WishlistItemInput: WishlistItemInput;
  WishlistItemInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['WishlistItemInterface']>;
  WishlistItemUpdateInput: WishlistItemUpdateInput;
  WishlistItems: ResolverTypeWrapper<Omit<WishlistItems, 'items'> & { items: Array<Maybe<ResolversTypes['WishlistItemInterface']>> }>;
  WishlistVisibilityEnum: WishlistVisibilityEnum;
  XsearchBlogs: ResolverTypeWrapper<XsearchBlogs>;
  XsearchCategories: ResolverTypeWrapper<XsearchCategories>;
  XsearchItem: ResolverTypeWrapper<XsearchItem>;
  XsearchPages: ResolverTypeWrapper<XsearchPages>;
  XsearchProducts: ResolverTypeWrapper<Omit<XsearchProducts, 'items'> & { items?: Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>> }>;
  XsearchSearch: ResolverTypeWrapper<XsearchSearch>;
  XsearchSearches: ResolverTypeWrapper<XsearchSearches>;
  createEmptyCartInput: CreateEmptyCartInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddConfigurableProductsToCartInput: AddConfigurableProductsToCartInput;
  AddConfigurableProductsToCartOutput: Omit<AddConfigurableProductsToCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  AddProductsToCartOutput: Omit<AddProductsToCartOutput, 'cart' | 'user_errors'> & { cart: ResolversParentTypes['Cart'], user_errors: Array<Maybe<ResolversParentTypes['Error']>> };
  AddProductsToWishlistOutput: Omit<AddProductsToWishlistOutput, 'wishlist'> & { wishlist: ResolversParentTypes['Wishlist'] };
  AddWishlistItemsToCartOutput: Omit<AddWishlistItemsToCartOutput, 'wishlist'> & { wishlist: ResolversParentTypes['Wishlist'] };
  Aggregation: Aggregation;
  AggregationOption: AggregationOption;
  AggregationOptionInterface: ResolversInterfaceTypes<ResolversParentTypes>['AggregationOptionInterface'];
  AggregationsCategoryFilterInput: AggregationsCategoryFilterInput;
  AggregationsFilterInput: AggregationsFilterInput;
  AmBlogAuthor: AmBlogAuthor;
  AmBlogAuthors: AmBlogAuthors;
  AmBlogCategories: AmBlogCategories;
  AmBlogCategory: AmBlogCategory;
  AmBlogComment: AmBlogComment;
  AmBlogComments: AmBlogComments;
  AmBlogLeaveCommentInput: AmBlogLeaveCommentInput;
  AmBlogLeaveCommentOutput: AmBlogLeaveCommentOutput;
  AmBlogPost: AmBlogPost;
  AmBlogPosts: AmBlogPosts;
  AmBlogRecentPostsWidget: AmBlogRecentPostsWidget;
  AmBlogSetting: AmBlogSetting;
  AmBlogTag: AmBlogTag;
  AmBlogTags: AmBlogTags;
  AppliedCoupon: AppliedCoupon;
  AppliedGiftCard: AppliedGiftCard;
  AppliedStoreCredit: AppliedStoreCredit;
  ApplyCouponToCartInput: ApplyCouponToCartInput;
  ApplyCouponToCartOutput: Omit<ApplyCouponToCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  ApplyGiftCardToCartInput: ApplyGiftCardToCartInput;
  ApplyGiftCardToCartOutput: Omit<ApplyGiftCardToCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  ApplyGiftCardToOrder: ApplyGiftCardToOrder;
  ApplyStoreCreditToCartInput: ApplyStoreCreditToCartInput;
  ApplyStoreCreditToCartOutput: Omit<ApplyStoreCreditToCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  AttributeMetadataInterface: ResolversInterfaceTypes<ResolversParentTypes>['AttributeMetadataInterface'];
  AttributeOption: AttributeOption;
  AttributeOptionInterface: ResolversInterfaceTypes<ResolversParentTypes>['AttributeOptionInterface'];
  AttributeOptions: Omit<AttributeOptions, 'attribute_options'> & { attribute_options?: Maybe<Array<Maybe<ResolversParentTypes['AttributeOptionInterface']>>> };
  AttributeOptionsInterface: ResolversInterfaceTypes<ResolversParentTypes>['AttributeOptionsInterface'];
  AvailablePaymentMethod: AvailablePaymentMethod;
  AvailableShippingMethod: AvailableShippingMethod;
  BillingAddressInput: BillingAddressInput;
  BillingCartAddress: BillingCartAddress;
  Boolean: Scalars['Boolean']['output'];
  BraintreeInput: BraintreeInput;
  Breadcrumb: Breadcrumb;
  Cart: Omit<Cart, 'applied_coupon' | 'applied_coupons' | 'items' | 'itemsV2' | 'prices'> & { applied_coupon?: Maybe<ResolversParentTypes['AppliedCoupon']>, applied_coupons?: Maybe<Array<Maybe<ResolversParentTypes['AppliedCoupon']>>>, items?: Maybe<Array<Maybe<ResolversParentTypes['CartItemInterface']>>>, itemsV2?: Maybe<ResolversParentTypes['CartItems']>, prices?: Maybe<ResolversParentTypes['CartPrices']> };
  CartAddressCountry: CartAddressCountry;
  CartAddressInput: CartAddressInput;
  CartAddressInterface: ResolversInterfaceTypes<ResolversParentTypes>['CartAddressInterface'];
  CartAddressRegion: CartAddressRegion;
  CartItemError: CartItemError;
  CartItemInput: CartItemInput;
  CartItemInterface: ResolversInterfaceTypes<ResolversParentTypes>['CartItemInterface'];
  CartItemPrices: Omit<CartItemPrices, 'discounts'> & { discounts?: Maybe<Array<Maybe<ResolversParentTypes['Discount']>>> };
  CartItemSelectedOptionValuePrice: CartItemSelectedOptionValuePrice;
  CartItemUpdateInput: CartItemUpdateInput;
  CartItems: Omit<CartItems, 'items'> & { items: Array<Maybe<ResolversParentTypes['CartItemInterface']>> };
  CartPrices: Omit<CartPrices, 'applied_taxes' | 'discounts'> & { applied_taxes?: Maybe<Array<Maybe<ResolversParentTypes['CartTaxItem']>>>, discounts?: Maybe<Array<Maybe<ResolversParentTypes['Discount']>>> };
  CartTaxItem: CartTaxItem;
  CartUserInputError: CartUserInputError;
  CategoryFilterInput: CategoryFilterInput;
  CategoryInterface: ResolversInterfaceTypes<ResolversParentTypes>['CategoryInterface'];
  CategoryProducts: Omit<CategoryProducts, 'items'> & { items?: Maybe<Array<Maybe<ResolversParentTypes['ProductInterface']>>> };
  CategoryResult: Omit<CategoryResult, 'items'> & { items?: Maybe<Array<Maybe<ResolversParentTypes['CategoryTree']>>> };
  CategoryTree: Omit<CategoryTree, 'breadcrumbs' | 'children' | 'products'> & { breadcrumbs?: Maybe<Array<Maybe<ResolversParentTypes['Breadcrumb']>>>, children?: Maybe<Array<Maybe<ResolversParentTypes['CategoryTree']>>>, products?: Maybe<ResolversParentTypes['CategoryProducts']> };
  CmsBlock: CmsBlock;
  CmsBlocks: CmsBlocks;
  CmsPage: CmsPage;
  ColorSwatchData: ColorSwatchData;
  ComplexTextValue: ComplexTextValue;
  ConfigurableAttributeOption: ConfigurableAttributeOption;
  ConfigurableCartItem: Omit<ConfigurableCartItem, 'configured_variant' | 'prices' | 'product'> & { configured_variant: ResolversParentTypes['ProductInterface'], prices?: Maybe<ResolversParentTypes['CartItemPrices']>, product: ResolversParentTypes['ProductInterface'] };
  ConfigurableOptionAvailableForSelection: ConfigurableOptionAvailableForSelection;
  ConfigurableProduct: Omit<ConfigurableProduct, 'categories' | 'configurable_options' | 'configurable_product_options_selection' | 'crosssell_products' | 'custom_attributes' | 'media_gallery' | 'related_products' | 'upsell_products' | 'variants'> & { categories?: Maybe<Array<Maybe<ResolversParentTypes['CategoryInterface']>>>, configurable_options?: Maybe<Array<Maybe<ResolversParentTypes['ConfigurableProductOptions']>>>, configurable_product_options_selection?: Maybe<ResolversParentTypes['ConfigurableProductOptionsSelection']>, crosssell_products?: Maybe<Array<Maybe<ResolversParentTypes['ProductInterface']>>>, custom_attributes: Array<Maybe<ResolversParentTypes['CustomAttribute']>>, media_gallery?: Maybe<Array<Maybe<ResolversParentTypes['MediaGalleryInterface']>>>, related_products?: Maybe<Array<Maybe<ResolversParentTypes['ProductInterface']>>>, upsell_products?: Maybe<Array<Maybe<ResolversParentTypes['ProductInterface']>>>, variants?: Maybe<Array<Maybe<ResolversParentTypes['ConfigurableVariant']>>> };
  ConfigurableProductCartItemInput: ConfigurableProductCartItemInput;
  ConfigurableProductOption: Omit<ConfigurableProductOption, 'values'> & { values?: Maybe<Array<Maybe<ResolversParentTypes['ConfigurableProductOptionValue']>>> };
  ConfigurableProductOptionValue: Omit<ConfigurableProductOptionValue, 'swatch'> & { swatch?: Maybe<ResolversParentTypes['SwatchDataInterface']> };
  ConfigurableProductOptions: Omit<ConfigurableProductOptions, 'values'> & { values?: Maybe<Array<Maybe<ResolversParentTypes['ConfigurableProductOptionsValues']>>> };
  ConfigurableProductOptionsSelection: Omit<ConfigurableProductOptionsSelection, 'configurable_options' | 'media_gallery' | 'variant'> & { configurable_options?: Maybe<Array<Maybe<ResolversParentTypes['ConfigurableProductOption']>>>, media_gallery?: Maybe<Array<Maybe<ResolversParentTypes['MediaGalleryInterface']>>>, variant?: Maybe<ResolversParentTypes['SimpleProduct']> };
  ConfigurableProductOptionsValues: Omit<ConfigurableProductOptionsValues, 'swatch_data'> & { swatch_data?: Maybe<ResolversParentTypes['SwatchDataInterface']> };
  ConfigurableVariant: Omit<ConfigurableVariant, 'attributes' | 'product'> & { attributes?: Maybe<Array<Maybe<ResolversParentTypes['ConfigurableAttributeOption']>>>, product?: Maybe<ResolversParentTypes['SimpleProduct']> };
  ConfigurableWishlistItem: Omit<ConfigurableWishlistItem, 'configured_variant' | 'product'> & { configured_variant?: Maybe<ResolversParentTypes['ProductInterface']>, product?: Maybe<ResolversParentTypes['ProductInterface']> };
  ContactUsInput: ContactUsInput;
  ContactUsOutput: ContactUsOutput;
  Country: Country;
  CreateGuestCartInput: CreateGuestCartInput;
  CreateGuestCartOutput: Omit<CreateGuestCartOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  CreateWishlistInput: CreateWishlistInput;
  CreateWishlistOutput: Omit<CreateWishlistOutput, 'wishlist'> & { wishlist: ResolversParentTypes['Wishlist'] };
  Currency: Currency;
  CustomAttribute: Omit<CustomAttribute, 'attribute_metadata' | 'selected_attribute_options'> & { attribute_metadata?: Maybe<ResolversParentTypes['AttributeMetadataInterface']>, selected_attribute_options?: Maybe<ResolversParentTypes['SelectedAttributeOption']> };
  Customer: Omit<Customer, 'orders' | 'wishlist_v2' | 'wishlists'> & { orders?: Maybe<ResolversParentTypes['CustomerOrders']>, wishlist_v2?: Maybe<ResolversParentTypes['Wishlist']>, wishlists: Array<Maybe<ResolversParentTypes['Wishlist']>> };
  CustomerAddress: CustomerAddress;
  CustomerAddressInput: CustomerAddressInput;
  CustomerAddressRegion: CustomerAddressRegion;
  CustomerAddressRegionInput: CustomerAddressRegionInput;
  CustomerCreateInput: CustomerCreateInput;
  CustomerInput: CustomerInput;
  CustomerOrder: Omit<CustomerOrder, 'applied_gift_cards' | 'invoices' | 'items' | 'shipments' | 'total'> & { applied_gift_cards?: Maybe<Array<Maybe<ResolversParentTypes['ApplyGiftCardToOrder']>>>, invoices: Array<Maybe<ResolversParentTypes['Invoice']>>, items?: Maybe<Array<Maybe<ResolversParentTypes['OrderItemInterface']>>>, shipments?: Maybe<Array<Maybe<ResolversParentTypes['OrderShipment']>>>, total?: Maybe<ResolversParentTypes['OrderTotal']> };
  CustomerOrderSortInput: CustomerOrderSortInput;
  CustomerOrders: Omit<CustomerOrders, 'items'> & { items: Array<Maybe<ResolversParentTypes['CustomerOrder']>> };
  CustomerOrdersFilterInput: CustomerOrdersFilterInput;
  CustomerOutput: Omit<CustomerOutput, 'customer'> & { customer: ResolversParentTypes['Customer'] };
  CustomerPaymentTokens: CustomerPaymentTokens;
  CustomerSocialIdentity: CustomerSocialIdentity;
  CustomerSocialSignIn: CustomerSocialSignIn;
  CustomerStoreCredit: CustomerStoreCredit;
  CustomerStoreCreditHistory: CustomerStoreCreditHistory;
  CustomerStoreCreditHistoryItem: CustomerStoreCreditHistoryItem;
  CustomerToken: CustomerToken;
  CustomerUpdateInput: CustomerUpdateInput;
  DeletePaymentTokenOutput: DeletePaymentTokenOutput;
  DeleteWishlistOutput: Omit<DeleteWishlistOutput, 'wishlists'> & { wishlists: Array<Maybe<ResolversParentTypes['Wishlist']>> };
  Discount: Omit<Discount, 'coupon'> & { coupon?: Maybe<ResolversParentTypes['AppliedCoupon']> };
  DynamicBlock: DynamicBlock;
  DynamicBlocks: DynamicBlocks;
  DynamicBlocksFilterInput: DynamicBlocksFilterInput;
  EnteredAttributeValue: EnteredAttributeValue;
  EnteredOptionInput: EnteredOptionInput;
  EntityUrl: EntityUrl;
  Error: ResolversInterfaceTypes<ResolversParentTypes>['Error'];
  ExchangeRate: ExchangeRate;
  FilterEqualTypeInput: FilterEqualTypeInput;
  FilterMatchTypeInput: FilterMatchTypeInput;
  FilterRangeTypeInput: FilterRangeTypeInput;
  FilterStringTypeInput: FilterStringTypeInput;
  Float: Scalars['Float']['output'];
  GenerateCustomerTokenAsAdminInput: GenerateCustomerTokenAsAdminInput;
  GenerateCustomerTokenAsAdminOutput: GenerateCustomerTokenAsAdminOutput;
  GiftCardAccount: GiftCardAccount;
  GiftCardAccountInput: GiftCardAccountInput;
  GiftMessage: GiftMessage;
  GiftMessageInput: GiftMessageInput;
  GiftOptionsPrices: GiftOptionsPrices;
  GiftWrapping: GiftWrapping;
  GiftWrappingImage: GiftWrappingImage;
  ID: Scalars['ID']['output'];
  ImageSwatchData: ImageSwatchData;
  Int: Scalars['Int']['output'];
  Invoice: Omit<Invoice, 'comments' | 'items' | 'total'> & { comments?: Maybe<Array<Maybe<ResolversParentTypes['SalesCommentItem']>>>, items?: Maybe<Array<Maybe<ResolversParentTypes['InvoiceItemInterface']>>>, total?: Maybe<ResolversParentTypes['InvoiceTotal']> };
  InvoiceItem: Omit<InvoiceItem, 'discounts' | 'order_item'> & { discounts?: Maybe<Array<Maybe<ResolversParentTypes['Discount']>>>, order_item?: Maybe<ResolversParentTypes['OrderItemInterface']> };
  InvoiceItemInterface: ResolversInterfaceTypes<ResolversParentTypes>['InvoiceItemInterface'];
  InvoiceTotal: Omit<InvoiceTotal, 'discounts'> & { discounts?: Maybe<Array<Maybe<ResolversParentTypes['Discount']>>> };
  IsEmailAvailableOutput: IsEmailAvailableOutput;
  KeyValue: KeyValue;
  LinkSocialIdentityInput: LinkSocialIdentityInput;
  LinkSocialIdentityOutput: LinkSocialIdentityOutput;
  MediaGalleryEntry: MediaGalleryEntry;
  MediaGalleryInterface: ResolversInterfaceTypes<ResolversParentTypes>['MediaGalleryInterface'];
  Money: Money;
  Mutation: {};
  Order: Order;
  OrderAddress: OrderAddress;
  OrderItem: OrderItem;
  OrderItemInterface: ResolversInterfaceTypes<ResolversParentTypes>['OrderItemInterface'];
  OrderItemOption: OrderItemOption;
  OrderPaymentMethod: OrderPaymentMethod;
  OrderShipment: Omit<OrderShipment, 'items'> & { items?: Maybe<Array<Maybe<ResolversParentTypes['ShipmentItemInterface']>>> };
  OrderTotal: Omit<OrderTotal, 'discounts'> & { discounts?: Maybe<Array<Maybe<ResolversParentTypes['Discount']>>> };
  PaymentMethodInput: PaymentMethodInput;
  PaymentToken: PaymentToken;
  PhysicalProductInterface: ResolversInterfaceTypes<ResolversParentTypes>['PhysicalProductInterface'];
  PlaceOrderError: PlaceOrderError;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderOutput: Omit<PlaceOrderOutput, 'orderV2'> & { orderV2?: Maybe<ResolversParentTypes['CustomerOrder']> };
  Price: Price;
  PriceAdjustment: PriceAdjustment;
  PriceRange: PriceRange;
  ProductAttributeFilterInput: ProductAttributeFilterInput;
  ProductAttributeMetadata: Omit<ProductAttributeMetadata, 'ui_input'> & { ui_input?: Maybe<ResolversParentTypes['UiInputTypeInterface']> };
  ProductAttributeSortInput: ProductAttributeSortInput;
  ProductDiscount: ProductDiscount;
  ProductImage: ProductImage;
  ProductInterface: ResolversInterfaceTypes<ResolversParentTypes>['ProductInterface'];
  ProductMediaGalleryEntriesContent: ProductMediaGalleryEntriesContent;
  ProductMediaGalleryEntriesVideoContent: ProductMediaGalleryEntriesVideoContent;
  ProductPrice: ProductPrice;
  ProductPrices: ProductPrices;
  Products: Omit<Products, 'items'> & { items?: Maybe<Array<Maybe<ResolversParentTypes['ProductInterface']>>> };
  Query: {};
  QuoteItemsSortInput: QuoteItemsSortInput;
  ReCaptchaConfigurationV3: ReCaptchaConfigurationV3;
  Region: Region;
  RemoveCouponFromCartInput: RemoveCouponFromCartInput;
  RemoveCouponFromCartOutput: Omit<RemoveCouponFromCartOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  RemoveGiftCardFromCartInput: RemoveGiftCardFromCartInput;
  RemoveGiftCardFromCartOutput: Omit<RemoveGiftCardFromCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  RemoveItemFromCartInput: RemoveItemFromCartInput;
  RemoveItemFromCartOutput: Omit<RemoveItemFromCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  RemoveProductsFromWishlistOutput: Omit<RemoveProductsFromWishlistOutput, 'wishlist'> & { wishlist: ResolversParentTypes['Wishlist'] };
  RemoveStoreCreditFromCartInput: RemoveStoreCreditFromCartInput;
  RemoveStoreCreditFromCartOutput: Omit<RemoveStoreCreditFromCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  RevokeCustomerTokenOutput: RevokeCustomerTokenOutput;
  RoutableInterface: ResolversInterfaceTypes<ResolversParentTypes>['RoutableInterface'];
  SalesCommentItem: SalesCommentItem;
  SandboxCardInput: SandboxCardInput;
  SearchResultPageInfo: SearchResultPageInfo;
  SearchTerm: SearchTerm;
  SelectableInputTypeInterface: ResolversInterfaceTypes<ResolversParentTypes>['SelectableInputTypeInterface'];
  SelectedAttributeOption: Omit<SelectedAttributeOption, 'attribute_option'> & { attribute_option?: Maybe<Array<ResolversParentTypes['AttributeOptionInterface']>> };
  SelectedConfigurableOption: SelectedConfigurableOption;
  SelectedCustomizableOption: SelectedCustomizableOption;
  SelectedCustomizableOptionValue: SelectedCustomizableOptionValue;
  SelectedPaymentMethod: SelectedPaymentMethod;
  SelectedShippingMethod: SelectedShippingMethod;
  SetBillingAddressOnCartInput: SetBillingAddressOnCartInput;
  SetBillingAddressOnCartOutput: Omit<SetBillingAddressOnCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  SetGiftOptionsOnCartInput: SetGiftOptionsOnCartInput;
  SetGiftOptionsOnCartOutput: Omit<SetGiftOptionsOnCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  SetGuestEmailOnCartInput: SetGuestEmailOnCartInput;
  SetGuestEmailOnCartOutput: Omit<SetGuestEmailOnCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  SetPaymentMethodOnCartInput: SetPaymentMethodOnCartInput;
  SetPaymentMethodOnCartOutput: Omit<SetPaymentMethodOnCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  SetShippingAddressesOnCartInput: SetShippingAddressesOnCartInput;
  SetShippingAddressesOnCartOutput: Omit<SetShippingAddressesOnCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  SetShippingMethodsOnCartInput: SetShippingMethodsOnCartInput;
  SetShippingMethodsOnCartOutput: Omit<SetShippingMethodsOnCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  ShipmentItem: Omit<ShipmentItem, 'order_item'> & { order_item?: Maybe<ResolversParentTypes['OrderItemInterface']> };
  ShipmentItemInterface: ResolversInterfaceTypes<ResolversParentTypes>['ShipmentItemInterface'];
  ShipmentTracking: ShipmentTracking;
  ShippingAddressInput: ShippingAddressInput;
  ShippingCartAddress: ShippingCartAddress;
  ShippingHandling: ShippingHandling;
  ShippingMethodInput: ShippingMethodInput;
  SimpleCartItem: Omit<SimpleCartItem, 'prices' | 'product'> & { prices?: Maybe<ResolversParentTypes['CartItemPrices']>, product: ResolversParentTypes['ProductInterface'] };
  SimpleProduct: Omit<SimpleProduct, 'categories' | 'crosssell_products' | 'custom_attributes' | 'media_gallery' | 'related_products' | 'upsell_products'> & { categories?: Maybe<Array<Maybe<ResolversParentTypes['CategoryInterface']>>>, crosssell_products?: Maybe<Array<Maybe<ResolversParentTypes['ProductInterface']>>>, custom_attributes: Array<Maybe<ResolversParentTypes['CustomAttribute']>>, media_gallery?: Maybe<Array<Maybe<ResolversParentTypes['MediaGalleryInterface']>>>, related_products?: Maybe<Array<Maybe<ResolversParentTypes['ProductInterface']>>>, upsell_products?: Maybe<Array<Maybe<ResolversParentTypes['ProductInterface']>>> };
  SimpleWishlistItem: Omit<SimpleWishlistItem, 'product'> & { product?: Maybe<ResolversParentTypes['ProductInterface']> };
  SocialEmailConfirmation: SocialEmailConfirmation;
  SocialEmailConfirmationInput: SocialEmailConfirmationInput;
  SocialIdentityCustomer: SocialIdentityCustomer;
  SortField: SortField;
  SortFields: SortFields;
  StoreConfig: StoreConfig;
  StoreLabels: StoreLabels;
  String: Scalars['String']['output'];
  SubscribeEmailToNewsletterOutput: SubscribeEmailToNewsletterOutput;
  SwatchDataInterface: ResolversInterfaceTypes<ResolversParentTypes>['SwatchDataInterface'];
  TaxItem: TaxItem;
  TextSwatchData: TextSwatchData;
  UiAttributeTypeAny: UiAttributeTypeAny;
  UiAttributeTypeBoolean: Omit<UiAttributeTypeBoolean, 'attribute_options'> & { attribute_options?: Maybe<Array<Maybe<ResolversParentTypes['AttributeOptionInterface']>>> };
  UiAttributeTypeMultiSelect: Omit<UiAttributeTypeMultiSelect, 'attribute_options'> & { attribute_options?: Maybe<Array<Maybe<ResolversParentTypes['AttributeOptionInterface']>>> };
  UiAttributeTypeSelect: Omit<UiAttributeTypeSelect, 'attribute_options'> & { attribute_options?: Maybe<Array<Maybe<ResolversParentTypes['AttributeOptionInterface']>>> };
  UiAttributeTypeTextEditor: UiAttributeTypeTextEditor;
  UiAttributeTypeTextarea: UiAttributeTypeTextarea;
  UiInputTypeInterface: ResolversInterfaceTypes<ResolversParentTypes>['UiInputTypeInterface'];
  UpdateCartItemsInput: UpdateCartItemsInput;
  UpdateCartItemsOutput: Omit<UpdateCartItemsOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  UpdateProductsInWishlistOutput: Omit<UpdateProductsInWishlistOutput, 'wishlist'> & { wishlist: ResolversParentTypes['Wishlist'] };
  UpdateWishlistOutput: UpdateWishlistOutput;
  VaultTokenInput: VaultTokenInput;
  WishListUserInputError: WishListUserInputError;
  Wishlist: Omit<Wishlist, 'items_v2'> & { items_v2?: Maybe<ResolversParentTypes['WishlistItems']> };
  WishlistCartUserInputError: WishlistCartUserInputError;
  WishlistItemInput: WishlistItemInput;
  WishlistItemInterface: ResolversInterfaceTypes<ResolversParentTypes>['WishlistItemInterface'];
  WishlistItemUpdateInput: WishlistItemUpdateInput;
  WishlistItems: Omit<WishlistItems, 'items'> & { items: Array<Maybe<ResolversParentTypes['WishlistItemInterface']>> };
  XsearchBlogs: XsearchBlogs;
  XsearchCategories: XsearchCategories;
  XsearchItem: XsearchItem;
  XsearchPages: XsearchPages;
  XsearchProducts: Omit<XsearchProducts, 'items'> & { items?: Maybe<Array<Maybe<ResolversParentTypes['ProductInterface']>>> };
  XsearchSearch: XsearchSearch;
  XsearchSearches: XsearchSearches;
  createEmptyCartInput: CreateEmptyCartInput;
};

export type AddConfigurableProductsToCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddConfigurableProductsToCartOutput'] = ResolversParentTypes['AddConfigurableProductsToCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AddProductsToCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddProductsToCartOutput'] = ResolversParentTypes['AddProductsToCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  user_errors?: Resolver<Array<Maybe<ResolversTypes['Error']>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AddProductsToWishlistOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddProductsToWishlistOutput'] = ResolversParentTypes['AddProductsToWishlistOutput']> = {
  user_errors?: Resolver<Array<Maybe<ResolversTypes['WishListUserInputError']>>, ParentType, ContextType>;
  wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AddWishlistItemsToCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddWishlistItemsToCartOutput'] = ResolversParentTypes['AddWishlistItemsToCartOutput']> = {
  add_wishlist_items_to_cart_user_errors?: Resolver<Array<Maybe<ResolversTypes['WishlistCartUserInputError']>>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AggregationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Aggregation'] = ResolversParentTypes['Aggregation']> = {
  attribute_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  options?: Resolver<Maybe<Array<Maybe<ResolversTypes['AggregationOption']>>>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AggregationOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AggregationOption'] = ResolversParentTypes['AggregationOption']> = {
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AggregationOptionInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AggregationOptionInterface'] = ResolversParentTypes['AggregationOptionInterface']> = {
  __resolveType: TypeResolveFn<'AggregationOption', ParentType, ContextType>;
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AmBlogAuthorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AmBlogAuthor'] = ResolversParentTypes['AmBlogAuthor']> = {
  author_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AmBlogAuthorsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AmBlogAuthors'] = ResolversParentTypes['AmBlogAuthors']> = {
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['AmBlogAuthor']>>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AmBlogCategoriesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AmBlogCategories'] = ResolversParentTypes['AmBlogCategories']> = {
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['AmBlogCategory']>>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AmBlogCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AmBlogCategory'] = ResolversParentTypes['AmBlogCategory']> = {
  category_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parent_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  post_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AmBlogCommentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AmBlogComment'] = ResolversParentTypes['AmBlogComment']> = {
  comment_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  post_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reply_to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  store_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AmBlogCommentsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AmBlogComments'] = ResolversParentTypes['AmBlogComments']> = {
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['AmBlogComment']>>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AmBlogLeaveCommentOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AmBlogLeaveCommentOutput'] = ResolversParentTypes['AmBlogLeaveCommentOutput']> = {
  comment?: Resolver<Maybe<ResolversTypes['AmBlogComment']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AmBlogPostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AmBlogPost'] = ResolversParentTypes['AmBlogPost']> = {
  author?: Resolver<Maybe<ResolversTypes['AmBlogAuthor']>, ParentType, ContextType>;
  author_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  categories?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category_items?: Resolver<Maybe<Array<Maybe<ResolversTypes['AmBlogCategory']>>>, ParentType, ContextType>;
  comment_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  full_content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  list_thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  list_thumbnail_alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  post_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  post_thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  post_thumbnail_alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  published_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short_content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tag_ids?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tag_items?: Resolver<Maybe<Array<Maybe<ResolversTypes['AmBlogTag']>>>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  views?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AmBlogPostsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AmBlogPosts'] = ResolversParentTypes['AmBlogPosts']> = {
  all_post_size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['AmBlogPost']>>>, ParentType, ContextType>;
  page_size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AmBlogRecentPostsWidgetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AmBlogRecentPostsWidget'] = ResolversParentTypes['AmBlogRecentPostsWidget']> = {
  category_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  date_manner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display_date?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  display_short?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  header_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['AmBlogPost']>>>, ParentType, ContextType>;
  posts_limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  short_limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  show_images?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AmBlogSettingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AmBlogSetting'] = ResolversParentTypes['AmBlogSetting']> = {
  comments_allow_guests?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  comments_use_comments?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  display_settings_display_at_category?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  display_settings_display_at_footer?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  display_settings_display_at_toolbar?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  display_settings_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  list_count_per_page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  post_display_author?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  search_engine_meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  search_engine_meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  search_engine_route?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  search_engine_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AmBlogTagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AmBlogTag'] = ResolversParentTypes['AmBlogTag']> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  post_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tag_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AmBlogTagsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AmBlogTags'] = ResolversParentTypes['AmBlogTags']> = {
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['AmBlogTag']>>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AppliedCouponResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppliedCoupon'] = ResolversParentTypes['AppliedCoupon']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AppliedGiftCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppliedGiftCard'] = ResolversParentTypes['AppliedGiftCard']> = {
  applied_balance?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  current_balance?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  expiration_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AppliedStoreCreditResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppliedStoreCredit'] = ResolversParentTypes['AppliedStoreCredit']> = {
  applied_balance?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  current_balance?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ApplyCouponToCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplyCouponToCartOutput'] = ResolversParentTypes['ApplyCouponToCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ApplyGiftCardToCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplyGiftCardToCartOutput'] = ResolversParentTypes['ApplyGiftCardToCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ApplyGiftCardToOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplyGiftCardToOrder'] = ResolversParentTypes['ApplyGiftCardToOrder']> = {
  applied_balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ApplyStoreCreditToCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplyStoreCreditToCartOutput'] = ResolversParentTypes['ApplyStoreCreditToCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AttributeMetadataInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttributeMetadataInterface'] = ResolversParentTypes['AttributeMetadataInterface']> = {
  __resolveType: TypeResolveFn<'ProductAttributeMetadata', ParentType, ContextType>;
  attribute_labels?: Resolver<Maybe<Array<Maybe<ResolversTypes['StoreLabels']>>>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  data_type?: Resolver<Maybe<ResolversTypes['ObjectDataTypeEnum']>, ParentType, ContextType>;
  entity_type?: Resolver<Maybe<ResolversTypes['AttributeEntityTypeEnum']>, ParentType, ContextType>;
  is_system?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ui_input?: Resolver<Maybe<ResolversTypes['UiInputTypeInterface']>, ParentType, ContextType>;
  uid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AttributeOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttributeOption'] = ResolversParentTypes['AttributeOption']> = {
  is_default?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AttributeOptionInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttributeOptionInterface'] = ResolversParentTypes['AttributeOptionInterface']> = {
  __resolveType: TypeResolveFn<'AttributeOption', ParentType, ContextType>;
  is_default?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AttributeOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttributeOptions'] = ResolversParentTypes['AttributeOptions']> = {
  attribute_options?: Resolver<Maybe<Array<Maybe<ResolversTypes['AttributeOptionInterface']>>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AttributeOptionsInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttributeOptionsInterface'] = ResolversParentTypes['AttributeOptionsInterface']> = {
  __resolveType: TypeResolveFn<'AttributeOptions' | 'UiAttributeTypeBoolean' | 'UiAttributeTypeMultiSelect' | 'UiAttributeTypeSelect', ParentType, ContextType>;
  attribute_options?: Resolver<Maybe<Array<Maybe<ResolversTypes['AttributeOptionInterface']>>>, ParentType, ContextType>;
};

export type AvailablePaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AvailablePaymentMethod'] = ResolversParentTypes['AvailablePaymentMethod']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  is_deferred?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AvailableShippingMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AvailableShippingMethod'] = ResolversParentTypes['AvailableShippingMethod']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  carrier_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrier_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error_message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price_excl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price_incl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BillingCartAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BillingCartAddress'] = ResolversParentTypes['BillingCartAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['CartAddressCountry'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['CartAddressRegion']>, ParentType, ContextType>;
  street?: Resolver<Array<Maybe<ResolversTypes['String']>>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BreadcrumbResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Breadcrumb'] = ResolversParentTypes['Breadcrumb']> = {
  category_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  category_level?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  category_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  category_url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category_url_path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  applied_coupon?: Resolver<Maybe<ResolversTypes['AppliedCoupon']>, ParentType, ContextType>;
  applied_coupons?: Resolver<Maybe<Array<Maybe<ResolversTypes['AppliedCoupon']>>>, ParentType, ContextType>;
  applied_gift_cards?: Resolver<Maybe<Array<Maybe<ResolversTypes['AppliedGiftCard']>>>, ParentType, ContextType>;
  applied_store_credit?: Resolver<Maybe<ResolversTypes['AppliedStoreCredit']>, ParentType, ContextType>;
  available_gift_wrappings?: Resolver<Array<Maybe<ResolversTypes['GiftWrapping']>>, ParentType, ContextType>;
  available_payment_methods?: Resolver<Maybe<Array<Maybe<ResolversTypes['AvailablePaymentMethod']>>>, ParentType, ContextType>;
  billing_address?: Resolver<Maybe<ResolversTypes['BillingCartAddress']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gift_message?: Resolver<Maybe<ResolversTypes['GiftMessage']>, ParentType, ContextType>;
  gift_receipt_included?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gift_wrapping?: Resolver<Maybe<ResolversTypes['GiftWrapping']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_virtual?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItemInterface']>>>, ParentType, ContextType>;
  itemsV2?: Resolver<Maybe<ResolversTypes['CartItems']>, ParentType, ContextType, RequireFields<CartItemsV2Args, 'currentPage' | 'pageSize'>>;
  prices?: Resolver<Maybe<ResolversTypes['CartPrices']>, ParentType, ContextType>;
  printed_card_included?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  selected_payment_method?: Resolver<Maybe<ResolversTypes['SelectedPaymentMethod']>, ParentType, ContextType>;
  shipping_addresses?: Resolver<Array<Maybe<ResolversTypes['ShippingCartAddress']>>, ParentType, ContextType>;
  total_quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total_summary_quantity_including_config?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartAddressCountryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartAddressCountry'] = ResolversParentTypes['CartAddressCountry']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartAddressInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartAddressInterface'] = ResolversParentTypes['CartAddressInterface']> = {
  __resolveType: TypeResolveFn<'BillingCartAddress' | 'ShippingCartAddress', ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['CartAddressCountry'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['CartAddressRegion']>, ParentType, ContextType>;
  street?: Resolver<Array<Maybe<ResolversTypes['String']>>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CartAddressRegionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartAddressRegion'] = ResolversParentTypes['CartAddressRegion']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartItemErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItemError'] = ResolversParentTypes['CartItemError']> = {
  code?: Resolver<ResolversTypes['CartItemErrorType'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartItemInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItemInterface'] = ResolversParentTypes['CartItemInterface']> = {
  __resolveType: TypeResolveFn<'ConfigurableCartItem' | 'SimpleCartItem', ParentType, ContextType>;
  errors?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItemError']>>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  is_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  not_available_message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prices?: Resolver<Maybe<ResolversTypes['CartItemPrices']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CartItemPricesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItemPrices'] = ResolversParentTypes['CartItemPrices']> = {
  discounts?: Resolver<Maybe<Array<Maybe<ResolversTypes['Discount']>>>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price_including_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  row_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  row_total_including_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total_item_discount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartItemSelectedOptionValuePriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItemSelectedOptionValuePrice'] = ResolversParentTypes['CartItemSelectedOptionValuePrice']> = {
  type?: Resolver<ResolversTypes['PriceTypeEnum'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartItemsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItems'] = ResolversParentTypes['CartItems']> = {
  items?: Resolver<Array<Maybe<ResolversTypes['CartItemInterface']>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartPricesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartPrices'] = ResolversParentTypes['CartPrices']> = {
  applied_taxes?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartTaxItem']>>>, ParentType, ContextType>;
  discounts?: Resolver<Maybe<Array<Maybe<ResolversTypes['Discount']>>>, ParentType, ContextType>;
  gift_options?: Resolver<Maybe<ResolversTypes['GiftOptionsPrices']>, ParentType, ContextType>;
  grand_total?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  grand_total_excluding_tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  subtotal_excluding_tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  subtotal_including_tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  subtotal_with_discount_excluding_tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartTaxItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartTaxItem'] = ResolversParentTypes['CartTaxItem']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartUserInputErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartUserInputError'] = ResolversParentTypes['CartUserInputError']> = {
  code?: Resolver<ResolversTypes['CartUserInputErrorType'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CategoryInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CategoryInterface'] = ResolversParentTypes['CategoryInterface']> = {
  __resolveType: TypeResolveFn<'CategoryTree', ParentType, ContextType>;
  breadcrumbs?: Resolver<Maybe<Array<Maybe<ResolversTypes['Breadcrumb']>>>, ParentType, ContextType>;
  children_count?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cms_block?: Resolver<Maybe<ResolversTypes['CmsBlock']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display_mode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  include_in_menu?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  is_anchor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  level?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  products?: Resolver<Maybe<ResolversTypes['CategoryProducts']>, ParentType, ContextType, RequireFields<CategoryInterfaceProductsArgs, 'currentPage' | 'pageSize'>>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CategoryProductsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CategoryProducts'] = ResolversParentTypes['CategoryProducts']> = {
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CategoryResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CategoryResult'] = ResolversParentTypes['CategoryResult']> = {
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['CategoryTree']>>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CategoryTreeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CategoryTree'] = ResolversParentTypes['CategoryTree']> = {
  breadcrumbs?: Resolver<Maybe<Array<Maybe<ResolversTypes['Breadcrumb']>>>, ParentType, ContextType>;
  children?: Resolver<Maybe<Array<Maybe<ResolversTypes['CategoryTree']>>>, ParentType, ContextType>;
  children_count?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cms_block?: Resolver<Maybe<ResolversTypes['CmsBlock']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display_mode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  include_in_menu?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  is_anchor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  level?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  products?: Resolver<Maybe<ResolversTypes['CategoryProducts']>, ParentType, ContextType, RequireFields<CategoryTreeProductsArgs, 'currentPage' | 'pageSize'>>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CmsBlockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CmsBlock'] = ResolversParentTypes['CmsBlock']> = {
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  identifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CmsBlocksResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CmsBlocks'] = ResolversParentTypes['CmsBlocks']> = {
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['CmsBlock']>>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CmsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CmsPage'] = ResolversParentTypes['CmsPage']> = {
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content_heading?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  identifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  page_layout?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ColorSwatchDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ColorSwatchData'] = ResolversParentTypes['ColorSwatchData']> = {
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ComplexTextValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ComplexTextValue'] = ResolversParentTypes['ComplexTextValue']> = {
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConfigurableAttributeOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableAttributeOption'] = ResolversParentTypes['ConfigurableAttributeOption']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value_index?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConfigurableCartItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableCartItem'] = ResolversParentTypes['ConfigurableCartItem']> = {
  available_gift_wrapping?: Resolver<Array<Maybe<ResolversTypes['GiftWrapping']>>, ParentType, ContextType>;
  configurable_options?: Resolver<Array<Maybe<ResolversTypes['SelectedConfigurableOption']>>, ParentType, ContextType>;
  configured_variant?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  customizable_options?: Resolver<Array<Maybe<ResolversTypes['SelectedCustomizableOption']>>, ParentType, ContextType>;
  errors?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItemError']>>>, ParentType, ContextType>;
  gift_message?: Resolver<Maybe<ResolversTypes['GiftMessage']>, ParentType, ContextType>;
  gift_wrapping?: Resolver<Maybe<ResolversTypes['GiftWrapping']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  is_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  not_available_message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prices?: Resolver<Maybe<ResolversTypes['CartItemPrices']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConfigurableOptionAvailableForSelectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableOptionAvailableForSelection'] = ResolversParentTypes['ConfigurableOptionAvailableForSelection']> = {
  attribute_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  option_value_uids?: Resolver<Array<Maybe<ResolversTypes['ID']>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConfigurableProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableProduct'] = ResolversParentTypes['ConfigurableProduct']> = {
  categories?: Resolver<Maybe<Array<Maybe<ResolversTypes['CategoryInterface']>>>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  configurable_options?: Resolver<Maybe<Array<Maybe<ResolversTypes['ConfigurableProductOptions']>>>, ParentType, ContextType>;
  configurable_product_options_selection?: Resolver<Maybe<ResolversTypes['ConfigurableProductOptionsSelection']>, ParentType, ContextType, Partial<ConfigurableProductConfigurable_Product_Options_SelectionArgs>>;
  crosssell_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  custom_attributes?: Resolver<Array<Maybe<ResolversTypes['CustomAttribute']>>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  gift_message_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  media_gallery?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryInterface']>>>, ParentType, ContextType>;
  media_gallery_entries?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryEntry']>>>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  only_x_left_in_stock?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['ProductPrices']>, ParentType, ContextType>;
  price_range?: Resolver<ResolversTypes['PriceRange'], ParentType, ContextType>;
  rating_summary?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  related_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  review_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  short_description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  small_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  special_price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  special_to_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stock_status?: Resolver<Maybe<ResolversTypes['ProductStockStatus']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
  type_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  upsell_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variants?: Resolver<Maybe<Array<Maybe<ResolversTypes['ConfigurableVariant']>>>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConfigurableProductOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableProductOption'] = ResolversParentTypes['ConfigurableProductOption']> = {
  attribute_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  values?: Resolver<Maybe<Array<Maybe<ResolversTypes['ConfigurableProductOptionValue']>>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConfigurableProductOptionValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableProductOptionValue'] = ResolversParentTypes['ConfigurableProductOptionValue']> = {
  is_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_use_default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  swatch?: Resolver<Maybe<ResolversTypes['SwatchDataInterface']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConfigurableProductOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableProductOptions'] = ResolversParentTypes['ConfigurableProductOptions']> = {
  attribute_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attribute_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attribute_id_v2?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  attribute_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  use_default?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  values?: Resolver<Maybe<Array<Maybe<ResolversTypes['ConfigurableProductOptionsValues']>>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConfigurableProductOptionsSelectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableProductOptionsSelection'] = ResolversParentTypes['ConfigurableProductOptionsSelection']> = {
  configurable_options?: Resolver<Maybe<Array<Maybe<ResolversTypes['ConfigurableProductOption']>>>, ParentType, ContextType>;
  media_gallery?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryInterface']>>>, ParentType, ContextType>;
  options_available_for_selection?: Resolver<Maybe<Array<Maybe<ResolversTypes['ConfigurableOptionAvailableForSelection']>>>, ParentType, ContextType>;
  variant?: Resolver<Maybe<ResolversTypes['SimpleProduct']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConfigurableProductOptionsValuesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableProductOptionsValues'] = ResolversParentTypes['ConfigurableProductOptionsValues']> = {
  default_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  store_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  swatch_data?: Resolver<Maybe<ResolversTypes['SwatchDataInterface']>, ParentType, ContextType>;
  uid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  use_default_value?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  value_index?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConfigurableVariantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableVariant'] = ResolversParentTypes['ConfigurableVariant']> = {
  attributes?: Resolver<Maybe<Array<Maybe<ResolversTypes['ConfigurableAttributeOption']>>>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['SimpleProduct']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConfigurableWishlistItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableWishlistItem'] = ResolversParentTypes['ConfigurableWishlistItem']> = {
  added_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  configurable_options?: Resolver<Maybe<Array<Maybe<ResolversTypes['SelectedConfigurableOption']>>>, ParentType, ContextType>;
  configured_variant?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  customizable_options?: Resolver<Array<Maybe<ResolversTypes['SelectedCustomizableOption']>>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContactUsOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactUsOutput'] = ResolversParentTypes['ContactUsOutput']> = {
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CountryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  available_regions?: Resolver<Maybe<Array<Maybe<ResolversTypes['Region']>>>, ParentType, ContextType>;
  full_name_english?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  full_name_locale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  three_letter_abbreviation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  two_letter_abbreviation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CreateGuestCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateGuestCartOutput'] = ResolversParentTypes['CreateGuestCartOutput']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CreateWishlistOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateWishlistOutput'] = ResolversParentTypes['CreateWishlistOutput']> = {
  wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CurrencyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = {
  available_currency_codes?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  base_currency_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  base_currency_symbol?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_display_currecy_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_display_currecy_symbol?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_display_currency_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_display_currency_symbol?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exchange_rates?: Resolver<Maybe<Array<Maybe<ResolversTypes['ExchangeRate']>>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomAttributeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomAttribute'] = ResolversParentTypes['CustomAttribute']> = {
  attribute_metadata?: Resolver<Maybe<ResolversTypes['AttributeMetadataInterface']>, ParentType, ContextType>;
  entered_attribute_value?: Resolver<Maybe<ResolversTypes['EnteredAttributeValue']>, ParentType, ContextType>;
  selected_attribute_options?: Resolver<Maybe<ResolversTypes['SelectedAttributeOption']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  addresses?: Resolver<Maybe<Array<Maybe<ResolversTypes['CustomerAddress']>>>, ParentType, ContextType>;
  allow_remote_shopping_assistance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_billing?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_shipping?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_confirmed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_subscribed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  lastname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orders?: Resolver<Maybe<ResolversTypes['CustomerOrders']>, ParentType, ContextType, RequireFields<CustomerOrdersArgs, 'currentPage' | 'pageSize'>>;
  social_sign_in?: Resolver<Maybe<ResolversTypes['CustomerSocialSignIn']>, ParentType, ContextType>;
  store_credit?: Resolver<Maybe<ResolversTypes['CustomerStoreCredit']>, ParentType, ContextType>;
  wishlist_v2?: Resolver<Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType, RequireFields<CustomerWishlist_V2Args, 'id'>>;
  wishlists?: Resolver<Array<Maybe<ResolversTypes['Wishlist']>>, ParentType, ContextType, RequireFields<CustomerWishlistsArgs, 'currentPage' | 'pageSize'>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerAddress'] = ResolversParentTypes['CustomerAddress']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country_code?: Resolver<Maybe<ResolversTypes['CountryCodeEnum']>, ParentType, ContextType>;
  country_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_billing?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  default_shipping?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  firstname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  middlename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['CustomerAddressRegion']>, ParentType, ContextType>;
  region_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  street?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerAddressRegionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerAddressRegion'] = ResolversParentTypes['CustomerAddressRegion']> = {
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerOrder'] = ResolversParentTypes['CustomerOrder']> = {
  applied_gift_cards?: Resolver<Maybe<Array<Maybe<ResolversTypes['ApplyGiftCardToOrder']>>>, ParentType, ContextType>;
  billing_address?: Resolver<Maybe<ResolversTypes['OrderAddress']>, ParentType, ContextType>;
  carrier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gift_message?: Resolver<Maybe<ResolversTypes['GiftMessage']>, ParentType, ContextType>;
  gift_receipt_included?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gift_wrapping?: Resolver<Maybe<ResolversTypes['GiftWrapping']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoices?: Resolver<Array<Maybe<ResolversTypes['Invoice']>>, ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['OrderItemInterface']>>>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_status_change_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment_methods?: Resolver<Maybe<Array<Maybe<ResolversTypes['OrderPaymentMethod']>>>, ParentType, ContextType>;
  printed_card_included?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shipments?: Resolver<Maybe<Array<Maybe<ResolversTypes['OrderShipment']>>>, ParentType, ContextType>;
  shipping_address?: Resolver<Maybe<ResolversTypes['OrderAddress']>, ParentType, ContextType>;
  shipping_method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['OrderTotal']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerOrdersResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerOrders'] = ResolversParentTypes['CustomerOrders']> = {
  date_of_first_order?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<Maybe<ResolversTypes['CustomerOrder']>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerOutput'] = ResolversParentTypes['CustomerOutput']> = {
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerPaymentTokensResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerPaymentTokens'] = ResolversParentTypes['CustomerPaymentTokens']> = {
  items?: Resolver<Array<Maybe<ResolversTypes['PaymentToken']>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerSocialIdentityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerSocialIdentity'] = ResolversParentTypes['CustomerSocialIdentity']> = {
  linked_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['SocialProvider'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerSocialSignInResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerSocialSignIn'] = ResolversParentTypes['CustomerSocialSignIn']> = {
  identities?: Resolver<Array<ResolversTypes['CustomerSocialIdentity']>, ParentType, ContextType>;
  password_set?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerStoreCreditResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerStoreCredit'] = ResolversParentTypes['CustomerStoreCredit']> = {
  balance_history?: Resolver<Maybe<ResolversTypes['CustomerStoreCreditHistory']>, ParentType, ContextType, RequireFields<CustomerStoreCreditBalance_HistoryArgs, 'currentPage' | 'pageSize'>>;
  current_balance?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerStoreCreditHistoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerStoreCreditHistory'] = ResolversParentTypes['CustomerStoreCreditHistory']> = {
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['CustomerStoreCreditHistoryItem']>>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerStoreCreditHistoryItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerStoreCreditHistoryItem'] = ResolversParentTypes['CustomerStoreCreditHistoryItem']> = {
  action?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actual_balance?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  balance_change?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  date_time_changed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerToken'] = ResolversParentTypes['CustomerToken']> = {
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DeletePaymentTokenOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletePaymentTokenOutput'] = ResolversParentTypes['DeletePaymentTokenOutput']> = {
  customerPaymentTokens?: Resolver<Maybe<ResolversTypes['CustomerPaymentTokens']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DeleteWishlistOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteWishlistOutput'] = ResolversParentTypes['DeleteWishlistOutput']> = {
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wishlists?: Resolver<Array<Maybe<ResolversTypes['Wishlist']>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DiscountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Discount'] = ResolversParentTypes['Discount']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  applied_to?: Resolver<ResolversTypes['CartDiscountType'], ParentType, ContextType>;
  coupon?: Resolver<Maybe<ResolversTypes['AppliedCoupon']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DynamicBlockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DynamicBlock'] = ResolversParentTypes['DynamicBlock']> = {
  content?: Resolver<ResolversTypes['ComplexTextValue'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DynamicBlocksResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DynamicBlocks'] = ResolversParentTypes['DynamicBlocks']> = {
  items?: Resolver<Array<Maybe<ResolversTypes['DynamicBlock']>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EnteredAttributeValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EnteredAttributeValue'] = ResolversParentTypes['EnteredAttributeValue']> = {
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EntityUrlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EntityUrl'] = ResolversParentTypes['EntityUrl']> = {
  canonical_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entity_uid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  redirectCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Error'] = ResolversParentTypes['Error']> = {
  __resolveType: TypeResolveFn<'CartUserInputError', ParentType, ContextType>;
  code?: Resolver<ResolversTypes['CartUserInputErrorType'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExchangeRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExchangeRate'] = ResolversParentTypes['ExchangeRate']> = {
  currency_to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GenerateCustomerTokenAsAdminOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GenerateCustomerTokenAsAdminOutput'] = ResolversParentTypes['GenerateCustomerTokenAsAdminOutput']> = {
  customer_token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GiftCardAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftCardAccount'] = ResolversParentTypes['GiftCardAccount']> = {
  balance?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiration_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GiftMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftMessage'] = ResolversParentTypes['GiftMessage']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GiftOptionsPricesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftOptionsPrices'] = ResolversParentTypes['GiftOptionsPrices']> = {
  gift_wrapping_for_items?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  gift_wrapping_for_items_incl_tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  gift_wrapping_for_order?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  gift_wrapping_for_order_incl_tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  printed_card?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  printed_card_incl_tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GiftWrappingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftWrapping'] = ResolversParentTypes['GiftWrapping']> = {
  design?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['GiftWrappingImage']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GiftWrappingImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftWrappingImage'] = ResolversParentTypes['GiftWrappingImage']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ImageSwatchDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImageSwatchData'] = ResolversParentTypes['ImageSwatchData']> = {
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  comments?: Resolver<Maybe<Array<Maybe<ResolversTypes['SalesCommentItem']>>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['InvoiceItemInterface']>>>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['InvoiceTotal']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvoiceItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceItem'] = ResolversParentTypes['InvoiceItem']> = {
  discounts?: Resolver<Maybe<Array<Maybe<ResolversTypes['Discount']>>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order_item?: Resolver<Maybe<ResolversTypes['OrderItemInterface']>, ParentType, ContextType>;
  product_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_sale_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product_sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity_invoiced?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvoiceItemInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceItemInterface'] = ResolversParentTypes['InvoiceItemInterface']> = {
  __resolveType: TypeResolveFn<'InvoiceItem', ParentType, ContextType>;
  discounts?: Resolver<Maybe<Array<Maybe<ResolversTypes['Discount']>>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order_item?: Resolver<Maybe<ResolversTypes['OrderItemInterface']>, ParentType, ContextType>;
  product_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_sale_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product_sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity_invoiced?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type InvoiceTotalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceTotal'] = ResolversParentTypes['InvoiceTotal']> = {
  base_grand_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discounts?: Resolver<Maybe<Array<Maybe<ResolversTypes['Discount']>>>, ParentType, ContextType>;
  grand_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shipping_handling?: Resolver<Maybe<ResolversTypes['ShippingHandling']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxes?: Resolver<Maybe<Array<Maybe<ResolversTypes['TaxItem']>>>, ParentType, ContextType>;
  total_shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type IsEmailAvailableOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IsEmailAvailableOutput'] = ResolversParentTypes['IsEmailAvailableOutput']> = {
  is_email_available?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type KeyValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KeyValue'] = ResolversParentTypes['KeyValue']> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LinkSocialIdentityOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LinkSocialIdentityOutput'] = ResolversParentTypes['LinkSocialIdentityOutput']> = {
  result?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MediaGalleryEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MediaGalleryEntry'] = ResolversParentTypes['MediaGalleryEntry']> = {
  content?: Resolver<Maybe<ResolversTypes['ProductMediaGalleryEntriesContent']>, ParentType, ContextType>;
  disabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  media_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  types?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  video_content?: Resolver<Maybe<ResolversTypes['ProductMediaGalleryEntriesVideoContent']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MediaGalleryInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MediaGalleryInterface'] = ResolversParentTypes['MediaGalleryInterface']> = {
  __resolveType: TypeResolveFn<'ProductImage', ParentType, ContextType>;
  disabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  types?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  currency?: Resolver<Maybe<ResolversTypes['CurrencyEnum']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  AmBlogLeaveComment?: Resolver<Maybe<ResolversTypes['AmBlogLeaveCommentOutput']>, ParentType, ContextType, RequireFields<MutationAmBlogLeaveCommentArgs, 'input'>>;
  addConfigurableProductsToCart?: Resolver<Maybe<ResolversTypes['AddConfigurableProductsToCartOutput']>, ParentType, ContextType, Partial<MutationAddConfigurableProductsToCartArgs>>;
  addProductsToCart?: Resolver<Maybe<ResolversTypes['AddProductsToCartOutput']>, ParentType, ContextType, RequireFields<MutationAddProductsToCartArgs, 'cartId' | 'cartItems'>>;
  addProductsToWishlist?: Resolver<Maybe<ResolversTypes['AddProductsToWishlistOutput']>, ParentType, ContextType, RequireFields<MutationAddProductsToWishlistArgs, 'wishlistId' | 'wishlistItems'>>;
  addWishlistItemsToCart?: Resolver<Maybe<ResolversTypes['AddWishlistItemsToCartOutput']>, ParentType, ContextType, RequireFields<MutationAddWishlistItemsToCartArgs, 'wishlistId'>>;
  applyCouponToCart?: Resolver<Maybe<ResolversTypes['ApplyCouponToCartOutput']>, ParentType, ContextType, Partial<MutationApplyCouponToCartArgs>>;
  applyGiftCardToCart?: Resolver<Maybe<ResolversTypes['ApplyGiftCardToCartOutput']>, ParentType, ContextType, Partial<MutationApplyGiftCardToCartArgs>>;
  applyStoreCreditToCart?: Resolver<Maybe<ResolversTypes['ApplyStoreCreditToCartOutput']>, ParentType, ContextType, RequireFields<MutationApplyStoreCreditToCartArgs, 'input'>>;
  changeCustomerPassword?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, RequireFields<MutationChangeCustomerPasswordArgs, 'currentPassword' | 'newPassword'>>;
  confirmNewsletterSubscription?: Resolver<Maybe<ResolversTypes['SubscribeEmailToNewsletterOutput']>, ParentType, ContextType, RequireFields<MutationConfirmNewsletterSubscriptionArgs, 'code' | 'id'>>;
  confirmSocialEmail?: Resolver<Maybe<ResolversTypes['SocialEmailConfirmation']>, ParentType, ContextType, RequireFields<MutationConfirmSocialEmailArgs, 'code' | 'id'>>;
  contactUs?: Resolver<Maybe<ResolversTypes['ContactUsOutput']>, ParentType, ContextType, RequireFields<MutationContactUsArgs, 'input'>>;
  createCustomer?: Resolver<Maybe<ResolversTypes['CustomerOutput']>, ParentType, ContextType, RequireFields<MutationCreateCustomerArgs, 'input'>>;
  createCustomerAddress?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType, RequireFields<MutationCreateCustomerAddressArgs, 'input'>>;
  createCustomerV2?: Resolver<Maybe<ResolversTypes['CustomerOutput']>, ParentType, ContextType, RequireFields<MutationCreateCustomerV2Args, 'input'>>;
  createEmptyCart?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<MutationCreateEmptyCartArgs>>;
  createGuestCart?: Resolver<Maybe<ResolversTypes['CreateGuestCartOutput']>, ParentType, ContextType, Partial<MutationCreateGuestCartArgs>>;
  createWishlist?: Resolver<Maybe<ResolversTypes['CreateWishlistOutput']>, ParentType, ContextType, RequireFields<MutationCreateWishlistArgs, 'input'>>;
  deleteCustomerAddress?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationDeleteCustomerAddressArgs, 'id'>>;
  deletePaymentToken?: Resolver<Maybe<ResolversTypes['DeletePaymentTokenOutput']>, ParentType, ContextType, RequireFields<MutationDeletePaymentTokenArgs, 'public_hash'>>;
  deleteWishlist?: Resolver<Maybe<ResolversTypes['DeleteWishlistOutput']>, ParentType, ContextType, RequireFields<MutationDeleteWishlistArgs, 'wishlistId'>>;
  generateCustomerToken?: Resolver<Maybe<ResolversTypes['CustomerToken']>, ParentType, ContextType, RequireFields<MutationGenerateCustomerTokenArgs, 'email' | 'password'>>;
  generateCustomerTokenAsAdmin?: Resolver<Maybe<ResolversTypes['GenerateCustomerTokenAsAdminOutput']>, ParentType, ContextType, RequireFields<MutationGenerateCustomerTokenAsAdminArgs, 'input'>>;
  linkSocialIdentity?: Resolver<Maybe<ResolversTypes['LinkSocialIdentityOutput']>, ParentType, ContextType, RequireFields<MutationLinkSocialIdentityArgs, 'input'>>;
  mergeCarts?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationMergeCartsArgs, 'source_cart_id'>>;
  placeOrder?: Resolver<Maybe<ResolversTypes['PlaceOrderOutput']>, ParentType, ContextType, Partial<MutationPlaceOrderArgs>>;
  redeemGiftCardBalanceAsStoreCredit?: Resolver<Maybe<ResolversTypes['GiftCardAccount']>, ParentType, ContextType, RequireFields<MutationRedeemGiftCardBalanceAsStoreCreditArgs, 'input'>>;
  removeCouponFromCart?: Resolver<Maybe<ResolversTypes['RemoveCouponFromCartOutput']>, ParentType, ContextType, Partial<MutationRemoveCouponFromCartArgs>>;
  removeGiftCardFromCart?: Resolver<Maybe<ResolversTypes['RemoveGiftCardFromCartOutput']>, ParentType, ContextType, Partial<MutationRemoveGiftCardFromCartArgs>>;
  removeItemFromCart?: Resolver<Maybe<ResolversTypes['RemoveItemFromCartOutput']>, ParentType, ContextType, Partial<MutationRemoveItemFromCartArgs>>;
  removeProductsFromWishlist?: Resolver<Maybe<ResolversTypes['RemoveProductsFromWishlistOutput']>, ParentType, ContextType, RequireFields<MutationRemoveProductsFromWishlistArgs, 'wishlistId' | 'wishlistItemsIds'>>;
  removeStoreCreditFromCart?: Resolver<Maybe<ResolversTypes['RemoveStoreCreditFromCartOutput']>, ParentType, ContextType, RequireFields<MutationRemoveStoreCreditFromCartArgs, 'input'>>;
  requestPasswordResetEmail?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationRequestPasswordResetEmailArgs, 'email'>>;
  requestSocialEmailConfirmation?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationRequestSocialEmailConfirmationArgs, 'input'>>;
  resetPassword?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'email' | 'newPassword' | 'resetPasswordToken'>>;
  revokeCustomerToken?: Resolver<Maybe<ResolversTypes['RevokeCustomerTokenOutput']>, ParentType, ContextType>;
  setBillingAddressOnCart?: Resolver<Maybe<ResolversTypes['SetBillingAddressOnCartOutput']>, ParentType, ContextType, Partial<MutationSetBillingAddressOnCartArgs>>;
  setGiftOptionsOnCart?: Resolver<Maybe<ResolversTypes['SetGiftOptionsOnCartOutput']>, ParentType, ContextType, Partial<MutationSetGiftOptionsOnCartArgs>>;
  setGuestEmailOnCart?: Resolver<Maybe<ResolversTypes['SetGuestEmailOnCartOutput']>, ParentType, ContextType, Partial<MutationSetGuestEmailOnCartArgs>>;
  setPaymentMethodOnCart?: Resolver<Maybe<ResolversTypes['SetPaymentMethodOnCartOutput']>, ParentType, ContextType, Partial<MutationSetPaymentMethodOnCartArgs>>;
  setShippingAddressesOnCart?: Resolver<Maybe<ResolversTypes['SetShippingAddressesOnCartOutput']>, ParentType, ContextType, Partial<MutationSetShippingAddressesOnCartArgs>>;
  setShippingMethodsOnCart?: Resolver<Maybe<ResolversTypes['SetShippingMethodsOnCartOutput']>, ParentType, ContextType, Partial<MutationSetShippingMethodsOnCartArgs>>;
  subscribeEmailToNewsletter?: Resolver<Maybe<ResolversTypes['SubscribeEmailToNewsletterOutput']>, ParentType, ContextType, RequireFields<MutationSubscribeEmailToNewsletterArgs, 'email'>>;
  unlinkSocialIdentity?: Resolver<Maybe<ResolversTypes['CustomerSocialSignIn']>, ParentType, ContextType, RequireFields<MutationUnlinkSocialIdentityArgs, 'provider'>>;
  unsubscribeNewsletterSubscriber?: Resolver<Maybe<ResolversTypes['SubscribeEmailToNewsletterOutput']>, ParentType, ContextType, RequireFields<MutationUnsubscribeNewsletterSubscriberArgs, 'code' | 'id'>>;
  updateCartItems?: Resolver<Maybe<ResolversTypes['UpdateCartItemsOutput']>, ParentType, ContextType, Partial<MutationUpdateCartItemsArgs>>;
  updateCustomer?: Resolver<Maybe<ResolversTypes['CustomerOutput']>, ParentType, ContextType, RequireFields<MutationUpdateCustomerArgs, 'input'>>;
  updateCustomerAddress?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType, RequireFields<MutationUpdateCustomerAddressArgs, 'id'>>;
  updateCustomerEmail?: Resolver<Maybe<ResolversTypes['CustomerOutput']>, ParentType, ContextType, RequireFields<MutationUpdateCustomerEmailArgs, 'email' | 'password'>>;
  updateCustomerV2?: Resolver<Maybe<ResolversTypes['CustomerOutput']>, ParentType, ContextType, RequireFields<MutationUpdateCustomerV2Args, 'input'>>;
  updateProductsInWishlist?: Resolver<Maybe<ResolversTypes['UpdateProductsInWishlistOutput']>, ParentType, ContextType, RequireFields<MutationUpdateProductsInWishlistArgs, 'wishlistId' | 'wishlistItems'>>;
  updateWishlist?: Resolver<Maybe<ResolversTypes['UpdateWishlistOutput']>, ParentType, ContextType, RequireFields<MutationUpdateWishlistArgs, 'wishlistId'>>;
  xsearchSaveSearch?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<MutationXsearchSaveSearchArgs, 'search'>>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  order_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderAddress'] = ResolversParentTypes['OrderAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country_code?: Resolver<Maybe<ResolversTypes['CountryCodeEnum']>, ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  street?: Resolver<Array<Maybe<ResolversTypes['String']>>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  gift_message?: Resolver<Maybe<ResolversTypes['GiftMessage']>, ParentType, ContextType>;
  gift_wrapping?: Resolver<Maybe<ResolversTypes['GiftWrapping']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_sale_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product_sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product_url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity_canceled?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantity_ordered?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantity_shipped?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  selected_options?: Resolver<Maybe<Array<Maybe<ResolversTypes['OrderItemOption']>>>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderItemInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderItemInterface'] = ResolversParentTypes['OrderItemInterface']> = {
  __resolveType: TypeResolveFn<'OrderItem', ParentType, ContextType>;
  gift_message?: Resolver<Maybe<ResolversTypes['GiftMessage']>, ParentType, ContextType>;
  gift_wrapping?: Resolver<Maybe<ResolversTypes['GiftWrapping']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_sale_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product_sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product_url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity_canceled?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantity_ordered?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantity_shipped?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  selected_options?: Resolver<Maybe<Array<Maybe<ResolversTypes['OrderItemOption']>>>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderItemOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderItemOption'] = ResolversParentTypes['OrderItemOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderPaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPaymentMethod'] = ResolversParentTypes['OrderPaymentMethod']> = {
  additional_data?: Resolver<Maybe<Array<Maybe<ResolversTypes['KeyValue']>>>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderShipmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderShipment'] = ResolversParentTypes['OrderShipment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['ShipmentItemInterface']>>>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tracking?: Resolver<Maybe<Array<Maybe<ResolversTypes['ShipmentTracking']>>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderTotalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderTotal'] = ResolversParentTypes['OrderTotal']> = {
  base_grand_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discounts?: Resolver<Maybe<Array<Maybe<ResolversTypes['Discount']>>>, ParentType, ContextType>;
  gift_options?: Resolver<Maybe<ResolversTypes['GiftOptionsPrices']>, ParentType, ContextType>;
  grand_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  grand_total_excl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shipping_handling?: Resolver<Maybe<ResolversTypes['ShippingHandling']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal_excl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal_incl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxes?: Resolver<Maybe<Array<Maybe<ResolversTypes['TaxItem']>>>, ParentType, ContextType>;
  total_giftcard?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  total_shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total_store_credit?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  total_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentToken'] = ResolversParentTypes['PaymentToken']> = {
  details?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payment_method_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  public_hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PaymentTokenTypeEnum'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PhysicalProductInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhysicalProductInterface'] = ResolversParentTypes['PhysicalProductInterface']> = {
  __resolveType: TypeResolveFn<'ConfigurableProduct' | 'SimpleProduct', ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type PlaceOrderErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaceOrderError'] = ResolversParentTypes['PlaceOrderError']> = {
  code?: Resolver<ResolversTypes['PlaceOrderErrorCodes'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PlaceOrderOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaceOrderOutput'] = ResolversParentTypes['PlaceOrderOutput']> = {
  errors?: Resolver<Maybe<Array<Maybe<ResolversTypes['PlaceOrderError']>>>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  orderV2?: Resolver<Maybe<ResolversTypes['CustomerOrder']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Price'] = ResolversParentTypes['Price']> = {
  adjustments?: Resolver<Maybe<Array<Maybe<ResolversTypes['PriceAdjustment']>>>, ParentType, ContextType>;
  amount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PriceAdjustmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceAdjustment'] = ResolversParentTypes['PriceAdjustment']> = {
  amount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['PriceAdjustmentCodesEnum']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['PriceAdjustmentDescriptionEnum']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PriceRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceRange'] = ResolversParentTypes['PriceRange']> = {
  maximum_price?: Resolver<Maybe<ResolversTypes['ProductPrice']>, ParentType, ContextType>;
  minimum_price?: Resolver<ResolversTypes['ProductPrice'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductAttributeMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductAttributeMetadata'] = ResolversParentTypes['ProductAttributeMetadata']> = {
  attribute_labels?: Resolver<Maybe<Array<Maybe<ResolversTypes['StoreLabels']>>>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  data_type?: Resolver<Maybe<ResolversTypes['ObjectDataTypeEnum']>, ParentType, ContextType>;
  entity_type?: Resolver<Maybe<ResolversTypes['AttributeEntityTypeEnum']>, ParentType, ContextType>;
  is_system?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ui_input?: Resolver<Maybe<ResolversTypes['UiInputTypeInterface']>, ParentType, ContextType>;
  uid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  used_in_components?: Resolver<Maybe<Array<ResolversTypes['CustomAttributesListsEnum']>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductDiscountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductDiscount'] = ResolversParentTypes['ProductDiscount']> = {
  amount_off?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  percent_off?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductImage'] = ResolversParentTypes['ProductImage']> = {
  disabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  types?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductInterface'] = ResolversParentTypes['ProductInterface']> = {
  __resolveType: TypeResolveFn<'ConfigurableProduct' | 'SimpleProduct', ParentType, ContextType>;
  categories?: Resolver<Maybe<Array<Maybe<ResolversTypes['CategoryInterface']>>>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  crosssell_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  custom_attributes?: Resolver<Array<Maybe<ResolversTypes['CustomAttribute']>>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  gift_message_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  media_gallery?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryInterface']>>>, ParentType, ContextType>;
  media_gallery_entries?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryEntry']>>>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  only_x_left_in_stock?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['ProductPrices']>, ParentType, ContextType>;
  price_range?: Resolver<ResolversTypes['PriceRange'], ParentType, ContextType>;
  rating_summary?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  related_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  review_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  short_description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  small_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  special_price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  special_to_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stock_status?: Resolver<Maybe<ResolversTypes['ProductStockStatus']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  type_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  upsell_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductMediaGalleryEntriesContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductMediaGalleryEntriesContent'] = ResolversParentTypes['ProductMediaGalleryEntriesContent']> = {
  base64_encoded_data?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductMediaGalleryEntriesVideoContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductMediaGalleryEntriesVideoContent'] = ResolversParentTypes['ProductMediaGalleryEntriesVideoContent']> = {
  media_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  video_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  video_metadata?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  video_provider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  video_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  video_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPrice'] = ResolversParentTypes['ProductPrice']> = {
  discount?: Resolver<Maybe<ResolversTypes['ProductDiscount']>, ParentType, ContextType>;
  final_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  regular_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductPricesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPrices'] = ResolversParentTypes['ProductPrices']> = {
  maximalPrice?: Resolver<Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
  minimalPrice?: Resolver<Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
  regularPrice?: Resolver<Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Products'] = ResolversParentTypes['Products']> = {
  aggregations?: Resolver<Maybe<Array<Maybe<ResolversTypes['Aggregation']>>>, ParentType, ContextType, Partial<ProductsAggregationsArgs>>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
  sort_fields?: Resolver<Maybe<ResolversTypes['SortFields']>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  amBlogAuthor?: Resolver<Maybe<ResolversTypes['AmBlogAuthor']>, ParentType, ContextType, Partial<QueryAmBlogAuthorArgs>>;
  amBlogAuthors?: Resolver<Maybe<ResolversTypes['AmBlogAuthors']>, ParentType, ContextType>;
  amBlogCategories?: Resolver<Maybe<ResolversTypes['AmBlogCategories']>, ParentType, ContextType>;
  amBlogCategory?: Resolver<Maybe<ResolversTypes['AmBlogCategory']>, ParentType, ContextType, Partial<QueryAmBlogCategoryArgs>>;
  amBlogComments?: Resolver<Maybe<ResolversTypes['AmBlogComments']>, ParentType, ContextType, RequireFields<QueryAmBlogCommentsArgs, 'postId'>>;
  amBlogPost?: Resolver<Maybe<ResolversTypes['AmBlogPost']>, ParentType, ContextType, Partial<QueryAmBlogPostArgs>>;
  amBlogPosts?: Resolver<Maybe<ResolversTypes['AmBlogPosts']>, ParentType, ContextType, RequireFields<QueryAmBlogPostsArgs, 'page' | 'type'>>;
  amBlogRecentPostsWidget?: Resolver<Maybe<ResolversTypes['AmBlogRecentPostsWidget']>, ParentType, ContextType, RequireFields<QueryAmBlogRecentPostsWidgetArgs, 'id'>>;
  amBlogSetting?: Resolver<Maybe<ResolversTypes['AmBlogSetting']>, ParentType, ContextType>;
  amBlogTag?: Resolver<Maybe<ResolversTypes['AmBlogTag']>, ParentType, ContextType, Partial<QueryAmBlogTagArgs>>;
  amBlogTags?: Resolver<Maybe<ResolversTypes['AmBlogTags']>, ParentType, ContextType>;
  availableStores?: Resolver<Maybe<Array<Maybe<ResolversTypes['StoreConfig']>>>, ParentType, ContextType, Partial<QueryAvailableStoresArgs>>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType, RequireFields<QueryCartArgs, 'cart_id'>>;
  categories?: Resolver<Maybe<ResolversTypes['CategoryResult']>, ParentType, ContextType, RequireFields<QueryCategoriesArgs, 'currentPage' | 'pageSize'>>;
  categoryList?: Resolver<Maybe<Array<Maybe<ResolversTypes['CategoryTree']>>>, ParentType, ContextType, RequireFields<QueryCategoryListArgs, 'currentPage' | 'pageSize'>>;
  cmsBlocks?: Resolver<Maybe<ResolversTypes['CmsBlocks']>, ParentType, ContextType, Partial<QueryCmsBlocksArgs>>;
  cmsPage?: Resolver<Maybe<ResolversTypes['CmsPage']>, ParentType, ContextType, Partial<QueryCmsPageArgs>>;
  countries?: Resolver<Maybe<Array<Maybe<ResolversTypes['Country']>>>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType, Partial<QueryCountryArgs>>;
  currency?: Resolver<Maybe<ResolversTypes['Currency']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  customerCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  customerPaymentTokens?: Resolver<Maybe<ResolversTypes['CustomerPaymentTokens']>, ParentType, ContextType>;
  dynamicBlocks?: Resolver<ResolversTypes['DynamicBlocks'], ParentType, ContextType, RequireFields<QueryDynamicBlocksArgs, 'currentPage' | 'pageSize'>>;
  giftCardAccount?: Resolver<Maybe<ResolversTypes['GiftCardAccount']>, ParentType, ContextType, RequireFields<QueryGiftCardAccountArgs, 'input'>>;
  isEmailAvailable?: Resolver<Maybe<ResolversTypes['IsEmailAvailableOutput']>, ParentType, ContextType, RequireFields<QueryIsEmailAvailableArgs, 'email'>>;
  products?: Resolver<Maybe<ResolversTypes['Products']>, ParentType, ContextType, RequireFields<QueryProductsArgs, 'currentPage' | 'pageSize'>>;
  recaptchaV3Config?: Resolver<Maybe<ResolversTypes['ReCaptchaConfigurationV3']>, ParentType, ContextType>;
  route?: Resolver<Maybe<ResolversTypes['RoutableInterface']>, ParentType, ContextType, RequireFields<QueryRouteArgs, 'url'>>;
  searchTerm?: Resolver<Maybe<ResolversTypes['SearchTerm']>, ParentType, ContextType, Partial<QuerySearchTermArgs>>;
  socialIdentityCustomer?: Resolver<Maybe<ResolversTypes['SocialIdentityCustomer']>, ParentType, ContextType, RequireFields<QuerySocialIdentityCustomerArgs, 'provider' | 'subject'>>;
  storeConfig?: Resolver<Maybe<ResolversTypes['StoreConfig']>, ParentType, ContextType>;
  urlResolver?: Resolver<Maybe<ResolversTypes['EntityUrl']>, ParentType, ContextType, RequireFields<QueryUrlResolverArgs, 'url'>>;
  xsearchBlogs?: Resolver<Maybe<ResolversTypes['XsearchBlogs']>, ParentType, ContextType, Partial<QueryXsearchBlogsArgs>>;
  xsearchCategories?: Resolver<Maybe<ResolversTypes['XsearchCategories']>, ParentType, ContextType, Partial<QueryXsearchCategoriesArgs>>;
  xsearchPages?: Resolver<Maybe<ResolversTypes['XsearchPages']>, ParentType, ContextType, Partial<QueryXsearchPagesArgs>>;
  xsearchPopularSearches?: Resolver<Maybe<ResolversTypes['XsearchSearches']>, ParentType, ContextType, Partial<QueryXsearchPopularSearchesArgs>>;
  xsearchProducts?: Resolver<Maybe<ResolversTypes['XsearchProducts']>, ParentType, ContextType, Partial<QueryXsearchProductsArgs>>;
  xsearchRecentSearches?: Resolver<Maybe<ResolversTypes['XsearchSearches']>, ParentType, ContextType, Partial<QueryXsearchRecentSearchesArgs>>;
};

export type ReCaptchaConfigurationV3Resolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReCaptchaConfigurationV3'] = ResolversParentTypes['ReCaptchaConfigurationV3']> = {
  badge_position?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failure_message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  forms?: Resolver<Array<Maybe<ResolversTypes['ReCaptchaFormEnum']>>, ParentType, ContextType>;
  is_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minimum_score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RegionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RemoveCouponFromCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveCouponFromCartOutput'] = ResolversParentTypes['RemoveCouponFromCartOutput']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RemoveGiftCardFromCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveGiftCardFromCartOutput'] = ResolversParentTypes['RemoveGiftCardFromCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RemoveItemFromCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveItemFromCartOutput'] = ResolversParentTypes['RemoveItemFromCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RemoveProductsFromWishlistOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveProductsFromWishlistOutput'] = ResolversParentTypes['RemoveProductsFromWishlistOutput']> = {
  user_errors?: Resolver<Array<Maybe<ResolversTypes['WishListUserInputError']>>, ParentType, ContextType>;
  wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RemoveStoreCreditFromCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveStoreCreditFromCartOutput'] = ResolversParentTypes['RemoveStoreCreditFromCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RevokeCustomerTokenOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevokeCustomerTokenOutput'] = ResolversParentTypes['RevokeCustomerTokenOutput']> = {
  result?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RoutableInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoutableInterface'] = ResolversParentTypes['RoutableInterface']> = {
  __resolveType: TypeResolveFn<'CategoryTree' | 'CmsPage' | 'ConfigurableProduct' | 'SimpleProduct', ParentType, ContextType>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
};

export type SalesCommentItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SalesCommentItem'] = ResolversParentTypes['SalesCommentItem']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SearchResultPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResultPageInfo'] = ResolversParentTypes['SearchResultPageInfo']> = {
  current_page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  page_size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total_pages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SearchTermResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchTerm'] = ResolversParentTypes['SearchTerm']> = {
  popularity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  query_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirect?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SelectableInputTypeInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelectableInputTypeInterface'] = ResolversParentTypes['SelectableInputTypeInterface']> = {
  __resolveType: TypeResolveFn<'UiAttributeTypeBoolean' | 'UiAttributeTypeMultiSelect' | 'UiAttributeTypeSelect', ParentType, ContextType>;
  attribute_options?: Resolver<Maybe<Array<Maybe<ResolversTypes['AttributeOptionInterface']>>>, ParentType, ContextType>;
};

export type SelectedAttributeOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelectedAttributeOption'] = ResolversParentTypes['SelectedAttributeOption']> = {
  attribute_option?: Resolver<Maybe<Array<ResolversTypes['AttributeOptionInterface']>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SelectedConfigurableOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelectedConfigurableOption'] = ResolversParentTypes['SelectedConfigurableOption']> = {
  configurable_product_option_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  configurable_product_option_value_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  option_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SelectedCustomizableOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelectedCustomizableOption'] = ResolversParentTypes['SelectedCustomizableOption']> = {
  customizable_option_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort_order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<Maybe<ResolversTypes['SelectedCustomizableOptionValue']>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SelectedCustomizableOptionValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelectedCustomizableOptionValue'] = ResolversParentTypes['SelectedCustomizableOptionValue']> = {
  customizable_option_value_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['CartItemSelectedOptionValuePrice'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SelectedPaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelectedPaymentMethod'] = ResolversParentTypes['SelectedPaymentMethod']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purchase_order_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SelectedShippingMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelectedShippingMethod'] = ResolversParentTypes['SelectedShippingMethod']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  carrier_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrier_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price_excl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price_incl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SetBillingAddressOnCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetBillingAddressOnCartOutput'] = ResolversParentTypes['SetBillingAddressOnCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SetGiftOptionsOnCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetGiftOptionsOnCartOutput'] = ResolversParentTypes['SetGiftOptionsOnCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SetGuestEmailOnCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetGuestEmailOnCartOutput'] = ResolversParentTypes['SetGuestEmailOnCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SetPaymentMethodOnCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetPaymentMethodOnCartOutput'] = ResolversParentTypes['SetPaymentMethodOnCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SetShippingAddressesOnCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetShippingAddressesOnCartOutput'] = ResolversParentTypes['SetShippingAddressesOnCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SetShippingMethodsOnCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetShippingMethodsOnCartOutput'] = ResolversParentTypes['SetShippingMethodsOnCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShipmentItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShipmentItem'] = ResolversParentTypes['ShipmentItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order_item?: Resolver<Maybe<ResolversTypes['OrderItemInterface']>, ParentType, ContextType>;
  product_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_sale_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product_sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity_shipped?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShipmentItemInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShipmentItemInterface'] = ResolversParentTypes['ShipmentItemInterface']> = {
  __resolveType: TypeResolveFn<'ShipmentItem', ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order_item?: Resolver<Maybe<ResolversTypes['OrderItemInterface']>, ParentType, ContextType>;
  product_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_sale_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product_sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity_shipped?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ShipmentTrackingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShipmentTracking'] = ResolversParentTypes['ShipmentTracking']> = {
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShippingCartAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingCartAddress'] = ResolversParentTypes['ShippingCartAddress']> = {
  available_shipping_methods?: Resolver<Maybe<Array<Maybe<ResolversTypes['AvailableShippingMethod']>>>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['CartAddressCountry'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['CartAddressRegion']>, ParentType, ContextType>;
  same_as_billing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  selected_shipping_method?: Resolver<Maybe<ResolversTypes['SelectedShippingMethod']>, ParentType, ContextType>;
  street?: Resolver<Array<Maybe<ResolversTypes['String']>>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShippingHandlingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingHandling'] = ResolversParentTypes['ShippingHandling']> = {
  amount_excluding_tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  amount_including_tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  total_amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SimpleCartItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SimpleCartItem'] = ResolversParentTypes['SimpleCartItem']> = {
  available_gift_wrapping?: Resolver<Array<Maybe<ResolversTypes['GiftWrapping']>>, ParentType, ContextType>;
  customizable_options?: Resolver<Array<Maybe<ResolversTypes['SelectedCustomizableOption']>>, ParentType, ContextType>;
  errors?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItemError']>>>, ParentType, ContextType>;
  gift_message?: Resolver<Maybe<ResolversTypes['GiftMessage']>, ParentType, ContextType>;
  gift_wrapping?: Resolver<Maybe<ResolversTypes['GiftWrapping']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  is_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  not_available_message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prices?: Resolver<Maybe<ResolversTypes['CartItemPrices']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SimpleProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SimpleProduct'] = ResolversParentTypes['SimpleProduct']> = {
  categories?: Resolver<Maybe<Array<Maybe<ResolversTypes['CategoryInterface']>>>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  crosssell_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  custom_attributes?: Resolver<Array<Maybe<ResolversTypes['CustomAttribute']>>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  gift_message_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  media_gallery?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryInterface']>>>, ParentType, ContextType>;
  media_gallery_entries?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryEntry']>>>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  only_x_left_in_stock?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['ProductPrices']>, ParentType, ContextType>;
  price_range?: Resolver<ResolversTypes['PriceRange'], ParentType, ContextType>;
  rating_summary?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  related_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  review_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  short_description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  small_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  special_price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  special_to_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stock_status?: Resolver<Maybe<ResolversTypes['ProductStockStatus']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
  type_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  upsell_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SimpleWishlistItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SimpleWishlistItem'] = ResolversParentTypes['SimpleWishlistItem']> = {
  added_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customizable_options?: Resolver<Array<Maybe<ResolversTypes['SelectedCustomizableOption']>>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SocialEmailConfirmationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SocialEmailConfirmation'] = ResolversParentTypes['SocialEmailConfirmation']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['SocialProvider'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SocialIdentityCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SocialIdentityCustomer'] = ResolversParentTypes['SocialIdentityCustomer']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SortFieldResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SortField'] = ResolversParentTypes['SortField']> = {
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SortFieldsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SortFields'] = ResolversParentTypes['SortFields']> = {
  default?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  options?: Resolver<Maybe<Array<Maybe<ResolversTypes['SortField']>>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StoreConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreConfig'] = ResolversParentTypes['StoreConfig']> = {
  absolute_footer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allow_gift_receipt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allow_gift_wrapping_on_order?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allow_gift_wrapping_on_order_items?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allow_guests_to_write_product_reviews?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allow_items?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allow_order?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allow_printed_card?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amasty_xsearch_blog_desc_length?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_blog_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  amasty_xsearch_blog_limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_blog_name_length?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_blog_position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_blog_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amasty_xsearch_brand_desc_length?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_brand_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  amasty_xsearch_brand_limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_brand_name_length?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_brand_position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_brand_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amasty_xsearch_category_desc_length?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_category_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  amasty_xsearch_category_full_path?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  amasty_xsearch_category_limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_category_name_length?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_category_position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_category_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amasty_xsearch_faq_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  amasty_xsearch_faq_limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_faq_position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_faq_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amasty_xsearch_general_dynamic_search_width?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  amasty_xsearch_general_enable_tabs_search_result?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  amasty_xsearch_general_four_zero_four_redirect?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  amasty_xsearch_general_full_screen?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  amasty_xsearch_general_min_chars?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_general_popup_width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_general_show_related_terms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_general_show_related_terms_results?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  amasty_xsearch_landing_page_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  amasty_xsearch_landing_page_limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_landing_page_position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_landing_page_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amasty_xsearch_layout_background?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amasty_xsearch_layout_border?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amasty_xsearch_layout_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  amasty_xsearch_layout_highlight?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amasty_xsearch_layout_hover?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amasty_xsearch_layout_hover_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amasty_xsearch_layout_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amasty_xsearch_page_desc_length?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_page_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  amasty_xsearch_page_limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_page_name_length?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_page_position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_page_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amasty_xsearch_popular_searches_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  amasty_xsearch_popular_searches_first_click?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  amasty_xsearch_popular_searches_limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_popular_searches_position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_popular_searches_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amasty_xsearch_product_add_to_cart?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  amasty_xsearch_product_desc_length?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_product_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  amasty_xsearch_product_limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_product_name_length?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_product_position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_product_redirect_single_product?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  amasty_xsearch_product_reviews?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  amasty_xsearch_product_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amasty_xsearch_recent_searches_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  amasty_xsearch_recent_searches_first_click?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  amasty_xsearch_recent_searches_limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_recent_searches_position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amasty_xsearch_recent_searches_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  base_currency_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  base_link_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  base_media_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  base_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cart_expires_in_days?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cart_gift_wrapping?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cart_merge_preference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cart_printed_card?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cart_summary_display_quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  catalog_default_sort_by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category_canonical_tag?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  category_url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cms_home_page?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cms_no_cookies?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cms_no_route?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  configurable_thumbnail_source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  copyright?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countries_with_required_region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  create_account_confirmation?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  customer_access_token_lifetime?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  default_country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_display_currency_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display_state_if_optional?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  enable_multiple_wishlists?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  front?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grid_per_page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  grid_per_page_values?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  head_shortcut_icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  header_logo_src?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  is_default_store?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_default_store_group?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_guest_checkout_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_one_page_checkout_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  list_mode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  list_per_page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  list_per_page_values?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logo_alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logo_height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  logo_width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  magento_wishlist_general_is_enabled?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  max_items_in_order_summary?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maximum_number_of_wishlists?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minicart_display?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  minicart_max_items?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minimum_password_length?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newsletter_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  no_route?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  optional_zip_countries?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  printed_card_price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  printed_card_priceV2?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  product_canonical_tag?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  product_reviews_enabled?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required_character_classes_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  root_category_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  root_category_uid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sales_gift_wrapping?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sales_printed_card?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secure_base_link_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secure_base_media_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secure_base_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  show_cms_breadcrumbs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  store_code?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  store_group_code?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  store_group_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  store_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  store_sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  timezone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title_prefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title_separator?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  use_store_in_url?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  website_code?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  website_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  website_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weight_unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  welcome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StoreLabelsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreLabels'] = ResolversParentTypes['StoreLabels']> = {
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  store_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SubscribeEmailToNewsletterOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscribeEmailToNewsletterOutput'] = ResolversParentTypes['SubscribeEmailToNewsletterOutput']> = {
  status?: Resolver<Maybe<ResolversTypes['SubscriptionStatusesEnum']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SwatchDataInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SwatchDataInterface'] = ResolversParentTypes['SwatchDataInterface']> = {
  __resolveType: TypeResolveFn<'ColorSwatchData' | 'ImageSwatchData' | 'TextSwatchData', ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TaxItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaxItem'] = ResolversParentTypes['TaxItem']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TextSwatchDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TextSwatchData'] = ResolversParentTypes['TextSwatchData']> = {
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UiAttributeTypeAnyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UiAttributeTypeAny'] = ResolversParentTypes['UiAttributeTypeAny']> = {
  is_html_allowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  ui_input_type?: Resolver<Maybe<ResolversTypes['UiInputTypeEnum']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UiAttributeTypeBooleanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UiAttributeTypeBoolean'] = ResolversParentTypes['UiAttributeTypeBoolean']> = {
  attribute_options?: Resolver<Maybe<Array<Maybe<ResolversTypes['AttributeOptionInterface']>>>, ParentType, ContextType>;
  is_html_allowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  ui_input_type?: Resolver<Maybe<ResolversTypes['UiInputTypeEnum']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UiAttributeTypeMultiSelectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UiAttributeTypeMultiSelect'] = ResolversParentTypes['UiAttributeTypeMultiSelect']> = {
  attribute_options?: Resolver<Maybe<Array<Maybe<ResolversTypes['AttributeOptionInterface']>>>, ParentType, ContextType>;
  is_html_allowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  ui_input_type?: Resolver<Maybe<ResolversTypes['UiInputTypeEnum']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UiAttributeTypeSelectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UiAttributeTypeSelect'] = ResolversParentTypes['UiAttributeTypeSelect']> = {
  attribute_options?: Resolver<Maybe<Array<Maybe<ResolversTypes['AttributeOptionInterface']>>>, ParentType, ContextType>;
  is_html_allowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  ui_input_type?: Resolver<Maybe<ResolversTypes['UiInputTypeEnum']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UiAttributeTypeTextEditorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UiAttributeTypeTextEditor'] = ResolversParentTypes['UiAttributeTypeTextEditor']> = {
  is_html_allowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  ui_input_type?: Resolver<Maybe<ResolversTypes['UiInputTypeEnum']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UiAttributeTypeTextareaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UiAttributeTypeTextarea'] = ResolversParentTypes['UiAttributeTypeTextarea']> = {
  is_html_allowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  ui_input_type?: Resolver<Maybe<ResolversTypes['UiInputTypeEnum']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UiInputTypeInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UiInputTypeInterface'] = ResolversParentTypes['UiInputTypeInterface']> = {
  __resolveType: TypeResolveFn<'UiAttributeTypeAny' | 'UiAttributeTypeBoolean' | 'UiAttributeTypeMultiSelect' | 'UiAttributeTypeSelect' | 'UiAttributeTypeTextEditor' | 'UiAttributeTypeTextarea', ParentType, ContextType>;
  is_html_allowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  ui_input_type?: Resolver<Maybe<ResolversTypes['UiInputTypeEnum']>, ParentType, ContextType>;
};

export type UpdateCartItemsOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateCartItemsOutput'] = ResolversParentTypes['UpdateCartItemsOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  errors?: Resolver<Array<Maybe<ResolversTypes['CartUserInputError']>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UpdateProductsInWishlistOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProductsInWishlistOutput'] = ResolversParentTypes['UpdateProductsInWishlistOutput']> = {
  user_errors?: Resolver<Array<Maybe<ResolversTypes['WishListUserInputError']>>, ParentType, ContextType>;
  wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UpdateWishlistOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateWishlistOutput'] = ResolversParentTypes['UpdateWishlistOutput']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['WishlistVisibilityEnum'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WishListUserInputErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WishListUserInputError'] = ResolversParentTypes['WishListUserInputError']> = {
  code?: Resolver<ResolversTypes['WishListUserInputErrorType'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WishlistResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Wishlist'] = ResolversParentTypes['Wishlist']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  items_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  items_v2?: Resolver<Maybe<ResolversTypes['WishlistItems']>, ParentType, ContextType, RequireFields<WishlistItems_V2Args, 'currentPage' | 'pageSize'>>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sharing_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['WishlistVisibilityEnum'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WishlistCartUserInputErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WishlistCartUserInputError'] = ResolversParentTypes['WishlistCartUserInputError']> = {
  code?: Resolver<ResolversTypes['WishlistCartUserInputErrorType'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wishlistId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  wishlistItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WishlistItemInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WishlistItemInterface'] = ResolversParentTypes['WishlistItemInterface']> = {
  __resolveType: TypeResolveFn<'ConfigurableWishlistItem' | 'SimpleWishlistItem', ParentType, ContextType>;
  added_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customizable_options?: Resolver<Array<Maybe<ResolversTypes['SelectedCustomizableOption']>>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type WishlistItemsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WishlistItems'] = ResolversParentTypes['WishlistItems']> = {
  items?: Resolver<Array<Maybe<ResolversTypes['WishlistItemInterface']>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type XsearchBlogsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['XsearchBlogs'] = ResolversParentTypes['XsearchBlogs']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['XsearchItem']>>>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type XsearchCategoriesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['XsearchCategories'] = ResolversParentTypes['XsearchCategories']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['XsearchItem']>>>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type XsearchItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['XsearchItem'] = ResolversParentTypes['XsearchItem']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type XsearchPagesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['XsearchPages'] = ResolversParentTypes['XsearchPages']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['XsearchItem']>>>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type XsearchProductsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['XsearchProducts'] = ResolversParentTypes['XsearchProducts']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type XsearchSearchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['XsearchSearch'] = ResolversParentTypes['XsearchSearch']> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  num_results?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type XsearchSearchesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['XsearchSearches'] = ResolversParentTypes['XsearchSearches']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['XsearchSearch']>>>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AddConfigurableProductsToCartOutput?: AddConfigurableProductsToCartOutputResolvers<ContextType>;
  AddProductsToCartOutput?: AddProductsToCartOutputResolvers<ContextType>;
  AddProductsToWishlistOutput?: AddProductsToWishlistOutputResolvers<ContextType>;
  AddWishlistItemsToCartOutput?: AddWishlistItemsToCartOutputResolvers<ContextType>;
  Aggregation?: AggregationResolvers<ContextType>;
  AggregationOption?: AggregationOptionResolvers<ContextType>;
  AggregationOptionInterface?: AggregationOptionInterfaceResolvers<ContextType>;
  AmBlogAuthor?: AmBlogAuthorResolvers<ContextType>;
  AmBlogAuthors?: AmBlogAuthorsResolvers<ContextType>;
  AmBlogCategories?: AmBlogCategoriesResolvers<ContextType>;
  AmBlogCategory?: AmBlogCategoryResolvers<ContextType>;
  AmBlogComment?: AmBlogCommentResolvers<ContextType>;
  AmBlogComments?: AmBlogCommentsResolvers<ContextType>;
  AmBlogLeaveCommentOutput?: AmBlogLeaveCommentOutputResolvers<ContextType>;
  AmBlogPost?: AmBlogPostResolvers<ContextType>;
  AmBlogPosts?: AmBlogPostsResolvers<ContextType>;
  AmBlogRecentPostsWidget?: AmBlogRecentPostsWidgetResolvers<ContextType>;
  AmBlogSetting?: AmBlogSettingResolvers<ContextType>;
  AmBlogTag?: AmBlogTagResolvers<ContextType>;
  AmBlogTags?: AmBlogTagsResolvers<ContextType>;
  AppliedCoupon?: AppliedCouponResolvers<ContextType>;
  AppliedGiftCard?: AppliedGiftCardResolvers<ContextType>;
  AppliedStoreCredit?: AppliedStoreCreditResolvers<ContextType>;
  ApplyCouponToCartOutput?: ApplyCouponToCartOutputResolvers<ContextType>;
  ApplyGiftCardToCartOutput?: ApplyGiftCardToCartOutputResolvers<ContextType>;
  ApplyGiftCardToOrder?: ApplyGiftCardToOrderResolvers<ContextType>;
  ApplyStoreCreditToCartOutput?: ApplyStoreCreditToCartOutputResolvers<ContextType>;
  AttributeMetadataInterface?: AttributeMetadataInterfaceResolvers<ContextType>;
  AttributeOption?: AttributeOptionResolvers<ContextType>;
  AttributeOptionInterface?: AttributeOptionInterfaceResolvers<ContextType>;
  AttributeOptions?: AttributeOptionsResolvers<ContextType>;
  AttributeOptionsInterface?: AttributeOptionsInterfaceResolvers<ContextType>;
  AvailablePaymentMethod?: AvailablePaymentMethodResolvers<ContextType>;
  AvailableShippingMethod?: AvailableShippingMethodResolvers<ContextType>;
  BillingCartAddress?: BillingCartAddressResolvers<ContextType>;
  Breadcrumb?: BreadcrumbResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartAddressCountry?: CartAddressCountryResolvers<ContextType>;
  CartAddressInterface?: CartAddressInterfaceResolvers<ContextType>;
  CartAddressRegion?: CartAddressRegionResolvers<ContextType>;
  CartItemError?: CartItemErrorResolvers<ContextType>;
  CartItemInterface?: CartItemInterfaceResolvers<ContextType>;
  CartItemPrices?: CartItemPricesResolvers<ContextType>;
  CartItemSelectedOptionValuePrice?: CartItemSelectedOptionValuePriceResolvers<ContextType>;
  CartItems?: CartItemsResolvers<ContextType>;
  CartPrices?: CartPricesResolvers<ContextType>;
  CartTaxItem?: CartTaxItemResolvers<ContextType>;
  CartUserInputError?: CartUserInputErrorResolvers<ContextType>;
  CategoryInterface?: CategoryInterfaceResolvers<ContextType>;
  CategoryProducts?: CategoryProductsResolvers<ContextType>;
  CategoryResult?: CategoryResultResolvers<ContextType>;
  CategoryTree?: CategoryTreeResolvers<ContextType>;
  CmsBlock?: CmsBlockResolvers<ContextType>;
  CmsBlocks?: CmsBlocksResolvers<ContextType>;
  CmsPage?: CmsPageResolvers<ContextType>;
  ColorSwatchData?: ColorSwatchDataResolvers<ContextType>;
  ComplexTextValue?: ComplexTextValueResolvers<ContextType>;
  ConfigurableAttributeOption?: ConfigurableAttributeOptionResolvers<ContextType>;
  ConfigurableCartItem?: ConfigurableCartItemResolvers<ContextType>;
  ConfigurableOptionAvailableForSelection?: ConfigurableOptionAvailableForSelectionResolvers<ContextType>;
  ConfigurableProduct?: ConfigurableProductResolvers<ContextType>;
  ConfigurableProductOption?: ConfigurableProductOptionResolvers<ContextType>;
  ConfigurableProductOptionValue?: ConfigurableProductOptionValueResolvers<ContextType>;
  ConfigurableProductOptions?: ConfigurableProductOptionsResolvers<ContextType>;
  ConfigurableProductOptionsSelection?: ConfigurableProductOptionsSelectionResolvers<ContextType>;
  ConfigurableProductOptionsValues?: ConfigurableProductOptionsValuesResolvers<ContextType>;
  ConfigurableVariant?: ConfigurableVariantResolvers<ContextType>;
  ConfigurableWishlistItem?: ConfigurableWishlistItemResolvers<ContextType>;
  ContactUsOutput?: ContactUsOutputResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CreateGuestCartOutput?: CreateGuestCartOutputResolvers<ContextType>;
  CreateWishlistOutput?: CreateWishlistOutputResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  CustomAttribute?: CustomAttributeResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerAddress?: CustomerAddressResolvers<ContextType>;
  CustomerAddressRegion?: CustomerAddressRegionResolvers<ContextType>;
  CustomerOrder?: CustomerOrderResolvers<ContextType>;
  CustomerOrders?: CustomerOrdersResolvers<ContextType>;
  CustomerOutput?: CustomerOutputResolvers<ContextType>;
  CustomerPaymentTokens?: CustomerPaymentTokensResolvers<ContextType>;
  CustomerSocialIdentity?: CustomerSocialIdentityResolvers<ContextType>;
  CustomerSocialSignIn?: CustomerSocialSignInResolvers<ContextType>;
  CustomerStoreCredit?: CustomerStoreCreditResolvers<ContextType>;
  CustomerStoreCreditHistory?: CustomerStoreCreditHistoryResolvers<ContextType>;
  CustomerStoreCreditHistoryItem?: CustomerStoreCreditHistoryItemResolvers<ContextType>;
  CustomerToken?: CustomerTokenResolvers<ContextType>;
  DeletePaymentTokenOutput?: DeletePaymentTokenOutputResolvers<ContextType>;
  DeleteWishlistOutput?: DeleteWishlistOutputResolvers<ContextType>;
  Discount?: DiscountResolvers<ContextType>;
  DynamicBlock?: DynamicBlockResolvers<ContextType>;
  DynamicBlocks?: DynamicBlocksResolvers<ContextType>;
  EnteredAttributeValue?: EnteredAttributeValueResolvers<ContextType>;
  EntityUrl?: EntityUrlResolvers<ContextType>;
  Error?: ErrorResolvers<ContextType>;
  ExchangeRate?: ExchangeRateResolvers<ContextType>;
  GenerateCustomerTokenAsAdminOutput?: GenerateCustomerTokenAsAdminOutputResolvers<ContextType>;
  GiftCardAccount?: GiftCardAccountResolvers<ContextType>;
  GiftMessage?: GiftMessageResolvers<ContextType>;
  GiftOptionsPrices?: GiftOptionsPricesResolvers<ContextType>;
  GiftWrapping?: GiftWrappingResolvers<ContextType>;
  GiftWrappingImage?: GiftWrappingImageResolvers<ContextType>;
  ImageSwatchData?: ImageSwatchDataResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceItem?: InvoiceItemResolvers<ContextType>;
  InvoiceItemInterface?: InvoiceItemInterfaceResolvers<ContextType>;
  InvoiceTotal?: InvoiceTotalResolvers<ContextType>;
  IsEmailAvailableOutput?: IsEmailAvailableOutputResolvers<ContextType>;
  KeyValue?: KeyValueResolvers<ContextType>;
  LinkSocialIdentityOutput?: LinkSocialIdentityOutputResolvers<ContextType>;
  MediaGalleryEntry?: MediaGalleryEntryResolvers<ContextType>;
  MediaGalleryInterface?: MediaGalleryInterfaceResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAddress?: OrderAddressResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderItemInterface?: OrderItemInterfaceResolvers<ContextType>;
  OrderItemOption?: OrderItemOptionResolvers<ContextType>;
  OrderPaymentMethod?: OrderPaymentMethodResolvers<ContextType>;
  OrderShipment?: OrderShipmentResolvers<ContextType>;
  OrderTotal?: OrderTotalResolvers<ContextType>;
  PaymentToken?: PaymentTokenResolvers<ContextType>;
  PhysicalProductInterface?: PhysicalProductInterfaceResolvers<ContextType>;
  PlaceOrderError?: PlaceOrderErrorResolvers<ContextType>;
  PlaceOrderOutput?: PlaceOrderOutputResolvers<ContextType>;
  Price?: PriceResolvers<ContextType>;
  PriceAdjustment?: PriceAdjustmentResolvers<ContextType>;
  PriceRange?: PriceRangeResolvers<ContextType>;
  ProductAttributeMetadata?: ProductAttributeMetadataResolvers<ContextType>;
  ProductDiscount?: ProductDiscountResolvers<ContextType>;
  ProductImage?: ProductImageResolvers<ContextType>;
  ProductInterface?: ProductInterfaceResolvers<ContextType>;
  ProductMediaGalleryEntriesContent?: ProductMediaGalleryEntriesContentResolvers<ContextType>;
  ProductMediaGalleryEntriesVideoContent?: ProductMediaGalleryEntriesVideoContentResolvers<ContextType>;
  ProductPrice?: ProductPriceResolvers<ContextType>;
  ProductPrices?: ProductPricesResolvers<ContextType>;
  Products?: ProductsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReCaptchaConfigurationV3?: ReCaptchaConfigurationV3Resolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  RemoveCouponFromCartOutput?: RemoveCouponFromCartOutputResolvers<ContextType>;
  RemoveGiftCardFromCartOutput?: RemoveGiftCardFromCartOutputResolvers<ContextType>;
  RemoveItemFromCartOutput?: RemoveItemFromCartOutputResolvers<ContextType>;
  RemoveProductsFromWishlistOutput?: RemoveProductsFromWishlistOutputResolvers<ContextType>;
  RemoveStoreCreditFromCartOutput?: RemoveStoreCreditFromCartOutputResolvers<ContextType>;
  RevokeCustomerTokenOutput?: RevokeCustomerTokenOutputResolvers<ContextType>;
  RoutableInterface?: RoutableInterfaceResolvers<ContextType>;
  SalesCommentItem?: SalesCommentItemResolvers<ContextType>;
  SearchResultPageInfo?: SearchResultPageInfoResolvers<ContextType>;
  SearchTerm?: SearchTermResolvers<ContextType>;
  SelectableInputTypeInterface?: SelectableInputTypeInterfaceResolvers<ContextType>;
  SelectedAttributeOption?: SelectedAttributeOptionResolvers<ContextType>;
  SelectedConfigurableOption?: SelectedConfigurableOptionResolvers<ContextType>;
  SelectedCustomizableOption?: SelectedCustomizableOptionResolvers<ContextType>;
  SelectedCustomizableOptionValue?: SelectedCustomizableOptionValueResolvers<ContextType>;
  SelectedPaymentMethod?: SelectedPaymentMethodResolvers<ContextType>;
  SelectedShippingMethod?: SelectedShippingMethodResolvers<ContextType>;
  SetBillingAddressOnCartOutput?: SetBillingAddressOnCartOutputResolvers<ContextType>;
  SetGiftOptionsOnCartOutput?: SetGiftOptionsOnCartOutputResolvers<ContextType>;
  SetGuestEmailOnCartOutput?: SetGuestEmailOnCartOutputResolvers<ContextType>;
  SetPaymentMethodOnCartOutput?: SetPaymentMethodOnCartOutputResolvers<ContextType>;
  SetShippingAddressesOnCartOutput?: SetShippingAddressesOnCartOutputResolvers<ContextType>;
  SetShippingMethodsOnCartOutput?: SetShippingMethodsOnCartOutputResolvers<ContextType>;
  ShipmentItem?: ShipmentItemResolvers<ContextType>;
  ShipmentItemInterface?: ShipmentItemInterfaceResolvers<ContextType>;
  ShipmentTracking?: ShipmentTrackingResolvers<ContextType>;
  ShippingCartAddress?: ShippingCartAddressResolvers<ContextType>;
  ShippingHandling?: ShippingHandlingResolvers<ContextType>;
  SimpleCartItem?: SimpleCartItemResolvers<ContextType>;
  SimpleProduct?: SimpleProductResolvers<ContextType>;
  SimpleWishlistItem?: SimpleWishlistItemResolvers<ContextType>;
  SocialEmailConfirmation?: SocialEmailConfirmationResolvers<ContextType>;
  SocialIdentityCustomer?: SocialIdentityCustomerResolvers<ContextType>;
  SortField?: SortFieldResolvers<ContextType>;
  SortFields?: SortFieldsResolvers<ContextType>;
  StoreConfig?: StoreConfigResolvers<ContextType>;
  StoreLabels?: StoreLabelsResolvers<ContextType>;
  SubscribeEmailToNewsletterOutput?: SubscribeEmailToNewsletterOutputResolvers<ContextType>;
  SwatchDataInterface?: SwatchDataInterfaceResolvers<ContextType>;
  TaxItem?: TaxItemResolvers<ContextType>;
  TextSwatchData?: TextSwatchDataResolvers<ContextType>;
  UiAttributeTypeAny?: UiAttributeTypeAnyResolvers<ContextType>;
  UiAttributeTypeBoolean?: UiAttributeTypeBooleanResolvers<ContextType>;
  UiAttributeTypeMultiSelect?: UiAttributeTypeMultiSelectResolvers<ContextType>;
  UiAttributeTypeSelect?: UiAttributeTypeSelectResolvers<ContextType>;
  UiAttributeTypeTextEditor?: UiAttributeTypeTextEditorResolvers<ContextType>;
  UiAttributeTypeTextarea?: UiAttributeTypeTextareaResolvers<ContextType>;
  UiInputTypeInterface?: UiInputTypeInterfaceResolvers<ContextType>;
  UpdateCartItemsOutput?: UpdateCartItemsOutputResolvers<ContextType>;
  UpdateProductsInWishlistOutput?: UpdateProductsInWishlistOutputResolvers<ContextType>;
  UpdateWishlistOutput?: UpdateWishlistOutputResolvers<ContextType>;
  WishListUserInputError?: WishListUserInputErrorResolvers<ContextType>;
  Wishlist?: WishlistResolvers<ContextType>;
  WishlistCartUserInputError?: WishlistCartUserInputErrorResolvers<ContextType>;
  WishlistItemInterface?: WishlistItemInterfaceResolvers<ContextType>;
  WishlistItems?: WishlistItemsResolvers<ContextType>;
  XsearchBlogs?: XsearchBlogsResolvers<ContextType>;
  XsearchCategories?: XsearchCategoriesResolvers<ContextType>;
  XsearchItem?: XsearchItemResolvers<ContextType>;
  XsearchPages?: XsearchPagesResolvers<ContextType>;
  XsearchProducts?: XsearchProductsResolvers<ContextType>;
  XsearchSearch?: XsearchSearchResolvers<ContextType>;
  XsearchSearches?: XsearchSearchesResolvers<ContextType>;
};

