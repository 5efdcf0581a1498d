/* eslint-disable */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** Specifies the quote template id to accept quote template. */
export type AcceptNegotiableQuoteTemplateInput = {
  /** The unique ID of a `NegotiableQuoteTemplate` object. */
  template_id: Scalars['ID']['input'];
};

/** Defines the bundle products to add to the cart. */
export type AddBundleProductsToCartInput = {
  /** The ID of the cart. */
  cart_id: Scalars['String']['input'];
  /** An array of bundle products to add. */
  cart_items: Array<InputMaybe<BundleProductCartItemInput>>;
};

/** Defines the configurable products to add to the cart. */
export type AddConfigurableProductsToCartInput = {
  /** The ID of the cart. */
  cart_id: Scalars['String']['input'];
  /** An array of configurable products to add. */
  cart_items: Array<InputMaybe<ConfigurableProductCartItemInput>>;
};

export type AddDownloadableProductsToCartInput = {
  /** The ID of the cart. */
  cart_id: Scalars['String']['input'];
  /** An array of downloadable products to add. */
  cart_items: Array<InputMaybe<DownloadableProductCartItemInput>>;
};

/** Defines an item to add to the gift registry. */
export type AddGiftRegistryItemInput = {
  /** An array of options the customer has entered. */
  entered_options?: InputMaybe<Array<InputMaybe<EnteredOptionInput>>>;
  /** A brief note about the item. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** For complex product types, the SKU of the parent product. */
  parent_sku?: InputMaybe<Scalars['String']['input']>;
  /** The quantity of the product to add. */
  quantity: Scalars['Float']['input'];
  /** An array of strings corresponding to options the customer has selected. */
  selected_options?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** The SKU of the product to add to the gift registry. */
  sku: Scalars['String']['input'];
};

/** Defines a new registrant. */
export type AddGiftRegistryRegistrantInput = {
  /** Additional attributes specified as a code-value pair. */
  dynamic_attributes?: InputMaybe<Array<InputMaybe<GiftRegistryDynamicAttributeInput>>>;
  /** The email address of the registrant. */
  email: Scalars['String']['input'];
  /** The first name of the registrant. */
  firstname: Scalars['String']['input'];
  /** The last name of the registrant. */
  lastname: Scalars['String']['input'];
};

/** Contains products to add to an existing compare list. */
export type AddProductsToCompareListInput = {
  /** An array of product IDs to add to the compare list. */
  products: Array<InputMaybe<Scalars['ID']['input']>>;
  /** The unique identifier of the compare list to modify. */
  uid: Scalars['ID']['input'];
};

/** Contains the comment to be added to a purchase order. */
export type AddPurchaseOrderCommentInput = {
  /** Comment text. */
  comment: Scalars['String']['input'];
  /** The unique ID of a purchase order. */
  purchase_order_uid: Scalars['ID']['input'];
};

/** Defines the purchase order and cart to act on. */
export type AddPurchaseOrderItemsToCartInput = {
  /** The ID to assign to the cart. */
  cart_id: Scalars['String']['input'];
  /** Purchase order unique ID. */
  purchase_order_uid: Scalars['ID']['input'];
  /** Replace existing cart or merge items. */
  replace_existing_cart_items: Scalars['Boolean']['input'];
};

export type AddRequisitionListItemToCartUserErrorType =
  | 'LOW_QUANTITY'
  | 'OPTIONS_UPDATED'
  | 'OUT_OF_STOCK'
  | 'UNAVAILABLE_SKU';

/** Defines a return comment. */
export type AddReturnCommentInput = {
  /** The text added to the return request. */
  comment_text: Scalars['String']['input'];
  /** The unique ID for a `Return` object. */
  return_uid: Scalars['ID']['input'];
};

/** Defines tracking information to be added to the return. */
export type AddReturnTrackingInput = {
  /** The unique ID for a `ReturnShippingCarrier` object. */
  carrier_uid: Scalars['ID']['input'];
  /** The unique ID for a `Returns` object. */
  return_uid: Scalars['ID']['input'];
  /** The shipping tracking number for this return request. */
  tracking_number: Scalars['String']['input'];
};

/** Defines the simple and group products to add to the cart. */
export type AddSimpleProductsToCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
  /** An array of simple and group items to add. */
  cart_items: Array<InputMaybe<SimpleProductCartItemInput>>;
};

/** Defines the virtual products to add to the cart. */
export type AddVirtualProductsToCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
  /** An array of virtual products to add. */
  cart_items: Array<InputMaybe<VirtualProductCartItemInput>>;
};

/** Filter category aggregations in layered navigation. */
export type AggregationsCategoryFilterInput = {
  /** Indicates whether to include only direct subcategories or all children categories at all levels. */
  includeDirectChildrenOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

/** An input object that specifies the filters used in product aggregations. */
export type AggregationsFilterInput = {
  /** Filter category aggregations in layered navigation. */
  category?: InputMaybe<AggregationsCategoryFilterInput>;
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

/** Which posts a listing shows. */
export type AmBlogPageType =
  | 'ALL'
  | 'AUTHOR'
  | 'CATEGORY'
  | 'POST'
  | 'SEARCH'
  | 'TAG';

/** Apple Pay inputs */
export type ApplePayMethodInput = {
  /** The payment source for the payment method */
  payment_source?: InputMaybe<Scalars['String']['input']>;
  /** The payment services order ID */
  payments_order_id?: InputMaybe<Scalars['String']['input']>;
  /** PayPal order ID */
  paypal_order_id?: InputMaybe<Scalars['String']['input']>;
};

/** Specifies the coupon code to apply to the cart. */
export type ApplyCouponToCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
  /** A valid coupon code. */
  coupon_code: Scalars['String']['input'];
};

/** The strategy to apply coupons to the cart. */
export type ApplyCouponsStrategy =
  /** Append new coupons keeping the coupons that have been applied before. */
  | 'APPEND'
  /** Remove all the coupons from the cart and apply only new provided coupons. */
  | 'REPLACE';

/** Apply coupons to the cart. */
export type ApplyCouponsToCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
  /** An array of valid coupon codes. */
  coupon_codes: Array<InputMaybe<Scalars['String']['input']>>;
  /** `replace` to replace the existing coupon(s) or `append` to add the coupon to the coupon(s) list. */
  type?: InputMaybe<ApplyCouponsStrategy>;
};

/** Defines the input required to run the `applyGiftCardToCart` mutation. */
export type ApplyGiftCardToCartInput = {
  /** The unique ID that identifies the customer's cart. */
  cart_id: Scalars['String']['input'];
  /** The gift card code to be applied to the cart. */
  gift_card_code: Scalars['String']['input'];
};

/** Defines the input required to run the `applyStoreCreditToCart` mutation. */
export type ApplyStoreCreditToCartInput = {
  /** The unique ID that identifies the customer's cart. */
  cart_id: Scalars['String']['input'];
};

/** AreaInput defines the parameters which will be used for filter by specified location. */
export type AreaInput = {
  /** The radius for the search in KM. */
  radius: Scalars['Int']['input'];
  /** The country code where search must be performed. Required parameter together with region, city or postcode. */
  search_term: Scalars['String']['input'];
};

/** List of all entity types. Populated by the modules introducing EAV entities. */
export type AttributeEntityTypeEnum =
  | 'CATALOG_CATEGORY'
  | 'CATALOG_PRODUCT'
  | 'CUSTOMER'
  | 'CUSTOMER_ADDRESS'
  | 'PRODUCT'
  | 'RMA_ITEM';

/** An input object that specifies the filters used for attributes. */
export type AttributeFilterInput = {
  /** Whether a product or category attribute can be compared against another or not. */
  is_comparable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether a product or category attribute can be filtered or not. */
  is_filterable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether a product or category attribute can be filtered in search or not. */
  is_filterable_in_search?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether a product or category attribute can use HTML on front or not. */
  is_html_allowed_on_front?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether a product or category attribute can be searched or not. */
  is_searchable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether a customer or customer address attribute is used for customer segment or not. */
  is_used_for_customer_segment?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether a product or category attribute can be used for price rules or not. */
  is_used_for_price_rules?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether a product or category attribute is used for promo rules or not. */
  is_used_for_promo_rules?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether a product or category attribute is visible in advanced search or not. */
  is_visible_in_advanced_search?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether a product or category attribute is visible on front or not. */
  is_visible_on_front?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether a product or category attribute has WYSIWYG enabled or not. */
  is_wysiwyg_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether a product or category attribute is used in product listing or not. */
  used_in_product_listing?: InputMaybe<Scalars['Boolean']['input']>;
};

/** EAV attribute frontend input types. */
export type AttributeFrontendInputEnum =
  | 'BOOLEAN'
  | 'DATE'
  | 'DATETIME'
  | 'FILE'
  | 'GALLERY'
  | 'HIDDEN'
  | 'IMAGE'
  | 'MEDIA_IMAGE'
  | 'MULTILINE'
  | 'MULTISELECT'
  | 'PRICE'
  | 'SELECT'
  | 'TEXT'
  | 'TEXTAREA'
  | 'UNDEFINED'
  | 'WEIGHT';

/** Defines the attribute characteristics to search for the `attribute_code` and `entity_type` to search. */
export type AttributeInput = {
  /** The unique identifier for an attribute code. This value should be in lowercase letters without spaces. */
  attribute_code?: InputMaybe<Scalars['String']['input']>;
  /** The type of entity that defines the attribute. */
  entity_type?: InputMaybe<Scalars['String']['input']>;
};

/** Specifies selected option for a select or multiselect attribute value. */
export type AttributeInputSelectedOption = {
  /** The attribute option value. */
  value: Scalars['String']['input'];
};

/** Attribute metadata retrieval error types. */
export type AttributeMetadataErrorType =
  /** The requested attribute was not found. */
  | 'ATTRIBUTE_NOT_FOUND'
  /** The requested entity was not found. */
  | 'ENTITY_NOT_FOUND'
  /** The filter cannot be applied as it does not belong to the entity */
  | 'FILTER_NOT_FOUND'
  /** Not categorized error, see the error message. */
  | 'UNDEFINED';

/** Specifies the value for attribute. */
export type AttributeValueInput = {
  /** The code of the attribute. */
  attribute_code: Scalars['String']['input'];
  /** An array containing selected options for a select or multiselect attribute. */
  selected_options?: InputMaybe<Array<InputMaybe<AttributeInputSelectedOption>>>;
  /** The value assigned to the attribute. */
  value?: InputMaybe<Scalars['String']['input']>;
};

export type BatchMutationStatus =
  | 'FAILURE'
  | 'MIXED_RESULTS'
  | 'SUCCESS';

/** Defines the billing address. */
export type BillingAddressInput = {
  /** Defines a billing address. */
  address?: InputMaybe<CartAddressInput>;
  /** An ID from the customer's address book that uniquely identifies the address to be used for billing. */
  customer_address_id?: InputMaybe<Scalars['Int']['input']>;
  /** The unique ID from the customer's address book that uniquely identifies the address to be used for billing. */
  customer_address_uid?: InputMaybe<Scalars['ID']['input']>;
  /** Indicates whether to set the billing address to be the same as the existing shipping address on the cart. */
  same_as_shipping?: InputMaybe<Scalars['Boolean']['input']>;
  /** Indicates whether to set the shipping address to be the same as this billing address. */
  use_for_shipping?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The billing address information */
export type BillingAddressPaymentSourceInput = {
  /** The first line of the address */
  address_line_1?: InputMaybe<Scalars['String']['input']>;
  /** The second line of the address */
  address_line_2?: InputMaybe<Scalars['String']['input']>;
  /** The city of the address */
  city?: InputMaybe<Scalars['String']['input']>;
  /** The country of the address */
  country_code: Scalars['String']['input'];
  /** The postal code of the address */
  postal_code?: InputMaybe<Scalars['String']['input']>;
  /** The region of the address */
  region?: InputMaybe<Scalars['String']['input']>;
};

export type BraintreeCcVaultInput = {
  device_data?: InputMaybe<Scalars['String']['input']>;
  public_hash: Scalars['String']['input'];
};

export type BraintreeInput = {
  /** Contains a fingerprint provided by Braintree JS SDK and should be sent with sale transaction details to the Braintree payment gateway. */
  device_data?: InputMaybe<Scalars['String']['input']>;
  /** States whether the payment details (Credit/Debit Card, PayPal Account) entered by a customer should be tokenized for later usage. Required only if Vault is enabled for the relevant Braintree payment integration. */
  is_active_payment_token_enabler: Scalars['Boolean']['input'];
  /** The one-time payment token generated by Braintree payment gateway based on payment details (Card, PayPal). Required field to make sale transaction. */
  payment_method_nonce: Scalars['String']['input'];
};

export type BraintreeVaultInput = {
  device_data?: InputMaybe<Scalars['String']['input']>;
  public_hash: Scalars['String']['input'];
};

/** Defines the input for a bundle option. */
export type BundleOptionInput = {
  /** The ID of the option. */
  id: Scalars['Int']['input'];
  /** The number of the selected item to add to the cart. */
  quantity: Scalars['Float']['input'];
  /** An array with the chosen value of the option. */
  value: Array<InputMaybe<Scalars['String']['input']>>;
};

/** Defines a single bundle product. */
export type BundleProductCartItemInput = {
  /** A mandatory array of options for the bundle product, including each chosen option and specified quantity. */
  bundle_options: Array<InputMaybe<BundleOptionInput>>;
  /** The ID and value of the option. */
  customizable_options?: InputMaybe<Array<InputMaybe<CustomizableOptionInput>>>;
  /** The quantity and SKU of the bundle product. */
  data: CartItemInput;
};

/** Specifies the quote template id of the quote template to cancel */
export type CancelNegotiableQuoteTemplateInput = {
  /** A comment to provide reason of cancellation. */
  cancellation_comment?: InputMaybe<Scalars['String']['input']>;
  /** The unique ID of a `NegotiableQuoteTemplate` object. */
  template_id: Scalars['ID']['input'];
};

export type CancelOrderErrorCode =
  | 'INVALID_ORDER_STATUS'
  | 'ORDER_CANCELLATION_DISABLED'
  | 'ORDER_NOT_FOUND'
  | 'PARTIAL_ORDER_ITEM_SHIPPED'
  | 'UNAUTHORISED'
  | 'UNDEFINED';

/** Defines the order to cancel. */
export type CancelOrderInput = {
  /** The unique ID of an `Order` type. */
  order_id: Scalars['ID']['input'];
  /** Cancellation reason. */
  reason: Scalars['String']['input'];
};

/** The card payment source information */
export type CardPaymentSourceInput = {
  /** The billing address of the card */
  billing_address: BillingAddressPaymentSourceInput;
  /** The name on the cardholder */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Defines the billing or shipping address to be applied to the cart. */
export type CartAddressInput = {
  /** The city specified for the billing or shipping address. */
  city: Scalars['String']['input'];
  /** The company specified for the billing or shipping address. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** The country code and label for the billing or shipping address. */
  country_code: Scalars['String']['input'];
  /** The custom attribute values of the billing or shipping address. */
  custom_attributes?: InputMaybe<Array<InputMaybe<AttributeValueInput>>>;
  /** The customer's fax number. */
  fax?: InputMaybe<Scalars['String']['input']>;
  /** The first name of the customer or guest. */
  firstname: Scalars['String']['input'];
  /** The last name of the customer or guest. */
  lastname: Scalars['String']['input'];
  /** The middle name of the person associated with the billing/shipping address. */
  middlename?: InputMaybe<Scalars['String']['input']>;
  /** The ZIP or postal code of the billing or shipping address. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** An honorific, such as Dr., Mr., or Mrs. */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** A string that defines the state or province of the billing or shipping address. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** An integer that defines the state or province of the billing or shipping address. */
  region_id?: InputMaybe<Scalars['Int']['input']>;
  /** Determines whether to save the address in the customer's address book. The default value is true. */
  save_in_address_book?: InputMaybe<Scalars['Boolean']['input']>;
  /** An array containing the street for the billing or shipping address. */
  street: Array<InputMaybe<Scalars['String']['input']>>;
  /** A value such as Sr., Jr., or III. */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** The telephone number for the billing or shipping address. */
  telephone: Scalars['String']['input'];
  /** The VAT company number for billing or shipping address. */
  vat_id?: InputMaybe<Scalars['String']['input']>;
};

export type CartDiscountType =
  | 'ITEM'
  | 'SHIPPING';

export type CartItemErrorType =
  | 'ITEM_INCREMENTS'
  | 'ITEM_QTY'
  | 'UNDEFINED';

/** Defines an item to be added to the cart. */
export type CartItemInput = {
  /** An array of entered options for the base product, such as personalization text. */
  entered_options?: InputMaybe<Array<InputMaybe<EnteredOptionInput>>>;
  /** For a child product, the SKU of its parent product. */
  parent_sku?: InputMaybe<Scalars['String']['input']>;
  /** The amount or number of an item to add. */
  quantity: Scalars['Float']['input'];
  /** The selected options for the base product, such as color or size, using the unique ID for an object such as `CustomizableRadioOption`, `CustomizableDropDownOption`, or `ConfigurableProductOptionsValues`. */
  selected_options?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  /** The SKU of the product. */
  sku: Scalars['String']['input'];
};

/** A single item to be updated. */
export type CartItemUpdateInput = {
  /** Deprecated. Use `cart_item_uid` instead. */
  cart_item_id?: InputMaybe<Scalars['Int']['input']>;
  /** The unique ID for a `CartItemInterface` object. */
  cart_item_uid?: InputMaybe<Scalars['ID']['input']>;
  /** An array that defines customizable options for the product. */
  customizable_options?: InputMaybe<Array<InputMaybe<CustomizableOptionInput>>>;
  /** Gift message details for the cart item */
  gift_message?: InputMaybe<GiftMessageInput>;
  /** The unique ID for a `GiftWrapping` object to be used for the cart item. */
  gift_wrapping_id?: InputMaybe<Scalars['ID']['input']>;
  /** The new quantity of the item. */
  quantity?: InputMaybe<Scalars['Float']['input']>;
};

export type CartUserInputErrorType =
  | 'COULD_NOT_FIND_CART_ITEM'
  | 'INSUFFICIENT_STOCK'
  | 'INVALID_PARAMETER_VALUE'
  | 'NOT_SALABLE'
  | 'PERMISSION_DENIED'
  | 'PRODUCT_NOT_FOUND'
  | 'REQUIRED_PARAMETER_MISSING'
  | 'UNDEFINED';

export type CatalogAttributeApplyToEnum =
  | 'BUNDLE'
  | 'CATEGORY'
  | 'CONFIGURABLE'
  | 'DOWNLOADABLE'
  | 'GROUPED'
  | 'SIMPLE'
  | 'VIRTUAL';

/** Defines the filters to be used in the search. A filter contains at least one attribute, a comparison operator, and the value that is being searched for. */
export type CategoryFilterInput = {
  /** Filter by the unique category ID for a `CategoryInterface` object. */
  category_uid?: InputMaybe<FilterEqualTypeInput>;
  /** Deprecated: use 'category_uid' to filter uniquely identifiers of categories. */
  ids?: InputMaybe<FilterEqualTypeInput>;
  /** Filter by the display name of the category. */
  name?: InputMaybe<FilterMatchTypeInput>;
  /** Filter by the unique parent category ID for a `CategoryInterface` object. */
  parent_category_uid?: InputMaybe<FilterEqualTypeInput>;
  /** Filter by the unique parent category ID for a `CategoryInterface` object. */
  parent_id?: InputMaybe<FilterEqualTypeInput>;
  /** Filter by the part of the URL that identifies the category. */
  url_key?: InputMaybe<FilterEqualTypeInput>;
  /** Filter by the URL path for the category. */
  url_path?: InputMaybe<FilterEqualTypeInput>;
};

/** Indicates how agreements are accepted. */
export type CheckoutAgreementMode =
  /** Conditions are automatically accepted upon checkout. */
  | 'AUTO'
  /** Shoppers must manually accept the conditions to place an order. */
  | 'MANUAL';

export type CheckoutUserInputErrorCodes =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'REORDER_NOT_AVAILABLE'
  | 'UNDEFINED';

export type ClearCartErrorType =
  | 'INACTIVE'
  | 'NOT_FOUND'
  | 'UNAUTHORISED'
  | 'UNDEFINED';

/** Assigns a specific `cart_id` to the empty cart. */
export type ClearCartInput = {
  /** The unique ID of a `Cart` object. */
  uid: Scalars['ID']['input'];
};

/** Defines the negotiable quotes to mark as closed. */
export type CloseNegotiableQuotesInput = {
  /** A list of unique IDs from `NegotiableQuote` objects. */
  quote_uids: Array<InputMaybe<Scalars['ID']['input']>>;
};

/** The fields available for sorting the customer companies. */
export type CompaniesSortFieldEnum =
  /** The name of the company. */
  | 'NAME';

/** Specifies which field to sort on, and whether to return the results in ascending or descending order. */
export type CompaniesSortInput = {
  /** The field for sorting the results. */
  field: CompaniesSortFieldEnum;
  /** Indicates whether to return results in ascending or descending order. */
  order: SortEnum;
};

/** Defines the input schema for creating a company administrator. */
export type CompanyAdminInput = {
  /** The company administrator's custom attributes. */
  custom_attributes?: InputMaybe<Array<InputMaybe<AttributeValueInput>>>;
  /** The email address of the company administrator. */
  email: Scalars['String']['input'];
  /** The company administrator's first name. */
  firstname: Scalars['String']['input'];
  /** The company administrator's gender (Male - 1, Female - 2, Not Specified - 3). */
  gender?: InputMaybe<Scalars['Int']['input']>;
  /** The job title of the company administrator. */
  job_title?: InputMaybe<Scalars['String']['input']>;
  /** The company administrator's last name. */
  lastname: Scalars['String']['input'];
  /** The phone number of the company administrator. */
  telephone?: InputMaybe<Scalars['String']['input']>;
};

/** Defines the input schema for creating a new company. */
export type CompanyCreateInput = {
  /** Defines the company administrator. */
  company_admin: CompanyAdminInput;
  /** The email address of the company contact. */
  company_email: Scalars['String']['input'];
  /** The name of the company to create. */
  company_name: Scalars['String']['input'];
  /** Defines legal address data of the company. */
  legal_address: CompanyLegalAddressCreateInput;
  /** The full legal name of the company. */
  legal_name?: InputMaybe<Scalars['String']['input']>;
  /** The resale number that is assigned to the company for tax reporting purposes. */
  reseller_id?: InputMaybe<Scalars['String']['input']>;
  /** The value-added tax number that is assigned to the company by some jurisdictions for tax reporting purposes. */
  vat_tax_id?: InputMaybe<Scalars['String']['input']>;
};

/** Defines a filter for narrowing the results of a credit history search. */
export type CompanyCreditHistoryFilterInput = {
  /** The purchase order number associated with the company credit operation. */
  custom_reference_number?: InputMaybe<Scalars['String']['input']>;
  /** The type of the company credit operation. */
  operation_type?: InputMaybe<CompanyCreditOperationType>;
  /** The name of the person submitting the company credit operation. */
  updated_by?: InputMaybe<Scalars['String']['input']>;
};

export type CompanyCreditOperationType =
  | 'ALLOCATION'
  | 'PURCHASE'
  | 'REFUND'
  | 'REIMBURSEMENT'
  | 'REVERT'
  | 'UPDATE';

export type CompanyCreditOperationUserType =
  | 'ADMIN'
  | 'CUSTOMER';

/** Defines the input schema for accepting the company invitation. */
export type CompanyInvitationInput = {
  /** The invitation code. */
  code: Scalars['String']['input'];
  /** The company role id. */
  role_id?: InputMaybe<Scalars['ID']['input']>;
  /** Company user attributes in the invitation. */
  user: CompanyInvitationUserInput;
};

/** Company user attributes in the invitation. */
export type CompanyInvitationUserInput = {
  /** The company unique identifier. */
  company_id: Scalars['ID']['input'];
  /** The customer unique identifier. */
  customer_id: Scalars['ID']['input'];
  /** The job title of a company user. */
  job_title?: InputMaybe<Scalars['String']['input']>;
  /** Indicates whether the company user is ACTIVE or INACTIVE. */
  status?: InputMaybe<CompanyUserStatusEnum>;
  /** The phone number of the company user. */
  telephone?: InputMaybe<Scalars['String']['input']>;
};

/** Defines the input schema for defining a company's legal address. */
export type CompanyLegalAddressCreateInput = {
  /** The city where the company is registered to conduct business. */
  city: Scalars['String']['input'];
  /** The company's country ID. Use the `countries` query to get this value. */
  country_id: CountryCodeEnum;
  /** The postal code of the company. */
  postcode: Scalars['String']['input'];
  /** An object containing the region name and/or region ID where the company is registered to conduct business. */
  region: CustomerAddressRegionInput;
  /** An array of strings that define the street address where the company is registered to conduct business. */
  street: Array<InputMaybe<Scalars['String']['input']>>;
  /** The primary phone number of the company. */
  telephone: Scalars['String']['input'];
};

/** Defines the input schema for updating a company's legal address. */
export type CompanyLegalAddressUpdateInput = {
  /** The city where the company is registered to conduct business. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** The unique ID for a `Country` object. */
  country_id?: InputMaybe<CountryCodeEnum>;
  /** The postal code of the company. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** An object containing the region name and/or region ID where the company is registered to conduct business. */
  region?: InputMaybe<CustomerAddressRegionInput>;
  /** An array of strings that define the street address where the company is registered to conduct business. */
  street?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** The primary phone number of the company. */
  telephone?: InputMaybe<Scalars['String']['input']>;
};

/** Defines the input schema for creating a company role. */
export type CompanyRoleCreateInput = {
  /** The name of the role to create. */
  name: Scalars['String']['input'];
  /** A list of resources the role can access. */
  permissions: Array<InputMaybe<Scalars['String']['input']>>;
};

/** Defines the input schema for updating a company role. */
export type CompanyRoleUpdateInput = {
  /** The unique ID for a `CompanyRole` object. */
  id: Scalars['ID']['input'];
  /** The name of the role to update. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A list of resources the role can access. */
  permissions?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

/** Defines the list of company status values. */
export type CompanyStatusEnum =
  /** Company is approved. */
  | 'APPROVED'
  /** Company is blocked. */
  | 'BLOCKED'
  /** Company is pending approval. */
  | 'PENDING'
  /** Company is rejected. */
  | 'REJECTED';

/** Defines the input schema for updating the company structure. */
export type CompanyStructureUpdateInput = {
  /** The ID of a company that will be the new parent. */
  parent_tree_id: Scalars['ID']['input'];
  /** The ID of the company team that is being moved to another parent. */
  tree_id: Scalars['ID']['input'];
};

/** Defines the input schema for creating a company team. */
export type CompanyTeamCreateInput = {
  /** An optional description of the team. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The display name of the team. */
  name: Scalars['String']['input'];
  /** The ID of a node within a company's structure. This ID will be the parent of the created team. */
  target_id?: InputMaybe<Scalars['ID']['input']>;
};

/** Defines the input schema for updating a company team. */
export type CompanyTeamUpdateInput = {
  /** An optional description of the team. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The unique ID of the `CompanyTeam` object to update. */
  id: Scalars['ID']['input'];
  /** The display name of the team. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Defines the input schema for updating a company. */
export type CompanyUpdateInput = {
  /** The email address of the company contact. */
  company_email?: InputMaybe<Scalars['String']['input']>;
  /** The name of the company to update. */
  company_name?: InputMaybe<Scalars['String']['input']>;
  /** The legal address data of the company. */
  legal_address?: InputMaybe<CompanyLegalAddressUpdateInput>;
  /** The full legal name of the company. */
  legal_name?: InputMaybe<Scalars['String']['input']>;
  /** The resale number that is assigned to the company for tax reporting purposes. */
  reseller_id?: InputMaybe<Scalars['String']['input']>;
  /** The value-added tax number that is assigned to the company by some jurisdictions for tax reporting purposes. */
  vat_tax_id?: InputMaybe<Scalars['String']['input']>;
};

/** Defines the input schema for creating a company user. */
export type CompanyUserCreateInput = {
  /** The company user's email address */
  email: Scalars['String']['input'];
  /** The company user's first name. */
  firstname: Scalars['String']['input'];
  /** The company user's job title or function. */
  job_title: Scalars['String']['input'];
  /** The company user's last name. */
  lastname: Scalars['String']['input'];
  /** The unique ID for a `CompanyRole` object. */
  role_id: Scalars['ID']['input'];
  /** Indicates whether the company user is ACTIVE or INACTIVE. */
  status: CompanyUserStatusEnum;
  /** The ID of a node within a company's structure. This ID will be the parent of the created company user. */
  target_id?: InputMaybe<Scalars['ID']['input']>;
  /** The company user's phone number. */
  telephone: Scalars['String']['input'];
};

/** Defines the list of company user status values. */
export type CompanyUserStatusEnum =
  /** Only active users. */
  | 'ACTIVE'
  /** Only inactive users. */
  | 'INACTIVE';

/** Defines the input schema for updating a company user. */
export type CompanyUserUpdateInput = {
  /** The company user's email address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The company user's first name. */
  firstname?: InputMaybe<Scalars['String']['input']>;
  /** The unique ID of a `Customer` object. */
  id: Scalars['ID']['input'];
  /** The company user's job title or function. */
  job_title?: InputMaybe<Scalars['String']['input']>;
  /** The company user's last name. */
  lastname?: InputMaybe<Scalars['String']['input']>;
  /** The unique ID for a `CompanyRole` object. */
  role_id?: InputMaybe<Scalars['ID']['input']>;
  /** Indicates whether the company user is ACTIVE or INACTIVE. */
  status?: InputMaybe<CompanyUserStatusEnum>;
  /** The company user's phone number. */
  telephone?: InputMaybe<Scalars['String']['input']>;
};

/** Defines the filter for returning a list of company users. */
export type CompanyUsersFilterInput = {
  /** The activity status to filter on. */
  status?: InputMaybe<CompanyUserStatusEnum>;
};

/** Update the quote and complete the order */
export type CompleteOrderInput = {
  /** The customer cart ID */
  cartId: Scalars['String']['input'];
  /** PayPal order ID */
  id: Scalars['String']['input'];
};

export type ConfigurableProductCartItemInput = {
  /** The ID and value of the option. */
  customizable_options?: InputMaybe<Array<InputMaybe<CustomizableOptionInput>>>;
  /** The quantity and SKU of the configurable product. */
  data: CartItemInput;
  /** The SKU of the parent configurable product. */
  parent_sku?: InputMaybe<Scalars['String']['input']>;
  variant_sku?: InputMaybe<Scalars['String']['input']>;
};

export type ConfirmCancelOrderInput = {
  /** Confirmation Key to cancel the order. */
  confirmation_key: Scalars['String']['input'];
  /** The unique ID of an `Order` type. */
  order_id: Scalars['ID']['input'];
};

/** Contains details about a customer email address to confirm. */
export type ConfirmEmailInput = {
  /** The key to confirm the email address. */
  confirmation_key: Scalars['String']['input'];
  /** The email address to be confirmed. */
  email: Scalars['String']['input'];
};

export type ConfirmReturnInput = {
  /** Confirmation Key to return order. */
  confirmation_key: Scalars['String']['input'];
  /** The unique ID of an `Order` type. */
  order_id: Scalars['ID']['input'];
};

/** List of account confirmation statuses. */
export type ConfirmationStatusEnum =
  /** Account confirmation not required */
  | 'ACCOUNT_CONFIRMATION_NOT_REQUIRED'
  /** Account confirmed */
  | 'ACCOUNT_CONFIRMED';

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

/** An input object that defines the items in a requisition list to be copied. */
export type CopyItemsBetweenRequisitionListsInput = {
  /** An array of IDs representing products copied from one requisition list to another. */
  requisitionListItemUids: Array<InputMaybe<Scalars['ID']['input']>>;
};

/** The list of country codes. */
export type CountryCodeEnum =
  /** Andorra */
  | 'AD'
  /** United Arab Emirates */
  | 'AE'
  /** Afghanistan */
  | 'AF'
  /** Antigua & Barbuda */
  | 'AG'
  /** Anguilla */
  | 'AI'
  /** Albania */
  | 'AL'
  /** Armenia */
  | 'AM'
  /** Netherlands Antilles */
  | 'AN'
  /** Angola */
  | 'AO'
  /** Antarctica */
  | 'AQ'
  /** Argentina */
  | 'AR'
  /** American Samoa */
  | 'AS'
  /** Austria */
  | 'AT'
  /** Australia */
  | 'AU'
  /** Aruba */
  | 'AW'
  /** Åland Islands */
  | 'AX'
  /** Azerbaijan */
  | 'AZ'
  /** Bosnia & Herzegovina */
  | 'BA'
  /** Barbados */
  | 'BB'
  /** Bangladesh */
  | 'BD'
  /** Belgium */
  | 'BE'
  /** Burkina Faso */
  | 'BF'
  /** Bulgaria */
  | 'BG'
  /** Bahrain */
  | 'BH'
  /** Burundi */
  | 'BI'
  /** Benin */
  | 'BJ'
  /** St. Barthélemy */
  | 'BL'
  /** Bermuda */
  | 'BM'
  /** Brunei */
  | 'BN'
  /** Bolivia */
  | 'BO'
  /** Brazil */
  | 'BR'
  /** Bahamas */
  | 'BS'
  /** Bhutan */
  | 'BT'
  /** Bouvet Island */
  | 'BV'
  /** Botswana */
  | 'BW'
  /** Belarus */
  | 'BY'
  /** Belize */
  | 'BZ'
  /** Canada */
  | 'CA'
  /** Cocos (Keeling) Islands */
  | 'CC'
  /** Congo-Kinshasa */
  | 'CD'
  /** Central African Republic */
  | 'CF'
  /** Congo-Brazzaville */
  | 'CG'
  /** Switzerland */
  | 'CH'
  /** Côte d’Ivoire */
  | 'CI'
  /** Cook Islands */
  | 'CK'
  /** Chile */
  | 'CL'
  /** Cameroon */
  | 'CM'
  /** China */
  | 'CN'
  /** Colombia */
  | 'CO'
  /** Costa Rica */
  | 'CR'
  /** Cuba */
  | 'CU'
  /** Cape Verde */
  | 'CV'
  /** Christmas Island */
  | 'CX'
  /** Cyprus */
  | 'CY'
  /** Czech Republic */
  | 'CZ'
  /** Germany */
  | 'DE'
  /** Djibouti */
  | 'DJ'
  /** Denmark */
  | 'DK'
  /** Dominica */
  | 'DM'
  /** Dominican Republic */
  | 'DO'
  /** Algeria */
  | 'DZ'
  /** Ecuador */
  | 'EC'
  /** Estonia */
  | 'EE'
  /** Egypt */
  | 'EG'
  /** Western Sahara */
  | 'EH'
  /** Eritrea */
  | 'ER'
  /** Spain */
  | 'ES'
  /** Ethiopia */
  | 'ET'
  /** Finland */
  | 'FI'
  /** Fiji */
  | 'FJ'
  /** Falkland Islands */
  | 'FK'
  /** Micronesia */
  | 'FM'
  /** Faroe Islands */
  | 'FO'
  /** France */
  | 'FR'
  /** Gabon */
  | 'GA'
  /** United Kingdom */
  | 'GB'
  /** Grenada */
  | 'GD'
  /** Georgia */
  | 'GE'
  /** French Guiana */
  | 'GF'
  /** Guernsey */
  | 'GG'
  /** Ghana */
  | 'GH'
  /** Gibraltar */
  | 'GI'
  /** Greenland */
  | 'GL'
  /** Gambia */
  | 'GM'
  /** Guinea */
  | 'GN'
  /** Guadeloupe */
  | 'GP'
  /** Equatorial Guinea */
  | 'GQ'
  /** Greece */
  | 'GR'
  /** South Georgia & South Sandwich Islands */
  | 'GS'
  /** Guatemala */
  | 'GT'
  /** Guam */
  | 'GU'
  /** Guinea-Bissau */
  | 'GW'
  /** Guyana */
  | 'GY'
  /** Hong Kong SAR China */
  | 'HK'
  /** Heard &amp; McDonald Islands */
  | 'HM'
  /** Honduras */
  | 'HN'
  /** Croatia */
  | 'HR'
  /** Haiti */
  | 'HT'
  /** Hungary */
  | 'HU'
  /** Indonesia */
  | 'ID'
  /** Ireland */
  | 'IE'
  /** Israel */
  | 'IL'
  /** Isle of Man */
  | 'IM'
  /** India */
  | 'IN'
  /** British Indian Ocean Territory */
  | 'IO'
  /** Iraq */
  | 'IQ'
  /** Iran */
  | 'IR'
  /** Iceland */
  | 'IS'
  /** Italy */
  | 'IT'
  /** Jersey */
  | 'JE'
  /** Jamaica */
  | 'JM'
  /** Jordan */
  | 'JO'
  /** Japan */
  | 'JP'
  /** Kenya */
  | 'KE'
  /** Kyrgyzstan */
  | 'KG'
  /** Cambodia */
  | 'KH'
  /** Kiribati */
  | 'KI'
  /** Comoros */
  | 'KM'
  /** St. Kitts & Nevis */
  | 'KN'
  /** North Korea */
  | 'KP'
  /** South Korea */
  | 'KR'
  /** Kuwait */
  | 'KW'
  /** Cayman Islands */
  | 'KY'
  /** Kazakhstan */
  | 'KZ'
  /** Laos */
  | 'LA'
  /** Lebanon */
  | 'LB'
  /** St. Lucia */
  | 'LC'
  /** Liechtenstein */
  | 'LI'
  /** Sri Lanka */
  | 'LK'
  /** Liberia */
  | 'LR'
  /** Lesotho */
  | 'LS'
  /** Lithuania */
  | 'LT'
  /** Luxembourg */
  | 'LU'
  /** Latvia */
  | 'LV'
  /** Libya */
  | 'LY'
  /** Morocco */
  | 'MA'
  /** Monaco */
  | 'MC'
  /** Moldova */
  | 'MD'
  /** Montenegro */
  | 'ME'
  /** St. Martin */
  | 'MF'
  /** Madagascar */
  | 'MG'
  /** Marshall Islands */
  | 'MH'
  /** Macedonia */
  | 'MK'
  /** Mali */
  | 'ML'
  /** Myanmar (Burma) */
  | 'MM'
  /** Mongolia */
  | 'MN'
  /** Macau SAR China */
  | 'MO'
  /** Northern Mariana Islands */
  | 'MP'
  /** Martinique */
  | 'MQ'
  /** Mauritania */
  | 'MR'
  /** Montserrat */
  | 'MS'
  /** Malta */
  | 'MT'
  /** Mauritius */
  | 'MU'
  /** Maldives */
  | 'MV'
  /** Malawi */
  | 'MW'
  /** Mexico */
  | 'MX'
  /** Malaysia */
  | 'MY'
  /** Mozambique */
  | 'MZ'
  /** Namibia */
  | 'NA'
  /** New Caledonia */
  | 'NC'
  /** Niger */
  | 'NE'
  /** Norfolk Island */
  | 'NF'
  /** Nigeria */
  | 'NG'
  /** Nicaragua */
  | 'NI'
  /** Netherlands */
  | 'NL'
  /** Norway */
  | 'NO'
  /** Nepal */
  | 'NP'
  /** Nauru */
  | 'NR'
  /** Niue */
  | 'NU'
  /** New Zealand */
  | 'NZ'
  /** Oman */
  | 'OM'
  /** Panama */
  | 'PA'
  /** Peru */
  | 'PE'
  /** French Polynesia */
  | 'PF'
  /** Papua New Guinea */
  | 'PG'
  /** Philippines */
  | 'PH'
  /** Pakistan */
  | 'PK'
  /** Poland */
  | 'PL'
  /** St. Pierre & Miquelon */
  | 'PM'
  /** Pitcairn Islands */
  | 'PN'
  /** Palestinian Territories */
  | 'PS'
  /** Portugal */
  | 'PT'
  /** Palau */
  | 'PW'
  /** Paraguay */
  | 'PY'
  /** Qatar */
  | 'QA'
  /** Réunion */
  | 'RE'
  /** Romania */
  | 'RO'
  /** Serbia */
  | 'RS'
  /** Russia */
  | 'RU'
  /** Rwanda */
  | 'RW'
  /** Saudi Arabia */
  | 'SA'
  /** Solomon Islands */
  | 'SB'
  /** Seychelles */
  | 'SC'
  /** Sudan */
  | 'SD'
  /** Sweden */
  | 'SE'
  /** Singapore */
  | 'SG'
  /** St. Helena */
  | 'SH'
  /** Slovenia */
  | 'SI'
  /** Svalbard & Jan Mayen */
  | 'SJ'
  /** Slovakia */
  | 'SK'
  /** Sierra Leone */
  | 'SL'
  /** San Marino */
  | 'SM'
  /** Senegal */
  | 'SN'
  /** Somalia */
  | 'SO'
  /** Suriname */
  | 'SR'
  /** São Tomé & Príncipe */
  | 'ST'
  /** El Salvador */
  | 'SV'
  /** Syria */
  | 'SY'
  /** Eswatini */
  | 'SZ'
  /** Turks & Caicos Islands */
  | 'TC'
  /** Chad */
  | 'TD'
  /** French Southern Territories */
  | 'TF'
  /** Togo */
  | 'TG'
  /** Thailand */
  | 'TH'
  /** Tajikistan */
  | 'TJ'
  /** Tokelau */
  | 'TK'
  /** Timor-Leste */
  | 'TL'
  /** Turkmenistan */
  | 'TM'
  /** Tunisia */
  | 'TN'
  /** Tonga */
  | 'TO'
  /** Turkey */
  | 'TR'
  /** Trinidad & Tobago */
  | 'TT'
  /** Tuvalu */
  | 'TV'
  /** Taiwan */
  | 'TW'
  /** Tanzania */
  | 'TZ'
  /** Ukraine */
  | 'UA'
  /** Uganda */
  | 'UG'
  /** U.S. Outlying Islands */
  | 'UM'
  /** United States */
  | 'US'
  /** Uruguay */
  | 'UY'
  /** Uzbekistan */
  | 'UZ'
  /** Vatican City */
  | 'VA'
  /** St. Vincent & Grenadines */
  | 'VC'
  /** Venezuela */
  | 'VE'
  /** British Virgin Islands */
  | 'VG'
  /** U.S. Virgin Islands */
  | 'VI'
  /** Vietnam */
  | 'VN'
  /** Vanuatu */
  | 'VU'
  /** Wallis & Futuna */
  | 'WF'
  /** Samoa */
  | 'WS'
  /** Yemen */
  | 'YE'
  /** Mayotte */
  | 'YT'
  /** South Africa */
  | 'ZA'
  /** Zambia */
  | 'ZM'
  /** Zimbabwe */
  | 'ZW';

/** Contains an array of product IDs to use for creating a compare list. */
export type CreateCompareListInput = {
  /** An array of product IDs to add to the compare list. */
  products?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
};

/** Defines a new gift registry. */
export type CreateGiftRegistryInput = {
  /** Additional attributes specified as a code-value pair. */
  dynamic_attributes?: InputMaybe<Array<InputMaybe<GiftRegistryDynamicAttributeInput>>>;
  /** The name of the event. */
  event_name: Scalars['String']['input'];
  /** The ID of the selected event type. */
  gift_registry_type_uid: Scalars['ID']['input'];
  /** A message describing the event. */
  message: Scalars['String']['input'];
  /** Indicates whether the registry is PRIVATE or PUBLIC. */
  privacy_settings: GiftRegistryPrivacySettings;
  /** The list of people who receive notifications about the registry. */
  registrants: Array<InputMaybe<AddGiftRegistryRegistrantInput>>;
  /** The shipping address for all gift registry items. */
  shipping_address?: InputMaybe<GiftRegistryShippingAddressInput>;
  /** Indicates whether the registry is ACTIVE or INACTIVE. */
  status: GiftRegistryStatus;
};

export type CreateGuestCartInput = {
  /** Optional client-generated ID */
  cart_uid?: InputMaybe<Scalars['ID']['input']>;
};

/** Contains payment order details that are used while processing the payment order */
export type CreatePaymentOrderInput = {
  /** The customer cart ID */
  cartId: Scalars['String']['input'];
  /** Defines the origin location for that payment request */
  location: PaymentLocation;
  /** The code for the payment method used in the order */
  methodCode: Scalars['String']['input'];
  /** The identifiable payment source for the payment method */
  paymentSource: Scalars['String']['input'];
  /** Indicates whether the payment information should be vaulted */
  vaultIntent?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Defines a new product review. */
export type CreateProductReviewInput = {
  /** The customer's nickname. Defaults to the customer name, if logged in. */
  nickname: Scalars['String']['input'];
  /** The ratings details by category. For example, Price: 5 stars, Quality: 4 stars, etc. */
  ratings: Array<InputMaybe<ProductReviewRatingInput>>;
  /** The SKU of the reviewed product. */
  sku: Scalars['String']['input'];
  /** The summary (title) of the review. */
  summary: Scalars['String']['input'];
  /** The review text. */
  text: Scalars['String']['input'];
};

/** Specifies the amount and currency to evaluate. */
export type CreatePurchaseOrderApprovalRuleConditionAmountInput = {
  /** Purchase order approval rule condition amount currency. */
  currency: CurrencyEnum;
  /** Purchase order approval rule condition amount value. */
  value: Scalars['Float']['input'];
};

/** Defines a set of conditions that apply to a rule. */
export type CreatePurchaseOrderApprovalRuleConditionInput = {
  /** The amount to be compared in a purchase order approval rule. This field is mutually exclusive with condition quantity. */
  amount?: InputMaybe<CreatePurchaseOrderApprovalRuleConditionAmountInput>;
  /** The type of approval rule. */
  attribute: PurchaseOrderApprovalRuleType;
  /** Defines how to evaluate an amount or quantity in a purchase order. */
  operator: PurchaseOrderApprovalRuleConditionOperator;
  /** The quantity to be compared in a purchase order approval rule. This field is mutually exclusive with condition amount. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

/** An input object that identifies and describes a new requisition list. */
export type CreateRequisitionListInput = {
  /** An optional description of the requisition list. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name assigned to the requisition list. */
  name: Scalars['String']['input'];
};

/** Describe the variables needed to create a vault payment token */
export type CreateVaultCardPaymentTokenInput = {
  /** Description of the vaulted card */
  card_description?: InputMaybe<Scalars['String']['input']>;
  /** The setup token obtained by the createVaultCardSetupToken endpoint */
  setup_token_id: Scalars['String']['input'];
};

/** Describe the variables needed to create a vault card setup token */
export type CreateVaultCardSetupTokenInput = {
  /** The setup token information */
  setup_token: VaultSetupTokenInput;
  /** The 3DS mode */
  three_ds_mode?: InputMaybe<ThreeDsMode>;
};

/** Defines the name and visibility of a new wish list. */
export type CreateWishlistInput = {
  /** The name of the new wish list. */
  name: Scalars['String']['input'];
  /** Indicates whether the wish list is public or private. */
  visibility: WishlistVisibilityEnum;
};

/** Required fields for Payflow Pro and Payments Pro credit card payments. */
export type CreditCardDetailsInput = {
  /** The credit card expiration month. */
  cc_exp_month: Scalars['Int']['input'];
  /** The credit card expiration year. */
  cc_exp_year: Scalars['Int']['input'];
  /** The last 4 digits of the credit card. */
  cc_last_4: Scalars['Int']['input'];
  /** The credit card type. */
  cc_type: Scalars['String']['input'];
};

/** The list of available currency codes. */
export type CurrencyEnum =
  | 'AED'
  | 'AFN'
  | 'ALL'
  | 'AMD'
  | 'ANG'
  | 'AOA'
  | 'ARS'
  | 'AUD'
  | 'AWG'
  | 'AZM'
  | 'AZN'
  | 'BAM'
  | 'BBD'
  | 'BDT'
  | 'BGN'
  | 'BHD'
  | 'BIF'
  | 'BMD'
  | 'BND'
  | 'BOB'
  | 'BRL'
  | 'BSD'
  | 'BTN'
  | 'BUK'
  | 'BWP'
  | 'BYN'
  | 'BZD'
  | 'CAD'
  | 'CDF'
  | 'CHE'
  | 'CHF'
  | 'CHW'
  | 'CLP'
  | 'CNY'
  | 'COP'
  | 'CRC'
  | 'CUP'
  | 'CVE'
  | 'CZK'
  | 'DJF'
  | 'DKK'
  | 'DOP'
  | 'DZD'
  | 'EEK'
  | 'EGP'
  | 'ERN'
  | 'ETB'
  | 'EUR'
  | 'FJD'
  | 'FKP'
  | 'GBP'
  | 'GEK'
  | 'GEL'
  | 'GHS'
  | 'GIP'
  | 'GMD'
  | 'GNF'
  | 'GQE'
  | 'GTQ'
  | 'GYD'
  | 'HKD'
  | 'HNL'
  | 'HRK'
  | 'HTG'
  | 'HUF'
  | 'IDR'
  | 'ILS'
  | 'INR'
  | 'IQD'
  | 'IRR'
  | 'ISK'
  | 'JMD'
  | 'JOD'
  | 'JPY'
  | 'KES'
  | 'KGS'
  | 'KHR'
  | 'KMF'
  | 'KPW'
  | 'KRW'
  | 'KWD'
  | 'KYD'
  | 'KZT'
  | 'LAK'
  | 'LBP'
  | 'LKR'
  | 'LRD'
  | 'LSL'
  | 'LSM'
  | 'LTL'
  | 'LVL'
  | 'LYD'
  | 'MAD'
  | 'MDL'
  | 'MGA'
  | 'MKD'
  | 'MMK'
  | 'MNT'
  | 'MOP'
  | 'MRO'
  | 'MUR'
  | 'MVR'
  | 'MWK'
  | 'MXN'
  | 'MYR'
  | 'MZN'
  | 'NAD'
  | 'NGN'
  | 'NIC'
  | 'NOK'
  | 'NPR'
  | 'NZD'
  | 'OMR'
  | 'PAB'
  | 'PEN'
  | 'PGK'
  | 'PHP'
  | 'PKR'
  | 'PLN'
  | 'PYG'
  | 'QAR'
  | 'RHD'
  | 'ROL'
  | 'RON'
  | 'RSD'
  | 'RUB'
  | 'RWF'
  | 'SAR'
  | 'SBD'
  | 'SCR'
  | 'SDG'
  | 'SEK'
  | 'SGD'
  | 'SHP'
  | 'SKK'
  | 'SLL'
  | 'SOS'
  | 'SRD'
  | 'STD'
  | 'SVC'
  | 'SYP'
  | 'SZL'
  | 'THB'
  | 'TJS'
  | 'TMM'
  | 'TND'
  | 'TOP'
  | 'TRL'
  | 'TRY'
  | 'TTD'
  | 'TWD'
  | 'TZS'
  | 'UAH'
  | 'UGX'
  | 'USD'
  | 'UYU'
  | 'UZS'
  | 'VEB'
  | 'VEF'
  | 'VND'
  | 'VUV'
  | 'WST'
  | 'XCD'
  | 'XOF'
  | 'XPF'
  | 'YER'
  | 'YTL'
  | 'ZAR'
  | 'ZMK'
  | 'ZWD';

export type CustomAttributesListsEnum =
  | 'ADVANCED_CATALOG_SEARCH'
  | 'PRODUCTS_COMPARE'
  | 'PRODUCTS_LISTING'
  | 'PRODUCT_DETAILS_PAGE'
  | 'PRODUCT_FILTER'
  | 'PRODUCT_SEARCH_RESULTS_FILTER'
  | 'PRODUCT_SORT';

/** Specifies the attribute code and value of a customer attribute. */
export type CustomerAddressAttributeInput = {
  /** The name assigned to the attribute. */
  attribute_code: Scalars['String']['input'];
  /** The value assigned to the attribute. */
  value: Scalars['String']['input'];
};

/** Contains details about a billing or shipping address. */
export type CustomerAddressInput = {
  /** The customer's city or town. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** The customer's company. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** The two-letter code representing the customer's country. */
  country_code?: InputMaybe<CountryCodeEnum>;
  country_id?: InputMaybe<CountryCodeEnum>;
  custom_attributes?: InputMaybe<Array<InputMaybe<CustomerAddressAttributeInput>>>;
  /** Custom attributes assigned to the customer address. */
  custom_attributesV2?: InputMaybe<Array<InputMaybe<AttributeValueInput>>>;
  /** Indicates whether the address is the default billing address. */
  default_billing?: InputMaybe<Scalars['Boolean']['input']>;
  /** Indicates whether the address is the default shipping address. */
  default_shipping?: InputMaybe<Scalars['Boolean']['input']>;
  /** The customer's fax number. */
  fax?: InputMaybe<Scalars['String']['input']>;
  /** The first name of the person associated with the billing/shipping address. */
  firstname?: InputMaybe<Scalars['String']['input']>;
  /** The family name of the person associated with the billing/shipping address. */
  lastname?: InputMaybe<Scalars['String']['input']>;
  /** The middle name of the person associated with the billing/shipping address. */
  middlename?: InputMaybe<Scalars['String']['input']>;
  /** The customer's ZIP or postal code. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** An honorific, such as Dr., Mr., or Mrs. */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** An object containing the region name, region code, and region ID. */
  region?: InputMaybe<CustomerAddressRegionInput>;
  /** An array of strings that define the street number and name. */
  street?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** A value such as Sr., Jr., or III. */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** The customer's telephone number. */
  telephone?: InputMaybe<Scalars['String']['input']>;
  /** The customer's Tax/VAT number (for corporate customers). */
  vat_id?: InputMaybe<Scalars['String']['input']>;
};

/** Defines the customer's state or province. */
export type CustomerAddressRegionInput = {
  /** The state or province name. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** The address region code. */
  region_code?: InputMaybe<Scalars['String']['input']>;
  /** The unique ID for a pre-defined region. */
  region_id?: InputMaybe<Scalars['Int']['input']>;
};

/** An input object for creating a customer. */
export type CustomerCreateInput = {
  /** Indicates whether the customer has enabled remote shopping assistance. */
  allow_remote_shopping_assistance?: InputMaybe<Scalars['Boolean']['input']>;
  /** The customer's custom attributes. */
  custom_attributes?: InputMaybe<Array<InputMaybe<AttributeValueInput>>>;
  /** The customer's date of birth. */
  date_of_birth?: InputMaybe<Scalars['String']['input']>;
  dob?: InputMaybe<Scalars['String']['input']>;
  /** The customer's email address. */
  email: Scalars['String']['input'];
  /** The customer's first name. */
  firstname: Scalars['String']['input'];
  /** The customer's gender (Male - 1, Female - 2). */
  gender?: InputMaybe<Scalars['Int']['input']>;
  /** Indicates whether the customer is subscribed to the company's newsletter. */
  is_subscribed?: InputMaybe<Scalars['Boolean']['input']>;
  /** The customer's family name. */
  lastname: Scalars['String']['input'];
  /** The customer's middle name. */
  middlename?: InputMaybe<Scalars['String']['input']>;
  /** The customer's password. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** An honorific, such as Dr., Mr., or Mrs. */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** A value such as Sr., Jr., or III. */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** The customer's Tax/VAT number (for corporate customers). */
  taxvat?: InputMaybe<Scalars['String']['input']>;
};

/** An input object that assigns or updates customer attributes. */
export type CustomerInput = {
  /** The customer's date of birth. */
  date_of_birth?: InputMaybe<Scalars['String']['input']>;
  dob?: InputMaybe<Scalars['String']['input']>;
  /** The customer's email address. Required when creating a customer. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The customer's first name. */
  firstname?: InputMaybe<Scalars['String']['input']>;
  /** The customer's gender (Male - 1, Female - 2). */
  gender?: InputMaybe<Scalars['Int']['input']>;
  /** Indicates whether the customer is subscribed to the company's newsletter. */
  is_subscribed?: InputMaybe<Scalars['Boolean']['input']>;
  /** The customer's family name. */
  lastname?: InputMaybe<Scalars['String']['input']>;
  /** The customer's middle name. */
  middlename?: InputMaybe<Scalars['String']['input']>;
  /** The customer's password. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** An honorific, such as Dr., Mr., or Mrs. */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** A value such as Sr., Jr., or III. */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** The customer's Tax/VAT number (for corporate customers). */
  taxvat?: InputMaybe<Scalars['String']['input']>;
};

/** CustomerOrderSortInput specifies the field to use for sorting search results and indicates whether the results are sorted in ascending or descending order. */
export type CustomerOrderSortInput = {
  /** This enumeration indicates whether to return results in ascending or descending order */
  sort_direction: SortEnum;
  /** Specifies the field to use for sorting */
  sort_field: CustomerOrderSortableField;
};

/** Specifies the field to use for sorting */
export type CustomerOrderSortableField =
  /** Sorts customer orders by created_at field */
  | 'CREATED_AT'
  /** Sorts customer orders by number */
  | 'NUMBER';

/** Identifies the filter to use for filtering orders. */
export type CustomerOrdersFilterInput = {
  /** Filters by order base grand total value. */
  grand_total?: InputMaybe<FilterRangeTypeInput>;
  /** Filters by order number. */
  number?: InputMaybe<FilterStringTypeInput>;
  /** Filters by order created_at time. */
  order_date?: InputMaybe<FilterRangeTypeInput>;
  /** Filters by order status. */
  status?: InputMaybe<FilterEqualTypeInput>;
};

/** An input object for updating a customer. */
export type CustomerUpdateInput = {
  /** Indicates whether the customer has enabled remote shopping assistance. */
  allow_remote_shopping_assistance?: InputMaybe<Scalars['Boolean']['input']>;
  /** The customer's custom attributes. */
  custom_attributes?: InputMaybe<Array<InputMaybe<AttributeValueInput>>>;
  /** The customer's date of birth. */
  date_of_birth?: InputMaybe<Scalars['String']['input']>;
  dob?: InputMaybe<Scalars['String']['input']>;
  /** The customer's first name. */
  firstname?: InputMaybe<Scalars['String']['input']>;
  /** The customer's gender (Male - 1, Female - 2). */
  gender?: InputMaybe<Scalars['Int']['input']>;
  /** Indicates whether the customer is subscribed to the company's newsletter. */
  is_subscribed?: InputMaybe<Scalars['Boolean']['input']>;
  /** The customer's family name. */
  lastname?: InputMaybe<Scalars['String']['input']>;
  /** The customer's middle name. */
  middlename?: InputMaybe<Scalars['String']['input']>;
  /** An honorific, such as Dr., Mr., or Mrs. */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** A value such as Sr., Jr., or III. */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** The customer's Tax/VAT number (for corporate customers). */
  taxvat?: InputMaybe<Scalars['String']['input']>;
};

/** Defines the customizable date type. */
export type CustomizableDateTypeEnum =
  | 'DATE'
  | 'DATE_TIME'
  | 'TIME';

/** Defines a customizable option. */
export type CustomizableOptionInput = {
  /** The customizable option ID of the product. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** The unique ID for a `CartItemInterface` object. */
  uid?: InputMaybe<Scalars['ID']['input']>;
  /** The string value of the option. */
  value_string: Scalars['String']['input'];
};

/** Specifies the quote template id of the quote template to delete */
export type DeleteNegotiableQuoteTemplateInput = {
  /** The unique ID of a `NegotiableQuoteTemplate` object. */
  template_id: Scalars['ID']['input'];
};

export type DeleteNegotiableQuotesInput = {
  /** A list of unique IDs for `NegotiableQuote` objects to delete. */
  quote_uids: Array<InputMaybe<Scalars['ID']['input']>>;
};

export type DeletePurchaseOrderApprovalRuleErrorType =
  | 'NOT_FOUND'
  | 'UNDEFINED';

/** Specifies the IDs of the approval rules to delete. */
export type DeletePurchaseOrderApprovalRuleInput = {
  /** An array of purchase order approval rule IDs. */
  approval_rule_uids: Array<InputMaybe<Scalars['ID']['input']>>;
};

export type DownloadableFileTypeEnum =
  | 'FILE'
  | 'URL';

/** Defines a single downloadable product. */
export type DownloadableProductCartItemInput = {
  /** The ID and value of the option. */
  customizable_options?: InputMaybe<Array<InputMaybe<CustomizableOptionInput>>>;
  /** The quantity and SKU of the downloadable product. */
  data: CartItemInput;
  /** An array of objects containing the link_id of the downloadable product link. */
  downloadable_product_links?: InputMaybe<Array<InputMaybe<DownloadableProductLinksInput>>>;
};

/** Contains the link ID for the downloadable product. */
export type DownloadableProductLinksInput = {
  /** The unique ID of the downloadable product link. */
  link_id: Scalars['Int']['input'];
};

/** Identifies a quote to be duplicated */
export type DuplicateNegotiableQuoteInput = {
  /** ID for the newly duplicated quote. */
  duplicated_quote_uid: Scalars['ID']['input'];
  /** ID of the quote to be duplicated. */
  quote_uid: Scalars['ID']['input'];
};

/** Indicates the locations the dynamic block can be placed. If this field is not specified, the query returns all locations. */
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

/** Defines the dynamic block filter. The filter can identify the block type, location and IDs to return. */
export type DynamicBlocksFilterInput = {
  /** An array of dynamic block UIDs to filter on. */
  dynamic_block_uids?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  /** An array indicating the locations the dynamic block can be placed. */
  locations?: InputMaybe<Array<InputMaybe<DynamicBlockLocationEnum>>>;
  /** A value indicating the type of dynamic block to filter on. */
  type: DynamicBlockTypeEnum;
};

/** Contains details about a custom text attribute that the buyer entered. */
export type EnteredCustomAttributeInput = {
  /** A string that identifies the entered custom attribute. */
  attribute_code: Scalars['String']['input'];
  /** The text or other entered value. */
  value: Scalars['String']['input'];
};

/** Defines a customer-entered option. */
export type EnteredOptionInput = {
  /** The unique ID for a `CustomizableOptionInterface` object, such as a `CustomizableFieldOption`, `CustomizableFileOption`, or `CustomizableAreaOption` object. */
  uid: Scalars['ID']['input'];
  /** Text the customer entered. */
  value: Scalars['String']['input'];
};

/** Contains details about an address. */
export type EstimateAddressInput = {
  /** The two-letter code representing the customer's country. */
  country_code: CountryCodeEnum;
  /** The customer's ZIP or postal code. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** An object containing the region name, region code, and region ID. */
  region?: InputMaybe<CustomerAddressRegionInput>;
};

export type EstimateTotalsInput = {
  /** Customer's address to estimate totals. */
  address: EstimateAddressInput;
  /** The unique ID of the cart to query. */
  cart_id: Scalars['String']['input'];
  /** Selected shipping method to estimate totals. */
  shipping_method?: InputMaybe<ShippingMethodInput>;
};

/** Contains details about external customer. */
export type ExchangeExternalCustomerTokenInput = {
  /** An input object that defines the customer characteristics to update. */
  customer: CustomerCreateInput;
};

/** Fastlane Payment inputs */
export type FastlaneMethodInput = {
  /** The payment source for the payment method */
  payment_source?: InputMaybe<Scalars['String']['input']>;
  /** The single use token from Fastlane */
  paypal_fastlane_token?: InputMaybe<Scalars['String']['input']>;
};

/** Defines a filter that matches the input exactly. */
export type FilterEqualTypeInput = {
  /** Use this attribute to exactly match the specified string. For example, to filter on a specific category ID, specify a value such as `5`. */
  eq?: InputMaybe<Scalars['String']['input']>;
  /** Use this attribute to filter on an array of values. For example, to filter on category IDs 4, 5, and 6, specify a value of `["4", "5", "6"]`. */
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type FilterMatchTypeEnum =
  | 'FULL'
  | 'PARTIAL';

/** Defines a filter that performs a fuzzy search. */
export type FilterMatchTypeInput = {
  /** Use this attribute to fuzzy match the specified string. For example, to filter on a specific SKU, specify a value such as `24-MB01`. */
  match?: InputMaybe<Scalars['String']['input']>;
  /** Filter match type for fine-tuned results. Possible values FULL or PARTIAL. If match_type is not provided, returned results will default to FULL match. */
  match_type?: InputMaybe<FilterMatchTypeEnum>;
};

/** Defines a filter that matches a range of values, such as prices or dates. */
export type FilterRangeTypeInput = {
  /** Use this attribute to specify the lowest possible value in the range. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Use this attribute to specify the highest possible value in the range. */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** Defines a filter for an input string. */
export type FilterStringTypeInput = {
  /** Filters items that are exactly the same as the specified string. */
  eq?: InputMaybe<Scalars['String']['input']>;
  /** Filters items that are exactly the same as entries specified in an array of strings. */
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Defines a filter that performs a fuzzy search using the specified string. */
  match?: InputMaybe<Scalars['String']['input']>;
};

/** Defines the comparison operators that can be used in a filter. */
export type FilterTypeInput = {
  /** Equals. */
  eq?: InputMaybe<Scalars['String']['input']>;
  finset?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** From. Must be used with the `to` field. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Greater than. */
  gt?: InputMaybe<Scalars['String']['input']>;
  /** Greater than or equal to. */
  gteq?: InputMaybe<Scalars['String']['input']>;
  /** In. The value can contain a set of comma-separated values. */
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Like. The specified value can contain % (percent signs) to allow matching of 0 or more characters. */
  like?: InputMaybe<Scalars['String']['input']>;
  /** Less than. */
  lt?: InputMaybe<Scalars['String']['input']>;
  /** Less than or equal to. */
  lteq?: InputMaybe<Scalars['String']['input']>;
  /** More than or equal to. */
  moreq?: InputMaybe<Scalars['String']['input']>;
  /** Not equal to. */
  neq?: InputMaybe<Scalars['String']['input']>;
  /** Not in. The value can contain a set of comma-separated values. */
  nin?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Not null. */
  notnull?: InputMaybe<Scalars['String']['input']>;
  /** Is null. */
  null?: InputMaybe<Scalars['String']['input']>;
  /** To. Must be used with the `from` field. */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** Lists display settings for the Fixed Product Tax. */
export type FixedProductTaxDisplaySettings =
  /** The displayed price does not include the FPT amount. The values of `ProductPrice.fixed_product_taxes` and the price including the FPT are displayed separately. This value corresponds to 'Excluding FPT, Including FPT description and final price.' */
  | 'EXCLUDE_FPT_AND_INCLUDE_WITH_DETAILS'
  /** The displayed price does not include the FPT amount. The values from `ProductPrice.fixed_product_taxes` are not displayed. This value corresponds to 'Excluding FPT'. */
  | 'EXCLUDE_FPT_WITHOUT_DETAILS'
  /** The FPT feature is not enabled. You can omit `ProductPrice.fixed_product_taxes` from your query. */
  | 'FPT_DISABLED'
  /** The displayed price includes the FPT amount without displaying the `ProductPrice.fixed_product_taxes` values. This value corresponds to 'Including FPT only'. */
  | 'INCLUDE_FPT_WITHOUT_DETAILS'
  /** The displayed price includes the FPT amount while displaying the values of `ProductPrice.fixed_product_taxes` separately. This value corresponds to 'Including FPT and FPT description'. */
  | 'INCLUDE_FPT_WITH_DETAILS';

/** Identifies which customer requires remote shopping assistance. */
export type GenerateCustomerTokenAsAdminInput = {
  /** The email address of the customer requesting remote shopping assistance. */
  customer_email: Scalars['String']['input'];
};

/** Specifies the template id, from which to generate quote from. */
export type GenerateNegotiableQuoteFromTemplateInput = {
  /** The unique ID of a `NegotiableQuoteTemplate` object. */
  template_id: Scalars['ID']['input'];
};

/** Contains the gift card code. */
export type GiftCardAccountInput = {
  /** The applied gift card code. */
  gift_card_code: Scalars['String']['input'];
};

/** Specifies the gift card type. */
export type GiftCardTypeEnum =
  | 'COMBINED'
  | 'PHYSICAL'
  | 'VIRTUAL';

/** Contains the text of a gift message, its sender, and recipient */
export type GiftMessageInput = {
  /** Sender name */
  from: Scalars['String']['input'];
  /** Gift message text */
  message: Scalars['String']['input'];
  /** Recipient name */
  to: Scalars['String']['input'];
};

/** Defines the group type of a gift registry dynamic attribute. */
export type GiftRegistryDynamicAttributeGroup =
  | 'DETAILED_INFORMATION'
  | 'EVENT_INFORMATION'
  | 'GENERAL_INFORMATION'
  | 'PRIVACY_SETTINGS'
  | 'REGISTRANT'
  | 'SHIPPING_ADDRESS';

/** Defines a dynamic attribute. */
export type GiftRegistryDynamicAttributeInput = {
  /** A unique key for an additional attribute of the event. */
  code: Scalars['ID']['input'];
  /** A string that describes a dynamic attribute. */
  value: Scalars['String']['input'];
};

/** Defines the error type. */
export type GiftRegistryItemsUserErrorType =
  /** Used for exceptions like EntityNotFound. */
  | 'NOT_FOUND'
  /** Used for handling out of stock products. */
  | 'OUT_OF_STOCK'
  /** Used for other exceptions, such as database connection failures. */
  | 'UNDEFINED';

/** Defines the privacy setting of the gift registry. */
export type GiftRegistryPrivacySettings =
  | 'PRIVATE'
  | 'PUBLIC';

/** Defines a shipping address for a gift registry. Specify either `address_data` or the `address_id`. If both are provided, validation will fail. */
export type GiftRegistryShippingAddressInput = {
  /** Defines the shipping address for this gift registry. */
  address_data?: InputMaybe<CustomerAddressInput>;
  /** The ID assigned to this customer address. */
  address_id?: InputMaybe<Scalars['ID']['input']>;
  /** The unique ID assigned to this customer address. */
  customer_address_uid?: InputMaybe<Scalars['ID']['input']>;
};

/** Defines the status of the gift registry. */
export type GiftRegistryStatus =
  | 'ACTIVE'
  | 'INACTIVE';

/** Google Pay inputs */
export type GooglePayMethodInput = {
  /** The payment source for the payment method */
  payment_source?: InputMaybe<Scalars['String']['input']>;
  /** The payment services order ID */
  payments_order_id?: InputMaybe<Scalars['String']['input']>;
  /** PayPal order ID */
  paypal_order_id?: InputMaybe<Scalars['String']['input']>;
};

/** Google Pay mode. */
export type GooglePayMode =
  | 'PRODUCTION'
  | 'TEST';

/** Input to retrieve a guest order based on token. */
export type GuestOrderCancelInput = {
  /** Cancellation reason. */
  reason: Scalars['String']['input'];
  /** Order token. */
  token: Scalars['String']['input'];
};

/** Input to retrieve an order based on details. */
export type GuestOrderInformationInput = {
  /** Order billing address email. */
  email: Scalars['String']['input'];
  /** Order billing address lastname. */
  lastname: Scalars['String']['input'];
  /** Order number. */
  number: Scalars['String']['input'];
};

/** Hosted Fields payment inputs */
export type HostedFieldsInput = {
  /** Card bin number */
  cardBin?: InputMaybe<Scalars['String']['input']>;
  /** Expiration month of the card */
  cardExpiryMonth?: InputMaybe<Scalars['String']['input']>;
  /** Expiration year of the card */
  cardExpiryYear?: InputMaybe<Scalars['String']['input']>;
  /** Last four digits of the card */
  cardLast4?: InputMaybe<Scalars['String']['input']>;
  /** Name on the card */
  holderName?: InputMaybe<Scalars['String']['input']>;
  /** Indicates whether details about the shopper's credit/debit card should be tokenized for later usage. Required only if Vault is enabled for the Payment Services payment integration. */
  is_active_payment_token_enabler?: InputMaybe<Scalars['Boolean']['input']>;
  /** The payment source for the payment method */
  payment_source?: InputMaybe<Scalars['String']['input']>;
  /** The payment services order ID */
  payments_order_id?: InputMaybe<Scalars['String']['input']>;
  /** PayPal order ID */
  paypal_order_id?: InputMaybe<Scalars['String']['input']>;
};

/** Contains a set of relative URLs that PayPal uses in response to various actions during the authorization process. Magento prepends the base URL to this value to create a full URL. For example, if the full URL is https://www.example.com/path/to/page.html, the relative URL is path/to/page.html. Use this input for Payments Pro Hosted Solution payment method. */
export type HostedProInput = {
  /** The relative URL of the page that PayPal redirects to when the buyer cancels the transaction in order to choose a different payment method. For example, if the full URL to this page is https://www.example.com/paypal/action/cancel.html, the relative URL is paypal/action/cancel.html. */
  cancel_url: Scalars['String']['input'];
  /** The relative URL of the final confirmation page that PayPal redirects to upon payment success. For example, if the full URL to this page is https://www.example.com/paypal/action/return.html, the relative URL is paypal/action/return.html. */
  return_url: Scalars['String']['input'];
};

/** Contains the required input to request the secure URL for Payments Pro Hosted Solution payment. */
export type HostedProUrlInput = {
  /** The unique ID that identifies the shopper's cart. */
  cart_id: Scalars['String']['input'];
};

/** List of templates/filters applied to customer attribute input. */
export type InputFilterEnum =
  /** Forces attribute input to follow the date format. */
  | 'DATE'
  /** Escape HTML Entities. */
  | 'ESCAPEHTML'
  /** There are no templates or filters to be applied. */
  | 'NONE'
  /** Strip HTML Tags. */
  | 'STRIPTAGS'
  /** Strip whitespace (or other characters) from the beginning and end of the input. */
  | 'TRIM';

/** Defines the possible values of liability shift */
export type LiabilityShift =
  | 'NO'
  | 'POSSIBLE'
  | 'UNKNOWN';

/** Sets quote item note. */
export type LineItemNoteInput = {
  /** The note text to be added. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The unique ID of a `CartLineItem` object. */
  quote_item_uid: Scalars['ID']['input'];
  /** The unique ID of a `NegotiableQuote` object. */
  quote_uid: Scalars['ID']['input'];
};

export type LinkSocialIdentityInput = {
  customer_email: Scalars['String']['input'];
  provider: SocialProvider;
  /** The provider's stable id of the person (OpenID Connect `sub`, Facebook's app-scoped `id`). */
  subject: Scalars['String']['input'];
};

/** An input object that defines the items in a requisition list to be moved. */
export type MoveItemsBetweenRequisitionListsInput = {
  /** An array of IDs representing products moved from one requisition list to another. */
  requisitionListItemUids: Array<InputMaybe<Scalars['ID']['input']>>;
};

/** Move Line Item to Requisition List. */
export type MoveLineItemToRequisitionListInput = {
  /** The unique ID of a `CartLineItem` object. */
  quote_item_uid: Scalars['ID']['input'];
  /** The unique ID of a `NegotiableQuote` object. */
  quote_uid: Scalars['ID']['input'];
  /** The unique ID of a requisition list. */
  requisition_list_uid: Scalars['ID']['input'];
};

/** Defines the billing or shipping address to be applied to the cart. */
export type NegotiableQuoteAddressInput = {
  /** The city specified for the billing or shipping address. */
  city: Scalars['String']['input'];
  /** The company name. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** The country code and label for the billing or shipping address. */
  country_code: Scalars['String']['input'];
  /** The first name of the company user. */
  firstname: Scalars['String']['input'];
  /** The last name of the company user. */
  lastname: Scalars['String']['input'];
  /** The ZIP or postal code of the billing or shipping address. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** A string that defines the state or province of the billing or shipping address. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** An integer that defines the state or province of the billing or shipping address. */
  region_id?: InputMaybe<Scalars['Int']['input']>;
  /** Determines whether to save the address in the customer's address book. The default value is true. */
  save_in_address_book?: InputMaybe<Scalars['Boolean']['input']>;
  /** An array containing the street for the billing or shipping address. */
  street: Array<InputMaybe<Scalars['String']['input']>>;
  /** The telephone number for the billing or shipping address. */
  telephone?: InputMaybe<Scalars['String']['input']>;
};

/** Defines the billing address. */
export type NegotiableQuoteBillingAddressInput = {
  /** Defines a billing address. */
  address?: InputMaybe<NegotiableQuoteAddressInput>;
  /** The unique ID of a `CustomerAddress` object. */
  customer_address_uid?: InputMaybe<Scalars['ID']['input']>;
  /** Indicates whether to set the billing address to be the same as the existing shipping address on the negotiable quote. */
  same_as_shipping?: InputMaybe<Scalars['Boolean']['input']>;
  /** Indicates whether to set the shipping address to be the same as this billing address. */
  use_for_shipping?: InputMaybe<Scalars['Boolean']['input']>;
};

export type NegotiableQuoteCommentCreatorType =
  | 'BUYER'
  | 'SELLER';

/** Contains the commend provided by the buyer. */
export type NegotiableQuoteCommentInput = {
  /** The comment provided by the buyer. */
  comment: Scalars['String']['input'];
};

/** Defines a filter to limit the negotiable quotes to return. */
export type NegotiableQuoteFilterInput = {
  /** Filter by the ID of one or more negotiable quotes. */
  ids?: InputMaybe<FilterEqualTypeInput>;
  /** Filter by the negotiable quote name. */
  name?: InputMaybe<FilterMatchTypeInput>;
};

export type NegotiableQuoteHistoryEntryChangeType =
  | 'CLOSED'
  | 'CREATED'
  | 'UPDATED'
  | 'UPDATED_BY_SYSTEM';

/** Specifies the updated quantity of an item. */
export type NegotiableQuoteItemQuantityInput = {
  /** The new quantity of the negotiable quote item. */
  quantity: Scalars['Float']['input'];
  /** The unique ID of a `CartItemInterface` object. */
  quote_item_uid: Scalars['ID']['input'];
};

/** Defines the payment method to be applied to the negotiable quote. */
export type NegotiableQuotePaymentMethodInput = {
  /** Payment method code */
  code: Scalars['String']['input'];
  /** The purchase order number. Optional for most payment methods. */
  purchase_order_number?: InputMaybe<Scalars['String']['input']>;
};

/** Defines shipping addresses for the negotiable quote. */
export type NegotiableQuoteShippingAddressInput = {
  /** A shipping address. */
  address?: InputMaybe<NegotiableQuoteAddressInput>;
  /** An ID from the company user's address book that uniquely identifies the address to be used for shipping. */
  customer_address_uid?: InputMaybe<Scalars['ID']['input']>;
  /** Text provided by the company user. */
  customer_notes?: InputMaybe<Scalars['String']['input']>;
};

/** Defines the field to use to sort a list of negotiable quotes. */
export type NegotiableQuoteSortInput = {
  /** Whether to return results in ascending or descending order. */
  sort_direction: SortEnum;
  /** The specified sort field. */
  sort_field: NegotiableQuoteSortableField;
};

export type NegotiableQuoteSortableField =
  /** Sorts negotiable quotes by the dates they were created. */
  | 'CREATED_AT'
  /** Sorts negotiable quotes by name. */
  | 'QUOTE_NAME'
  /** Sorts negotiable quotes by the dates they were last modified. */
  | 'UPDATED_AT';

export type NegotiableQuoteStatus =
  | 'CLOSED'
  | 'DECLINED'
  | 'DRAFT'
  | 'EXPIRED'
  | 'OPEN'
  | 'ORDERED'
  | 'PENDING'
  | 'SUBMITTED'
  | 'UPDATED';

/** Defines a filter to limit the negotiable quotes to return. */
export type NegotiableQuoteTemplateFilterInput = {
  /** Filter by state of one or more negotiable quote templates. */
  state?: InputMaybe<FilterEqualTypeInput>;
  /** Filter by status of one or more negotiable quote templates. */
  status?: InputMaybe<FilterEqualTypeInput>;
};

/** Specifies the updated quantity of an item. */
export type NegotiableQuoteTemplateItemQuantityInput = {
  /** The unique ID of a `CartItemInterface` object. */
  item_id: Scalars['ID']['input'];
  /** The new max quantity of the negotiable quote template item. Only used if is_min_max_qty_used is true on the template. */
  max_qty?: InputMaybe<Scalars['Float']['input']>;
  /** The new min quantity of the negotiable quote template item. Only used if is_min_max_qty_used is true on the template. */
  min_qty?: InputMaybe<Scalars['Float']['input']>;
  /** The new quantity of the negotiable quote item. */
  quantity: Scalars['Float']['input'];
};

/** Defines the reference document link to add to a negotiable quote template. */
export type NegotiableQuoteTemplateReferenceDocumentLinkInput = {
  /** The identifier of the reference document. */
  document_identifier?: InputMaybe<Scalars['String']['input']>;
  /** The title of the reference document. */
  document_name: Scalars['String']['input'];
  /** The unique ID of a `NegotiableQuoteReferenceDocumentLink` object. */
  link_id?: InputMaybe<Scalars['ID']['input']>;
  /** The URL of the reference document. */
  reference_document_url: Scalars['String']['input'];
};

/** Defines shipping addresses for the negotiable quote template. */
export type NegotiableQuoteTemplateShippingAddressInput = {
  /** A shipping address. */
  address?: InputMaybe<NegotiableQuoteAddressInput>;
  /** An ID from the company user's address book that uniquely identifies the address to be used for shipping. */
  customer_address_uid?: InputMaybe<Scalars['ID']['input']>;
  /** Text provided by the company user. */
  customer_notes?: InputMaybe<Scalars['String']['input']>;
};

/** Defines the field to use to sort a list of negotiable quotes. */
export type NegotiableQuoteTemplateSortInput = {
  /** Whether to return results in ascending or descending order. */
  sort_direction: SortEnum;
  /** The specified sort field. */
  sort_field: NegotiableQuoteTemplateSortableField;
};

export type NegotiableQuoteTemplateSortableField =
  /** Sorts negotiable quote templates by the date they were last shared. */
  | 'LAST_SHARED_AT'
  /** Sorts negotiable quote templates by template id. */
  | 'TEMPLATE_ID';

export type ObjectDataTypeEnum =
  | 'BOOLEAN'
  | 'COMPLEX'
  | 'FLOAT'
  | 'INT'
  | 'STRING';

/** Specifies the quote template id to open quote template. */
export type OpenNegotiableQuoteTemplateInput = {
  /** The unique ID of a `NegotiableQuoteTemplate` object. */
  template_id: Scalars['ID']['input'];
};

/** The list of available order actions. */
export type OrderActionType =
  | 'CANCEL'
  | 'REORDER'
  | 'RETURN';

/** Input to retrieve an order based on details. */
export type OrderInformationInput = {
  /** Order billing address email. */
  email: Scalars['String']['input'];
  /** Order billing address lastname. */
  lastname: Scalars['String']['input'];
  /** Order number. */
  number: Scalars['String']['input'];
  /** Order billing address postcode */
  postcode?: InputMaybe<Scalars['String']['input']>;
};

/** Input to retrieve an order based on token. */
export type OrderTokenInput = {
  /** Order token. */
  token: Scalars['String']['input'];
};

/** Contains required input for Payflow Express Checkout payments. */
export type PayflowExpressInput = {
  /** The unique ID of the PayPal user. */
  payer_id: Scalars['String']['input'];
  /** The token returned by the createPaypalExpressToken mutation. */
  token: Scalars['String']['input'];
};

/** A set of relative URLs that PayPal uses in response to various actions during the authorization process. Adobe Commerce prepends the base URL to this value to create a full URL. For example, if the full URL is https://www.example.com/path/to/page.html, the relative URL is path/to/page.html. Use this input for Payflow Link and Payments Advanced payment methods. */
export type PayflowLinkInput = {
  /** The relative URL of the page that PayPal redirects to when the buyer cancels the transaction in order to choose a different payment method. If the full URL to this page is https://www.example.com/paypal/action/cancel.html, the relative URL is paypal/action/cancel.html. */
  cancel_url: Scalars['String']['input'];
  /** The relative URL of the transaction error page that PayPal redirects to upon payment error. If the full URL to this page is https://www.example.com/paypal/action/error.html, the relative URL is paypal/action/error.html. */
  error_url: Scalars['String']['input'];
  /** The relative URL of the order confirmation page that PayPal redirects to when the payment is successful and additional confirmation is not needed. If the full URL to this page is https://www.example.com/paypal/action/return.html, the relative URL is paypal/action/return.html. */
  return_url: Scalars['String']['input'];
};

/** Indicates the mode for payment. Applies to the Payflow Link and Payments Advanced payment methods. */
export type PayflowLinkMode =
  | 'LIVE'
  | 'TEST';

/** Contains information required to fetch payment token information for the Payflow Link and Payments Advanced payment methods. */
export type PayflowLinkTokenInput = {
  /** The unique ID that identifies the customer's cart. */
  cart_id: Scalars['String']['input'];
};

/** Contains input for the Payflow Pro and Payments Pro payment methods. */
export type PayflowProInput = {
  /** Required input for credit card related information. */
  cc_details: CreditCardDetailsInput;
  /** Indicates whether details about the shopper's credit/debit card should be tokenized for later usage. Required only if Vault is enabled for the PayPal Payflow Pro payment integration. */
  is_active_payment_token_enabler?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Input required to complete payment. Applies to Payflow Pro and Payments Pro payment methods. */
export type PayflowProResponseInput = {
  /** The unique ID that identifies the shopper's cart. */
  cart_id: Scalars['String']['input'];
  /** The payload returned from PayPal. */
  paypal_payload: Scalars['String']['input'];
};

/** Contains input required to fetch payment token information for the Payflow Pro and Payments Pro payment methods. */
export type PayflowProTokenInput = {
  /** The unique ID that identifies the shopper's cart. */
  cart_id: Scalars['String']['input'];
  /** A set of relative URLs that PayPal uses for callback. */
  urls: PayflowProUrlInput;
};

/** Contains a set of relative URLs that PayPal uses in response to various actions during the authorization process. Magento prepends the base URL to this value to create a full URL. For example, if the full URL is https://www.example.com/path/to/page.html, the relative URL is path/to/page.html. Use this input for the Payflow Pro and Payment Pro payment methods. */
export type PayflowProUrlInput = {
  /** The relative URL of the page that PayPal redirects to when the buyer cancels the transaction in order to choose a different payment method. If the full URL to this page is https://www.example.com/paypal/action/cancel.html, the relative URL is paypal/action/cancel.html. */
  cancel_url: Scalars['String']['input'];
  /** The relative URL of the transaction error page that PayPal redirects to upon payment error. If the full URL to this page is https://www.example.com/paypal/action/error.html, the relative URL is paypal/action/error.html. */
  error_url: Scalars['String']['input'];
  /** The relative URL of the final confirmation page that PayPal redirects to upon payment success. If the full URL to this page is https://www.example.com/paypal/action/return.html, the relative URL is paypal/action/return.html. */
  return_url: Scalars['String']['input'];
};

/** Defines the origin location for that payment request */
export type PaymentLocation =
  | 'ADMIN'
  | 'CART'
  | 'CHECKOUT'
  | 'MINICART'
  | 'PRODUCT_DETAIL'
  | 'START_OF_CHECKOUT';

/** Defines the payment method. */
export type PaymentMethodInput = {
  braintree?: InputMaybe<BraintreeInput>;
  braintree_ach_direct_debit?: InputMaybe<BraintreeInput>;
  braintree_ach_direct_debit_vault?: InputMaybe<BraintreeVaultInput>;
  braintree_applepay_vault?: InputMaybe<BraintreeVaultInput>;
  braintree_cc_vault?: InputMaybe<BraintreeCcVaultInput>;
  braintree_googlepay_vault?: InputMaybe<BraintreeVaultInput>;
  braintree_paypal?: InputMaybe<BraintreeInput>;
  braintree_paypal_vault?: InputMaybe<BraintreeVaultInput>;
  /** The internal name for the payment method. */
  code: Scalars['String']['input'];
  /** Required input for PayPal Hosted pro payments. */
  hosted_pro?: InputMaybe<HostedProInput>;
  /** Required input for Payflow Express Checkout payments. */
  payflow_express?: InputMaybe<PayflowExpressInput>;
  /** Required input for PayPal Payflow Link and Payments Advanced payments. */
  payflow_link?: InputMaybe<PayflowLinkInput>;
  /** Required input for PayPal Payflow Pro and Payment Pro payments. */
  payflowpro?: InputMaybe<PayflowProInput>;
  /** Required input for PayPal Payflow Pro vault payments. */
  payflowpro_cc_vault?: InputMaybe<VaultTokenInput>;
  /** Required input for Apple Pay button */
  payment_services_paypal_apple_pay?: InputMaybe<ApplePayMethodInput>;
  /** Required input for fastlane */
  payment_services_paypal_fastlane?: InputMaybe<FastlaneMethodInput>;
  /** Required input for Google Pay button */
  payment_services_paypal_google_pay?: InputMaybe<GooglePayMethodInput>;
  /** Required input for Hosted Fields */
  payment_services_paypal_hosted_fields?: InputMaybe<HostedFieldsInput>;
  /** Required input for Smart buttons */
  payment_services_paypal_smart_buttons?: InputMaybe<SmartButtonMethodInput>;
  /** Required input for vault */
  payment_services_paypal_vault?: InputMaybe<VaultMethodInput>;
  /** Required input for Express Checkout and Payments Standard payments. */
  paypal_express?: InputMaybe<PaypalExpressInput>;
  /** The purchase order number. Optional for most payment methods. */
  purchase_order_number?: InputMaybe<Scalars['String']['input']>;
  sandbox_card?: InputMaybe<SandboxCardInput>;
  sandbox_card_vault?: InputMaybe<VaultTokenInput>;
};

/** The payment source information */
export type PaymentSourceInput = {
  /** The card payment source information */
  card: CardPaymentSourceInput;
};

/** The list of available payment token types. */
export type PaymentTokenTypeEnum =
  /** phpcs:ignore Magento2.GraphQL.ValidArgumentName */
  | 'account'
  /** phpcs:ignore Magento2.GraphQL.ValidArgumentName */
  | 'card';

/** Contains required input for Express Checkout and Payments Standard payments. */
export type PaypalExpressInput = {
  /** The unique ID of the PayPal user. */
  payer_id: Scalars['String']['input'];
  /** The token returned by the `createPaypalExpressToken` mutation. */
  token: Scalars['String']['input'];
};

/** Defines the attributes required to receive a payment token for Express Checkout and Payments Standard payment methods. */
export type PaypalExpressTokenInput = {
  /** The unique ID that identifies the customer's cart. */
  cart_id: Scalars['String']['input'];
  /** The payment method code. */
  code: Scalars['String']['input'];
  /** Indicates whether the buyer selected the quick checkout button. The default value is false. */
  express_button?: InputMaybe<Scalars['Boolean']['input']>;
  /** A set of relative URLs that PayPal uses in response to various actions during the authorization process. */
  urls: PaypalExpressUrlsInput;
  /** Indicates whether the buyer clicked the PayPal credit button. The default value is false. */
  use_paypal_credit?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Contains a set of relative URLs that PayPal uses in response to various actions during the authorization process. Magento prepends the base URL to this value to create a full URL. For example, if the full URL is https://www.example.com/path/to/page.html, the relative URL is path/to/page.html. Use this input for Express Checkout and Payments Standard payment methods. */
export type PaypalExpressUrlsInput = {
  /** The relative URL of the page that PayPal redirects to when the buyer cancels the transaction in order to choose a different payment method. If the full URL to this page is https://www.example.com/paypal/action/cancel.html, the relative URL is paypal/action/cancel.html. */
  cancel_url: Scalars['String']['input'];
  /** The relative URL of the page that PayPal redirects to when the payment has been put on hold for additional review. This condition mostly applies to ACH transactions, and is not applicable to most PayPal solutions. If the full URL to this page is https://www.example.com/paypal/action/success_pending.html, the relative URL is paypal/action/success_pending.html. */
  pending_url?: InputMaybe<Scalars['String']['input']>;
  /** The relative URL of the final confirmation page that PayPal redirects to upon payment success. If the full URL to this page is https://www.example.com/paypal/action/return.html, the relative URL is paypal/action/return.html. */
  return_url: Scalars['String']['input'];
  /** The relative URL of the order confirmation page that PayPal redirects to when the payment is successful and additional confirmation is not needed. Not applicable to most PayPal solutions. If the full URL to this page is https://www.example.com/paypal/action/success.html, the relative URL is paypal/action/success.html. */
  success_url?: InputMaybe<Scalars['String']['input']>;
};

/** PickupLocationFilterInput defines the list of attributes and filters for the search. */
export type PickupLocationFilterInput = {
  /** Filter by city. */
  city?: InputMaybe<FilterTypeInput>;
  /** Filter by country. */
  country_id?: InputMaybe<FilterTypeInput>;
  /** Filter by pickup location name. */
  name?: InputMaybe<FilterTypeInput>;
  /** Filter by pickup location code. */
  pickup_location_code?: InputMaybe<FilterTypeInput>;
  /** Filter by postcode. */
  postcode?: InputMaybe<FilterTypeInput>;
  /** Filter by region. */
  region?: InputMaybe<FilterTypeInput>;
  /** Filter by region id. */
  region_id?: InputMaybe<FilterTypeInput>;
  /** Filter by street. */
  street?: InputMaybe<FilterTypeInput>;
};

/** PickupLocationSortInput specifies attribute to use for sorting search results and indicates whether the results are sorted in ascending or descending order. */
export type PickupLocationSortInput = {
  /** City where pickup location is placed. */
  city?: InputMaybe<SortEnum>;
  /** Name of the contact person. */
  contact_name?: InputMaybe<SortEnum>;
  /** Id of the country in two letters. */
  country_id?: InputMaybe<SortEnum>;
  /** Description of the pickup location. */
  description?: InputMaybe<SortEnum>;
  /** Distance to the address, requested by distance filter. Applicable only with distance filter. If distance sort order is present, all other sort orders will be ignored. */
  distance?: InputMaybe<SortEnum>;
  /** Contact email of the pickup location. */
  email?: InputMaybe<SortEnum>;
  /** Contact fax of the pickup location. */
  fax?: InputMaybe<SortEnum>;
  /** Geographic latitude where pickup location is placed. */
  latitude?: InputMaybe<SortEnum>;
  /** Geographic longitude where pickup location is placed. */
  longitude?: InputMaybe<SortEnum>;
  /** The pickup location name. Customer use this to identify the pickup location. */
  name?: InputMaybe<SortEnum>;
  /** Contact phone number of the pickup location. */
  phone?: InputMaybe<SortEnum>;
  /** A code assigned to pickup location to identify the source. */
  pickup_location_code?: InputMaybe<SortEnum>;
  /** Postcode where pickup location is placed. */
  postcode?: InputMaybe<SortEnum>;
  /** Name of the region. */
  region?: InputMaybe<SortEnum>;
  /** Id of the region. */
  region_id?: InputMaybe<SortEnum>;
  /** Street where pickup location is placed. */
  street?: InputMaybe<SortEnum>;
};

/** Specifies the negotiable quote to convert to an order. */
export type PlaceNegotiableQuoteOrderInput = {
  /** The unique ID of a `NegotiableQuote` object. */
  quote_uid: Scalars['ID']['input'];
};

export type PlaceOrderErrorCodes =
  | 'CART_NOT_ACTIVE'
  | 'CART_NOT_FOUND'
  | 'GUEST_EMAIL_MISSING'
  | 'UNABLE_TO_PLACE_ORDER'
  | 'UNDEFINED';

/** Specifies the purchase order to convert to an order. */
export type PlaceOrderForPurchaseOrderInput = {
  /** The unique ID of a purchase order. */
  purchase_order_uid: Scalars['ID']['input'];
};

/** Specifies the quote to be converted to an order. */
export type PlaceOrderInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
};

/** Specifies the quote to be converted to a purchase order. */
export type PlacePurchaseOrderInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
};

/** `PriceAdjustment.code` is deprecated. */
export type PriceAdjustmentCodesEnum =
  | 'TAX'
  | 'WEEE'
  | 'WEEE_TAX';

/** `PriceAdjustmentDescriptionEnum` is deprecated. States whether a price adjustment is included or excluded. */
export type PriceAdjustmentDescriptionEnum =
  | 'EXCLUDED'
  | 'INCLUDED';

/** Defines the price type. */
export type PriceTypeEnum =
  | 'DYNAMIC'
  | 'FIXED'
  | 'PERCENT';

/** Defines whether a bundle product's price is displayed as the lowest possible value or as a range. */
export type PriceViewEnum =
  | 'AS_LOW_AS'
  | 'PRICE_RANGE';

/** Defines the filters to be used in the search. A filter contains at least one attribute, a comparison operator, and the value that is being searched for. */
export type ProductAttributeFilterInput = {
  /** Deprecated: use `category_uid` to filter product by category ID. */
  category_id?: InputMaybe<FilterEqualTypeInput>;
  /** Filter product by the unique ID for a `CategoryInterface` object. */
  category_uid?: InputMaybe<FilterEqualTypeInput>;
  /** Filter product by category URL path. */
  category_url_path?: InputMaybe<FilterEqualTypeInput>;
  /** Attribute label: Color. Option ids (Aggregation option values). */
  color?: InputMaybe<FilterEqualTypeInput>;
  /** Attribute label: Description */
  description?: InputMaybe<FilterMatchTypeInput>;
  /** Attribute label: Product Name */
  name?: InputMaybe<FilterMatchTypeInput>;
  /** Attribute label: Price */
  price?: InputMaybe<FilterRangeTypeInput>;
  /** Attribute label: Short Description */
  short_description?: InputMaybe<FilterMatchTypeInput>;
  /** Attribute label: Size. Option ids (Aggregation option values). */
  size?: InputMaybe<FilterEqualTypeInput>;
  /** Attribute label: SKU */
  sku?: InputMaybe<FilterEqualTypeInput>;
  /** The part of the URL that identifies the product */
  url_key?: InputMaybe<FilterEqualTypeInput>;
};

/** Specifies the attribute to use for sorting search results and indicates whether the results are sorted in ascending or descending order. It's possible to sort products using searchable attributes with enabled 'Use in Filter Options' option */
export type ProductAttributeSortInput = {
  /** Attribute label: Product Name */
  name?: InputMaybe<SortEnum>;
  /** Sort by the position assigned to each product. */
  position?: InputMaybe<SortEnum>;
  /** Attribute label: Price */
  price?: InputMaybe<SortEnum>;
  /** Sort by the search relevance score (default). */
  relevance?: InputMaybe<SortEnum>;
};

/** ProductFilterInput is deprecated, use @ProductAttributeFilterInput instead. ProductFilterInput defines the filters to be used in the search. A filter contains at least one attribute, a comparison operator, and the value that is being searched for. */
export type ProductFilterInput = {
  /** The category ID the product belongs to. */
  category_id?: InputMaybe<FilterTypeInput>;
  /** The product's country of origin. */
  country_of_manufacture?: InputMaybe<FilterTypeInput>;
  /** The timestamp indicating when the product was created. */
  created_at?: InputMaybe<FilterTypeInput>;
  /** The name of a custom layout. */
  custom_layout?: InputMaybe<FilterTypeInput>;
  /** XML code that is applied as a layout update to the product page. */
  custom_layout_update?: InputMaybe<FilterTypeInput>;
  /** Detailed information about the product. The value can include simple HTML tags. */
  description?: InputMaybe<FilterTypeInput>;
  /** Indicates whether a gift message is available. */
  gift_message_available?: InputMaybe<FilterTypeInput>;
  /** Indicates whether additional attributes have been created for the product. */
  has_options?: InputMaybe<FilterTypeInput>;
  /** The relative path to the main image on the product page. */
  image?: InputMaybe<FilterTypeInput>;
  /** The label assigned to a product image. */
  image_label?: InputMaybe<FilterTypeInput>;
  /** Indicates whether the product can be returned. */
  is_returnable?: InputMaybe<FilterTypeInput>;
  /** A number representing the product's manufacturer. */
  manufacturer?: InputMaybe<FilterTypeInput>;
  /** The numeric maximal price of the product. Do not include the currency code. */
  max_price?: InputMaybe<FilterTypeInput>;
  /** A brief overview of the product for search results listings, maximum 255 characters. */
  meta_description?: InputMaybe<FilterTypeInput>;
  /** A comma-separated list of keywords that are visible only to search engines. */
  meta_keyword?: InputMaybe<FilterTypeInput>;
  /** A string that is displayed in the title bar and tab of the browser and in search results lists. */
  meta_title?: InputMaybe<FilterTypeInput>;
  /** The numeric minimal price of the product. Do not include the currency code. */
  min_price?: InputMaybe<FilterTypeInput>;
  /** The product name. Customers use this name to identify the product. */
  name?: InputMaybe<FilterTypeInput>;
  /** The beginning date for new product listings, and determines if the product is featured as a new product. */
  news_from_date?: InputMaybe<FilterTypeInput>;
  /** The end date for new product listings. */
  news_to_date?: InputMaybe<FilterTypeInput>;
  /** If the product has multiple options, determines where they appear on the product page. */
  options_container?: InputMaybe<FilterTypeInput>;
  /** The keyword required to perform a logical OR comparison. */
  or?: InputMaybe<ProductFilterInput>;
  /** The price of an item. */
  price?: InputMaybe<FilterTypeInput>;
  /** Indicates whether the product has required options. */
  required_options?: InputMaybe<FilterTypeInput>;
  /** A short description of the product. Its use depends on the theme. */
  short_description?: InputMaybe<FilterTypeInput>;
  /** A number or code assigned to a product to identify the product, options, price, and manufacturer. */
  sku?: InputMaybe<FilterTypeInput>;
  /** The relative path to the small image, which is used on catalog pages. */
  small_image?: InputMaybe<FilterTypeInput>;
  /** The label assigned to a product's small image. */
  small_image_label?: InputMaybe<FilterTypeInput>;
  /** The beginning date that a product has a special price. */
  special_from_date?: InputMaybe<FilterTypeInput>;
  /** The discounted price of the product. Do not include the currency code. */
  special_price?: InputMaybe<FilterTypeInput>;
  /** The end date that a product has a special price. */
  special_to_date?: InputMaybe<FilterTypeInput>;
  /** The file name of a swatch image. */
  swatch_image?: InputMaybe<FilterTypeInput>;
  /** The relative path to the product's thumbnail image. */
  thumbnail?: InputMaybe<FilterTypeInput>;
  /** The label assigned to a product's thumbnail image. */
  thumbnail_label?: InputMaybe<FilterTypeInput>;
  /** The price when tier pricing is in effect and the items purchased threshold has been reached. */
  tier_price?: InputMaybe<FilterTypeInput>;
  /** The timestamp indicating when the product was updated. */
  updated_at?: InputMaybe<FilterTypeInput>;
  /** The part of the URL that identifies the product */
  url_key?: InputMaybe<FilterTypeInput>;
  url_path?: InputMaybe<FilterTypeInput>;
  /** The weight of the item, in units defined by the store. */
  weight?: InputMaybe<FilterTypeInput>;
};

export type ProductImageThumbnail =
  /** Use thumbnail of product as image. */
  | 'ITSELF'
  /** Use thumbnail of product's parent as image. */
  | 'PARENT';

/** Product Information used for Pickup Locations search. */
export type ProductInfoInput = {
  /** Product SKU. */
  sku: Scalars['String']['input'];
};

/** Contains the reviewer's rating for a single aspect of a review. */
export type ProductReviewRatingInput = {
  /** An encoded rating ID. */
  id: Scalars['String']['input'];
  /** An encoded rating value ID. */
  value_id: Scalars['String']['input'];
};

/** Deprecated. Use `ProductAttributeSortInput` instead. Specifies the attribute to use for sorting search results and indicates whether the results are sorted in ascending or descending order. */
export type ProductSortInput = {
  /** The product's country of origin. */
  country_of_manufacture?: InputMaybe<SortEnum>;
  /** The timestamp indicating when the product was created. */
  created_at?: InputMaybe<SortEnum>;
  /** The name of a custom layout. */
  custom_layout?: InputMaybe<SortEnum>;
  /** XML code that is applied as a layout update to the product page. */
  custom_layout_update?: InputMaybe<SortEnum>;
  /** Detailed information about the product. The value can include simple HTML tags. */
  description?: InputMaybe<SortEnum>;
  /** Indicates whether a gift message is available. */
  gift_message_available?: InputMaybe<SortEnum>;
  /** Indicates whether additional attributes have been created for the product. */
  has_options?: InputMaybe<SortEnum>;
  /** The relative path to the main image on the product page. */
  image?: InputMaybe<SortEnum>;
  /** The label assigned to a product image. */
  image_label?: InputMaybe<SortEnum>;
  /** Indicates whether the product can be returned. */
  is_returnable?: InputMaybe<SortEnum>;
  /** A number representing the product's manufacturer. */
  manufacturer?: InputMaybe<SortEnum>;
  /** A brief overview of the product for search results listings, maximum 255 characters. */
  meta_description?: InputMaybe<SortEnum>;
  /** A comma-separated list of keywords that are visible only to search engines. */
  meta_keyword?: InputMaybe<SortEnum>;
  /** A string that is displayed in the title bar and tab of the browser and in search results lists. */
  meta_title?: InputMaybe<SortEnum>;
  /** The product name. Customers use this name to identify the product. */
  name?: InputMaybe<SortEnum>;
  /** The beginning date for new product listings, and determines if the product is featured as a new product. */
  news_from_date?: InputMaybe<SortEnum>;
  /** The end date for new product listings. */
  news_to_date?: InputMaybe<SortEnum>;
  /** If the product has multiple options, determines where they appear on the product page. */
  options_container?: InputMaybe<SortEnum>;
  /** The price of the item. */
  price?: InputMaybe<SortEnum>;
  /** Indicates whether the product has required options. */
  required_options?: InputMaybe<SortEnum>;
  /** A short description of the product. Its use depends on the theme. */
  short_description?: InputMaybe<SortEnum>;
  /** A number or code assigned to a product to identify the product, options, price, and manufacturer. */
  sku?: InputMaybe<SortEnum>;
  /** The relative path to the small image, which is used on catalog pages. */
  small_image?: InputMaybe<SortEnum>;
  /** The label assigned to a product's small image. */
  small_image_label?: InputMaybe<SortEnum>;
  /** The beginning date that a product has a special price. */
  special_from_date?: InputMaybe<SortEnum>;
  /** The discounted price of the product. */
  special_price?: InputMaybe<SortEnum>;
  /** The end date that a product has a special price. */
  special_to_date?: InputMaybe<SortEnum>;
  /** Indicates the criteria to sort swatches. */
  swatch_image?: InputMaybe<SortEnum>;
  /** The relative path to the product's thumbnail image. */
  thumbnail?: InputMaybe<SortEnum>;
  /** The label assigned to a product's thumbnail image. */
  thumbnail_label?: InputMaybe<SortEnum>;
  /** The price when tier pricing is in effect and the items purchased threshold has been reached. */
  tier_price?: InputMaybe<SortEnum>;
  /** The timestamp indicating when the product was updated. */
  updated_at?: InputMaybe<SortEnum>;
  /** The part of the URL that identifies the product */
  url_key?: InputMaybe<SortEnum>;
  url_path?: InputMaybe<SortEnum>;
  /** The weight of the item, in units defined by the store. */
  weight?: InputMaybe<SortEnum>;
};

/** This enumeration states whether a product stock status is in stock or out of stock */
export type ProductStockStatus =
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

export type PurchaseOrderAction =
  | 'APPROVE'
  | 'CANCEL'
  | 'PLACE_ORDER'
  | 'REJECT'
  | 'VALIDATE';

export type PurchaseOrderApprovalFlowItemStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

export type PurchaseOrderApprovalRuleConditionOperator =
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL_TO'
  | 'MORE_THAN'
  | 'MORE_THAN_OR_EQUAL_TO';

/** Defines a new purchase order approval rule. */
export type PurchaseOrderApprovalRuleInput = {
  /** A list of company user role IDs to which this purchase order approval rule should be applied. When an empty array is provided, the rule is applied to all user roles in the system, including those created in the future. */
  applies_to: Array<InputMaybe<Scalars['ID']['input']>>;
  /** A list of B2B user roles that can approve this purchase order approval rule. */
  approvers: Array<InputMaybe<Scalars['ID']['input']>>;
  /** The condition of the purchase order approval rule. */
  condition: CreatePurchaseOrderApprovalRuleConditionInput;
  /** A summary of the purpose of the purchase order approval rule. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The purchase order approval rule name. */
  name: Scalars['String']['input'];
  /** The status of the purchase order approval rule. */
  status: PurchaseOrderApprovalRuleStatus;
};

export type PurchaseOrderApprovalRuleStatus =
  | 'DISABLED'
  | 'ENABLED';

export type PurchaseOrderApprovalRuleType =
  | 'GRAND_TOTAL'
  | 'NUMBER_OF_SKUS'
  | 'SHIPPING_INCL_TAX';

export type PurchaseOrderErrorType =
  | 'COULD_NOT_SAVE'
  | 'NOT_FOUND'
  | 'NOT_VALID_DATA'
  | 'OPERATION_NOT_APPLICABLE'
  | 'UNDEFINED';

export type PurchaseOrderStatus =
  | 'APPROVAL_REQUIRED'
  | 'APPROVED'
  | 'APPROVED_PENDING_PAYMENT'
  | 'CANCELED'
  | 'ORDER_FAILED'
  | 'ORDER_IN_PROGRESS'
  | 'ORDER_PLACED'
  | 'PENDING'
  | 'REJECTED';

/** Defines which purchase orders to act on. */
export type PurchaseOrdersActionInput = {
  /** An array of purchase order UIDs. */
  purchase_order_uids: Array<InputMaybe<Scalars['ID']['input']>>;
};

/** Defines the criteria to use to filter the list of purchase orders. */
export type PurchaseOrdersFilterInput = {
  /** Include only purchase orders made by subordinate company users. */
  company_purchase_orders?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the creation date of the purchase order. */
  created_date?: InputMaybe<FilterRangeTypeInput>;
  /** Include only purchase orders that are waiting for the customer’s approval. */
  require_my_approval?: InputMaybe<Scalars['Boolean']['input']>;
  /** Filter by the status of the purchase order. */
  status?: InputMaybe<PurchaseOrderStatus>;
};

/** Specifies the field to use for sorting quote items */
export type QuoteItemsSortInput = {
  /** Specifies the quote items field to sort by */
  field: SortQuoteItemsEnum;
  /** Specifies the order of quote items' sorting */
  order: SortEnum;
};

/** Sets quote item note. */
export type QuoteTemplateLineItemNoteInput = {
  /** The unique ID of a `CartLineItem` object. */
  item_id: Scalars['ID']['input'];
  /** The note text to be added. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The unique ID of a `NegotiableQuoteTemplate` object. */
  templateId: Scalars['ID']['input'];
};

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

export type ReCaptchaTypeEmum =
  | 'INVISIBLE'
  | 'RECAPTCHA'
  | 'RECAPTCHA_V3';

/** Specifies the cart from which to remove a coupon. */
export type RemoveCouponFromCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
};

/** Remove coupons from the cart. */
export type RemoveCouponsFromCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
  /** An array of coupon codes to be removed from the quote. If coupon_codes is empty all coupons will be removed from the quote. */
  coupon_codes: Array<InputMaybe<Scalars['String']['input']>>;
};

/** Defines the input required to run the `removeGiftCardFromCart` mutation. */
export type RemoveGiftCardFromCartInput = {
  /** The unique ID that identifies the customer's cart. */
  cart_id: Scalars['String']['input'];
  /** The gift card code to be removed to the cart. */
  gift_card_code: Scalars['String']['input'];
};

/** Specifies which items to remove from the cart. */
export type RemoveItemFromCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
  /** Deprecated. Use `cart_item_uid` instead. */
  cart_item_id?: InputMaybe<Scalars['Int']['input']>;
  /** Required field. The unique ID for a `CartItemInterface` object. */
  cart_item_uid?: InputMaybe<Scalars['ID']['input']>;
};

/** Defines the items to remove from the specified negotiable quote. */
export type RemoveNegotiableQuoteItemsInput = {
  /** An array of IDs indicating which items to remove from the negotiable quote. */
  quote_item_uids: Array<InputMaybe<Scalars['ID']['input']>>;
  /** The unique ID of a `NegotiableQuote` object. */
  quote_uid: Scalars['ID']['input'];
};

/** Defines the items to remove from the specified negotiable quote. */
export type RemoveNegotiableQuoteTemplateItemsInput = {
  /** An array of IDs indicating which items to remove from the negotiable quote. */
  item_uids: Array<InputMaybe<Scalars['ID']['input']>>;
  /** The unique ID of a `NegotiableQuoteTemplate` object. */
  template_id: Scalars['ID']['input'];
};

/** Defines which products to remove from a compare list. */
export type RemoveProductsFromCompareListInput = {
  /** An array of product IDs to remove from the compare list. */
  products: Array<InputMaybe<Scalars['ID']['input']>>;
  /** The unique identifier of the compare list to modify. */
  uid: Scalars['ID']['input'];
};

/** Defines the tracking information to delete. */
export type RemoveReturnTrackingInput = {
  /** The unique ID for a `ReturnShippingTracking` object. */
  return_shipping_tracking_uid: Scalars['ID']['input'];
};

/** Defines the input required to run the `removeStoreCreditFromCart` mutation. */
export type RemoveStoreCreditFromCartInput = {
  /** The unique ID that identifies the customer's cart. */
  cart_id: Scalars['String']['input'];
};

/** Sets new name for a negotiable quote. */
export type RenameNegotiableQuoteInput = {
  /** The reason for the quote name change specified by the buyer. */
  quote_comment?: InputMaybe<Scalars['String']['input']>;
  /** The new quote name the buyer specified to the negotiable quote request. */
  quote_name: Scalars['String']['input'];
  /** The cart ID of the buyer requesting a new negotiable quote. */
  quote_uid: Scalars['ID']['input'];
};

/** Contains information needed to start a return request. */
export type RequestGuestReturnInput = {
  /** Text the buyer entered that describes the reason for the refund request. */
  comment_text?: InputMaybe<Scalars['String']['input']>;
  /** The email address the buyer enters to receive notifications about the status of the return. */
  contact_email?: InputMaybe<Scalars['String']['input']>;
  /** An array of items to be returned. */
  items: Array<InputMaybe<RequestReturnItemInput>>;
  /** Order token. */
  token: Scalars['String']['input'];
};

/** Defines properties of a negotiable quote request. */
export type RequestNegotiableQuoteInput = {
  /** The cart ID of the buyer requesting a new negotiable quote. */
  cart_id: Scalars['ID']['input'];
  /** Comments the buyer entered to describe the request. */
  comment: NegotiableQuoteCommentInput;
  /** Flag indicating if quote is draft or not. */
  is_draft?: InputMaybe<Scalars['Boolean']['input']>;
  /** The name the buyer assigned to the negotiable quote request. */
  quote_name: Scalars['String']['input'];
};

/** Defines properties of a negotiable quote template request. */
export type RequestNegotiableQuoteTemplateInput = {
  /** The cart ID of the quote to create the new negotiable quote template from. */
  cart_id: Scalars['ID']['input'];
};

/** Contains information needed to start a return request. */
export type RequestReturnInput = {
  /** Text the buyer entered that describes the reason for the refund request. */
  comment_text?: InputMaybe<Scalars['String']['input']>;
  /** The email address the buyer enters to receive notifications about the status of the return. */
  contact_email?: InputMaybe<Scalars['String']['input']>;
  /** An array of items to be returned. */
  items: Array<InputMaybe<RequestReturnItemInput>>;
  /** The unique ID for a `Order` object. */
  order_uid: Scalars['ID']['input'];
};

/** Contains details about an item to be returned. */
export type RequestReturnItemInput = {
  /** Details about a custom attribute that was entered. */
  entered_custom_attributes?: InputMaybe<Array<InputMaybe<EnteredCustomAttributeInput>>>;
  /** The unique ID for a `OrderItemInterface` object. */
  order_item_uid: Scalars['ID']['input'];
  /** The quantity of the item to be returned. */
  quantity_to_return: Scalars['Float']['input'];
  /** An array of selected custom option IDs associated with the item to be returned. For example, the IDs for the selected color and size of a configurable product. */
  selected_custom_attributes?: InputMaybe<Array<InputMaybe<SelectedCustomAttributeInput>>>;
};

/** Defines requisition list filters. */
export type RequisitionListFilterInput = {
  /** Filter by the display name of the requisition list. */
  name?: InputMaybe<FilterMatchTypeInput>;
  /** Filter requisition lists by one or more requisition list IDs. */
  uids?: InputMaybe<FilterEqualTypeInput>;
};

/** Defines the items to add. */
export type RequisitionListItemsInput = {
  /** Entered option IDs. */
  entered_options?: InputMaybe<Array<InputMaybe<EnteredOptionInput>>>;
  /** For configurable products, the SKU of the parent product. */
  parent_sku?: InputMaybe<Scalars['String']['input']>;
  /** The quantity of the product to add. */
  quantity?: InputMaybe<Scalars['Float']['input']>;
  /** Selected option IDs. */
  selected_options?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** The product SKU. */
  sku: Scalars['String']['input'];
};

export type ReturnItemStatus =
  | 'APPROVED'
  | 'AUTHORIZED'
  | 'DENIED'
  | 'PENDING'
  | 'RECEIVED'
  | 'REJECTED';

export type ReturnShippingTrackingStatusType =
  | 'ERROR'
  | 'INFORMATION';

export type ReturnStatus =
  | 'APPROVED'
  | 'AUTHORIZED'
  | 'CLOSED'
  | 'DENIED'
  | 'PARTIALLY_APPROVED'
  | 'PARTIALLY_AUTHORIZED'
  | 'PARTIALLY_RECEIVED'
  | 'PARTIALLY_REJECTED'
  | 'PENDING'
  | 'PROCESSED_AND_CLOSED'
  | 'RECEIVED'
  | 'REJECTED'
  | 'UNCONFIRMED';

export type RewardPointsSubscriptionStatusesEnum =
  | 'NOT_SUBSCRIBED'
  | 'SUBSCRIBED';

export type SandboxCardInput = {
  is_active_payment_token_enabler?: InputMaybe<Scalars['Boolean']['input']>;
  payment_method_nonce: Scalars['String']['input'];
};

/** This enumeration defines the scope type for customer orders. */
export type ScopeTypeEnum =
  | 'GLOBAL'
  | 'STORE'
  | 'WEBSITE';

/** Contains details about an attribute the buyer selected. */
export type SelectedCustomAttributeInput = {
  /** A string that identifies the selected attribute. */
  attribute_code: Scalars['String']['input'];
  /** The unique ID for a selected custom attribute value. */
  value: Scalars['String']['input'];
};

/** Defines the referenced product and the email sender and recipients. */
export type SendEmailToFriendInput = {
  /** The ID of the product that the sender is referencing. */
  product_id: Scalars['Int']['input'];
  /** An array containing information about each recipient. */
  recipients: Array<InputMaybe<SendEmailToFriendRecipientInput>>;
  /** Information about the customer and the content of the message. */
  sender: SendEmailToFriendSenderInput;
};

/** Contains details about a recipient. */
export type SendEmailToFriendRecipientInput = {
  /** The email address of the recipient. */
  email: Scalars['String']['input'];
  /** The name of the recipient. */
  name: Scalars['String']['input'];
};

/** Contains details about the sender. */
export type SendEmailToFriendSenderInput = {
  /** The email address of the sender. */
  email: Scalars['String']['input'];
  /** The text of the message to be sent. */
  message: Scalars['String']['input'];
  /** The name of the sender. */
  name: Scalars['String']['input'];
};

/** Specifies which negotiable quote to send for review. */
export type SendNegotiableQuoteForReviewInput = {
  /** A comment for the seller to review. */
  comment?: InputMaybe<NegotiableQuoteCommentInput>;
  /** The unique ID of a `NegotiableQuote` object. */
  quote_uid: Scalars['ID']['input'];
};

/** Sets the billing address. */
export type SetBillingAddressOnCartInput = {
  /** The billing address. */
  billing_address: BillingAddressInput;
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
};

/** Defines the gift options applied to the cart. */
export type SetGiftOptionsOnCartInput = {
  /** The unique ID that identifies the shopper's cart. */
  cart_id: Scalars['String']['input'];
  /** Gift message details for the cart. */
  gift_message?: InputMaybe<GiftMessageInput>;
  /** Whether customer requested gift receipt for the cart. */
  gift_receipt_included: Scalars['Boolean']['input'];
  /** The unique ID for a `GiftWrapping` object to be used for the cart. */
  gift_wrapping_id?: InputMaybe<Scalars['ID']['input']>;
  /** Whether customer requested printed card for the cart. */
  printed_card_included: Scalars['Boolean']['input'];
};

/** Defines the guest email and cart. */
export type SetGuestEmailOnCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
  /** The email address of the guest. */
  email: Scalars['String']['input'];
};

/** Sets the billing address. */
export type SetNegotiableQuoteBillingAddressInput = {
  /** The billing address to be added. */
  billing_address: NegotiableQuoteBillingAddressInput;
  /** The unique ID of a `NegotiableQuote` object. */
  quote_uid: Scalars['ID']['input'];
};

/** Defines the payment method of the specified negotiable quote. */
export type SetNegotiableQuotePaymentMethodInput = {
  /** The payment method to be assigned to the negotiable quote. */
  payment_method: NegotiableQuotePaymentMethodInput;
  /** The unique ID of a `NegotiableQuote` object. */
  quote_uid: Scalars['ID']['input'];
};

/** Defines the shipping address to assign to the negotiable quote. */
export type SetNegotiableQuoteShippingAddressInput = {
  /** The unique ID of a `CustomerAddress` object. */
  customer_address_id?: InputMaybe<Scalars['ID']['input']>;
  /** The unique ID of a `NegotiableQuote` object. */
  quote_uid: Scalars['ID']['input'];
  /** An array of shipping addresses to apply to the negotiable quote. */
  shipping_addresses?: InputMaybe<Array<InputMaybe<NegotiableQuoteShippingAddressInput>>>;
};

/** Defines the shipping method to apply to the negotiable quote. */
export type SetNegotiableQuoteShippingMethodsInput = {
  /** The unique ID of a `NegotiableQuote` object. */
  quote_uid: Scalars['ID']['input'];
  /** An array of shipping methods to apply to the negotiable quote. */
  shipping_methods: Array<InputMaybe<ShippingMethodInput>>;
};

/** Defines the shipping address to assign to the negotiable quote template. */
export type SetNegotiableQuoteTemplateShippingAddressInput = {
  /** A shipping adadress to apply to the negotiable quote template. */
  shipping_address: NegotiableQuoteTemplateShippingAddressInput;
  /** The unique ID of a `NegotiableQuote` object. */
  template_id: Scalars['ID']['input'];
};

/** Applies a payment method to the quote. */
export type SetPaymentMethodAndPlaceOrderInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
  /** The payment method data to apply to the cart. */
  payment_method: PaymentMethodInput;
};

/** Applies a payment method to the cart. */
export type SetPaymentMethodOnCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
  /** The payment method data to apply to the cart. */
  payment_method: PaymentMethodInput;
};

/** Specifies an array of addresses to use for shipping. */
export type SetShippingAddressesOnCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
  /** An array of shipping addresses. */
  shipping_addresses: Array<InputMaybe<ShippingAddressInput>>;
};

/** Applies one or shipping methods to the cart. */
export type SetShippingMethodsOnCartInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
  /** An array of shipping methods. */
  shipping_methods: Array<InputMaybe<ShippingMethodInput>>;
};

/** Defines a gift registry invitee. */
export type ShareGiftRegistryInviteeInput = {
  /** The email address of the gift registry invitee. */
  email: Scalars['String']['input'];
  /** The name of the gift registry invitee. */
  name: Scalars['String']['input'];
};

/** Defines the sender of an invitation to view a gift registry. */
export type ShareGiftRegistrySenderInput = {
  /** A brief message from the sender. */
  message: Scalars['String']['input'];
  /** The sender of the gift registry invitation. */
  name: Scalars['String']['input'];
};

/** Defines whether bundle items must be shipped together. */
export type ShipBundleItemsEnum =
  | 'SEPARATELY'
  | 'TOGETHER';

/** Defines a single shipping address. */
export type ShippingAddressInput = {
  /** Defines a shipping address. */
  address?: InputMaybe<CartAddressInput>;
  /** An ID from the customer's address book that uniquely identifies the address to be used for shipping. */
  customer_address_id?: InputMaybe<Scalars['Int']['input']>;
  /** The unique ID from the customer's address book that uniquely identifies the address to be used for shipping. */
  customer_address_uid?: InputMaybe<Scalars['ID']['input']>;
  /** Text provided by the shopper. */
  customer_notes?: InputMaybe<Scalars['String']['input']>;
  /** The code of Pickup Location which will be used for In-Store Pickup. */
  pickup_location_code?: InputMaybe<Scalars['String']['input']>;
};

/** Defines the shipping carrier and method. */
export type ShippingMethodInput = {
  /** A string that identifies a commercial carrier or an offline delivery method. */
  carrier_code: Scalars['String']['input'];
  /** A string that indicates which service a commercial carrier will use to ship items. For offline delivery methods, this value is similar to the label displayed on the checkout page. */
  method_code: Scalars['String']['input'];
};

/** Defines a single product to add to the cart. */
export type SimpleProductCartItemInput = {
  /** An array that defines customizable options for the product. */
  customizable_options?: InputMaybe<Array<InputMaybe<CustomizableOptionInput>>>;
  /** An object containing the `sku`, `quantity`, and other relevant information about the product. */
  data: CartItemInput;
};

/** Smart button payment inputs */
export type SmartButtonMethodInput = {
  /** The payment source for the payment method */
  payment_source?: InputMaybe<Scalars['String']['input']>;
  /** The payment services order ID */
  payments_order_id?: InputMaybe<Scalars['String']['input']>;
  /** PayPal order ID */
  paypal_order_id?: InputMaybe<Scalars['String']['input']>;
};

export type SocialEmailConfirmationInput = {
  email: Scalars['String']['input'];
  firstname: Scalars['String']['input'];
  lastname: Scalars['String']['input'];
  provider: SocialProvider;
  subject: Scalars['String']['input'];
};

export type SocialProvider =
  | 'FACEBOOK'
  | 'GOOGLE'
  | 'LINE';

/** Indicates whether to return results in ascending or descending order. */
export type SortEnum =
  | 'ASC'
  | 'DESC';

/** Specifies the field to use for sorting quote items */
export type SortQuoteItemsEnum =
  | 'BASE_DISCOUNT_AMOUNT'
  | 'BASE_DISCOUNT_TAX_COMPENSATION_AMOUNT'
  | 'BASE_PRICE'
  | 'BASE_PRICE_INC_TAX'
  | 'BASE_ROW_TOTAL'
  | 'BASE_ROW_TOTAL_INC_TAX'
  | 'BASE_TAX_AMOUNT'
  | 'BASE_TAX_BEFORE_DISCOUNT'
  | 'CREATED_AT'
  | 'CUSTOM_PRICE'
  | 'DESCRIPTION'
  | 'DISCOUNT_AMOUNT'
  | 'DISCOUNT_PERCENT'
  | 'DISCOUNT_TAX_COMPENSATION_AMOUNT'
  | 'FREE_SHIPPING'
  | 'ITEM_ID'
  | 'NAME'
  | 'ORIGINAL_CUSTOM_PRICE'
  | 'PRICE'
  | 'PRICE_INC_TAX'
  | 'PRODUCT_ID'
  | 'PRODUCT_TYPE'
  | 'QTY'
  | 'ROW_TOTAL'
  | 'ROW_TOTAL_INC_TAX'
  | 'ROW_TOTAL_WITH_DISCOUNT'
  | 'ROW_WEIGHT'
  | 'SKU'
  | 'TAX_AMOUNT'
  | 'TAX_BEFORE_DISCOUNT'
  | 'TAX_PERCENT'
  | 'UPDATED_AT'
  | 'WEIGHT';

/** Specifies the quote template properties to update. */
export type SubmitNegotiableQuoteTemplateForReviewInput = {
  /** A comment for the seller to review. */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Commitment for maximum orders */
  max_order_commitment?: InputMaybe<Scalars['Int']['input']>;
  /** Commitment for minimum orders */
  min_order_commitment?: InputMaybe<Scalars['Int']['input']>;
  /** The title assigned to the negotiable quote template. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** An array of reference document links to add to the negotiable quote template. */
  reference_document_links?: InputMaybe<Array<InputMaybe<NegotiableQuoteTemplateReferenceDocumentLinkInput>>>;
  /** The unique ID of a `NegotiableQuoteTemplate` object. */
  template_id: Scalars['ID']['input'];
};

/** Indicates the status of the request. */
export type SubscriptionStatusesEnum =
  | 'NOT_ACTIVE'
  | 'SUBSCRIBED'
  | 'UNCONFIRMED'
  | 'UNSUBSCRIBED';

/** Swatch attribute metadata input types. */
export type SwatchInputTypeEnum =
  | 'BOOLEAN'
  | 'DATE'
  | 'DATETIME'
  | 'DROPDOWN'
  | 'FILE'
  | 'GALLERY'
  | 'HIDDEN'
  | 'IMAGE'
  | 'MEDIA_IMAGE'
  | 'MULTILINE'
  | 'MULTISELECT'
  | 'PRICE'
  | 'SELECT'
  | 'TEXT'
  | 'TEXTAREA'
  | 'UNDEFINED'
  | 'VISUAL'
  | 'WEIGHT';

/** Synchronizes the payment order details */
export type SyncPaymentOrderInput = {
  /** The customer cart ID */
  cartId: Scalars['String']['input'];
  /** PayPal order ID */
  id: Scalars['String']['input'];
};

export type TaxWrappingEnum =
  | 'DISPLAY_EXCLUDING_TAX'
  | 'DISPLAY_INCLUDING_TAX'
  | 'DISPLAY_TYPE_BOTH';

/** 3D Secure mode. */
export type ThreeDsMode =
  | 'OFF'
  | 'SCA_ALWAYS'
  | 'SCA_WHEN_REQUIRED';

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

/** Modifies the specified items in the cart. */
export type UpdateCartItemsInput = {
  /** The unique ID of a `Cart` object. */
  cart_id: Scalars['String']['input'];
  /** An array of items to be updated. */
  cart_items: Array<InputMaybe<CartItemUpdateInput>>;
};

/** Defines updates to a `GiftRegistry` object. */
export type UpdateGiftRegistryInput = {
  /** Additional attributes specified as a code-value pair. Unspecified dynamic attributes are not changed. */
  dynamic_attributes?: InputMaybe<Array<InputMaybe<GiftRegistryDynamicAttributeInput>>>;
  /** The updated name of the event. */
  event_name?: InputMaybe<Scalars['String']['input']>;
  /** The updated message describing the event. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** Indicates whether the gift registry is PRIVATE or PUBLIC. */
  privacy_settings?: InputMaybe<GiftRegistryPrivacySettings>;
  /** The updated shipping address for all gift registry items. */
  shipping_address?: InputMaybe<GiftRegistryShippingAddressInput>;
  /** Indicates whether the gift registry is ACTIVE or INACTIVE. */
  status?: InputMaybe<GiftRegistryStatus>;
};

/** Defines updates to an item in a gift registry. */
export type UpdateGiftRegistryItemInput = {
  /** The unique ID of a `giftRegistryItem` object. */
  gift_registry_item_uid: Scalars['ID']['input'];
  /** The updated description of the item. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The updated quantity of the gift registry item. */
  quantity: Scalars['Float']['input'];
};

/** Defines updates to an existing registrant. */
export type UpdateGiftRegistryRegistrantInput = {
  /** As a result of the update, only the values of provided attributes will be affected. If the attribute is missing in the request, its value will not be changed. */
  dynamic_attributes?: InputMaybe<Array<InputMaybe<GiftRegistryDynamicAttributeInput>>>;
  /** The updated email address of the registrant. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The updated first name of the registrant. */
  firstname?: InputMaybe<Scalars['String']['input']>;
  /** The unique ID of a `giftRegistryRegistrant` object. */
  gift_registry_registrant_uid: Scalars['ID']['input'];
  /** The updated last name of the registrant. */
  lastname?: InputMaybe<Scalars['String']['input']>;
};

/** Specifies the items to update. */
export type UpdateNegotiableQuoteQuantitiesInput = {
  /** An array of items to update. */
  items: Array<InputMaybe<NegotiableQuoteItemQuantityInput>>;
  /** The unique ID of a `NegotiableQuote` object. */
  quote_uid: Scalars['ID']['input'];
};

/** Specifies the items to update. */
export type UpdateNegotiableQuoteTemplateQuantitiesInput = {
  /** An array of items to update. */
  items: Array<InputMaybe<NegotiableQuoteTemplateItemQuantityInput>>;
  /** The unique ID of a `NegotiableQuoteTemplate` object. */
  template_id: Scalars['ID']['input'];
};

/** Defines the changes to be made to an approval rule. */
export type UpdatePurchaseOrderApprovalRuleInput = {
  /** An updated list of company user role IDs to which this purchase order approval rule should be applied. When an empty array is provided, the rule is applied to all user roles in the system, including those created in the future. */
  applies_to?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  /** An updated list of B2B user roles that can approve this purchase order approval rule. */
  approvers?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  /** The updated condition of the purchase order approval rule. */
  condition?: InputMaybe<CreatePurchaseOrderApprovalRuleConditionInput>;
  /** The updated approval rule description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The updated approval rule name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The updated status of the purchase order approval rule. */
  status?: InputMaybe<PurchaseOrderApprovalRuleStatus>;
  /** Unique identifier for the purchase order approval rule. */
  uid: Scalars['ID']['input'];
};

/** An input object that defines which requistion list characteristics to update. */
export type UpdateRequisitionListInput = {
  /** The updated description of the requisition list. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The new name of the requisition list. */
  name: Scalars['String']['input'];
};

/** Defines which items in a requisition list to update. */
export type UpdateRequisitionListItemsInput = {
  /** An array of customer-entered options. */
  entered_options?: InputMaybe<Array<InputMaybe<EnteredOptionInput>>>;
  /** The ID of the requisition list item to update. */
  item_id: Scalars['ID']['input'];
  /** The new quantity of the item. */
  quantity?: InputMaybe<Scalars['Float']['input']>;
  /** An array of selected option IDs. */
  selected_options?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

/** This enumeration defines the entity type. */
export type UrlRewriteEntityTypeEnum =
  | 'CATEGORY'
  | 'CMS_PAGE'
  | 'PRODUCT';

/** Defines whether the attribute is filterable in layered navigation. */
export type UseInLayeredNavigationOptions =
  | 'FILTERABLE_NO_RESULT'
  | 'FILTERABLE_WITH_RESULTS'
  | 'NO';

/** Defines the input for returning matching companies the customer is assigned to. */
export type UserCompaniesInput = {
  /** Specifies which page of results to return. The default value is 1. */
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  /** Specifies the maximum number of results to return at once. This attribute is optional. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Defines the sorting of the results. */
  sort?: InputMaybe<Array<InputMaybe<CompaniesSortInput>>>;
};

export type ValidatePurchaseOrderErrorType =
  | 'COULD_NOT_SAVE'
  | 'NOT_FOUND'
  | 'NOT_VALID_DATA'
  | 'OPERATION_NOT_APPLICABLE'
  | 'UNDEFINED';

/** Defines the purchase orders to be validated. */
export type ValidatePurchaseOrdersInput = {
  /** An array of the purchase order IDs. */
  purchase_order_uids: Array<InputMaybe<Scalars['ID']['input']>>;
};

/** List of validation rule names applied to a customer attribute. */
export type ValidationRuleEnum =
  | 'DATE_RANGE_MAX'
  | 'DATE_RANGE_MIN'
  | 'FILE_EXTENSIONS'
  | 'INPUT_VALIDATION'
  | 'MAX_FILE_SIZE'
  | 'MAX_IMAGE_HEIGHT'
  | 'MAX_IMAGE_WIDTH'
  | 'MAX_TEXT_LENGTH'
  | 'MIN_TEXT_LENGTH';

/** Vault payment inputs */
export type VaultMethodInput = {
  /** The payment source for the payment method */
  payment_source?: InputMaybe<Scalars['String']['input']>;
  /** The payment services order ID */
  payments_order_id?: InputMaybe<Scalars['String']['input']>;
  /** PayPal order ID */
  paypal_order_id?: InputMaybe<Scalars['String']['input']>;
  /** The public hash of the token. */
  public_hash?: InputMaybe<Scalars['String']['input']>;
};

/** The payment source information */
export type VaultSetupTokenInput = {
  /** The payment source information */
  payment_source: PaymentSourceInput;
};

/** Contains required input for payment methods with Vault support. */
export type VaultTokenInput = {
  /** The public hash of the payment token. */
  public_hash: Scalars['String']['input'];
};

/** Defines a single product to add to the cart. */
export type VirtualProductCartItemInput = {
  /** An array that defines customizable options for the product. */
  customizable_options?: InputMaybe<Array<InputMaybe<CustomizableOptionInput>>>;
  /** An object containing the `sku`, `quantity`, and other relevant information about the product. */
  data: CartItemInput;
};

/** A list of possible error types. */
export type WishListUserInputErrorType =
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

/** A list of possible error types. */
export type WishlistCartUserInputErrorType =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'REQUIRED_PARAMETER_MISSING'
  | 'UNDEFINED';

/** Specifies the IDs of items to copy and their quantities. */
export type WishlistItemCopyInput = {
  /** The quantity of this item to copy to the destination wish list. This value can't be greater than the quantity in the source wish list. */
  quantity?: InputMaybe<Scalars['Float']['input']>;
  /** The unique ID of the `WishlistItemInterface` object to be copied. */
  wishlist_item_id: Scalars['ID']['input'];
};

/** Defines the items to add to a wish list. */
export type WishlistItemInput = {
  /** An array of options that the customer entered. */
  entered_options?: InputMaybe<Array<InputMaybe<EnteredOptionInput>>>;
  /** For complex product types, the SKU of the parent product. */
  parent_sku?: InputMaybe<Scalars['String']['input']>;
  /** The amount or number of items to add. */
  quantity: Scalars['Float']['input'];
  /** An array of strings corresponding to options the customer selected. */
  selected_options?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  /** The SKU of the product to add. For complex product types, specify the child product SKU. */
  sku: Scalars['String']['input'];
};

/** Specifies the IDs of the items to move and their quantities. */
export type WishlistItemMoveInput = {
  /** The quantity of this item to move to the destination wish list. This value can't be greater than the quantity in the source wish list. */
  quantity?: InputMaybe<Scalars['Float']['input']>;
  /** The unique ID of the `WishlistItemInterface` object to be moved. */
  wishlist_item_id: Scalars['ID']['input'];
};

/** Defines updates to items in a wish list. */
export type WishlistItemUpdateInput = {
  /** Customer-entered comments about the item. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** An array of options that the customer entered. */
  entered_options?: InputMaybe<Array<InputMaybe<EnteredOptionInput>>>;
  /** The new amount or number of this item. */
  quantity?: InputMaybe<Scalars['Float']['input']>;
  /** An array of strings corresponding to options the customer selected. */
  selected_options?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  /** The unique ID for a `WishlistItemInterface` object. */
  wishlist_item_id: Scalars['ID']['input'];
};

/** Defines the wish list visibility types. */
export type WishlistVisibilityEnum =
  | 'PRIVATE'
  | 'PUBLIC';

/** Assigns a specific `cart_id` to the empty cart. */
export type CreateEmptyCartInput = {
  /** The ID to assign to the cart. */
  cart_id?: InputMaybe<Scalars['String']['input']>;
};

/** An enum describing what kind of type a given `__Type` is. */
export type __TypeKind =
  /** Indicates this type is a scalar. */
  | 'SCALAR'
  /** Indicates this type is an object. `fields` and `interfaces` are valid fields. */
  | 'OBJECT'
  /** Indicates this type is an interface. `fields`, `interfaces`, and `possibleTypes` are valid fields. */
  | 'INTERFACE'
  /** Indicates this type is a union. `possibleTypes` is a valid field. */
  | 'UNION'
  /** Indicates this type is an enum. `enumValues` is a valid field. */
  | 'ENUM'
  /** Indicates this type is an input object. `inputFields` is a valid field. */
  | 'INPUT_OBJECT'
  /** Indicates this type is a list. `ofType` is a valid field. */
  | 'LIST'
  /** Indicates this type is a non-null. `ofType` is a valid field. */
  | 'NON_NULL';

export type BlogPostCardFragment = { post_id?: number | null, title?: string | null, url_key?: string | null, short_content?: string | null, published_at?: string | null, created_at?: string | null, list_thumbnail?: string | null, list_thumbnail_alt?: string | null, post_thumbnail?: string | null, post_thumbnail_alt?: string | null, comment_count?: number | null, author?: { name?: string | null, url_key?: string | null } | null };

export type BlogCommentsQueryVariables = Exact<{
  postId: Scalars['Int']['input'];
}>;


export type BlogCommentsQuery = { amBlogSetting?: { comments_use_comments?: boolean | null, comments_allow_guests?: boolean | null } | null, amBlogComments?: { items?: Array<{ comment_id?: number | null, reply_to?: string | null, name?: string | null, message?: string | null, created_at?: string | null } | null> | null } | null };

export type BlogPostIdQueryVariables = Exact<{
  urlKey: Scalars['String']['input'];
}>;


export type BlogPostIdQuery = { amBlogPost?: { post_id?: number | null } | null };

export type LeaveBlogCommentMutationVariables = Exact<{
  input: AmBlogLeaveCommentInput;
}>;


export type LeaveBlogCommentMutation = { AmBlogLeaveComment?: { comment?: { comment_id?: number | null, status?: string | null } | null } | null };

export type BlogPostsQueryVariables = Exact<{
  type: AmBlogPageType;
  entityId?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
}>;


export type BlogPostsQuery = { amBlogPosts?: { all_post_size?: number | null, page_size?: number | null, items?: Array<{ post_id?: number | null, title?: string | null, url_key?: string | null, short_content?: string | null, published_at?: string | null, created_at?: string | null, list_thumbnail?: string | null, list_thumbnail_alt?: string | null, post_thumbnail?: string | null, post_thumbnail_alt?: string | null, comment_count?: number | null, author?: { name?: string | null, url_key?: string | null } | null } | null> | null } | null };

export type BlogCategoryQueryVariables = Exact<{
  urlKey: Scalars['String']['input'];
}>;


export type BlogCategoryQuery = { amBlogCategory?: { category_id?: number | null, name?: string | null, description?: string | null, meta_title?: string | null, meta_description?: string | null } | null };

export type BlogTagQueryVariables = Exact<{
  urlKey: Scalars['String']['input'];
}>;


export type BlogTagQuery = { amBlogTag?: { tag_id?: number | null, name?: string | null } | null };

export type BlogAuthorQueryVariables = Exact<{
  urlKey: Scalars['String']['input'];
}>;


export type BlogAuthorQuery = { amBlogAuthor?: { author_id?: number | null, name?: string | null, short_description?: string | null, description?: string | null, image?: string | null } | null };

export type BlogPostQueryVariables = Exact<{
  urlKey: Scalars['String']['input'];
}>;


export type BlogPostQuery = { amBlogPost?: { full_content?: string | null, meta_title?: string | null, meta_description?: string | null, updated_at?: string | null, post_id?: number | null, title?: string | null, url_key?: string | null, short_content?: string | null, published_at?: string | null, created_at?: string | null, list_thumbnail?: string | null, list_thumbnail_alt?: string | null, post_thumbnail?: string | null, post_thumbnail_alt?: string | null, comment_count?: number | null, author?: { name?: string | null, url_key?: string | null, image?: string | null, short_description?: string | null } | null, category_items?: Array<{ name?: string | null, url_key?: string | null, post_count?: number | null } | null> | null, tag_items?: Array<{ name?: string | null, url_key?: string | null, post_count?: number | null } | null> | null } | null };

export type RelatedBlogPostsQueryVariables = Exact<{
  postId: Scalars['Int']['input'];
}>;


export type RelatedBlogPostsQuery = { amBlogPosts?: { items?: Array<{ post_id?: number | null, title?: string | null, url_key?: string | null, short_content?: string | null, published_at?: string | null, created_at?: string | null, list_thumbnail?: string | null, list_thumbnail_alt?: string | null, post_thumbnail?: string | null, post_thumbnail_alt?: string | null, comment_count?: number | null, author?: { name?: string | null, url_key?: string | null } | null } | null> | null } | null };

export type BlogRecentPostsWidgetQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type BlogRecentPostsWidgetQuery = { storeConfig?: { timezone?: string | null } | null, amBlogRecentPostsWidget?: { header_text?: string | null, posts_limit?: number | null, show_images?: boolean | null, display_date?: boolean | null, date_manner?: string | null, display_short?: boolean | null, short_limit?: number | null, items?: Array<{ post_id?: number | null, title?: string | null, url_key?: string | null, short_content?: string | null, published_at?: string | null, created_at?: string | null, list_thumbnail?: string | null, list_thumbnail_alt?: string | null, post_thumbnail?: string | null, post_thumbnail_alt?: string | null, comment_count?: number | null, author?: { name?: string | null, url_key?: string | null } | null } | null> | null } | null };

export type BlogSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type BlogSettingsQuery = { amBlogSetting?: { search_engine_title?: string | null, search_engine_meta_title?: string | null, search_engine_meta_description?: string | null, post_display_author?: boolean | null } | null, storeConfig?: { timezone?: string | null } | null };

export type BlogSidebarQueryVariables = Exact<{ [key: string]: never; }>;


export type BlogSidebarQuery = { amBlogCategories?: { items?: Array<{ name?: string | null, url_key?: string | null, post_count?: number | null } | null> | null } | null, amBlogTags?: { items?: Array<{ name?: string | null, url_key?: string | null, post_count?: number | null } | null> | null } | null };

export type CartDetailsFragment = { id: string, total_quantity: number, applied_coupons?: Array<{ code: string } | null> | null, applied_gift_cards?: Array<{ code?: string | null, applied_balance?: { value?: number | null, currency?: CurrencyEnum | null } | null, current_balance?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null> | null, items?: Array<{ uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant: { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | null> | null, shipping_addresses: Array<{ selected_shipping_method?: { price_incl_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | null>, prices?: { subtotal_including_tax?: { value?: number | null, currency?: CurrencyEnum | null } | null, subtotal_excluding_tax?: { value?: number | null, currency?: CurrencyEnum | null } | null, discounts?: Array<{ label: string, amount: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null, applied_taxes?: Array<{ label: string, amount: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null, grand_total?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null };

type LineItemProduct_BundleProduct_Fragment = { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null };

type LineItemProduct_ConfigurableProduct_Fragment = { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null };

type LineItemProduct_DownloadableProduct_Fragment = { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null };

type LineItemProduct_GiftCardProduct_Fragment = { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null };

type LineItemProduct_GroupedProduct_Fragment = { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null };

type LineItemProduct_SimpleProduct_Fragment = { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null };

type LineItemProduct_VirtualProduct_Fragment = { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null };

export type LineItemProductFragment = LineItemProduct_BundleProduct_Fragment | LineItemProduct_ConfigurableProduct_Fragment | LineItemProduct_DownloadableProduct_Fragment | LineItemProduct_GiftCardProduct_Fragment | LineItemProduct_GroupedProduct_Fragment | LineItemProduct_SimpleProduct_Fragment | LineItemProduct_VirtualProduct_Fragment;

export type CartDetailsQueryVariables = Exact<{
  cartId: Scalars['String']['input'];
}>;


export type CartDetailsQuery = { cart?: { id: string, total_quantity: number, applied_coupons?: Array<{ code: string } | null> | null, applied_gift_cards?: Array<{ code?: string | null, applied_balance?: { value?: number | null, currency?: CurrencyEnum | null } | null, current_balance?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null> | null, items?: Array<{ uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant: { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | null> | null, shipping_addresses: Array<{ selected_shipping_method?: { price_incl_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | null>, prices?: { subtotal_including_tax?: { value?: number | null, currency?: CurrencyEnum | null } | null, subtotal_excluding_tax?: { value?: number | null, currency?: CurrencyEnum | null } | null, discounts?: Array<{ label: string, amount: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null, applied_taxes?: Array<{ label: string, amount: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null, grand_total?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null } | null };

export type CartChargeQueryVariables = Exact<{
  cartId: Scalars['String']['input'];
}>;


export type CartChargeQuery = { cart?: { id: string, prices?: { grand_total?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null } | null };

export type CartItemCountQueryVariables = Exact<{
  cartId: Scalars['String']['input'];
}>;


export type CartItemCountQuery = { cart?: { id: string, total_quantity: number } | null };

export type CreateCartMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateCartMutation = { createEmptyCart?: string | null };

export type AddProductsToCartMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  cartItems: Array<CartItemInput> | CartItemInput;
}>;


export type AddProductsToCartMutation = { addProductsToCart?: { cart: { id: string, total_quantity: number, applied_coupons?: Array<{ code: string } | null> | null, applied_gift_cards?: Array<{ code?: string | null, applied_balance?: { value?: number | null, currency?: CurrencyEnum | null } | null, current_balance?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null> | null, items?: Array<{ uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant: { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | null> | null, shipping_addresses: Array<{ selected_shipping_method?: { price_incl_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | null>, prices?: { subtotal_including_tax?: { value?: number | null, currency?: CurrencyEnum | null } | null, subtotal_excluding_tax?: { value?: number | null, currency?: CurrencyEnum | null } | null, discounts?: Array<{ label: string, amount: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null, applied_taxes?: Array<{ label: string, amount: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null, grand_total?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null }, user_errors: Array<{ code: CartUserInputErrorType, message: string } | { code: CartUserInputErrorType, message: string } | null> } | null };

export type UpdateCartItemsMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  uid: Scalars['ID']['input'];
  quantity: Scalars['Float']['input'];
}>;


export type UpdateCartItemsMutation = { updateCartItems?: { cart: { id: string, total_quantity: number, applied_coupons?: Array<{ code: string } | null> | null, applied_gift_cards?: Array<{ code?: string | null, applied_balance?: { value?: number | null, currency?: CurrencyEnum | null } | null, current_balance?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null> | null, items?: Array<{ uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant: { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | null> | null, shipping_addresses: Array<{ selected_shipping_method?: { price_incl_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | null>, prices?: { subtotal_including_tax?: { value?: number | null, currency?: CurrencyEnum | null } | null, subtotal_excluding_tax?: { value?: number | null, currency?: CurrencyEnum | null } | null, discounts?: Array<{ label: string, amount: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null, applied_taxes?: Array<{ label: string, amount: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null, grand_total?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null }, errors: Array<{ code: CartUserInputErrorType, message: string } | null> } | null };

export type RemoveItemFromCartMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  uid: Scalars['ID']['input'];
}>;


export type RemoveItemFromCartMutation = { removeItemFromCart?: { cart: { id: string, total_quantity: number, applied_coupons?: Array<{ code: string } | null> | null, applied_gift_cards?: Array<{ code?: string | null, applied_balance?: { value?: number | null, currency?: CurrencyEnum | null } | null, current_balance?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null> | null, items?: Array<{ uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant: { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | null> | null, shipping_addresses: Array<{ selected_shipping_method?: { price_incl_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | null>, prices?: { subtotal_including_tax?: { value?: number | null, currency?: CurrencyEnum | null } | null, subtotal_excluding_tax?: { value?: number | null, currency?: CurrencyEnum | null } | null, discounts?: Array<{ label: string, amount: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null, applied_taxes?: Array<{ label: string, amount: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null, grand_total?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null } } | null };

export type ApplyCouponToCartMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  code: Scalars['String']['input'];
}>;


export type ApplyCouponToCartMutation = { applyCouponToCart?: { cart: { id: string, total_quantity: number, applied_coupons?: Array<{ code: string } | null> | null, applied_gift_cards?: Array<{ code?: string | null, applied_balance?: { value?: number | null, currency?: CurrencyEnum | null } | null, current_balance?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null> | null, items?: Array<{ uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant: { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | null> | null, shipping_addresses: Array<{ selected_shipping_method?: { price_incl_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | null>, prices?: { subtotal_including_tax?: { value?: number | null, currency?: CurrencyEnum | null } | null, subtotal_excluding_tax?: { value?: number | null, currency?: CurrencyEnum | null } | null, discounts?: Array<{ label: string, amount: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null, applied_taxes?: Array<{ label: string, amount: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null, grand_total?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null } } | null };

export type RemoveCouponFromCartMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
}>;


export type RemoveCouponFromCartMutation = { removeCouponFromCart?: { cart?: { id: string, total_quantity: number, applied_coupons?: Array<{ code: string } | null> | null, applied_gift_cards?: Array<{ code?: string | null, applied_balance?: { value?: number | null, currency?: CurrencyEnum | null } | null, current_balance?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null> | null, items?: Array<{ uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant: { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | null> | null, shipping_addresses: Array<{ selected_shipping_method?: { price_incl_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | null>, prices?: { subtotal_including_tax?: { value?: number | null, currency?: CurrencyEnum | null } | null, subtotal_excluding_tax?: { value?: number | null, currency?: CurrencyEnum | null } | null, discounts?: Array<{ label: string, amount: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null, applied_taxes?: Array<{ label: string, amount: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null, grand_total?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null } | null } | null };

export type ApplyGiftCardToCartMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  code: Scalars['String']['input'];
}>;


export type ApplyGiftCardToCartMutation = { applyGiftCardToCart?: { cart: { id: string, total_quantity: number, applied_coupons?: Array<{ code: string } | null> | null, applied_gift_cards?: Array<{ code?: string | null, applied_balance?: { value?: number | null, currency?: CurrencyEnum | null } | null, current_balance?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null> | null, items?: Array<{ uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant: { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | null> | null, shipping_addresses: Array<{ selected_shipping_method?: { price_incl_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | null>, prices?: { subtotal_including_tax?: { value?: number | null, currency?: CurrencyEnum | null } | null, subtotal_excluding_tax?: { value?: number | null, currency?: CurrencyEnum | null } | null, discounts?: Array<{ label: string, amount: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null, applied_taxes?: Array<{ label: string, amount: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null, grand_total?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null } } | null };

export type RemoveGiftCardFromCartMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  code: Scalars['String']['input'];
}>;


export type RemoveGiftCardFromCartMutation = { removeGiftCardFromCart?: { cart: { id: string, total_quantity: number, applied_coupons?: Array<{ code: string } | null> | null, applied_gift_cards?: Array<{ code?: string | null, applied_balance?: { value?: number | null, currency?: CurrencyEnum | null } | null, current_balance?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null> | null, items?: Array<{ uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant: { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | { uid: string, quantity: number, is_available: boolean, not_available_message?: string | null, errors?: Array<{ code: CartItemErrorType, message: string } | null> | null, product: { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null } | { uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null }, prices?: { price_including_tax: { value?: number | null, currency?: CurrencyEnum | null }, row_total_including_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | null> | null, shipping_addresses: Array<{ selected_shipping_method?: { price_incl_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null } | null>, prices?: { subtotal_including_tax?: { value?: number | null, currency?: CurrencyEnum | null } | null, subtotal_excluding_tax?: { value?: number | null, currency?: CurrencyEnum | null } | null, discounts?: Array<{ label: string, amount: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null, applied_taxes?: Array<{ label: string, amount: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null, grand_total?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null } } | null };

export type GiftCardBalanceQueryVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type GiftCardBalanceQuery = { giftCardAccount?: { code?: string | null, expiration_date?: string | null, balance?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null };

export type ProductFilterFieldsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductFilterFieldsQuery = { __type?: { inputFields?: Array<{ name: string, type: { name?: string | null } }> | null } | null };

export type ProductListingQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductAttributeFilterInput>;
  sort?: InputMaybe<ProductAttributeSortInput>;
  pageSize: Scalars['Int']['input'];
  currentPage: Scalars['Int']['input'];
}>;


export type ProductListingQuery = { products?: { total_count?: number | null, page_info?: { current_page?: number | null, page_size?: number | null, total_pages?: number | null } | null, items?: Array<{ __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, configurable_options?: Array<{ uid: string, attribute_code?: string | null, label?: string | null, position?: number | null, values?: Array<{ uid?: string | null, value_index?: number | null, label?: string | null, swatch_data?: { __typename: 'ColorSwatchData', value?: string | null } | { __typename: 'ImageSwatchData', thumbnail?: string | null, value?: string | null } | { __typename: 'TextSwatchData', value?: string | null } | null } | null> | null } | null> | null } | { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | null> | null, aggregations?: Array<{ attribute_code: string, label?: string | null, count?: number | null, position?: number | null, options?: Array<{ label?: string | null, value: string, count?: number | null } | null> | null } | null> | null } | null };

export type ListingFacetsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductAttributeFilterInput>;
}>;


export type ListingFacetsQuery = { products?: { aggregations?: Array<{ attribute_code: string, label?: string | null, count?: number | null, position?: number | null, options?: Array<{ label?: string | null, value: string, count?: number | null } | null> | null } | null> | null } | null };

export type ListingPageCountQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductAttributeFilterInput>;
  pageSize: Scalars['Int']['input'];
}>;


export type ListingPageCountQuery = { products?: { page_info?: { total_pages?: number | null } | null } | null };

type ProductTile_BundleProduct_Fragment = { __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } };

type ProductTile_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, configurable_options?: Array<{ uid: string, attribute_code?: string | null, label?: string | null, position?: number | null, values?: Array<{ uid?: string | null, value_index?: number | null, label?: string | null, swatch_data?: { __typename: 'ColorSwatchData', value?: string | null } | { __typename: 'ImageSwatchData', thumbnail?: string | null, value?: string | null } | { __typename: 'TextSwatchData', value?: string | null } | null } | null> | null } | null> | null };

type ProductTile_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } };

type ProductTile_GiftCardProduct_Fragment = { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } };

type ProductTile_GroupedProduct_Fragment = { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } };

type ProductTile_SimpleProduct_Fragment = { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } };

type ProductTile_VirtualProduct_Fragment = { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } };

export type ProductTileFragment = ProductTile_BundleProduct_Fragment | ProductTile_ConfigurableProduct_Fragment | ProductTile_DownloadableProduct_Fragment | ProductTile_GiftCardProduct_Fragment | ProductTile_GroupedProduct_Fragment | ProductTile_SimpleProduct_Fragment | ProductTile_VirtualProduct_Fragment;

type ConfigurableOptionValues_BundleProduct_Fragment = {};

type ConfigurableOptionValues_ConfigurableProduct_Fragment = { configurable_options?: Array<{ uid: string, attribute_code?: string | null, label?: string | null, position?: number | null, values?: Array<{ uid?: string | null, value_index?: number | null, label?: string | null, swatch_data?: { __typename: 'ColorSwatchData', value?: string | null } | { __typename: 'ImageSwatchData', thumbnail?: string | null, value?: string | null } | { __typename: 'TextSwatchData', value?: string | null } | null } | null> | null } | null> | null };

type ConfigurableOptionValues_DownloadableProduct_Fragment = {};

type ConfigurableOptionValues_GiftCardProduct_Fragment = {};

type ConfigurableOptionValues_GroupedProduct_Fragment = {};

type ConfigurableOptionValues_SimpleProduct_Fragment = {};

type ConfigurableOptionValues_VirtualProduct_Fragment = {};

export type ConfigurableOptionValuesFragment = ConfigurableOptionValues_BundleProduct_Fragment | ConfigurableOptionValues_ConfigurableProduct_Fragment | ConfigurableOptionValues_DownloadableProduct_Fragment | ConfigurableOptionValues_GiftCardProduct_Fragment | ConfigurableOptionValues_GroupedProduct_Fragment | ConfigurableOptionValues_SimpleProduct_Fragment | ConfigurableOptionValues_VirtualProduct_Fragment;

type ProductDetails_BundleProduct_Fragment = { __typename: 'BundleProduct', url_key?: string | null, url_suffix?: string | null, meta_title?: string | null, meta_description?: string | null, uid: string, sku?: string | null, name?: string | null, stock_status?: ProductStockStatus | null, only_x_left_in_stock?: number | null, short_description?: { html: string } | null, description?: { html: string } | null, categories?: Array<{ uid: string, name?: string | null, url_path?: string | null, url_suffix?: string | null, breadcrumbs?: Array<{ category_name?: string | null, category_url_path?: string | null } | null> | null } | null> | null, related_products?: Array<{ __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, configurable_options?: Array<{ uid: string, attribute_code?: string | null, label?: string | null, position?: number | null, values?: Array<{ uid?: string | null, value_index?: number | null, label?: string | null, swatch_data?: { __typename: 'ColorSwatchData', value?: string | null } | { __typename: 'ImageSwatchData', thumbnail?: string | null, value?: string | null } | { __typename: 'TextSwatchData', value?: string | null } | null } | null> | null } | null> | null } | { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | null> | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null, media_gallery?: Array<{ url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | { url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | null> | null };

type ProductDetails_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', url_key?: string | null, url_suffix?: string | null, meta_title?: string | null, meta_description?: string | null, uid: string, sku?: string | null, name?: string | null, stock_status?: ProductStockStatus | null, only_x_left_in_stock?: number | null, variants?: Array<{ attributes?: Array<{ code?: string | null, value_index?: number | null } | null> | null, product?: { uid: string, sku?: string | null, name?: string | null, stock_status?: ProductStockStatus | null, only_x_left_in_stock?: number | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null, media_gallery?: Array<{ url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | { url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | null> | null } | null } | null> | null, short_description?: { html: string } | null, description?: { html: string } | null, categories?: Array<{ uid: string, name?: string | null, url_path?: string | null, url_suffix?: string | null, breadcrumbs?: Array<{ category_name?: string | null, category_url_path?: string | null } | null> | null } | null> | null, related_products?: Array<{ __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, configurable_options?: Array<{ uid: string, attribute_code?: string | null, label?: string | null, position?: number | null, values?: Array<{ uid?: string | null, value_index?: number | null, label?: string | null, swatch_data?: { __typename: 'ColorSwatchData', value?: string | null } | { __typename: 'ImageSwatchData', thumbnail?: string | null, value?: string | null } | { __typename: 'TextSwatchData', value?: string | null } | null } | null> | null } | null> | null } | { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | null> | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null, media_gallery?: Array<{ url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | { url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | null> | null, configurable_options?: Array<{ uid: string, attribute_code?: string | null, label?: string | null, position?: number | null, values?: Array<{ uid?: string | null, value_index?: number | null, label?: string | null, swatch_data?: { __typename: 'ColorSwatchData', value?: string | null } | { __typename: 'ImageSwatchData', thumbnail?: string | null, value?: string | null } | { __typename: 'TextSwatchData', value?: string | null } | null } | null> | null } | null> | null };

type ProductDetails_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', url_key?: string | null, url_suffix?: string | null, meta_title?: string | null, meta_description?: string | null, uid: string, sku?: string | null, name?: string | null, stock_status?: ProductStockStatus | null, only_x_left_in_stock?: number | null, short_description?: { html: string } | null, description?: { html: string } | null, categories?: Array<{ uid: string, name?: string | null, url_path?: string | null, url_suffix?: string | null, breadcrumbs?: Array<{ category_name?: string | null, category_url_path?: string | null } | null> | null } | null> | null, related_products?: Array<{ __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, configurable_options?: Array<{ uid: string, attribute_code?: string | null, label?: string | null, position?: number | null, values?: Array<{ uid?: string | null, value_index?: number | null, label?: string | null, swatch_data?: { __typename: 'ColorSwatchData', value?: string | null } | { __typename: 'ImageSwatchData', thumbnail?: string | null, value?: string | null } | { __typename: 'TextSwatchData', value?: string | null } | null } | null> | null } | null> | null } | { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | null> | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null, media_gallery?: Array<{ url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | { url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | null> | null };

type ProductDetails_GiftCardProduct_Fragment = { __typename: 'GiftCardProduct', url_key?: string | null, url_suffix?: string | null, meta_title?: string | null, meta_description?: string | null, uid: string, sku?: string | null, name?: string | null, stock_status?: ProductStockStatus | null, only_x_left_in_stock?: number | null, short_description?: { html: string } | null, description?: { html: string } | null, categories?: Array<{ uid: string, name?: string | null, url_path?: string | null, url_suffix?: string | null, breadcrumbs?: Array<{ category_name?: string | null, category_url_path?: string | null } | null> | null } | null> | null, related_products?: Array<{ __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, configurable_options?: Array<{ uid: string, attribute_code?: string | null, label?: string | null, position?: number | null, values?: Array<{ uid?: string | null, value_index?: number | null, label?: string | null, swatch_data?: { __typename: 'ColorSwatchData', value?: string | null } | { __typename: 'ImageSwatchData', thumbnail?: string | null, value?: string | null } | { __typename: 'TextSwatchData', value?: string | null } | null } | null> | null } | null> | null } | { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | null> | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null, media_gallery?: Array<{ url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | { url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | null> | null };

type ProductDetails_GroupedProduct_Fragment = { __typename: 'GroupedProduct', url_key?: string | null, url_suffix?: string | null, meta_title?: string | null, meta_description?: string | null, uid: string, sku?: string | null, name?: string | null, stock_status?: ProductStockStatus | null, only_x_left_in_stock?: number | null, short_description?: { html: string } | null, description?: { html: string } | null, categories?: Array<{ uid: string, name?: string | null, url_path?: string | null, url_suffix?: string | null, breadcrumbs?: Array<{ category_name?: string | null, category_url_path?: string | null } | null> | null } | null> | null, related_products?: Array<{ __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, configurable_options?: Array<{ uid: string, attribute_code?: string | null, label?: string | null, position?: number | null, values?: Array<{ uid?: string | null, value_index?: number | null, label?: string | null, swatch_data?: { __typename: 'ColorSwatchData', value?: string | null } | { __typename: 'ImageSwatchData', thumbnail?: string | null, value?: string | null } | { __typename: 'TextSwatchData', value?: string | null } | null } | null> | null } | null> | null } | { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | null> | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null, media_gallery?: Array<{ url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | { url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | null> | null };

type ProductDetails_SimpleProduct_Fragment = { __typename: 'SimpleProduct', url_key?: string | null, url_suffix?: string | null, meta_title?: string | null, meta_description?: string | null, uid: string, sku?: string | null, name?: string | null, stock_status?: ProductStockStatus | null, only_x_left_in_stock?: number | null, short_description?: { html: string } | null, description?: { html: string } | null, categories?: Array<{ uid: string, name?: string | null, url_path?: string | null, url_suffix?: string | null, breadcrumbs?: Array<{ category_name?: string | null, category_url_path?: string | null } | null> | null } | null> | null, related_products?: Array<{ __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, configurable_options?: Array<{ uid: string, attribute_code?: string | null, label?: string | null, position?: number | null, values?: Array<{ uid?: string | null, value_index?: number | null, label?: string | null, swatch_data?: { __typename: 'ColorSwatchData', value?: string | null } | { __typename: 'ImageSwatchData', thumbnail?: string | null, value?: string | null } | { __typename: 'TextSwatchData', value?: string | null } | null } | null> | null } | null> | null } | { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | null> | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null, media_gallery?: Array<{ url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | { url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | null> | null };

type ProductDetails_VirtualProduct_Fragment = { __typename: 'VirtualProduct', url_key?: string | null, url_suffix?: string | null, meta_title?: string | null, meta_description?: string | null, uid: string, sku?: string | null, name?: string | null, stock_status?: ProductStockStatus | null, only_x_left_in_stock?: number | null, short_description?: { html: string } | null, description?: { html: string } | null, categories?: Array<{ uid: string, name?: string | null, url_path?: string | null, url_suffix?: string | null, breadcrumbs?: Array<{ category_name?: string | null, category_url_path?: string | null } | null> | null } | null> | null, related_products?: Array<{ __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, configurable_options?: Array<{ uid: string, attribute_code?: string | null, label?: string | null, position?: number | null, values?: Array<{ uid?: string | null, value_index?: number | null, label?: string | null, swatch_data?: { __typename: 'ColorSwatchData', value?: string | null } | { __typename: 'ImageSwatchData', thumbnail?: string | null, value?: string | null } | { __typename: 'TextSwatchData', value?: string | null } | null } | null> | null } | null> | null } | { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | null> | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null, media_gallery?: Array<{ url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | { url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | null> | null };

export type ProductDetailsFragment = ProductDetails_BundleProduct_Fragment | ProductDetails_ConfigurableProduct_Fragment | ProductDetails_DownloadableProduct_Fragment | ProductDetails_GiftCardProduct_Fragment | ProductDetails_GroupedProduct_Fragment | ProductDetails_SimpleProduct_Fragment | ProductDetails_VirtualProduct_Fragment;

type PurchasableProduct_BundleProduct_Fragment = { uid: string, sku?: string | null, name?: string | null, stock_status?: ProductStockStatus | null, only_x_left_in_stock?: number | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null, media_gallery?: Array<{ url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | { url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | null> | null };

type PurchasableProduct_ConfigurableProduct_Fragment = { uid: string, sku?: string | null, name?: string | null, stock_status?: ProductStockStatus | null, only_x_left_in_stock?: number | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null, media_gallery?: Array<{ url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | { url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | null> | null };

type PurchasableProduct_DownloadableProduct_Fragment = { uid: string, sku?: string | null, name?: string | null, stock_status?: ProductStockStatus | null, only_x_left_in_stock?: number | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null, media_gallery?: Array<{ url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | { url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | null> | null };

type PurchasableProduct_GiftCardProduct_Fragment = { uid: string, sku?: string | null, name?: string | null, stock_status?: ProductStockStatus | null, only_x_left_in_stock?: number | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null, media_gallery?: Array<{ url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | { url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | null> | null };

type PurchasableProduct_GroupedProduct_Fragment = { uid: string, sku?: string | null, name?: string | null, stock_status?: ProductStockStatus | null, only_x_left_in_stock?: number | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null, media_gallery?: Array<{ url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | { url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | null> | null };

type PurchasableProduct_SimpleProduct_Fragment = { uid: string, sku?: string | null, name?: string | null, stock_status?: ProductStockStatus | null, only_x_left_in_stock?: number | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null, media_gallery?: Array<{ url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | { url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | null> | null };

type PurchasableProduct_VirtualProduct_Fragment = { uid: string, sku?: string | null, name?: string | null, stock_status?: ProductStockStatus | null, only_x_left_in_stock?: number | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null, media_gallery?: Array<{ url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | { url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | null> | null };

export type PurchasableProductFragment = PurchasableProduct_BundleProduct_Fragment | PurchasableProduct_ConfigurableProduct_Fragment | PurchasableProduct_DownloadableProduct_Fragment | PurchasableProduct_GiftCardProduct_Fragment | PurchasableProduct_GroupedProduct_Fragment | PurchasableProduct_SimpleProduct_Fragment | PurchasableProduct_VirtualProduct_Fragment;

export type ProductPriceRangeFragment = { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null };

export type SaveSearchMutationVariables = Exact<{
  search: Scalars['String']['input'];
}>;


export type SaveSearchMutation = { xsearchSaveSearch?: number | null };

export type CheckoutCustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutCustomerQuery = { customer?: { email?: string | null, addresses?: Array<{ id?: number | null, firstname?: string | null, lastname?: string | null, street?: Array<string | null> | null, city?: string | null, postcode?: string | null, country_code?: CountryCodeEnum | null, telephone?: string | null, default_shipping?: boolean | null, default_billing?: boolean | null, region?: { region_code?: string | null, region?: string | null, region_id?: number | null } | null } | null> | null } | null };

export type SetCustomerShippingAddressMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  address: CartAddressInput;
}>;


export type SetCustomerShippingAddressMutation = { setShippingAddressesOnCart?: { cart: { id: string, shipping_addresses: Array<{ available_shipping_methods?: Array<{ carrier_code: string, carrier_title: string, method_code?: string | null, method_title?: string | null, available: boolean, price_incl_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null } | null> } } | null };

export type ThailandProvincesQueryVariables = Exact<{
  id?: InputMaybe<Scalars['String']['input']>;
}>;


export type ThailandProvincesQuery = { country?: { id?: string | null, available_regions?: Array<{ id?: number | null, code?: string | null, name?: string | null } | null> | null } | null };

export type ShippingMethodOptionFieldsFragment = { carrier_code: string, carrier_title: string, method_code?: string | null, method_title?: string | null, available: boolean, price_incl_tax: { value?: number | null, currency?: CurrencyEnum | null } };

export type CartShippingRatesFragment = { id: string, shipping_addresses: Array<{ available_shipping_methods?: Array<{ carrier_code: string, carrier_title: string, method_code?: string | null, method_title?: string | null, available: boolean, price_incl_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null } | null> };

export type SetShippingInformationMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  email: Scalars['String']['input'];
  address: CartAddressInput;
}>;


export type SetShippingInformationMutation = { setGuestEmailOnCart?: { cart: { id: string } } | null, setShippingAddressesOnCart?: { cart: { id: string, shipping_addresses: Array<{ available_shipping_methods?: Array<{ carrier_code: string, carrier_title: string, method_code?: string | null, method_title?: string | null, available: boolean, price_incl_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null } | null> } } | null };

export type CheckoutShippingMethodsQueryVariables = Exact<{
  cartId: Scalars['String']['input'];
}>;


export type CheckoutShippingMethodsQuery = { cart?: { id: string, shipping_addresses: Array<{ available_shipping_methods?: Array<{ carrier_code: string, carrier_title: string, method_code?: string | null, method_title?: string | null, available: boolean, price_incl_tax: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null } | null> } | null };

export type SetCheckoutShippingMethodMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  carrierCode: Scalars['String']['input'];
  methodCode: Scalars['String']['input'];
}>;


export type SetCheckoutShippingMethodMutation = { setShippingMethodsOnCart?: { cart: { id: string } } | null };

export type CheckoutPaymentMethodsQueryVariables = Exact<{
  cartId: Scalars['String']['input'];
}>;


export type CheckoutPaymentMethodsQuery = { cart?: { id: string, available_payment_methods?: Array<{ code: string, title: string } | null> | null } | null };

export type SetPaymentInformationMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  billing: BillingAddressInput;
  paymentCode: Scalars['String']['input'];
}>;


export type SetPaymentInformationMutation = { setBillingAddressOnCart?: { cart: { id: string } } | null, setPaymentMethodOnCart?: { cart: { id: string } } | null };

export type CmsBlocksQueryVariables = Exact<{
  identifiers: Array<InputMaybe<Scalars['String']['input']>> | InputMaybe<Scalars['String']['input']>;
}>;


export type CmsBlocksQuery = { cmsBlocks?: { items?: Array<{ identifier?: string | null, content?: string | null } | null> | null } | null };

export type GetStoreConfigForContactUsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStoreConfigForContactUsQuery = { storeConfig?: { store_code?: string | null, contact_enabled: boolean } | null };

export type SubmitContactFormMutationVariables = Exact<{
  name: Scalars['String']['input'];
  email: Scalars['String']['input'];
  comment: Scalars['String']['input'];
  telephone?: InputMaybe<Scalars['String']['input']>;
}>;


export type SubmitContactFormMutation = { contactUs?: { status: boolean } | null };

export type StoreCurrenciesQueryVariables = Exact<{ [key: string]: never; }>;


export type StoreCurrenciesQuery = { currency?: { base_currency_code?: string | null, default_display_currency_code?: string | null, available_currency_codes?: Array<string | null> | null, exchange_rates?: Array<{ currency_to?: string | null, rate?: number | null } | null> | null } | null };

export type CustomerAddressFieldsFragment = { id?: number | null, firstname?: string | null, lastname?: string | null, street?: Array<string | null> | null, city?: string | null, postcode?: string | null, country_code?: CountryCodeEnum | null, telephone?: string | null, default_shipping?: boolean | null, default_billing?: boolean | null, region?: { region_code?: string | null, region?: string | null, region_id?: number | null } | null };

export type CustomerAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerAddressesQuery = { customer?: { addresses?: Array<{ id?: number | null, firstname?: string | null, lastname?: string | null, street?: Array<string | null> | null, city?: string | null, postcode?: string | null, country_code?: CountryCodeEnum | null, telephone?: string | null, default_shipping?: boolean | null, default_billing?: boolean | null, region?: { region_code?: string | null, region?: string | null, region_id?: number | null } | null } | null> | null } | null };

export type CreateCustomerAddressMutationVariables = Exact<{
  input: CustomerAddressInput;
}>;


export type CreateCustomerAddressMutation = { createCustomerAddress?: { id?: number | null, firstname?: string | null, lastname?: string | null, street?: Array<string | null> | null, city?: string | null, postcode?: string | null, country_code?: CountryCodeEnum | null, telephone?: string | null, default_shipping?: boolean | null, default_billing?: boolean | null, region?: { region_code?: string | null, region?: string | null, region_id?: number | null } | null } | null };

export type UpdateCustomerAddressMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input?: InputMaybe<CustomerAddressInput>;
}>;


export type UpdateCustomerAddressMutation = { updateCustomerAddress?: { id?: number | null, firstname?: string | null, lastname?: string | null, street?: Array<string | null> | null, city?: string | null, postcode?: string | null, country_code?: CountryCodeEnum | null, telephone?: string | null, default_shipping?: boolean | null, default_billing?: boolean | null, region?: { region_code?: string | null, region?: string | null, region_id?: number | null } | null } | null };

export type DeleteCustomerAddressMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type DeleteCustomerAddressMutation = { deleteCustomerAddress?: boolean | null };

export type GenerateCustomerTokenMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type GenerateCustomerTokenMutation = { generateCustomerToken?: { token?: string | null } | null };

export type RevokeCustomerTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeCustomerTokenMutation = { revokeCustomerToken?: { result: boolean } | null };

export type CustomerTokenLifetimeQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerTokenLifetimeQuery = { storeConfig?: { customer_access_token_lifetime?: number | null } | null };

export type CustomerCartQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerCartQuery = { customerCart: { id: string } };

export type MergeCartsMutationVariables = Exact<{
  source: Scalars['String']['input'];
  destination: Scalars['String']['input'];
}>;


export type MergeCartsMutation = { mergeCarts: { id: string, total_quantity: number } };

export type CustomerAccountFieldsFragment = { firstname?: string | null, lastname?: string | null, email?: string | null, is_subscribed?: boolean | null };

export type CustomerAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerAccountQuery = { customer?: { firstname?: string | null, lastname?: string | null, email?: string | null, is_subscribed?: boolean | null } | null };

export type CreateCustomerMutationVariables = Exact<{
  input: CustomerCreateInput;
}>;


export type CreateCustomerMutation = { createCustomerV2?: { customer: { firstname?: string | null, lastname?: string | null, email?: string | null, is_subscribed?: boolean | null } } | null };

export type UpdateCustomerMutationVariables = Exact<{
  input: CustomerUpdateInput;
}>;


export type UpdateCustomerMutation = { updateCustomerV2?: { customer: { firstname?: string | null, lastname?: string | null } } | null };

export type UpdateCustomerEmailMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type UpdateCustomerEmailMutation = { updateCustomerEmail?: { customer: { email?: string | null } } | null };

export type ChangeCustomerPasswordMutationVariables = Exact<{
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type ChangeCustomerPasswordMutation = { changeCustomerPassword?: { email?: string | null } | null };

export type RequestPasswordResetEmailMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type RequestPasswordResetEmailMutation = { requestPasswordResetEmail?: boolean | null };

export type ResetPasswordMutationVariables = Exact<{
  email: Scalars['String']['input'];
  token: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type ResetPasswordMutation = { resetPassword?: boolean | null };

export type CustomerSubscriptionQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerSubscriptionQuery = { customer?: { email?: string | null, is_subscribed?: boolean | null } | null };

export type UpdateCustomerSubscriptionMutationVariables = Exact<{
  input: CustomerUpdateInput;
}>;


export type UpdateCustomerSubscriptionMutation = { updateCustomerV2?: { customer: { is_subscribed?: boolean | null } } | null };

export type CustomerOrderHistoryQueryVariables = Exact<{
  filter?: InputMaybe<CustomerOrdersFilterInput>;
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CustomerOrderSortInput>;
  scope?: InputMaybe<ScopeTypeEnum>;
}>;


export type CustomerOrderHistoryQuery = { customer?: { orders?: { total_count?: number | null, page_info?: { current_page?: number | null, page_size?: number | null, total_pages?: number | null } | null, items: Array<{ number: string, order_date: string, status: string, total?: { grand_total: { value?: number | null, currency?: CurrencyEnum | null } } | null, items?: Array<{ quantity_ordered?: number | null } | { quantity_ordered?: number | null } | { quantity_ordered?: number | null } | { quantity_ordered?: number | null } | { quantity_ordered?: number | null } | null> | null, shipments?: Array<{ tracking?: Array<{ number?: string | null } | null> | null } | null> | null } | null> } | null } | null };

export type OrderAddressFieldsFragment = { firstname: string, lastname: string, street: Array<string | null>, city: string, region?: string | null, postcode?: string | null, telephone?: string | null };

export type CustomerOrderDetailsQueryVariables = Exact<{
  number: Scalars['String']['input'];
}>;


export type CustomerOrderDetailsQuery = { customer?: { orders?: { items: Array<{ number: string, order_date: string, status: string, shipping_method?: string | null, payment_methods?: Array<{ name: string, type: string } | null> | null, gift_message?: { from: string, to: string, message: string } | null, shipping_address?: { firstname: string, lastname: string, street: Array<string | null>, city: string, region?: string | null, postcode?: string | null, telephone?: string | null } | null, billing_address?: { firstname: string, lastname: string, street: Array<string | null>, city: string, region?: string | null, postcode?: string | null, telephone?: string | null } | null, items?: Array<{ id: string, product_name?: string | null, product_sku: string, quantity_ordered?: number | null, product_sale_price: { value?: number | null, currency?: CurrencyEnum | null }, selected_options?: Array<{ label: string, value: string } | null> | null } | { id: string, product_name?: string | null, product_sku: string, quantity_ordered?: number | null, product_sale_price: { value?: number | null, currency?: CurrencyEnum | null }, selected_options?: Array<{ label: string, value: string } | null> | null } | { id: string, product_name?: string | null, product_sku: string, quantity_ordered?: number | null, product_sale_price: { value?: number | null, currency?: CurrencyEnum | null }, selected_options?: Array<{ label: string, value: string } | null> | null } | { id: string, product_name?: string | null, product_sku: string, quantity_ordered?: number | null, product_sale_price: { value?: number | null, currency?: CurrencyEnum | null }, selected_options?: Array<{ label: string, value: string } | null> | null } | { id: string, product_name?: string | null, product_sku: string, quantity_ordered?: number | null, product_sale_price: { value?: number | null, currency?: CurrencyEnum | null }, selected_options?: Array<{ label: string, value: string } | null> | null } | null> | null, total?: { subtotal_incl_tax: { value?: number | null, currency?: CurrencyEnum | null }, total_shipping: { value?: number | null, currency?: CurrencyEnum | null }, discounts?: Array<{ label: string, amount: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null, taxes?: Array<{ title: string, amount: { value?: number | null, currency?: CurrencyEnum | null } } | null> | null, grand_total: { value?: number | null, currency?: CurrencyEnum | null }, base_grand_total: { value?: number | null, currency?: CurrencyEnum | null } } | null, shipments?: Array<{ id: string, number: string, tracking?: Array<{ carrier: string, title: string, number?: string | null } | null> | null, items?: Array<{ product_name?: string | null, quantity_shipped: number } | { product_name?: string | null, quantity_shipped: number } | { product_name?: string | null, quantity_shipped: number } | null> | null } | null> | null } | null> } | null } | null };

export type CustomerGiftCardOrdersQueryVariables = Exact<{
  pageSize: Scalars['Int']['input'];
}>;


export type CustomerGiftCardOrdersQuery = { customer?: { orders?: { items: Array<{ number: string, applied_gift_cards?: Array<{ code: string } | null> | null } | null> } | null } | null };

export type RedeemGiftCardAsStoreCreditMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type RedeemGiftCardAsStoreCreditMutation = { redeemGiftCardBalanceAsStoreCredit?: { code?: string | null, balance?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null };

export type HomePageContentQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageContentQuery = { route?: { __typename: 'BundleProduct' } | { __typename: 'CategoryTree' } | { __typename: 'CmsPage', identifier?: string | null, content?: string | null } | { __typename: 'ConfigurableProduct' } | { __typename: 'DownloadableProduct' } | { __typename: 'GiftCardProduct' } | { __typename: 'GroupedProduct' } | { __typename: 'RoutableUrl' } | { __typename: 'SimpleProduct' } | { __typename: 'VirtualProduct' } | null };

export type MoneyFieldsFragment = { value?: number | null, currency?: CurrencyEnum | null };

export type SubscribeEmailToNewsletterMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type SubscribeEmailToNewsletterMutation = { subscribeEmailToNewsletter?: { status?: SubscriptionStatusesEnum | null } | null };

export type ConfirmNewsletterSubscriptionMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  code: Scalars['String']['input'];
}>;


export type ConfirmNewsletterSubscriptionMutation = { confirmNewsletterSubscription?: { status?: SubscriptionStatusesEnum | null } | null };

export type UnsubscribeNewsletterSubscriberMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  code: Scalars['String']['input'];
}>;


export type UnsubscribeNewsletterSubscriberMutation = { unsubscribeNewsletterSubscriber?: { status?: SubscriptionStatusesEnum | null } | null };

export type ContentProductsQueryVariables = Exact<{
  urlKeys: Array<Scalars['String']['input']> | Scalars['String']['input'];
  pageSize: Scalars['Int']['input'];
}>;


export type ContentProductsQuery = { products?: { items?: Array<{ __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, configurable_options?: Array<{ uid: string, attribute_code?: string | null, label?: string | null, position?: number | null, values?: Array<{ uid?: string | null, value_index?: number | null, label?: string | null, swatch_data?: { __typename: 'ColorSwatchData', value?: string | null } | { __typename: 'ImageSwatchData', thumbnail?: string | null, value?: string | null } | { __typename: 'TextSwatchData', value?: string | null } | null } | null> | null } | null> | null } | { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | null> | null } | null };

export type ContentDynamicBlocksQueryVariables = Exact<{
  type: DynamicBlockTypeEnum;
  uids: Array<InputMaybe<Scalars['ID']['input']>> | InputMaybe<Scalars['ID']['input']>;
}>;


export type ContentDynamicBlocksQuery = { dynamicBlocks: { items: Array<{ uid: string, content: { html: string } } | null> } };

export type ResolveUrlQueryVariables = Exact<{
  url: Scalars['String']['input'];
}>;


export type ResolveUrlQuery = { route?: { __typename: 'BundleProduct', relative_url?: string | null, redirect_code: number, type?: UrlRewriteEntityTypeEnum | null, url_key?: string | null, url_suffix?: string | null, meta_title?: string | null, meta_description?: string | null, uid: string, sku?: string | null, name?: string | null, stock_status?: ProductStockStatus | null, only_x_left_in_stock?: number | null, short_description?: { html: string } | null, description?: { html: string } | null, categories?: Array<{ uid: string, name?: string | null, url_path?: string | null, url_suffix?: string | null, breadcrumbs?: Array<{ category_name?: string | null, category_url_path?: string | null } | null> | null } | null> | null, related_products?: Array<{ __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, configurable_options?: Array<{ uid: string, attribute_code?: string | null, label?: string | null, position?: number | null, values?: Array<{ uid?: string | null, value_index?: number | null, label?: string | null, swatch_data?: { __typename: 'ColorSwatchData', value?: string | null } | { __typename: 'ImageSwatchData', thumbnail?: string | null, value?: string | null } | { __typename: 'TextSwatchData', value?: string | null } | null } | null> | null } | null> | null } | { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | null> | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null, media_gallery?: Array<{ url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | { url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | null> | null } | { __typename: 'CategoryTree', uid: string, name?: string | null, display_mode?: string | null, meta_title?: string | null, meta_description?: string | null, url_path?: string | null, url_suffix?: string | null, relative_url?: string | null, redirect_code: number, type?: UrlRewriteEntityTypeEnum | null, category_description?: string | null, breadcrumbs?: Array<{ category_uid: string, category_name?: string | null, category_url_path?: string | null } | null> | null, children?: Array<{ uid: string, name?: string | null, position?: number | null, include_in_menu?: number | null, url_path?: string | null, url_suffix?: string | null } | null> | null } | { __typename: 'CmsPage', identifier?: string | null, title?: string | null, content_heading?: string | null, content?: string | null, meta_title?: string | null, meta_description?: string | null, relative_url?: string | null, redirect_code: number, type?: UrlRewriteEntityTypeEnum | null } | { __typename: 'ConfigurableProduct', relative_url?: string | null, redirect_code: number, type?: UrlRewriteEntityTypeEnum | null, url_key?: string | null, url_suffix?: string | null, meta_title?: string | null, meta_description?: string | null, uid: string, sku?: string | null, name?: string | null, stock_status?: ProductStockStatus | null, only_x_left_in_stock?: number | null, variants?: Array<{ attributes?: Array<{ code?: string | null, value_index?: number | null } | null> | null, product?: { uid: string, sku?: string | null, name?: string | null, stock_status?: ProductStockStatus | null, only_x_left_in_stock?: number | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null, media_gallery?: Array<{ url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | { url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | null> | null } | null } | null> | null, short_description?: { html: string } | null, description?: { html: string } | null, categories?: Array<{ uid: string, name?: string | null, url_path?: string | null, url_suffix?: string | null, breadcrumbs?: Array<{ category_name?: string | null, category_url_path?: string | null } | null> | null } | null> | null, related_products?: Array<{ __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, configurable_options?: Array<{ uid: string, attribute_code?: string | null, label?: string | null, position?: number | null, values?: Array<{ uid?: string | null, value_index?: number | null, label?: string | null, swatch_data?: { __typename: 'ColorSwatchData', value?: string | null } | { __typename: 'ImageSwatchData', thumbnail?: string | null, value?: string | null } | { __typename: 'TextSwatchData', value?: string | null } | null } | null> | null } | null> | null } | { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | null> | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null, media_gallery?: Array<{ url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | { url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | null> | null, configurable_options?: Array<{ uid: string, attribute_code?: string | null, label?: string | null, position?: number | null, values?: Array<{ uid?: string | null, value_index?: number | null, label?: string | null, swatch_data?: { __typename: 'ColorSwatchData', value?: string | null } | { __typename: 'ImageSwatchData', thumbnail?: string | null, value?: string | null } | { __typename: 'TextSwatchData', value?: string | null } | null } | null> | null } | null> | null } | { __typename: 'DownloadableProduct', relative_url?: string | null, redirect_code: number, type?: UrlRewriteEntityTypeEnum | null, url_key?: string | null, url_suffix?: string | null, meta_title?: string | null, meta_description?: string | null, uid: string, sku?: string | null, name?: string | null, stock_status?: ProductStockStatus | null, only_x_left_in_stock?: number | null, short_description?: { html: string } | null, description?: { html: string } | null, categories?: Array<{ uid: string, name?: string | null, url_path?: string | null, url_suffix?: string | null, breadcrumbs?: Array<{ category_name?: string | null, category_url_path?: string | null } | null> | null } | null> | null, related_products?: Array<{ __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, configurable_options?: Array<{ uid: string, attribute_code?: string | null, label?: string | null, position?: number | null, values?: Array<{ uid?: string | null, value_index?: number | null, label?: string | null, swatch_data?: { __typename: 'ColorSwatchData', value?: string | null } | { __typename: 'ImageSwatchData', thumbnail?: string | null, value?: string | null } | { __typename: 'TextSwatchData', value?: string | null } | null } | null> | null } | null> | null } | { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | null> | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null, media_gallery?: Array<{ url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | { url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | null> | null } | { __typename: 'GiftCardProduct', relative_url?: string | null, redirect_code: number, type?: UrlRewriteEntityTypeEnum | null, url_key?: string | null, url_suffix?: string | null, meta_title?: string | null, meta_description?: string | null, uid: string, sku?: string | null, name?: string | null, stock_status?: ProductStockStatus | null, only_x_left_in_stock?: number | null, short_description?: { html: string } | null, description?: { html: string } | null, categories?: Array<{ uid: string, name?: string | null, url_path?: string | null, url_suffix?: string | null, breadcrumbs?: Array<{ category_name?: string | null, category_url_path?: string | null } | null> | null } | null> | null, related_products?: Array<{ __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, configurable_options?: Array<{ uid: string, attribute_code?: string | null, label?: string | null, position?: number | null, values?: Array<{ uid?: string | null, value_index?: number | null, label?: string | null, swatch_data?: { __typename: 'ColorSwatchData', value?: string | null } | { __typename: 'ImageSwatchData', thumbnail?: string | null, value?: string | null } | { __typename: 'TextSwatchData', value?: string | null } | null } | null> | null } | null> | null } | { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | null> | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null, media_gallery?: Array<{ url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | { url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | null> | null } | { __typename: 'GroupedProduct', relative_url?: string | null, redirect_code: number, type?: UrlRewriteEntityTypeEnum | null, url_key?: string | null, url_suffix?: string | null, meta_title?: string | null, meta_description?: string | null, uid: string, sku?: string | null, name?: string | null, stock_status?: ProductStockStatus | null, only_x_left_in_stock?: number | null, short_description?: { html: string } | null, description?: { html: string } | null, categories?: Array<{ uid: string, name?: string | null, url_path?: string | null, url_suffix?: string | null, breadcrumbs?: Array<{ category_name?: string | null, category_url_path?: string | null } | null> | null } | null> | null, related_products?: Array<{ __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, configurable_options?: Array<{ uid: string, attribute_code?: string | null, label?: string | null, position?: number | null, values?: Array<{ uid?: string | null, value_index?: number | null, label?: string | null, swatch_data?: { __typename: 'ColorSwatchData', value?: string | null } | { __typename: 'ImageSwatchData', thumbnail?: string | null, value?: string | null } | { __typename: 'TextSwatchData', value?: string | null } | null } | null> | null } | null> | null } | { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | null> | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null, media_gallery?: Array<{ url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | { url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | null> | null } | { __typename: 'RoutableUrl', relative_url?: string | null, redirect_code: number, type?: UrlRewriteEntityTypeEnum | null } | { __typename: 'SimpleProduct', relative_url?: string | null, redirect_code: number, type?: UrlRewriteEntityTypeEnum | null, url_key?: string | null, url_suffix?: string | null, meta_title?: string | null, meta_description?: string | null, uid: string, sku?: string | null, name?: string | null, stock_status?: ProductStockStatus | null, only_x_left_in_stock?: number | null, short_description?: { html: string } | null, description?: { html: string } | null, categories?: Array<{ uid: string, name?: string | null, url_path?: string | null, url_suffix?: string | null, breadcrumbs?: Array<{ category_name?: string | null, category_url_path?: string | null } | null> | null } | null> | null, related_products?: Array<{ __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, configurable_options?: Array<{ uid: string, attribute_code?: string | null, label?: string | null, position?: number | null, values?: Array<{ uid?: string | null, value_index?: number | null, label?: string | null, swatch_data?: { __typename: 'ColorSwatchData', value?: string | null } | { __typename: 'ImageSwatchData', thumbnail?: string | null, value?: string | null } | { __typename: 'TextSwatchData', value?: string | null } | null } | null> | null } | null> | null } | { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | null> | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null, media_gallery?: Array<{ url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | { url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | null> | null } | { __typename: 'VirtualProduct', relative_url?: string | null, redirect_code: number, type?: UrlRewriteEntityTypeEnum | null, url_key?: string | null, url_suffix?: string | null, meta_title?: string | null, meta_description?: string | null, uid: string, sku?: string | null, name?: string | null, stock_status?: ProductStockStatus | null, only_x_left_in_stock?: number | null, short_description?: { html: string } | null, description?: { html: string } | null, categories?: Array<{ uid: string, name?: string | null, url_path?: string | null, url_suffix?: string | null, breadcrumbs?: Array<{ category_name?: string | null, category_url_path?: string | null } | null> | null } | null> | null, related_products?: Array<{ __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, configurable_options?: Array<{ uid: string, attribute_code?: string | null, label?: string | null, position?: number | null, values?: Array<{ uid?: string | null, value_index?: number | null, label?: string | null, swatch_data?: { __typename: 'ColorSwatchData', value?: string | null } | { __typename: 'ImageSwatchData', thumbnail?: string | null, value?: string | null } | { __typename: 'TextSwatchData', value?: string | null } | null } | null> | null } | null> | null } | { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | null> | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null, media_gallery?: Array<{ url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | { url?: string | null, label?: string | null, position?: number | null, disabled?: boolean | null } | null> | null } | null };

export type NotFoundRedirectConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type NotFoundRedirectConfigQuery = { storeConfig?: { category_url_suffix?: string | null, product_url_suffix?: string | null, amasty_xsearch_general_four_zero_four_redirect?: boolean | null } | null };

export type CustomerPaymentTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerPaymentTokensQuery = { customerPaymentTokens?: { items: Array<{ details?: string | null, payment_method_code: string, public_hash: string, type: PaymentTokenTypeEnum } | null> } | null };

export type DeletePaymentTokenMutationVariables = Exact<{
  hash: Scalars['String']['input'];
}>;


export type DeletePaymentTokenMutation = { deletePaymentToken?: { result: boolean } | null };

export type SearchSuggestionSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SearchSuggestionSettingsQuery = { storeConfig?: { amasty_xsearch_general_min_chars?: number | null, amasty_xsearch_product_enabled?: boolean | null, amasty_xsearch_product_title?: string | null, amasty_xsearch_product_position?: number | null, amasty_xsearch_product_limit?: number | null, amasty_xsearch_product_name_length?: number | null, amasty_xsearch_product_desc_length?: number | null, amasty_xsearch_popular_searches_enabled?: boolean | null, amasty_xsearch_popular_searches_title?: string | null, amasty_xsearch_popular_searches_position?: number | null, amasty_xsearch_popular_searches_limit?: number | null, amasty_xsearch_popular_searches_first_click?: boolean | null, amasty_xsearch_recent_searches_enabled?: boolean | null, amasty_xsearch_recent_searches_title?: string | null, amasty_xsearch_recent_searches_position?: number | null, amasty_xsearch_recent_searches_limit?: number | null, amasty_xsearch_recent_searches_first_click?: boolean | null, amasty_xsearch_category_enabled?: boolean | null, amasty_xsearch_category_title?: string | null, amasty_xsearch_category_position?: number | null, amasty_xsearch_category_limit?: number | null, amasty_xsearch_category_name_length?: number | null, amasty_xsearch_category_desc_length?: number | null, amasty_xsearch_page_enabled?: boolean | null, amasty_xsearch_page_title?: string | null, amasty_xsearch_page_position?: number | null, amasty_xsearch_page_limit?: number | null, amasty_xsearch_page_name_length?: number | null, amasty_xsearch_page_desc_length?: number | null, amasty_xsearch_blog_enabled?: boolean | null, amasty_xsearch_blog_title?: string | null, amasty_xsearch_blog_position?: number | null, amasty_xsearch_blog_limit?: number | null, amasty_xsearch_blog_name_length?: number | null, amasty_xsearch_blog_desc_length?: number | null } | null };

export type SearchSuggestionsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  products: Scalars['Boolean']['input'];
  popular: Scalars['Boolean']['input'];
  recent: Scalars['Boolean']['input'];
  categories: Scalars['Boolean']['input'];
  pages: Scalars['Boolean']['input'];
  blogs: Scalars['Boolean']['input'];
}>;


export type SearchSuggestionsQuery = { xsearchProducts?: { total_count?: number | null, items?: Array<{ uid: string, name?: string | null, url_key?: string | null, url_suffix?: string | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { uid: string, name?: string | null, url_key?: string | null, url_suffix?: string | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { uid: string, name?: string | null, url_key?: string | null, url_suffix?: string | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { uid: string, name?: string | null, url_key?: string | null, url_suffix?: string | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { uid: string, name?: string | null, url_key?: string | null, url_suffix?: string | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { uid: string, name?: string | null, url_key?: string | null, url_suffix?: string | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { uid: string, name?: string | null, url_key?: string | null, url_suffix?: string | null, small_image?: { url?: string | null, label?: string | null } | null, short_description?: { html: string } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | null> | null } | null, xsearchPopularSearches?: { total_count?: number | null, items?: Array<{ name?: string | null, num_results?: number | null } | null> | null } | null, xsearchRecentSearches?: { total_count?: number | null, items?: Array<{ name?: string | null, num_results?: number | null } | null> | null } | null, xsearchCategories?: { total_count?: number | null, items?: Array<{ name?: string | null, url?: string | null, description?: string | null } | null> | null } | null, xsearchPages?: { total_count?: number | null, items?: Array<{ name?: string | null, url?: string | null, description?: string | null } | null> | null } | null, xsearchBlogs?: { total_count?: number | null, items?: Array<{ name?: string | null, url?: string | null, description?: string | null } | null> | null } | null };

export type SitemapStoreQueryVariables = Exact<{ [key: string]: never; }>;


export type SitemapStoreQuery = { storeConfig?: { root_category_uid?: string | null, category_url_suffix?: string | null } | null };

export type SitemapCategoriesQueryVariables = Exact<{
  uid: Scalars['String']['input'];
}>;


export type SitemapCategoriesQuery = { categories?: { items?: Array<{ children?: Array<{ url_path?: string | null, url_suffix?: string | null, children?: Array<{ url_path?: string | null, url_suffix?: string | null, children?: Array<{ url_path?: string | null, url_suffix?: string | null } | null> | null } | null> | null } | null> | null } | null> | null } | null };

export type SitemapProductsQueryVariables = Exact<{
  rootUid: Scalars['String']['input'];
  pageSize: Scalars['Int']['input'];
  currentPage: Scalars['Int']['input'];
}>;


export type SitemapProductsQuery = { products?: { total_count?: number | null, items?: Array<{ url_key?: string | null, url_suffix?: string | null } | { url_key?: string | null, url_suffix?: string | null } | { url_key?: string | null, url_suffix?: string | null } | { url_key?: string | null, url_suffix?: string | null } | { url_key?: string | null, url_suffix?: string | null } | { url_key?: string | null, url_suffix?: string | null } | { url_key?: string | null, url_suffix?: string | null } | null> | null } | null };

export type StoreShellConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type StoreShellConfigQuery = { storeConfig?: { store_code?: string | null, store_name?: string | null, copyright?: string | null, contact_enabled: boolean, newsletter_enabled: boolean, magento_wishlist_general_is_enabled?: string | null, root_category_uid?: string | null, category_url_suffix?: string | null, header_logo_src?: string | null, logo_alt?: string | null, logo_width?: number | null, logo_height?: number | null, secure_base_media_url?: string | null, default_description?: string | null } | null };

export type MenuCategoryFieldsFragment = { uid: string, name?: string | null, position?: number | null, include_in_menu?: number | null, url_path?: string | null, url_suffix?: string | null };

export type NavigationMenuQueryVariables = Exact<{
  uid: Scalars['String']['input'];
}>;


export type NavigationMenuQuery = { categories?: { items?: Array<{ uid: string, children?: Array<{ uid: string, name?: string | null, position?: number | null, include_in_menu?: number | null, url_path?: string | null, url_suffix?: string | null, children?: Array<{ uid: string, name?: string | null, position?: number | null, include_in_menu?: number | null, url_path?: string | null, url_suffix?: string | null, children?: Array<{ uid: string, name?: string | null, position?: number | null, include_in_menu?: number | null, url_path?: string | null, url_suffix?: string | null } | null> | null } | null> | null } | null> | null } | null> | null } | null };

export type BlogNavigationSettingQueryVariables = Exact<{ [key: string]: never; }>;


export type BlogNavigationSettingQuery = { amBlogSetting?: { display_settings_label?: string | null, display_settings_display_at_category?: boolean | null } | null };

export type SocialIdentityCustomerQueryVariables = Exact<{
  provider: SocialProvider;
  subject: Scalars['String']['input'];
}>;


export type SocialIdentityCustomerQuery = { socialIdentityCustomer?: { email: string } | null };

export type LinkSocialIdentityMutationVariables = Exact<{
  input: LinkSocialIdentityInput;
}>;


export type LinkSocialIdentityMutation = { linkSocialIdentity?: { result: boolean } | null };

export type GenerateCustomerTokenAsAdminMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type GenerateCustomerTokenAsAdminMutation = { generateCustomerTokenAsAdmin?: { customer_token: string } | null };

export type IsEmailAvailableQueryVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type IsEmailAvailableQuery = { isEmailAvailable?: { is_email_available?: boolean | null } | null };

export type CreateSocialCustomerMutationVariables = Exact<{
  input: CustomerCreateInput;
}>;


export type CreateSocialCustomerMutation = { createCustomerV2?: { customer: { email?: string | null } } | null };

export type RequestSocialEmailConfirmationMutationVariables = Exact<{
  input: SocialEmailConfirmationInput;
}>;


export type RequestSocialEmailConfirmationMutation = { requestSocialEmailConfirmation?: boolean | null };

export type ConfirmSocialEmailMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  code: Scalars['String']['input'];
}>;


export type ConfirmSocialEmailMutation = { confirmSocialEmail?: { provider: SocialProvider, subject: string, email: string, firstname: string, lastname: string } | null };

export type CustomerSignInMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerSignInMethodsQuery = { customer?: { email?: string | null, social_sign_in?: { password_set: boolean, identities: Array<{ provider: SocialProvider, linked_at: string }> } | null } | null };

export type UnlinkSocialIdentityMutationVariables = Exact<{
  provider: SocialProvider;
}>;


export type UnlinkSocialIdentityMutation = { unlinkSocialIdentity?: { password_set: boolean } | null };

export type CartStoreCreditQueryVariables = Exact<{
  cartId: Scalars['String']['input'];
}>;


export type CartStoreCreditQuery = { cart?: { applied_store_credit?: { enabled?: boolean | null, applied_balance?: { value?: number | null, currency?: CurrencyEnum | null } | null, current_balance?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null } | null };

export type ApplyStoreCreditToCartMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
}>;


export type ApplyStoreCreditToCartMutation = { applyStoreCreditToCart?: { cart: { id: string } } | null };

export type RemoveStoreCreditFromCartMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
}>;


export type RemoveStoreCreditFromCartMutation = { removeStoreCreditFromCart?: { cart: { id: string } } | null };

export type NewestStoreCreditChangeQueryVariables = Exact<{ [key: string]: never; }>;


export type NewestStoreCreditChangeQuery = { customer?: { email?: string | null, store_credit?: { balance_history?: { items?: Array<{ action?: string | null, date_time_changed?: string | null, balance_change?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null> | null } | null } | null } | null };

export type CustomerStoreCreditQueryVariables = Exact<{
  pageSize: Scalars['Int']['input'];
  currentPage: Scalars['Int']['input'];
}>;


export type CustomerStoreCreditQuery = { customer?: { email?: string | null, store_credit?: { enabled?: boolean | null, current_balance?: { value?: number | null, currency?: CurrencyEnum | null } | null, balance_history?: { total_count?: number | null, page_info?: { current_page?: number | null, total_pages?: number | null } | null, items?: Array<{ action?: string | null, date_time_changed?: string | null, balance_change?: { value?: number | null, currency?: CurrencyEnum | null } | null, actual_balance?: { value?: number | null, currency?: CurrencyEnum | null } | null } | null> | null } | null } | null } | null };

export type AvailableStoresQueryVariables = Exact<{ [key: string]: never; }>;


export type AvailableStoresQuery = { availableStores?: Array<{ store_code?: string | null, store_name?: string | null, locale?: string | null, store_group_code?: string | null, store_sort_order?: number | null, is_default_store?: boolean | null } | null> | null };

export type WishlistSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type WishlistSettingsQuery = { storeConfig?: { magento_wishlist_general_is_enabled?: string | null, enable_multiple_wishlists?: string | null, maximum_number_of_wishlists?: string | null } | null };

type WishlistProduct_BundleProduct_Fragment = { __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null };

type WishlistProduct_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null };

type WishlistProduct_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null };

type WishlistProduct_GiftCardProduct_Fragment = { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null };

type WishlistProduct_GroupedProduct_Fragment = { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null };

type WishlistProduct_SimpleProduct_Fragment = { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null };

type WishlistProduct_VirtualProduct_Fragment = { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null };

export type WishlistProductFragment = WishlistProduct_BundleProduct_Fragment | WishlistProduct_ConfigurableProduct_Fragment | WishlistProduct_DownloadableProduct_Fragment | WishlistProduct_GiftCardProduct_Fragment | WishlistProduct_GroupedProduct_Fragment | WishlistProduct_SimpleProduct_Fragment | WishlistProduct_VirtualProduct_Fragment;

export type CustomerWishlistsQueryVariables = Exact<{
  itemsPageSize: Scalars['Int']['input'];
}>;


export type CustomerWishlistsQuery = { customer?: { wishlists: Array<{ id?: string | null, name?: string | null, visibility: WishlistVisibilityEnum, items_count?: number | null, items_v2?: { items: Array<{ __typename: 'BundleWishlistItem', id: string, quantity: number, product?: { __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | null } | { __typename: 'ConfigurableWishlistItem', id: string, quantity: number, configurable_options?: Array<{ option_label: string, value_label: string } | null> | null, configured_variant?: { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | { sku?: string | null, stock_status?: ProductStockStatus | null, small_image?: { url?: string | null, label?: string | null } | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null } } | null, product?: { __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | null } | { __typename: 'DownloadableWishlistItem', id: string, quantity: number, product?: { __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | null } | { __typename: 'GiftCardWishlistItem', id: string, quantity: number, product?: { __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | null } | { __typename: 'GroupedProductWishlistItem', id: string, quantity: number, product?: { __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | null } | { __typename: 'SimpleWishlistItem', id: string, quantity: number, product?: { __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | null } | { __typename: 'VirtualWishlistItem', id: string, quantity: number, product?: { __typename: 'BundleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'ConfigurableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'DownloadableProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'GiftCardProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'GroupedProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'SimpleProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | { __typename: 'VirtualProduct', uid: string, sku?: string | null, name?: string | null, url_key?: string | null, url_suffix?: string | null, stock_status?: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null }, discount?: { percent_off?: number | null } | null }, maximum_price?: { regular_price: { value?: number | null, currency?: CurrencyEnum | null }, final_price: { value?: number | null, currency?: CurrencyEnum | null } } | null }, small_image?: { url?: string | null, label?: string | null } | null } | null } | null> } | null } | null> } | null };

export type CustomerWishlistIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerWishlistIdsQuery = { customer?: { wishlists: Array<{ id?: string | null } | null> } | null };

export type WishlistItemCountFragment = { id?: string | null, items_count?: number | null };

export type AddProductsToWishlistMutationVariables = Exact<{
  wishlistId: Scalars['ID']['input'];
  items: Array<WishlistItemInput> | WishlistItemInput;
}>;


export type AddProductsToWishlistMutation = { addProductsToWishlist?: { user_errors: Array<{ code: WishListUserInputErrorType, message: string } | null>, wishlist: { id?: string | null, items_count?: number | null } } | null };

export type RemoveProductsFromWishlistMutationVariables = Exact<{
  wishlistId: Scalars['ID']['input'];
  itemIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type RemoveProductsFromWishlistMutation = { removeProductsFromWishlist?: { user_errors: Array<{ code: WishListUserInputErrorType, message: string } | null>, wishlist: { id?: string | null, items_count?: number | null } } | null };

export type AddWishlistItemsToCartMutationVariables = Exact<{
  wishlistId: Scalars['ID']['input'];
  itemIds?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
}>;


export type AddWishlistItemsToCartMutation = { addWishlistItemsToCart?: { status: boolean, add_wishlist_items_to_cart_user_errors: Array<{ code: WishlistCartUserInputErrorType, message: string, wishlistItemId: string } | null>, wishlist: { id?: string | null, items_count?: number | null } } | null };

export type CreateWishlistMutationVariables = Exact<{
  input: CreateWishlistInput;
}>;


export type CreateWishlistMutation = { createWishlist?: { wishlist: { id?: string | null, name?: string | null, visibility: WishlistVisibilityEnum } } | null };

export type UpdateWishlistMutationVariables = Exact<{
  wishlistId: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  visibility?: InputMaybe<WishlistVisibilityEnum>;
}>;


export type UpdateWishlistMutation = { updateWishlist?: { uid: string, name: string, visibility: WishlistVisibilityEnum } | null };

export type DeleteWishlistMutationVariables = Exact<{
  wishlistId: Scalars['ID']['input'];
}>;


export type DeleteWishlistMutation = { deleteWishlist?: { status: boolean, wishlists: Array<{ id?: string | null } | null> } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const BlogPostCardFragmentDoc = new TypedDocumentString(`
    fragment BlogPostCard on AmBlogPost {
  post_id
  title
  url_key
  short_content
  published_at
  created_at
  list_thumbnail
  list_thumbnail_alt
  post_thumbnail
  post_thumbnail_alt
  comment_count
  author {
    name
    url_key
  }
}
    `, {"fragmentName":"BlogPostCard"}) as unknown as TypedDocumentString<BlogPostCardFragment, unknown>;
export const MoneyFieldsFragmentDoc = new TypedDocumentString(`
    fragment MoneyFields on Money {
  value
  currency
}
    `, {"fragmentName":"MoneyFields"}) as unknown as TypedDocumentString<MoneyFieldsFragment, unknown>;
export const LineItemProductFragmentDoc = new TypedDocumentString(`
    fragment LineItemProduct on ProductInterface {
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  small_image {
    url
    label
  }
}
    `, {"fragmentName":"LineItemProduct"}) as unknown as TypedDocumentString<LineItemProductFragment, unknown>;
export const CartDetailsFragmentDoc = new TypedDocumentString(`
    fragment CartDetails on Cart {
  id
  total_quantity
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    applied_balance {
      ...MoneyFields
    }
    current_balance {
      ...MoneyFields
    }
  }
  items {
    uid
    quantity
    is_available
    not_available_message
    errors {
      code
      message
    }
    product {
      ...LineItemProduct
    }
    prices {
      price_including_tax {
        ...MoneyFields
      }
      row_total_including_tax {
        ...MoneyFields
      }
    }
    ... on ConfigurableCartItem {
      configurable_options {
        option_label
        value_label
      }
      configured_variant {
        sku
        stock_status
        small_image {
          url
          label
        }
      }
    }
  }
  shipping_addresses {
    selected_shipping_method {
      price_incl_tax {
        ...MoneyFields
      }
    }
  }
  prices {
    subtotal_including_tax {
      ...MoneyFields
    }
    subtotal_excluding_tax {
      ...MoneyFields
    }
    discounts {
      label
      amount {
        ...MoneyFields
      }
    }
    applied_taxes {
      label
      amount {
        ...MoneyFields
      }
    }
    grand_total {
      ...MoneyFields
    }
  }
}
    fragment LineItemProduct on ProductInterface {
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  small_image {
    url
    label
  }
}
fragment MoneyFields on Money {
  value
  currency
}`, {"fragmentName":"CartDetails"}) as unknown as TypedDocumentString<CartDetailsFragment, unknown>;
export const ProductPriceRangeFragmentDoc = new TypedDocumentString(`
    fragment ProductPriceRange on PriceRange {
  minimum_price {
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
    discount {
      percent_off
    }
  }
  maximum_price {
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
  }
}
    `, {"fragmentName":"ProductPriceRange"}) as unknown as TypedDocumentString<ProductPriceRangeFragment, unknown>;
export const PurchasableProductFragmentDoc = new TypedDocumentString(`
    fragment PurchasableProduct on ProductInterface {
  uid
  sku
  name
  stock_status
  only_x_left_in_stock
  price_range {
    ...ProductPriceRange
  }
  small_image {
    url
    label
  }
  media_gallery {
    url
    label
    position
    disabled
  }
}
    fragment ProductPriceRange on PriceRange {
  minimum_price {
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
    discount {
      percent_off
    }
  }
  maximum_price {
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
  }
}`, {"fragmentName":"PurchasableProduct"}) as unknown as TypedDocumentString<PurchasableProductFragment, unknown>;
export const ConfigurableOptionValuesFragmentDoc = new TypedDocumentString(`
    fragment ConfigurableOptionValues on ProductInterface {
  ... on ConfigurableProduct {
    configurable_options {
      uid
      attribute_code
      label
      position
      values {
        uid
        value_index
        label
        swatch_data {
          __typename
          value
          ... on ImageSwatchData {
            thumbnail
          }
        }
      }
    }
  }
}
    `, {"fragmentName":"ConfigurableOptionValues"}) as unknown as TypedDocumentString<ConfigurableOptionValuesFragment, unknown>;
export const ProductTileFragmentDoc = new TypedDocumentString(`
    fragment ProductTile on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  small_image {
    url
    label
  }
  short_description {
    html
  }
  price_range {
    ...ProductPriceRange
  }
  ...ConfigurableOptionValues
}
    fragment ConfigurableOptionValues on ProductInterface {
  ... on ConfigurableProduct {
    configurable_options {
      uid
      attribute_code
      label
      position
      values {
        uid
        value_index
        label
        swatch_data {
          __typename
          value
          ... on ImageSwatchData {
            thumbnail
          }
        }
      }
    }
  }
}
fragment ProductPriceRange on PriceRange {
  minimum_price {
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
    discount {
      percent_off
    }
  }
  maximum_price {
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
  }
}`, {"fragmentName":"ProductTile"}) as unknown as TypedDocumentString<ProductTileFragment, unknown>;
export const ProductDetailsFragmentDoc = new TypedDocumentString(`
    fragment ProductDetails on ProductInterface {
  __typename
  ...PurchasableProduct
  url_key
  url_suffix
  meta_title
  meta_description
  short_description {
    html
  }
  description {
    html
  }
  categories {
    uid
    name
    url_path
    url_suffix
    breadcrumbs {
      category_name
      category_url_path
    }
  }
  related_products {
    ...ProductTile
  }
  ...ConfigurableOptionValues
  ... on ConfigurableProduct {
    variants {
      attributes {
        code
        value_index
      }
      product {
        ...PurchasableProduct
      }
    }
  }
}
    fragment ProductTile on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  small_image {
    url
    label
  }
  short_description {
    html
  }
  price_range {
    ...ProductPriceRange
  }
  ...ConfigurableOptionValues
}
fragment ConfigurableOptionValues on ProductInterface {
  ... on ConfigurableProduct {
    configurable_options {
      uid
      attribute_code
      label
      position
      values {
        uid
        value_index
        label
        swatch_data {
          __typename
          value
          ... on ImageSwatchData {
            thumbnail
          }
        }
      }
    }
  }
}
fragment PurchasableProduct on ProductInterface {
  uid
  sku
  name
  stock_status
  only_x_left_in_stock
  price_range {
    ...ProductPriceRange
  }
  small_image {
    url
    label
  }
  media_gallery {
    url
    label
    position
    disabled
  }
}
fragment ProductPriceRange on PriceRange {
  minimum_price {
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
    discount {
      percent_off
    }
  }
  maximum_price {
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
  }
}`, {"fragmentName":"ProductDetails"}) as unknown as TypedDocumentString<ProductDetailsFragment, unknown>;
export const ShippingMethodOptionFieldsFragmentDoc = new TypedDocumentString(`
    fragment ShippingMethodOptionFields on AvailableShippingMethod {
  carrier_code
  carrier_title
  method_code
  method_title
  available
  price_incl_tax {
    ...MoneyFields
  }
}
    fragment MoneyFields on Money {
  value
  currency
}`, {"fragmentName":"ShippingMethodOptionFields"}) as unknown as TypedDocumentString<ShippingMethodOptionFieldsFragment, unknown>;
export const CartShippingRatesFragmentDoc = new TypedDocumentString(`
    fragment CartShippingRates on Cart {
  id
  shipping_addresses {
    available_shipping_methods {
      ...ShippingMethodOptionFields
    }
  }
}
    fragment ShippingMethodOptionFields on AvailableShippingMethod {
  carrier_code
  carrier_title
  method_code
  method_title
  available
  price_incl_tax {
    ...MoneyFields
  }
}
fragment MoneyFields on Money {
  value
  currency
}`, {"fragmentName":"CartShippingRates"}) as unknown as TypedDocumentString<CartShippingRatesFragment, unknown>;
export const CustomerAddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment CustomerAddressFields on CustomerAddress {
  id
  firstname
  lastname
  street
  city
  region {
    region_code
    region
    region_id
  }
  postcode
  country_code
  telephone
  default_shipping
  default_billing
}
    `, {"fragmentName":"CustomerAddressFields"}) as unknown as TypedDocumentString<CustomerAddressFieldsFragment, unknown>;
export const CustomerAccountFieldsFragmentDoc = new TypedDocumentString(`
    fragment CustomerAccountFields on Customer {
  firstname
  lastname
  email
  is_subscribed
}
    `, {"fragmentName":"CustomerAccountFields"}) as unknown as TypedDocumentString<CustomerAccountFieldsFragment, unknown>;
export const OrderAddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderAddressFields on OrderAddress {
  firstname
  lastname
  street
  city
  region
  postcode
  telephone
}
    `, {"fragmentName":"OrderAddressFields"}) as unknown as TypedDocumentString<OrderAddressFieldsFragment, unknown>;
export const MenuCategoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment MenuCategoryFields on CategoryTree {
  uid
  name
  position
  include_in_menu
  url_path
  url_suffix
}
    `, {"fragmentName":"MenuCategoryFields"}) as unknown as TypedDocumentString<MenuCategoryFieldsFragment, unknown>;
export const WishlistProductFragmentDoc = new TypedDocumentString(`
    fragment WishlistProduct on ProductInterface {
  __typename
  ...LineItemProduct
  price_range {
    ...ProductPriceRange
  }
}
    fragment LineItemProduct on ProductInterface {
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  small_image {
    url
    label
  }
}
fragment ProductPriceRange on PriceRange {
  minimum_price {
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
    discount {
      percent_off
    }
  }
  maximum_price {
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
  }
}`, {"fragmentName":"WishlistProduct"}) as unknown as TypedDocumentString<WishlistProductFragment, unknown>;
export const WishlistItemCountFragmentDoc = new TypedDocumentString(`
    fragment WishlistItemCount on Wishlist {
  id
  items_count
}
    `, {"fragmentName":"WishlistItemCount"}) as unknown as TypedDocumentString<WishlistItemCountFragment, unknown>;
export const BlogCommentsDocument = new TypedDocumentString(`
    query BlogComments($postId: Int!) {
  amBlogSetting {
    comments_use_comments
    comments_allow_guests
  }
  amBlogComments(postId: $postId) {
    items {
      comment_id
      reply_to
      name
      message
      created_at
    }
  }
}
    `) as unknown as TypedDocumentString<BlogCommentsQuery, BlogCommentsQueryVariables>;
export const BlogPostIdDocument = new TypedDocumentString(`
    query BlogPostId($urlKey: String!) {
  amBlogPost(urlKey: $urlKey) {
    post_id
  }
}
    `) as unknown as TypedDocumentString<BlogPostIdQuery, BlogPostIdQueryVariables>;
export const LeaveBlogCommentDocument = new TypedDocumentString(`
    mutation LeaveBlogComment($input: AmBlogLeaveCommentInput!) {
  AmBlogLeaveComment(input: $input) {
    comment {
      comment_id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<LeaveBlogCommentMutation, LeaveBlogCommentMutationVariables>;
export const BlogPostsDocument = new TypedDocumentString(`
    query BlogPosts($type: AmBlogPageType!, $entityId: Int, $query: String, $page: Int) {
  amBlogPosts(type: $type, entityId: $entityId, query: $query, page: $page) {
    all_post_size
    page_size
    items {
      ...BlogPostCard
    }
  }
}
    fragment BlogPostCard on AmBlogPost {
  post_id
  title
  url_key
  short_content
  published_at
  created_at
  list_thumbnail
  list_thumbnail_alt
  post_thumbnail
  post_thumbnail_alt
  comment_count
  author {
    name
    url_key
  }
}`) as unknown as TypedDocumentString<BlogPostsQuery, BlogPostsQueryVariables>;
export const BlogCategoryDocument = new TypedDocumentString(`
    query BlogCategory($urlKey: String!) {
  amBlogCategory(urlKey: $urlKey) {
    category_id
    name
    description
    meta_title
    meta_description
  }
}
    `) as unknown as TypedDocumentString<BlogCategoryQuery, BlogCategoryQueryVariables>;
export const BlogTagDocument = new TypedDocumentString(`
    query BlogTag($urlKey: String!) {
  amBlogTag(urlKey: $urlKey) {
    tag_id
    name
  }
}
    `) as unknown as TypedDocumentString<BlogTagQuery, BlogTagQueryVariables>;
export const BlogAuthorDocument = new TypedDocumentString(`
    query BlogAuthor($urlKey: String!) {
  amBlogAuthor(urlKey: $urlKey) {
    author_id
    name
    short_description
    description
    image
  }
}
    `) as unknown as TypedDocumentString<BlogAuthorQuery, BlogAuthorQueryVariables>;
export const BlogPostDocument = new TypedDocumentString(`
    query BlogPost($urlKey: String!) {
  amBlogPost(urlKey: $urlKey) {
    ...BlogPostCard
    full_content
    meta_title
    meta_description
    updated_at
    author {
      name
      url_key
      image
      short_description
    }
    category_items {
      name
      url_key
      post_count
    }
    tag_items {
      name
      url_key
      post_count
    }
  }
}
    fragment BlogPostCard on AmBlogPost {
  post_id
  title
  url_key
  short_content
  published_at
  created_at
  list_thumbnail
  list_thumbnail_alt
  post_thumbnail
  post_thumbnail_alt
  comment_count
  author {
    name
    url_key
  }
}`) as unknown as TypedDocumentString<BlogPostQuery, BlogPostQueryVariables>;
export const RelatedBlogPostsDocument = new TypedDocumentString(`
    query RelatedBlogPosts($postId: Int!) {
  amBlogPosts(type: POST, entityId: $postId) {
    items {
      ...BlogPostCard
    }
  }
}
    fragment BlogPostCard on AmBlogPost {
  post_id
  title
  url_key
  short_content
  published_at
  created_at
  list_thumbnail
  list_thumbnail_alt
  post_thumbnail
  post_thumbnail_alt
  comment_count
  author {
    name
    url_key
  }
}`) as unknown as TypedDocumentString<RelatedBlogPostsQuery, RelatedBlogPostsQueryVariables>;
export const BlogRecentPostsWidgetDocument = new TypedDocumentString(`
    query BlogRecentPostsWidget($id: Int!) {
  storeConfig {
    timezone
  }
  amBlogRecentPostsWidget(id: $id) {
    header_text
    posts_limit
    show_images
    display_date
    date_manner
    display_short
    short_limit
    items {
      ...BlogPostCard
    }
  }
}
    fragment BlogPostCard on AmBlogPost {
  post_id
  title
  url_key
  short_content
  published_at
  created_at
  list_thumbnail
  list_thumbnail_alt
  post_thumbnail
  post_thumbnail_alt
  comment_count
  author {
    name
    url_key
  }
}`) as unknown as TypedDocumentString<BlogRecentPostsWidgetQuery, BlogRecentPostsWidgetQueryVariables>;
export const BlogSettingsDocument = new TypedDocumentString(`
    query BlogSettings {
  amBlogSetting {
    search_engine_title
    search_engine_meta_title
    search_engine_meta_description
    post_display_author
  }
  storeConfig {
    timezone
  }
}
    `) as unknown as TypedDocumentString<BlogSettingsQuery, BlogSettingsQueryVariables>;
export const BlogSidebarDocument = new TypedDocumentString(`
    query BlogSidebar {
  amBlogCategories {
    items {
      name
      url_key
      post_count
    }
  }
  amBlogTags {
    items {
      name
      url_key
      post_count
    }
  }
}
    `) as unknown as TypedDocumentString<BlogSidebarQuery, BlogSidebarQueryVariables>;
export const CartDetailsDocument = new TypedDocumentString(`
    query CartDetails($cartId: String!) {
  cart(cart_id: $cartId) {
    ...CartDetails
  }
}
    fragment CartDetails on Cart {
  id
  total_quantity
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    applied_balance {
      ...MoneyFields
    }
    current_balance {
      ...MoneyFields
    }
  }
  items {
    uid
    quantity
    is_available
    not_available_message
    errors {
      code
      message
    }
    product {
      ...LineItemProduct
    }
    prices {
      price_including_tax {
        ...MoneyFields
      }
      row_total_including_tax {
        ...MoneyFields
      }
    }
    ... on ConfigurableCartItem {
      configurable_options {
        option_label
        value_label
      }
      configured_variant {
        sku
        stock_status
        small_image {
          url
          label
        }
      }
    }
  }
  shipping_addresses {
    selected_shipping_method {
      price_incl_tax {
        ...MoneyFields
      }
    }
  }
  prices {
    subtotal_including_tax {
      ...MoneyFields
    }
    subtotal_excluding_tax {
      ...MoneyFields
    }
    discounts {
      label
      amount {
        ...MoneyFields
      }
    }
    applied_taxes {
      label
      amount {
        ...MoneyFields
      }
    }
    grand_total {
      ...MoneyFields
    }
  }
}
fragment LineItemProduct on ProductInterface {
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  small_image {
    url
    label
  }
}
fragment MoneyFields on Money {
  value
  currency
}`) as unknown as TypedDocumentString<CartDetailsQuery, CartDetailsQueryVariables>;
export const CartChargeDocument = new TypedDocumentString(`
    query CartCharge($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    prices {
      grand_total {
        value
        currency
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CartChargeQuery, CartChargeQueryVariables>;
export const CartItemCountDocument = new TypedDocumentString(`
    query CartItemCount($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    total_quantity
  }
}
    `) as unknown as TypedDocumentString<CartItemCountQuery, CartItemCountQueryVariables>;
export const CreateCartDocument = new TypedDocumentString(`
    mutation CreateCart {
  createEmptyCart
}
    `) as unknown as TypedDocumentString<CreateCartMutation, CreateCartMutationVariables>;
export const AddProductsToCartDocument = new TypedDocumentString(`
    mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
    cart {
      ...CartDetails
    }
    user_errors {
      code
      message
    }
  }
}
    fragment CartDetails on Cart {
  id
  total_quantity
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    applied_balance {
      ...MoneyFields
    }
    current_balance {
      ...MoneyFields
    }
  }
  items {
    uid
    quantity
    is_available
    not_available_message
    errors {
      code
      message
    }
    product {
      ...LineItemProduct
    }
    prices {
      price_including_tax {
        ...MoneyFields
      }
      row_total_including_tax {
        ...MoneyFields
      }
    }
    ... on ConfigurableCartItem {
      configurable_options {
        option_label
        value_label
      }
      configured_variant {
        sku
        stock_status
        small_image {
          url
          label
        }
      }
    }
  }
  shipping_addresses {
    selected_shipping_method {
      price_incl_tax {
        ...MoneyFields
      }
    }
  }
  prices {
    subtotal_including_tax {
      ...MoneyFields
    }
    subtotal_excluding_tax {
      ...MoneyFields
    }
    discounts {
      label
      amount {
        ...MoneyFields
      }
    }
    applied_taxes {
      label
      amount {
        ...MoneyFields
      }
    }
    grand_total {
      ...MoneyFields
    }
  }
}
fragment LineItemProduct on ProductInterface {
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  small_image {
    url
    label
  }
}
fragment MoneyFields on Money {
  value
  currency
}`) as unknown as TypedDocumentString<AddProductsToCartMutation, AddProductsToCartMutationVariables>;
export const UpdateCartItemsDocument = new TypedDocumentString(`
    mutation UpdateCartItems($cartId: String!, $uid: ID!, $quantity: Float!) {
  updateCartItems(
    input: {cart_id: $cartId, cart_items: [{cart_item_uid: $uid, quantity: $quantity}]}
  ) {
    cart {
      ...CartDetails
    }
    errors {
      code
      message
    }
  }
}
    fragment CartDetails on Cart {
  id
  total_quantity
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    applied_balance {
      ...MoneyFields
    }
    current_balance {
      ...MoneyFields
    }
  }
  items {
    uid
    quantity
    is_available
    not_available_message
    errors {
      code
      message
    }
    product {
      ...LineItemProduct
    }
    prices {
      price_including_tax {
        ...MoneyFields
      }
      row_total_including_tax {
        ...MoneyFields
      }
    }
    ... on ConfigurableCartItem {
      configurable_options {
        option_label
        value_label
      }
      configured_variant {
        sku
        stock_status
        small_image {
          url
          label
        }
      }
    }
  }
  shipping_addresses {
    selected_shipping_method {
      price_incl_tax {
        ...MoneyFields
      }
    }
  }
  prices {
    subtotal_including_tax {
      ...MoneyFields
    }
    subtotal_excluding_tax {
      ...MoneyFields
    }
    discounts {
      label
      amount {
        ...MoneyFields
      }
    }
    applied_taxes {
      label
      amount {
        ...MoneyFields
      }
    }
    grand_total {
      ...MoneyFields
    }
  }
}
fragment LineItemProduct on ProductInterface {
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  small_image {
    url
    label
  }
}
fragment MoneyFields on Money {
  value
  currency
}`) as unknown as TypedDocumentString<UpdateCartItemsMutation, UpdateCartItemsMutationVariables>;
export const RemoveItemFromCartDocument = new TypedDocumentString(`
    mutation RemoveItemFromCart($cartId: String!, $uid: ID!) {
  removeItemFromCart(input: {cart_id: $cartId, cart_item_uid: $uid}) {
    cart {
      ...CartDetails
    }
  }
}
    fragment CartDetails on Cart {
  id
  total_quantity
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    applied_balance {
      ...MoneyFields
    }
    current_balance {
      ...MoneyFields
    }
  }
  items {
    uid
    quantity
    is_available
    not_available_message
    errors {
      code
      message
    }
    product {
      ...LineItemProduct
    }
    prices {
      price_including_tax {
        ...MoneyFields
      }
      row_total_including_tax {
        ...MoneyFields
      }
    }
    ... on ConfigurableCartItem {
      configurable_options {
        option_label
        value_label
      }
      configured_variant {
        sku
        stock_status
        small_image {
          url
          label
        }
      }
    }
  }
  shipping_addresses {
    selected_shipping_method {
      price_incl_tax {
        ...MoneyFields
      }
    }
  }
  prices {
    subtotal_including_tax {
      ...MoneyFields
    }
    subtotal_excluding_tax {
      ...MoneyFields
    }
    discounts {
      label
      amount {
        ...MoneyFields
      }
    }
    applied_taxes {
      label
      amount {
        ...MoneyFields
      }
    }
    grand_total {
      ...MoneyFields
    }
  }
}
fragment LineItemProduct on ProductInterface {
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  small_image {
    url
    label
  }
}
fragment MoneyFields on Money {
  value
  currency
}`) as unknown as TypedDocumentString<RemoveItemFromCartMutation, RemoveItemFromCartMutationVariables>;
export const ApplyCouponToCartDocument = new TypedDocumentString(`
    mutation ApplyCouponToCart($cartId: String!, $code: String!) {
  applyCouponToCart(input: {cart_id: $cartId, coupon_code: $code}) {
    cart {
      ...CartDetails
    }
  }
}
    fragment CartDetails on Cart {
  id
  total_quantity
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    applied_balance {
      ...MoneyFields
    }
    current_balance {
      ...MoneyFields
    }
  }
  items {
    uid
    quantity
    is_available
    not_available_message
    errors {
      code
      message
    }
    product {
      ...LineItemProduct
    }
    prices {
      price_including_tax {
        ...MoneyFields
      }
      row_total_including_tax {
        ...MoneyFields
      }
    }
    ... on ConfigurableCartItem {
      configurable_options {
        option_label
        value_label
      }
      configured_variant {
        sku
        stock_status
        small_image {
          url
          label
        }
      }
    }
  }
  shipping_addresses {
    selected_shipping_method {
      price_incl_tax {
        ...MoneyFields
      }
    }
  }
  prices {
    subtotal_including_tax {
      ...MoneyFields
    }
    subtotal_excluding_tax {
      ...MoneyFields
    }
    discounts {
      label
      amount {
        ...MoneyFields
      }
    }
    applied_taxes {
      label
      amount {
        ...MoneyFields
      }
    }
    grand_total {
      ...MoneyFields
    }
  }
}
fragment LineItemProduct on ProductInterface {
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  small_image {
    url
    label
  }
}
fragment MoneyFields on Money {
  value
  currency
}`) as unknown as TypedDocumentString<ApplyCouponToCartMutation, ApplyCouponToCartMutationVariables>;
export const RemoveCouponFromCartDocument = new TypedDocumentString(`
    mutation RemoveCouponFromCart($cartId: String!) {
  removeCouponFromCart(input: {cart_id: $cartId}) {
    cart {
      ...CartDetails
    }
  }
}
    fragment CartDetails on Cart {
  id
  total_quantity
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    applied_balance {
      ...MoneyFields
    }
    current_balance {
      ...MoneyFields
    }
  }
  items {
    uid
    quantity
    is_available
    not_available_message
    errors {
      code
      message
    }
    product {
      ...LineItemProduct
    }
    prices {
      price_including_tax {
        ...MoneyFields
      }
      row_total_including_tax {
        ...MoneyFields
      }
    }
    ... on ConfigurableCartItem {
      configurable_options {
        option_label
        value_label
      }
      configured_variant {
        sku
        stock_status
        small_image {
          url
          label
        }
      }
    }
  }
  shipping_addresses {
    selected_shipping_method {
      price_incl_tax {
        ...MoneyFields
      }
    }
  }
  prices {
    subtotal_including_tax {
      ...MoneyFields
    }
    subtotal_excluding_tax {
      ...MoneyFields
    }
    discounts {
      label
      amount {
        ...MoneyFields
      }
    }
    applied_taxes {
      label
      amount {
        ...MoneyFields
      }
    }
    grand_total {
      ...MoneyFields
    }
  }
}
fragment LineItemProduct on ProductInterface {
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  small_image {
    url
    label
  }
}
fragment MoneyFields on Money {
  value
  currency
}`) as unknown as TypedDocumentString<RemoveCouponFromCartMutation, RemoveCouponFromCartMutationVariables>;
export const ApplyGiftCardToCartDocument = new TypedDocumentString(`
    mutation ApplyGiftCardToCart($cartId: String!, $code: String!) {
  applyGiftCardToCart(input: {cart_id: $cartId, gift_card_code: $code}) {
    cart {
      ...CartDetails
    }
  }
}
    fragment CartDetails on Cart {
  id
  total_quantity
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    applied_balance {
      ...MoneyFields
    }
    current_balance {
      ...MoneyFields
    }
  }
  items {
    uid
    quantity
    is_available
    not_available_message
    errors {
      code
      message
    }
    product {
      ...LineItemProduct
    }
    prices {
      price_including_tax {
        ...MoneyFields
      }
      row_total_including_tax {
        ...MoneyFields
      }
    }
    ... on ConfigurableCartItem {
      configurable_options {
        option_label
        value_label
      }
      configured_variant {
        sku
        stock_status
        small_image {
          url
          label
        }
      }
    }
  }
  shipping_addresses {
    selected_shipping_method {
      price_incl_tax {
        ...MoneyFields
      }
    }
  }
  prices {
    subtotal_including_tax {
      ...MoneyFields
    }
    subtotal_excluding_tax {
      ...MoneyFields
    }
    discounts {
      label
      amount {
        ...MoneyFields
      }
    }
    applied_taxes {
      label
      amount {
        ...MoneyFields
      }
    }
    grand_total {
      ...MoneyFields
    }
  }
}
fragment LineItemProduct on ProductInterface {
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  small_image {
    url
    label
  }
}
fragment MoneyFields on Money {
  value
  currency
}`) as unknown as TypedDocumentString<ApplyGiftCardToCartMutation, ApplyGiftCardToCartMutationVariables>;
export const RemoveGiftCardFromCartDocument = new TypedDocumentString(`
    mutation RemoveGiftCardFromCart($cartId: String!, $code: String!) {
  removeGiftCardFromCart(input: {cart_id: $cartId, gift_card_code: $code}) {
    cart {
      ...CartDetails
    }
  }
}
    fragment CartDetails on Cart {
  id
  total_quantity
  applied_coupons {
    code
  }
  applied_gift_cards {
    code
    applied_balance {
      ...MoneyFields
    }
    current_balance {
      ...MoneyFields
    }
  }
  items {
    uid
    quantity
    is_available
    not_available_message
    errors {
      code
      message
    }
    product {
      ...LineItemProduct
    }
    prices {
      price_including_tax {
        ...MoneyFields
      }
      row_total_including_tax {
        ...MoneyFields
      }
    }
    ... on ConfigurableCartItem {
      configurable_options {
        option_label
        value_label
      }
      configured_variant {
        sku
        stock_status
        small_image {
          url
          label
        }
      }
    }
  }
  shipping_addresses {
    selected_shipping_method {
      price_incl_tax {
        ...MoneyFields
      }
    }
  }
  prices {
    subtotal_including_tax {
      ...MoneyFields
    }
    subtotal_excluding_tax {
      ...MoneyFields
    }
    discounts {
      label
      amount {
        ...MoneyFields
      }
    }
    applied_taxes {
      label
      amount {
        ...MoneyFields
      }
    }
    grand_total {
      ...MoneyFields
    }
  }
}
fragment LineItemProduct on ProductInterface {
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  small_image {
    url
    label
  }
}
fragment MoneyFields on Money {
  value
  currency
}`) as unknown as TypedDocumentString<RemoveGiftCardFromCartMutation, RemoveGiftCardFromCartMutationVariables>;
export const GiftCardBalanceDocument = new TypedDocumentString(`
    query GiftCardBalance($code: String!) {
  giftCardAccount(input: {gift_card_code: $code}) {
    code
    balance {
      ...MoneyFields
    }
    expiration_date
  }
}
    fragment MoneyFields on Money {
  value
  currency
}`) as unknown as TypedDocumentString<GiftCardBalanceQuery, GiftCardBalanceQueryVariables>;
export const ProductFilterFieldsDocument = new TypedDocumentString(`
    query ProductFilterFields {
  __type(name: "ProductAttributeFilterInput") {
    inputFields {
      name
      type {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProductFilterFieldsQuery, ProductFilterFieldsQueryVariables>;
export const ProductListingDocument = new TypedDocumentString(`
    query ProductListing($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!) {
  products(
    search: $search
    filter: $filter
    sort: $sort
    pageSize: $pageSize
    currentPage: $currentPage
  ) {
    total_count
    page_info {
      current_page
      page_size
      total_pages
    }
    items {
      ...ProductTile
    }
    aggregations(filter: {category: {includeDirectChildrenOnly: true}}) {
      attribute_code
      label
      count
      position
      options {
        label
        value
        count
      }
    }
  }
}
    fragment ProductTile on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  small_image {
    url
    label
  }
  short_description {
    html
  }
  price_range {
    ...ProductPriceRange
  }
  ...ConfigurableOptionValues
}
fragment ConfigurableOptionValues on ProductInterface {
  ... on ConfigurableProduct {
    configurable_options {
      uid
      attribute_code
      label
      position
      values {
        uid
        value_index
        label
        swatch_data {
          __typename
          value
          ... on ImageSwatchData {
            thumbnail
          }
        }
      }
    }
  }
}
fragment ProductPriceRange on PriceRange {
  minimum_price {
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
    discount {
      percent_off
    }
  }
  maximum_price {
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
  }
}`) as unknown as TypedDocumentString<ProductListingQuery, ProductListingQueryVariables>;
export const ListingFacetsDocument = new TypedDocumentString(`
    query ListingFacets($search: String, $filter: ProductAttributeFilterInput) {
  products(search: $search, filter: $filter, pageSize: 1, currentPage: 1) {
    aggregations(filter: {category: {includeDirectChildrenOnly: true}}) {
      attribute_code
      label
      count
      position
      options {
        label
        value
        count
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ListingFacetsQuery, ListingFacetsQueryVariables>;
export const ListingPageCountDocument = new TypedDocumentString(`
    query ListingPageCount($search: String, $filter: ProductAttributeFilterInput, $pageSize: Int!) {
  products(search: $search, filter: $filter, pageSize: $pageSize, currentPage: 1) {
    page_info {
      total_pages
    }
  }
}
    `) as unknown as TypedDocumentString<ListingPageCountQuery, ListingPageCountQueryVariables>;
export const SaveSearchDocument = new TypedDocumentString(`
    mutation SaveSearch($search: String!) {
  xsearchSaveSearch(search: $search)
}
    `) as unknown as TypedDocumentString<SaveSearchMutation, SaveSearchMutationVariables>;
export const CheckoutCustomerDocument = new TypedDocumentString(`
    query CheckoutCustomer {
  customer {
    email
    addresses {
      ...CustomerAddressFields
    }
  }
}
    fragment CustomerAddressFields on CustomerAddress {
  id
  firstname
  lastname
  street
  city
  region {
    region_code
    region
    region_id
  }
  postcode
  country_code
  telephone
  default_shipping
  default_billing
}`) as unknown as TypedDocumentString<CheckoutCustomerQuery, CheckoutCustomerQueryVariables>;
export const SetCustomerShippingAddressDocument = new TypedDocumentString(`
    mutation SetCustomerShippingAddress($cartId: String!, $address: CartAddressInput!) {
  setShippingAddressesOnCart(
    input: {cart_id: $cartId, shipping_addresses: [{address: $address}]}
  ) {
    cart {
      ...CartShippingRates
    }
  }
}
    fragment ShippingMethodOptionFields on AvailableShippingMethod {
  carrier_code
  carrier_title
  method_code
  method_title
  available
  price_incl_tax {
    ...MoneyFields
  }
}
fragment CartShippingRates on Cart {
  id
  shipping_addresses {
    available_shipping_methods {
      ...ShippingMethodOptionFields
    }
  }
}
fragment MoneyFields on Money {
  value
  currency
}`) as unknown as TypedDocumentString<SetCustomerShippingAddressMutation, SetCustomerShippingAddressMutationVariables>;
export const ThailandProvincesDocument = new TypedDocumentString(`
    query ThailandProvinces($id: String) {
  country(id: $id) {
    id
    available_regions {
      id
      code
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ThailandProvincesQuery, ThailandProvincesQueryVariables>;
export const SetShippingInformationDocument = new TypedDocumentString(`
    mutation SetShippingInformation($cartId: String!, $email: String!, $address: CartAddressInput!) {
  setGuestEmailOnCart(input: {cart_id: $cartId, email: $email}) {
    cart {
      id
    }
  }
  setShippingAddressesOnCart(
    input: {cart_id: $cartId, shipping_addresses: [{address: $address}]}
  ) {
    cart {
      ...CartShippingRates
    }
  }
}
    fragment ShippingMethodOptionFields on AvailableShippingMethod {
  carrier_code
  carrier_title
  method_code
  method_title
  available
  price_incl_tax {
    ...MoneyFields
  }
}
fragment CartShippingRates on Cart {
  id
  shipping_addresses {
    available_shipping_methods {
      ...ShippingMethodOptionFields
    }
  }
}
fragment MoneyFields on Money {
  value
  currency
}`) as unknown as TypedDocumentString<SetShippingInformationMutation, SetShippingInformationMutationVariables>;
export const CheckoutShippingMethodsDocument = new TypedDocumentString(`
    query CheckoutShippingMethods($cartId: String!) {
  cart(cart_id: $cartId) {
    ...CartShippingRates
  }
}
    fragment ShippingMethodOptionFields on AvailableShippingMethod {
  carrier_code
  carrier_title
  method_code
  method_title
  available
  price_incl_tax {
    ...MoneyFields
  }
}
fragment CartShippingRates on Cart {
  id
  shipping_addresses {
    available_shipping_methods {
      ...ShippingMethodOptionFields
    }
  }
}
fragment MoneyFields on Money {
  value
  currency
}`) as unknown as TypedDocumentString<CheckoutShippingMethodsQuery, CheckoutShippingMethodsQueryVariables>;
export const SetCheckoutShippingMethodDocument = new TypedDocumentString(`
    mutation SetCheckoutShippingMethod($cartId: String!, $carrierCode: String!, $methodCode: String!) {
  setShippingMethodsOnCart(
    input: {cart_id: $cartId, shipping_methods: [{carrier_code: $carrierCode, method_code: $methodCode}]}
  ) {
    cart {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SetCheckoutShippingMethodMutation, SetCheckoutShippingMethodMutationVariables>;
export const CheckoutPaymentMethodsDocument = new TypedDocumentString(`
    query CheckoutPaymentMethods($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    available_payment_methods {
      code
      title
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutPaymentMethodsQuery, CheckoutPaymentMethodsQueryVariables>;
export const SetPaymentInformationDocument = new TypedDocumentString(`
    mutation SetPaymentInformation($cartId: String!, $billing: BillingAddressInput!, $paymentCode: String!) {
  setBillingAddressOnCart(input: {cart_id: $cartId, billing_address: $billing}) {
    cart {
      id
    }
  }
  setPaymentMethodOnCart(
    input: {cart_id: $cartId, payment_method: {code: $paymentCode}}
  ) {
    cart {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SetPaymentInformationMutation, SetPaymentInformationMutationVariables>;
export const CmsBlocksDocument = new TypedDocumentString(`
    query CmsBlocks($identifiers: [String]!) {
  cmsBlocks(identifiers: $identifiers) {
    items {
      identifier
      content
    }
  }
}
    `) as unknown as TypedDocumentString<CmsBlocksQuery, CmsBlocksQueryVariables>;
export const GetStoreConfigForContactUsDocument = new TypedDocumentString(`
    query GetStoreConfigForContactUs {
  storeConfig {
    store_code
    contact_enabled
  }
}
    `) as unknown as TypedDocumentString<GetStoreConfigForContactUsQuery, GetStoreConfigForContactUsQueryVariables>;
export const SubmitContactFormDocument = new TypedDocumentString(`
    mutation SubmitContactForm($name: String!, $email: String!, $comment: String!, $telephone: String) {
  contactUs(
    input: {name: $name, email: $email, comment: $comment, telephone: $telephone}
  ) {
    status
  }
}
    `) as unknown as TypedDocumentString<SubmitContactFormMutation, SubmitContactFormMutationVariables>;
export const StoreCurrenciesDocument = new TypedDocumentString(`
    query StoreCurrencies {
  currency {
    base_currency_code
    default_display_currency_code
    available_currency_codes
    exchange_rates {
      currency_to
      rate
    }
  }
}
    `) as unknown as TypedDocumentString<StoreCurrenciesQuery, StoreCurrenciesQueryVariables>;
export const CustomerAddressesDocument = new TypedDocumentString(`
    query CustomerAddresses {
  customer {
    addresses {
      ...CustomerAddressFields
    }
  }
}
    fragment CustomerAddressFields on CustomerAddress {
  id
  firstname
  lastname
  street
  city
  region {
    region_code
    region
    region_id
  }
  postcode
  country_code
  telephone
  default_shipping
  default_billing
}`) as unknown as TypedDocumentString<CustomerAddressesQuery, CustomerAddressesQueryVariables>;
export const CreateCustomerAddressDocument = new TypedDocumentString(`
    mutation CreateCustomerAddress($input: CustomerAddressInput!) {
  createCustomerAddress(input: $input) {
    ...CustomerAddressFields
  }
}
    fragment CustomerAddressFields on CustomerAddress {
  id
  firstname
  lastname
  street
  city
  region {
    region_code
    region
    region_id
  }
  postcode
  country_code
  telephone
  default_shipping
  default_billing
}`) as unknown as TypedDocumentString<CreateCustomerAddressMutation, CreateCustomerAddressMutationVariables>;
export const UpdateCustomerAddressDocument = new TypedDocumentString(`
    mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) {
  updateCustomerAddress(id: $id, input: $input) {
    ...CustomerAddressFields
  }
}
    fragment CustomerAddressFields on CustomerAddress {
  id
  firstname
  lastname
  street
  city
  region {
    region_code
    region
    region_id
  }
  postcode
  country_code
  telephone
  default_shipping
  default_billing
}`) as unknown as TypedDocumentString<UpdateCustomerAddressMutation, UpdateCustomerAddressMutationVariables>;
export const DeleteCustomerAddressDocument = new TypedDocumentString(`
    mutation DeleteCustomerAddress($id: Int!) {
  deleteCustomerAddress(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteCustomerAddressMutation, DeleteCustomerAddressMutationVariables>;
export const GenerateCustomerTokenDocument = new TypedDocumentString(`
    mutation GenerateCustomerToken($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) {
    token
  }
}
    `) as unknown as TypedDocumentString<GenerateCustomerTokenMutation, GenerateCustomerTokenMutationVariables>;
export const RevokeCustomerTokenDocument = new TypedDocumentString(`
    mutation RevokeCustomerToken {
  revokeCustomerToken {
    result
  }
}
    `) as unknown as TypedDocumentString<RevokeCustomerTokenMutation, RevokeCustomerTokenMutationVariables>;
export const CustomerTokenLifetimeDocument = new TypedDocumentString(`
    query CustomerTokenLifetime {
  storeConfig {
    customer_access_token_lifetime
  }
}
    `) as unknown as TypedDocumentString<CustomerTokenLifetimeQuery, CustomerTokenLifetimeQueryVariables>;
export const CustomerCartDocument = new TypedDocumentString(`
    query CustomerCart {
  customerCart {
    id
  }
}
    `) as unknown as TypedDocumentString<CustomerCartQuery, CustomerCartQueryVariables>;
export const MergeCartsDocument = new TypedDocumentString(`
    mutation MergeCarts($source: String!, $destination: String!) {
  mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {
    id
    total_quantity
  }
}
    `) as unknown as TypedDocumentString<MergeCartsMutation, MergeCartsMutationVariables>;
export const CustomerAccountDocument = new TypedDocumentString(`
    query CustomerAccount {
  customer {
    ...CustomerAccountFields
  }
}
    fragment CustomerAccountFields on Customer {
  firstname
  lastname
  email
  is_subscribed
}`) as unknown as TypedDocumentString<CustomerAccountQuery, CustomerAccountQueryVariables>;
export const CreateCustomerDocument = new TypedDocumentString(`
    mutation CreateCustomer($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) {
    customer {
      ...CustomerAccountFields
    }
  }
}
    fragment CustomerAccountFields on Customer {
  firstname
  lastname
  email
  is_subscribed
}`) as unknown as TypedDocumentString<CreateCustomerMutation, CreateCustomerMutationVariables>;
export const UpdateCustomerDocument = new TypedDocumentString(`
    mutation UpdateCustomer($input: CustomerUpdateInput!) {
  updateCustomerV2(input: $input) {
    customer {
      firstname
      lastname
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateCustomerMutation, UpdateCustomerMutationVariables>;
export const UpdateCustomerEmailDocument = new TypedDocumentString(`
    mutation UpdateCustomerEmail($email: String!, $password: String!) {
  updateCustomerEmail(email: $email, password: $password) {
    customer {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateCustomerEmailMutation, UpdateCustomerEmailMutationVariables>;
export const ChangeCustomerPasswordDocument = new TypedDocumentString(`
    mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {
  changeCustomerPassword(
    currentPassword: $currentPassword
    newPassword: $newPassword
  ) {
    email
  }
}
    `) as unknown as TypedDocumentString<ChangeCustomerPasswordMutation, ChangeCustomerPasswordMutationVariables>;
export const RequestPasswordResetEmailDocument = new TypedDocumentString(`
    mutation RequestPasswordResetEmail($email: String!) {
  requestPasswordResetEmail(email: $email)
}
    `) as unknown as TypedDocumentString<RequestPasswordResetEmailMutation, RequestPasswordResetEmailMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($email: String!, $token: String!, $newPassword: String!) {
  resetPassword(
    email: $email
    resetPasswordToken: $token
    newPassword: $newPassword
  )
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const CustomerSubscriptionDocument = new TypedDocumentString(`
    query CustomerSubscription {
  customer {
    email
    is_subscribed
  }
}
    `) as unknown as TypedDocumentString<CustomerSubscriptionQuery, CustomerSubscriptionQueryVariables>;
export const UpdateCustomerSubscriptionDocument = new TypedDocumentString(`
    mutation UpdateCustomerSubscription($input: CustomerUpdateInput!) {
  updateCustomerV2(input: $input) {
    customer {
      is_subscribed
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateCustomerSubscriptionMutation, UpdateCustomerSubscriptionMutationVariables>;
export const CustomerOrderHistoryDocument = new TypedDocumentString(`
    query CustomerOrderHistory($filter: CustomerOrdersFilterInput, $currentPage: Int, $pageSize: Int, $sort: CustomerOrderSortInput, $scope: ScopeTypeEnum) {
  customer {
    orders(
      filter: $filter
      currentPage: $currentPage
      pageSize: $pageSize
      sort: $sort
      scope: $scope
    ) {
      total_count
      page_info {
        current_page
        page_size
        total_pages
      }
      items {
        number
        order_date
        status
        total {
          grand_total {
            ...MoneyFields
          }
        }
        items {
          quantity_ordered
        }
        shipments {
          tracking {
            number
          }
        }
      }
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}`) as unknown as TypedDocumentString<CustomerOrderHistoryQuery, CustomerOrderHistoryQueryVariables>;
export const CustomerOrderDetailsDocument = new TypedDocumentString(`
    query CustomerOrderDetails($number: String!) {
  customer {
    orders(filter: {number: {eq: $number}}, scope: WEBSITE) {
      items {
        number
        order_date
        status
        shipping_method
        payment_methods {
          name
          type
        }
        gift_message {
          from
          to
          message
        }
        shipping_address {
          ...OrderAddressFields
        }
        billing_address {
          ...OrderAddressFields
        }
        items {
          id
          product_name
          product_sku
          quantity_ordered
          product_sale_price {
            ...MoneyFields
          }
          selected_options {
            label
            value
          }
        }
        total {
          subtotal_incl_tax {
            ...MoneyFields
          }
          total_shipping {
            ...MoneyFields
          }
          discounts {
            label
            amount {
              ...MoneyFields
            }
          }
          taxes {
            title
            amount {
              ...MoneyFields
            }
          }
          grand_total {
            ...MoneyFields
          }
          base_grand_total {
            ...MoneyFields
          }
        }
        shipments {
          id
          number
          tracking {
            carrier
            title
            number
          }
          items {
            product_name
            quantity_shipped
          }
        }
      }
    }
  }
}
    fragment OrderAddressFields on OrderAddress {
  firstname
  lastname
  street
  city
  region
  postcode
  telephone
}
fragment MoneyFields on Money {
  value
  currency
}`) as unknown as TypedDocumentString<CustomerOrderDetailsQuery, CustomerOrderDetailsQueryVariables>;
export const CustomerGiftCardOrdersDocument = new TypedDocumentString(`
    query CustomerGiftCardOrders($pageSize: Int!) {
  customer {
    orders(pageSize: $pageSize, scope: WEBSITE) {
      items {
        number
        applied_gift_cards {
          code
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CustomerGiftCardOrdersQuery, CustomerGiftCardOrdersQueryVariables>;
export const RedeemGiftCardAsStoreCreditDocument = new TypedDocumentString(`
    mutation RedeemGiftCardAsStoreCredit($code: String!) {
  redeemGiftCardBalanceAsStoreCredit(input: {gift_card_code: $code}) {
    code
    balance {
      ...MoneyFields
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}`) as unknown as TypedDocumentString<RedeemGiftCardAsStoreCreditMutation, RedeemGiftCardAsStoreCreditMutationVariables>;
export const HomePageContentDocument = new TypedDocumentString(`
    query HomePageContent {
  route(url: "/") {
    __typename
    ... on CmsPage {
      identifier
      content
    }
  }
}
    `) as unknown as TypedDocumentString<HomePageContentQuery, HomePageContentQueryVariables>;
export const SubscribeEmailToNewsletterDocument = new TypedDocumentString(`
    mutation SubscribeEmailToNewsletter($email: String!) {
  subscribeEmailToNewsletter(email: $email) {
    status
  }
}
    `) as unknown as TypedDocumentString<SubscribeEmailToNewsletterMutation, SubscribeEmailToNewsletterMutationVariables>;
export const ConfirmNewsletterSubscriptionDocument = new TypedDocumentString(`
    mutation ConfirmNewsletterSubscription($id: Int!, $code: String!) {
  confirmNewsletterSubscription(id: $id, code: $code) {
    status
  }
}
    `) as unknown as TypedDocumentString<ConfirmNewsletterSubscriptionMutation, ConfirmNewsletterSubscriptionMutationVariables>;
export const UnsubscribeNewsletterSubscriberDocument = new TypedDocumentString(`
    mutation UnsubscribeNewsletterSubscriber($id: Int!, $code: String!) {
  unsubscribeNewsletterSubscriber(id: $id, code: $code) {
    status
  }
}
    `) as unknown as TypedDocumentString<UnsubscribeNewsletterSubscriberMutation, UnsubscribeNewsletterSubscriberMutationVariables>;
export const ContentProductsDocument = new TypedDocumentString(`
    query ContentProducts($urlKeys: [String!]!, $pageSize: Int!) {
  products(filter: {url_key: {in: $urlKeys}}, pageSize: $pageSize) {
    items {
      ...ProductTile
    }
  }
}
    fragment ProductTile on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  small_image {
    url
    label
  }
  short_description {
    html
  }
  price_range {
    ...ProductPriceRange
  }
  ...ConfigurableOptionValues
}
fragment ConfigurableOptionValues on ProductInterface {
  ... on ConfigurableProduct {
    configurable_options {
      uid
      attribute_code
      label
      position
      values {
        uid
        value_index
        label
        swatch_data {
          __typename
          value
          ... on ImageSwatchData {
            thumbnail
          }
        }
      }
    }
  }
}
fragment ProductPriceRange on PriceRange {
  minimum_price {
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
    discount {
      percent_off
    }
  }
  maximum_price {
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
  }
}`) as unknown as TypedDocumentString<ContentProductsQuery, ContentProductsQueryVariables>;
export const ContentDynamicBlocksDocument = new TypedDocumentString(`
    query ContentDynamicBlocks($type: DynamicBlockTypeEnum!, $uids: [ID]!) {
  dynamicBlocks(input: {type: $type, dynamic_block_uids: $uids}) {
    items {
      uid
      content {
        html
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ContentDynamicBlocksQuery, ContentDynamicBlocksQueryVariables>;
export const ResolveUrlDocument = new TypedDocumentString(`
    query ResolveUrl($url: String!) {
  route(url: $url) {
    __typename
    relative_url
    redirect_code
    type
    ... on CategoryTree {
      uid
      name
      category_description: description
      display_mode
      meta_title
      meta_description
      url_path
      url_suffix
      breadcrumbs {
        category_uid
        category_name
        category_url_path
      }
      children {
        ...MenuCategoryFields
      }
    }
    ... on ProductInterface {
      ...ProductDetails
    }
    ... on CmsPage {
      identifier
      title
      content_heading
      content
      meta_title
      meta_description
    }
  }
}
    fragment ProductTile on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  small_image {
    url
    label
  }
  short_description {
    html
  }
  price_range {
    ...ProductPriceRange
  }
  ...ConfigurableOptionValues
}
fragment ConfigurableOptionValues on ProductInterface {
  ... on ConfigurableProduct {
    configurable_options {
      uid
      attribute_code
      label
      position
      values {
        uid
        value_index
        label
        swatch_data {
          __typename
          value
          ... on ImageSwatchData {
            thumbnail
          }
        }
      }
    }
  }
}
fragment ProductDetails on ProductInterface {
  __typename
  ...PurchasableProduct
  url_key
  url_suffix
  meta_title
  meta_description
  short_description {
    html
  }
  description {
    html
  }
  categories {
    uid
    name
    url_path
    url_suffix
    breadcrumbs {
      category_name
      category_url_path
    }
  }
  related_products {
    ...ProductTile
  }
  ...ConfigurableOptionValues
  ... on ConfigurableProduct {
    variants {
      attributes {
        code
        value_index
      }
      product {
        ...PurchasableProduct
      }
    }
  }
}
fragment PurchasableProduct on ProductInterface {
  uid
  sku
  name
  stock_status
  only_x_left_in_stock
  price_range {
    ...ProductPriceRange
  }
  small_image {
    url
    label
  }
  media_gallery {
    url
    label
    position
    disabled
  }
}
fragment ProductPriceRange on PriceRange {
  minimum_price {
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
    discount {
      percent_off
    }
  }
  maximum_price {
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
  }
}
fragment MenuCategoryFields on CategoryTree {
  uid
  name
  position
  include_in_menu
  url_path
  url_suffix
}`) as unknown as TypedDocumentString<ResolveUrlQuery, ResolveUrlQueryVariables>;
export const NotFoundRedirectConfigDocument = new TypedDocumentString(`
    query NotFoundRedirectConfig {
  storeConfig {
    category_url_suffix
    product_url_suffix
    amasty_xsearch_general_four_zero_four_redirect
  }
}
    `) as unknown as TypedDocumentString<NotFoundRedirectConfigQuery, NotFoundRedirectConfigQueryVariables>;
export const CustomerPaymentTokensDocument = new TypedDocumentString(`
    query CustomerPaymentTokens {
  customerPaymentTokens {
    items {
      details
      payment_method_code
      public_hash
      type
    }
  }
}
    `) as unknown as TypedDocumentString<CustomerPaymentTokensQuery, CustomerPaymentTokensQueryVariables>;
export const DeletePaymentTokenDocument = new TypedDocumentString(`
    mutation DeletePaymentToken($hash: String!) {
  deletePaymentToken(public_hash: $hash) {
    result
  }
}
    `) as unknown as TypedDocumentString<DeletePaymentTokenMutation, DeletePaymentTokenMutationVariables>;
export const SearchSuggestionSettingsDocument = new TypedDocumentString(`
    query SearchSuggestionSettings {
  storeConfig {
    amasty_xsearch_general_min_chars
    amasty_xsearch_product_enabled
    amasty_xsearch_product_title
    amasty_xsearch_product_position
    amasty_xsearch_product_limit
    amasty_xsearch_product_name_length
    amasty_xsearch_product_desc_length
    amasty_xsearch_popular_searches_enabled
    amasty_xsearch_popular_searches_title
    amasty_xsearch_popular_searches_position
    amasty_xsearch_popular_searches_limit
    amasty_xsearch_popular_searches_first_click
    amasty_xsearch_recent_searches_enabled
    amasty_xsearch_recent_searches_title
    amasty_xsearch_recent_searches_position
    amasty_xsearch_recent_searches_limit
    amasty_xsearch_recent_searches_first_click
    amasty_xsearch_category_enabled
    amasty_xsearch_category_title
    amasty_xsearch_category_position
    amasty_xsearch_category_limit
    amasty_xsearch_category_name_length
    amasty_xsearch_category_desc_length
    amasty_xsearch_page_enabled
    amasty_xsearch_page_title
    amasty_xsearch_page_position
    amasty_xsearch_page_limit
    amasty_xsearch_page_name_length
    amasty_xsearch_page_desc_length
    amasty_xsearch_blog_enabled
    amasty_xsearch_blog_title
    amasty_xsearch_blog_position
    amasty_xsearch_blog_limit
    amasty_xsearch_blog_name_length
    amasty_xsearch_blog_desc_length
  }
}
    `) as unknown as TypedDocumentString<SearchSuggestionSettingsQuery, SearchSuggestionSettingsQueryVariables>;
export const SearchSuggestionsDocument = new TypedDocumentString(`
    query SearchSuggestions($search: String, $products: Boolean!, $popular: Boolean!, $recent: Boolean!, $categories: Boolean!, $pages: Boolean!, $blogs: Boolean!) {
  xsearchProducts(search: $search) @include(if: $products) {
    total_count
    items {
      uid
      name
      url_key
      url_suffix
      small_image {
        url
        label
      }
      short_description {
        html
      }
      price_range {
        ...ProductPriceRange
      }
    }
  }
  xsearchPopularSearches(search: $search) @include(if: $popular) {
    total_count
    items {
      name
      num_results
    }
  }
  xsearchRecentSearches(search: $search) @include(if: $recent) {
    total_count
    items {
      name
      num_results
    }
  }
  xsearchCategories(search: $search) @include(if: $categories) {
    total_count
    items {
      name
      url
      description
    }
  }
  xsearchPages(search: $search) @include(if: $pages) {
    total_count
    items {
      name
      url
      description
    }
  }
  xsearchBlogs(search: $search) @include(if: $blogs) {
    total_count
    items {
      name
      url
      description
    }
  }
}
    fragment ProductPriceRange on PriceRange {
  minimum_price {
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
    discount {
      percent_off
    }
  }
  maximum_price {
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
  }
}`) as unknown as TypedDocumentString<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const SitemapStoreDocument = new TypedDocumentString(`
    query SitemapStore {
  storeConfig {
    root_category_uid
    category_url_suffix
  }
}
    `) as unknown as TypedDocumentString<SitemapStoreQuery, SitemapStoreQueryVariables>;
export const SitemapCategoriesDocument = new TypedDocumentString(`
    query SitemapCategories($uid: String!) {
  categories(filters: {category_uid: {eq: $uid}}) {
    items {
      children {
        url_path
        url_suffix
        children {
          url_path
          url_suffix
          children {
            url_path
            url_suffix
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SitemapCategoriesQuery, SitemapCategoriesQueryVariables>;
export const SitemapProductsDocument = new TypedDocumentString(`
    query SitemapProducts($rootUid: String!, $pageSize: Int!, $currentPage: Int!) {
  products(
    filter: {category_uid: {eq: $rootUid}}
    pageSize: $pageSize
    currentPage: $currentPage
    sort: {name: ASC}
  ) {
    total_count
    items {
      url_key
      url_suffix
    }
  }
}
    `) as unknown as TypedDocumentString<SitemapProductsQuery, SitemapProductsQueryVariables>;
export const StoreShellConfigDocument = new TypedDocumentString(`
    query StoreShellConfig {
  storeConfig {
    store_code
    store_name
    copyright
    contact_enabled
    newsletter_enabled
    magento_wishlist_general_is_enabled
    root_category_uid
    category_url_suffix
    header_logo_src
    logo_alt
    logo_width
    logo_height
    secure_base_media_url
    default_description
  }
}
    `) as unknown as TypedDocumentString<StoreShellConfigQuery, StoreShellConfigQueryVariables>;
export const NavigationMenuDocument = new TypedDocumentString(`
    query NavigationMenu($uid: String!) {
  categories(filters: {category_uid: {eq: $uid}}) {
    items {
      uid
      children {
        ...MenuCategoryFields
        children {
          ...MenuCategoryFields
          children {
            ...MenuCategoryFields
          }
        }
      }
    }
  }
}
    fragment MenuCategoryFields on CategoryTree {
  uid
  name
  position
  include_in_menu
  url_path
  url_suffix
}`) as unknown as TypedDocumentString<NavigationMenuQuery, NavigationMenuQueryVariables>;
export const BlogNavigationSettingDocument = new TypedDocumentString(`
    query BlogNavigationSetting {
  amBlogSetting {
    display_settings_label
    display_settings_display_at_category
  }
}
    `) as unknown as TypedDocumentString<BlogNavigationSettingQuery, BlogNavigationSettingQueryVariables>;
export const SocialIdentityCustomerDocument = new TypedDocumentString(`
    query SocialIdentityCustomer($provider: SocialProvider!, $subject: String!) {
  socialIdentityCustomer(provider: $provider, subject: $subject) {
    email
  }
}
    `) as unknown as TypedDocumentString<SocialIdentityCustomerQuery, SocialIdentityCustomerQueryVariables>;
export const LinkSocialIdentityDocument = new TypedDocumentString(`
    mutation LinkSocialIdentity($input: LinkSocialIdentityInput!) {
  linkSocialIdentity(input: $input) {
    result
  }
}
    `) as unknown as TypedDocumentString<LinkSocialIdentityMutation, LinkSocialIdentityMutationVariables>;
export const GenerateCustomerTokenAsAdminDocument = new TypedDocumentString(`
    mutation GenerateCustomerTokenAsAdmin($email: String!) {
  generateCustomerTokenAsAdmin(input: {customer_email: $email}) {
    customer_token
  }
}
    `) as unknown as TypedDocumentString<GenerateCustomerTokenAsAdminMutation, GenerateCustomerTokenAsAdminMutationVariables>;
export const IsEmailAvailableDocument = new TypedDocumentString(`
    query IsEmailAvailable($email: String!) {
  isEmailAvailable(email: $email) {
    is_email_available
  }
}
    `) as unknown as TypedDocumentString<IsEmailAvailableQuery, IsEmailAvailableQueryVariables>;
export const CreateSocialCustomerDocument = new TypedDocumentString(`
    mutation CreateSocialCustomer($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) {
    customer {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<CreateSocialCustomerMutation, CreateSocialCustomerMutationVariables>;
export const RequestSocialEmailConfirmationDocument = new TypedDocumentString(`
    mutation RequestSocialEmailConfirmation($input: SocialEmailConfirmationInput!) {
  requestSocialEmailConfirmation(input: $input)
}
    `) as unknown as TypedDocumentString<RequestSocialEmailConfirmationMutation, RequestSocialEmailConfirmationMutationVariables>;
export const ConfirmSocialEmailDocument = new TypedDocumentString(`
    mutation ConfirmSocialEmail($id: Int!, $code: String!) {
  confirmSocialEmail(id: $id, code: $code) {
    provider
    subject
    email
    firstname
    lastname
  }
}
    `) as unknown as TypedDocumentString<ConfirmSocialEmailMutation, ConfirmSocialEmailMutationVariables>;
export const CustomerSignInMethodsDocument = new TypedDocumentString(`
    query CustomerSignInMethods {
  customer {
    email
    social_sign_in {
      identities {
        provider
        linked_at
      }
      password_set
    }
  }
}
    `) as unknown as TypedDocumentString<CustomerSignInMethodsQuery, CustomerSignInMethodsQueryVariables>;
export const UnlinkSocialIdentityDocument = new TypedDocumentString(`
    mutation UnlinkSocialIdentity($provider: SocialProvider!) {
  unlinkSocialIdentity(provider: $provider) {
    password_set
  }
}
    `) as unknown as TypedDocumentString<UnlinkSocialIdentityMutation, UnlinkSocialIdentityMutationVariables>;
export const CartStoreCreditDocument = new TypedDocumentString(`
    query CartStoreCredit($cartId: String!) {
  cart(cart_id: $cartId) {
    applied_store_credit {
      enabled
      applied_balance {
        ...MoneyFields
      }
      current_balance {
        ...MoneyFields
      }
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}`) as unknown as TypedDocumentString<CartStoreCreditQuery, CartStoreCreditQueryVariables>;
export const ApplyStoreCreditToCartDocument = new TypedDocumentString(`
    mutation ApplyStoreCreditToCart($cartId: String!) {
  applyStoreCreditToCart(input: {cart_id: $cartId}) {
    cart {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ApplyStoreCreditToCartMutation, ApplyStoreCreditToCartMutationVariables>;
export const RemoveStoreCreditFromCartDocument = new TypedDocumentString(`
    mutation RemoveStoreCreditFromCart($cartId: String!) {
  removeStoreCreditFromCart(input: {cart_id: $cartId}) {
    cart {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<RemoveStoreCreditFromCartMutation, RemoveStoreCreditFromCartMutationVariables>;
export const NewestStoreCreditChangeDocument = new TypedDocumentString(`
    query NewestStoreCreditChange {
  customer {
    email
    store_credit {
      balance_history(pageSize: 1, currentPage: 1) {
        items {
          action
          balance_change {
            value
            currency
          }
          date_time_changed
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<NewestStoreCreditChangeQuery, NewestStoreCreditChangeQueryVariables>;
export const CustomerStoreCreditDocument = new TypedDocumentString(`
    query CustomerStoreCredit($pageSize: Int!, $currentPage: Int!) {
  customer {
    email
    store_credit {
      enabled
      current_balance {
        ...MoneyFields
      }
      balance_history(pageSize: $pageSize, currentPage: $currentPage) {
        total_count
        page_info {
          current_page
          total_pages
        }
        items {
          action
          balance_change {
            ...MoneyFields
          }
          actual_balance {
            ...MoneyFields
          }
          date_time_changed
        }
      }
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}`) as unknown as TypedDocumentString<CustomerStoreCreditQuery, CustomerStoreCreditQueryVariables>;
export const AvailableStoresDocument = new TypedDocumentString(`
    query AvailableStores {
  availableStores(useCurrentGroup: true) {
    store_code
    store_name
    locale
    store_group_code
    store_sort_order
    is_default_store
  }
}
    `) as unknown as TypedDocumentString<AvailableStoresQuery, AvailableStoresQueryVariables>;
export const WishlistSettingsDocument = new TypedDocumentString(`
    query WishlistSettings {
  storeConfig {
    magento_wishlist_general_is_enabled
    enable_multiple_wishlists
    maximum_number_of_wishlists
  }
}
    `) as unknown as TypedDocumentString<WishlistSettingsQuery, WishlistSettingsQueryVariables>;
export const CustomerWishlistsDocument = new TypedDocumentString(`
    query CustomerWishlists($itemsPageSize: Int!) {
  customer {
    wishlists(currentPage: 1, pageSize: 20) {
      id
      name
      visibility
      items_count
      items_v2(currentPage: 1, pageSize: $itemsPageSize) {
        items {
          __typename
          id
          quantity
          product {
            ...WishlistProduct
          }
          ... on ConfigurableWishlistItem {
            configurable_options {
              option_label
              value_label
            }
            configured_variant {
              sku
              stock_status
              small_image {
                url
                label
              }
              price_range {
                ...ProductPriceRange
              }
            }
          }
        }
      }
    }
  }
}
    fragment LineItemProduct on ProductInterface {
  uid
  sku
  name
  url_key
  url_suffix
  stock_status
  small_image {
    url
    label
  }
}
fragment ProductPriceRange on PriceRange {
  minimum_price {
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
    discount {
      percent_off
    }
  }
  maximum_price {
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
  }
}
fragment WishlistProduct on ProductInterface {
  __typename
  ...LineItemProduct
  price_range {
    ...ProductPriceRange
  }
}`) as unknown as TypedDocumentString<CustomerWishlistsQuery, CustomerWishlistsQueryVariables>;
export const CustomerWishlistIdsDocument = new TypedDocumentString(`
    query CustomerWishlistIds {
  customer {
    wishlists(currentPage: 1, pageSize: 20) {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CustomerWishlistIdsQuery, CustomerWishlistIdsQueryVariables>;
export const AddProductsToWishlistDocument = new TypedDocumentString(`
    mutation AddProductsToWishlist($wishlistId: ID!, $items: [WishlistItemInput!]!) {
  addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {
    user_errors {
      code
      message
    }
    wishlist {
      ...WishlistItemCount
    }
  }
}
    fragment WishlistItemCount on Wishlist {
  id
  items_count
}`) as unknown as TypedDocumentString<AddProductsToWishlistMutation, AddProductsToWishlistMutationVariables>;
export const RemoveProductsFromWishlistDocument = new TypedDocumentString(`
    mutation RemoveProductsFromWishlist($wishlistId: ID!, $itemIds: [ID!]!) {
  removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {
    user_errors {
      code
      message
    }
    wishlist {
      ...WishlistItemCount
    }
  }
}
    fragment WishlistItemCount on Wishlist {
  id
  items_count
}`) as unknown as TypedDocumentString<RemoveProductsFromWishlistMutation, RemoveProductsFromWishlistMutationVariables>;
export const AddWishlistItemsToCartDocument = new TypedDocumentString(`
    mutation AddWishlistItemsToCart($wishlistId: ID!, $itemIds: [ID!]) {
  addWishlistItemsToCart(wishlistId: $wishlistId, wishlistItemIds: $itemIds) {
    status
    add_wishlist_items_to_cart_user_errors {
      code
      message
      wishlistItemId
    }
    wishlist {
      ...WishlistItemCount
    }
  }
}
    fragment WishlistItemCount on Wishlist {
  id
  items_count
}`) as unknown as TypedDocumentString<AddWishlistItemsToCartMutation, AddWishlistItemsToCartMutationVariables>;
export const CreateWishlistDocument = new TypedDocumentString(`
    mutation CreateWishlist($input: CreateWishlistInput!) {
  createWishlist(input: $input) {
    wishlist {
      id
      name
      visibility
    }
  }
}
    `) as unknown as TypedDocumentString<CreateWishlistMutation, CreateWishlistMutationVariables>;
export const UpdateWishlistDocument = new TypedDocumentString(`
    mutation UpdateWishlist($wishlistId: ID!, $name: String, $visibility: WishlistVisibilityEnum) {
  updateWishlist(wishlistId: $wishlistId, name: $name, visibility: $visibility) {
    uid
    name
    visibility
  }
}
    `) as unknown as TypedDocumentString<UpdateWishlistMutation, UpdateWishlistMutationVariables>;
export const DeleteWishlistDocument = new TypedDocumentString(`
    mutation DeleteWishlist($wishlistId: ID!) {
  deleteWishlist(wishlistId: $wishlistId) {
    status
    wishlists {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteWishlistMutation, DeleteWishlistMutationVariables>;