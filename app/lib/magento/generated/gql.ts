/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment BlogPostCard on AmBlogPost {\n    post_id\n    title\n    url_key\n    short_content\n    published_at\n    created_at\n    list_thumbnail\n    list_thumbnail_alt\n    post_thumbnail\n    post_thumbnail_alt\n    comment_count\n    author {\n      name\n      url_key\n    }\n  }\n": typeof types.BlogPostCardFragmentDoc,
    "\n  query BlogComments($postId: Int!) {\n    amBlogSetting {\n      comments_use_comments\n      comments_allow_guests\n    }\n    amBlogComments(postId: $postId) {\n      items {\n        comment_id\n        reply_to\n        name\n        message\n        created_at\n      }\n    }\n  }\n": typeof types.BlogCommentsDocument,
    "\n  query BlogPostId($urlKey: String!) {\n    amBlogPost(urlKey: $urlKey) {\n      post_id\n    }\n  }\n": typeof types.BlogPostIdDocument,
    "\n  mutation LeaveBlogComment($input: AmBlogLeaveCommentInput!) {\n    AmBlogLeaveComment(input: $input) {\n      comment {\n        comment_id\n        status\n      }\n    }\n  }\n": typeof types.LeaveBlogCommentDocument,
    "\n  query BlogPosts($type: AmBlogPageType!, $entityId: Int, $query: String, $page: Int) {\n    amBlogPosts(type: $type, entityId: $entityId, query: $query, page: $page) {\n      all_post_size\n      page_size\n      items {\n        ...BlogPostCard\n      }\n    }\n  }\n": typeof types.BlogPostsDocument,
    "\n  query BlogCategory($urlKey: String!) {\n    amBlogCategory(urlKey: $urlKey) {\n      category_id\n      name\n      description\n      meta_title\n      meta_description\n    }\n  }\n": typeof types.BlogCategoryDocument,
    "\n  query BlogTag($urlKey: String!) {\n    amBlogTag(urlKey: $urlKey) {\n      tag_id\n      name\n    }\n  }\n": typeof types.BlogTagDocument,
    "\n  query BlogAuthor($urlKey: String!) {\n    amBlogAuthor(urlKey: $urlKey) {\n      author_id\n      name\n      short_description\n      description\n      image\n    }\n  }\n": typeof types.BlogAuthorDocument,
    "\n  query BlogPost($urlKey: String!) {\n    amBlogPost(urlKey: $urlKey) {\n      ...BlogPostCard\n      full_content\n      meta_title\n      meta_description\n      updated_at\n      author {\n        name\n        url_key\n        image\n        short_description\n      }\n      category_items {\n        name\n        url_key\n        post_count\n      }\n      tag_items {\n        name\n        url_key\n        post_count\n      }\n    }\n  }\n": typeof types.BlogPostDocument,
    "\n  query RelatedBlogPosts($postId: Int!) {\n    amBlogPosts(type: POST, entityId: $postId) {\n      items {\n        ...BlogPostCard\n      }\n    }\n  }\n": typeof types.RelatedBlogPostsDocument,
    "\n  query BlogRecentPostsWidget($id: Int!) {\n    storeConfig {\n      timezone\n    }\n    amBlogRecentPostsWidget(id: $id) {\n      header_text\n      posts_limit\n      show_images\n      display_date\n      date_manner\n      display_short\n      short_limit\n      items {\n        ...BlogPostCard\n      }\n    }\n  }\n": typeof types.BlogRecentPostsWidgetDocument,
    "\n  query BlogSettings {\n    amBlogSetting {\n      search_engine_title\n      search_engine_meta_title\n      search_engine_meta_description\n      post_display_author\n    }\n    storeConfig {\n      timezone\n    }\n  }\n": typeof types.BlogSettingsDocument,
    "\n  query BlogSidebar {\n    amBlogCategories {\n      items {\n        name\n        url_key\n        post_count\n      }\n    }\n    amBlogTags {\n      items {\n        name\n        url_key\n        post_count\n      }\n    }\n  }\n": typeof types.BlogSidebarDocument,
    "\n  fragment CartDetails on Cart {\n    id\n    total_quantity\n    applied_coupons {\n      code\n    }\n    applied_gift_cards {\n      code\n      applied_balance {\n        ...MoneyFields\n      }\n      current_balance {\n        ...MoneyFields\n      }\n    }\n    items {\n      uid\n      quantity\n      is_available\n      not_available_message\n      errors {\n        code\n        message\n      }\n      product {\n        ...LineItemProduct\n      }\n      prices {\n        price_including_tax {\n          ...MoneyFields\n        }\n        row_total_including_tax {\n          ...MoneyFields\n        }\n      }\n      ... on ConfigurableCartItem {\n        configurable_options {\n          option_label\n          value_label\n        }\n        configured_variant {\n          sku\n          stock_status\n          small_image {\n            url\n            label\n          }\n        }\n      }\n    }\n    shipping_addresses {\n      selected_shipping_method {\n        price_incl_tax {\n          ...MoneyFields\n        }\n      }\n    }\n    prices {\n      subtotal_including_tax {\n        ...MoneyFields\n      }\n      subtotal_excluding_tax {\n        ...MoneyFields\n      }\n      discounts {\n        label\n        amount {\n          ...MoneyFields\n        }\n      }\n      applied_taxes {\n        label\n        amount {\n          ...MoneyFields\n        }\n      }\n      grand_total {\n        ...MoneyFields\n      }\n    }\n  }\n": typeof types.CartDetailsFragmentDoc,
    "\n  fragment LineItemProduct on ProductInterface {\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    stock_status\n    small_image {\n      url\n      label\n    }\n  }\n": typeof types.LineItemProductFragmentDoc,
    "\n  query CartDetails($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...CartDetails\n    }\n  }\n": typeof types.CartDetailsDocument,
    "\n  query CartCharge($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      prices {\n        grand_total {\n          value\n          currency\n        }\n      }\n    }\n  }\n": typeof types.CartChargeDocument,
    "\n  query CartItemCount($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      total_quantity\n    }\n  }\n": typeof types.CartItemCountDocument,
    "\n  mutation CreateCart {\n    createEmptyCart\n  }\n": typeof types.CreateCartDocument,
    "\n  mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {\n      cart {\n        ...CartDetails\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AddProductsToCartDocument,
    "\n  mutation UpdateCartItems($cartId: String!, $uid: ID!, $quantity: Float!) {\n    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $uid, quantity: $quantity }] }) {\n      cart {\n        ...CartDetails\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.UpdateCartItemsDocument,
    "\n  mutation RemoveItemFromCart($cartId: String!, $uid: ID!) {\n    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) {\n      cart {\n        ...CartDetails\n      }\n    }\n  }\n": typeof types.RemoveItemFromCartDocument,
    "\n  mutation ApplyCouponToCart($cartId: String!, $code: String!) {\n    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {\n      cart {\n        ...CartDetails\n      }\n    }\n  }\n": typeof types.ApplyCouponToCartDocument,
    "\n  mutation RemoveCouponFromCart($cartId: String!) {\n    removeCouponFromCart(input: { cart_id: $cartId }) {\n      cart {\n        ...CartDetails\n      }\n    }\n  }\n": typeof types.RemoveCouponFromCartDocument,
    "\n  mutation ApplyGiftCardToCart($cartId: String!, $code: String!) {\n    applyGiftCardToCart(input: { cart_id: $cartId, gift_card_code: $code }) {\n      cart {\n        ...CartDetails\n      }\n    }\n  }\n": typeof types.ApplyGiftCardToCartDocument,
    "\n  mutation RemoveGiftCardFromCart($cartId: String!, $code: String!) {\n    removeGiftCardFromCart(input: { cart_id: $cartId, gift_card_code: $code }) {\n      cart {\n        ...CartDetails\n      }\n    }\n  }\n": typeof types.RemoveGiftCardFromCartDocument,
    "\n  query GiftCardBalance($code: String!) {\n    giftCardAccount(input: { gift_card_code: $code }) {\n      code\n      balance {\n        ...MoneyFields\n      }\n      expiration_date\n    }\n  }\n": typeof types.GiftCardBalanceDocument,
    "\n  query ProductFilterFields {\n    __type(name: \"ProductAttributeFilterInput\") {\n      inputFields {\n        name\n        type {\n          name\n        }\n      }\n    }\n  }\n": typeof types.ProductFilterFieldsDocument,
    "\n  query ProductListing(\n    $search: String\n    $filter: ProductAttributeFilterInput\n    $sort: ProductAttributeSortInput\n    $pageSize: Int!\n    $currentPage: Int!\n  ) {\n    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      page_info {\n        current_page\n        page_size\n        total_pages\n      }\n      items {\n        ...ProductTile\n      }\n      aggregations(filter: { category: { includeDirectChildrenOnly: true } }) {\n        attribute_code\n        label\n        count\n        position\n        options {\n          label\n          value\n          count\n        }\n      }\n    }\n  }\n": typeof types.ProductListingDocument,
    "\n  query ListingFacets($search: String, $filter: ProductAttributeFilterInput) {\n    products(search: $search, filter: $filter, pageSize: 1, currentPage: 1) {\n      aggregations(filter: { category: { includeDirectChildrenOnly: true } }) {\n        attribute_code\n        label\n        count\n        position\n        options {\n          label\n          value\n          count\n        }\n      }\n    }\n  }\n": typeof types.ListingFacetsDocument,
    "\n  query ListingPageCount($search: String, $filter: ProductAttributeFilterInput, $pageSize: Int!) {\n    products(search: $search, filter: $filter, pageSize: $pageSize, currentPage: 1) {\n      page_info {\n        total_pages\n      }\n    }\n  }\n": typeof types.ListingPageCountDocument,
    "\n  fragment ProductTile on ProductInterface {\n    __typename\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    stock_status\n    small_image {\n      url\n      label\n    }\n    short_description {\n      html\n    }\n    price_range {\n      ...ProductPriceRange\n    }\n    ...ConfigurableOptionValues\n  }\n": typeof types.ProductTileFragmentDoc,
    "\n  fragment ConfigurableOptionValues on ProductInterface {\n    ... on ConfigurableProduct {\n      configurable_options {\n        uid\n        attribute_code\n        label\n        position\n        values {\n          uid\n          value_index\n          label\n          swatch_data {\n            __typename\n            value\n            ... on ImageSwatchData {\n              thumbnail\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ConfigurableOptionValuesFragmentDoc,
    "\n  fragment ProductDetails on ProductInterface {\n    __typename\n    ...PurchasableProduct\n    url_key\n    url_suffix\n    meta_title\n    meta_description\n    short_description {\n      html\n    }\n    description {\n      html\n    }\n    categories {\n      uid\n      name\n      url_path\n      url_suffix\n      breadcrumbs {\n        category_name\n        category_url_path\n      }\n    }\n    related_products {\n      ...ProductTile\n    }\n    ...ConfigurableOptionValues\n    ... on ConfigurableProduct {\n      variants {\n        attributes {\n          code\n          value_index\n        }\n        product {\n          ...PurchasableProduct\n        }\n      }\n    }\n  }\n": typeof types.ProductDetailsFragmentDoc,
    "\n  fragment PurchasableProduct on ProductInterface {\n    uid\n    sku\n    name\n    stock_status\n    only_x_left_in_stock\n    price_range {\n      ...ProductPriceRange\n    }\n    small_image {\n      url\n      label\n    }\n    media_gallery {\n      url\n      label\n      position\n      disabled\n    }\n  }\n": typeof types.PurchasableProductFragmentDoc,
    "\n  fragment ProductPriceRange on PriceRange {\n    minimum_price {\n      regular_price {\n        value\n        currency\n      }\n      final_price {\n        value\n        currency\n      }\n      discount {\n        percent_off\n      }\n    }\n    maximum_price {\n      regular_price {\n        value\n        currency\n      }\n      final_price {\n        value\n        currency\n      }\n    }\n  }\n": typeof types.ProductPriceRangeFragmentDoc,
    "\n  mutation SaveSearch($search: String!) {\n    xsearchSaveSearch(search: $search)\n  }\n": typeof types.SaveSearchDocument,
    "\n  query CheckoutCustomer {\n    customer {\n      email\n      addresses {\n        ...CustomerAddressFields\n      }\n    }\n  }\n": typeof types.CheckoutCustomerDocument,
    "\n  mutation SetCustomerShippingAddress($cartId: String!, $address: CartAddressInput!) {\n    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {\n      cart {\n        ...CartShippingRates\n      }\n    }\n  }\n": typeof types.SetCustomerShippingAddressDocument,
    "\n  query ThailandProvinces($id: String) {\n    country(id: $id) {\n      id\n      available_regions {\n        id\n        code\n        name\n      }\n    }\n  }\n": typeof types.ThailandProvincesDocument,
    "\n  fragment ShippingMethodOptionFields on AvailableShippingMethod {\n    carrier_code\n    carrier_title\n    method_code\n    method_title\n    available\n    price_incl_tax {\n      ...MoneyFields\n    }\n  }\n": typeof types.ShippingMethodOptionFieldsFragmentDoc,
    "\n  fragment CartShippingRates on Cart {\n    id\n    shipping_addresses {\n      available_shipping_methods {\n        ...ShippingMethodOptionFields\n      }\n    }\n  }\n": typeof types.CartShippingRatesFragmentDoc,
    "\n  mutation SetShippingInformation($cartId: String!, $email: String!, $address: CartAddressInput!) {\n    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {\n      cart {\n        id\n      }\n    }\n    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {\n      cart {\n        ...CartShippingRates\n      }\n    }\n  }\n": typeof types.SetShippingInformationDocument,
    "\n  query CheckoutShippingMethods($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...CartShippingRates\n    }\n  }\n": typeof types.CheckoutShippingMethodsDocument,
    "\n  mutation SetCheckoutShippingMethod($cartId: String!, $carrierCode: String!, $methodCode: String!) {\n    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrierCode, method_code: $methodCode }] }) {\n      cart {\n        id\n      }\n    }\n  }\n": typeof types.SetCheckoutShippingMethodDocument,
    "\n  query CheckoutPaymentMethods($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      available_payment_methods {\n        code\n        title\n      }\n    }\n  }\n": typeof types.CheckoutPaymentMethodsDocument,
    "\n  mutation SetPaymentInformation($cartId: String!, $billing: BillingAddressInput!, $paymentCode: String!) {\n    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {\n      cart {\n        id\n      }\n    }\n    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $paymentCode } }) {\n      cart {\n        id\n      }\n    }\n  }\n": typeof types.SetPaymentInformationDocument,
    "\n  query CmsBlocks($identifiers: [String]!) {\n    cmsBlocks(identifiers: $identifiers) {\n      items {\n        identifier\n        content\n      }\n    }\n  }\n": typeof types.CmsBlocksDocument,
    "\n  query GetStoreConfigForContactUs {\n    storeConfig {\n      store_code\n      contact_enabled\n    }\n  }\n": typeof types.GetStoreConfigForContactUsDocument,
    "\n  mutation SubmitContactForm($name: String!, $email: String!, $comment: String!, $telephone: String) {\n    contactUs(input: { name: $name, email: $email, comment: $comment, telephone: $telephone }) {\n      status\n    }\n  }\n": typeof types.SubmitContactFormDocument,
    "\n  query StoreCurrencies {\n    currency {\n      base_currency_code\n      default_display_currency_code\n      available_currency_codes\n      exchange_rates {\n        currency_to\n        rate\n      }\n    }\n  }\n": typeof types.StoreCurrenciesDocument,
    "\n  fragment CustomerAddressFields on CustomerAddress {\n    id\n    firstname\n    lastname\n    street\n    city\n    region {\n      region_code\n      region\n      region_id\n    }\n    postcode\n    country_code\n    telephone\n    default_shipping\n    default_billing\n  }\n": typeof types.CustomerAddressFieldsFragmentDoc,
    "\n  query CustomerAddresses {\n    customer {\n      addresses {\n        ...CustomerAddressFields\n      }\n    }\n  }\n": typeof types.CustomerAddressesDocument,
    "\n  mutation CreateCustomerAddress($input: CustomerAddressInput!) {\n    createCustomerAddress(input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n": typeof types.CreateCustomerAddressDocument,
    "\n  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) {\n    updateCustomerAddress(id: $id, input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n": typeof types.UpdateCustomerAddressDocument,
    "\n  mutation DeleteCustomerAddress($id: Int!) {\n    deleteCustomerAddress(id: $id)\n  }\n": typeof types.DeleteCustomerAddressDocument,
    "\n  mutation GenerateCustomerToken($email: String!, $password: String!) {\n    generateCustomerToken(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.GenerateCustomerTokenDocument,
    "\n  mutation RevokeCustomerToken {\n    revokeCustomerToken {\n      result\n    }\n  }\n": typeof types.RevokeCustomerTokenDocument,
    "\n  query CustomerTokenLifetime {\n    storeConfig {\n      customer_access_token_lifetime\n    }\n  }\n": typeof types.CustomerTokenLifetimeDocument,
    "\n  query CustomerCart {\n    customerCart {\n      id\n    }\n  }\n": typeof types.CustomerCartDocument,
    "\n  mutation MergeCarts($source: String!, $destination: String!) {\n    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {\n      id\n      total_quantity\n    }\n  }\n": typeof types.MergeCartsDocument,
    "\n  fragment CustomerAccountFields on Customer {\n    firstname\n    lastname\n    email\n    is_subscribed\n  }\n": typeof types.CustomerAccountFieldsFragmentDoc,
    "\n  query CustomerAccount {\n    customer {\n      ...CustomerAccountFields\n    }\n  }\n": typeof types.CustomerAccountDocument,
    "\n  mutation CreateCustomer($input: CustomerCreateInput!) {\n    createCustomerV2(input: $input) {\n      customer {\n        ...CustomerAccountFields\n      }\n    }\n  }\n": typeof types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($input: CustomerUpdateInput!) {\n    updateCustomerV2(input: $input) {\n      customer {\n        firstname\n        lastname\n      }\n    }\n  }\n": typeof types.UpdateCustomerDocument,
    "\n  mutation UpdateCustomerEmail($email: String!, $password: String!) {\n    updateCustomerEmail(email: $email, password: $password) {\n      customer {\n        email\n      }\n    }\n  }\n": typeof types.UpdateCustomerEmailDocument,
    "\n  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {\n    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      email\n    }\n  }\n": typeof types.ChangeCustomerPasswordDocument,
    "\n  mutation RequestPasswordResetEmail($email: String!) {\n    requestPasswordResetEmail(email: $email)\n  }\n": typeof types.RequestPasswordResetEmailDocument,
    "\n  mutation ResetPassword($email: String!, $token: String!, $newPassword: String!) {\n    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query CustomerSubscription {\n    customer {\n      email\n      is_subscribed\n    }\n  }\n": typeof types.CustomerSubscriptionDocument,
    "\n  mutation UpdateCustomerSubscription($input: CustomerUpdateInput!) {\n    updateCustomerV2(input: $input) {\n      customer {\n        is_subscribed\n      }\n    }\n  }\n": typeof types.UpdateCustomerSubscriptionDocument,
    "\n  query CustomerOrderHistory(\n    $filter: CustomerOrdersFilterInput\n    $currentPage: Int\n    $pageSize: Int\n    $sort: CustomerOrderSortInput\n    $scope: ScopeTypeEnum\n  ) {\n    customer {\n      orders(filter: $filter, currentPage: $currentPage, pageSize: $pageSize, sort: $sort, scope: $scope) {\n        total_count\n        page_info {\n          current_page\n          page_size\n          total_pages\n        }\n        items {\n          number\n          order_date\n          status\n          total {\n            grand_total {\n              ...MoneyFields\n            }\n          }\n          items {\n            quantity_ordered\n          }\n          shipments {\n            tracking {\n              number\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CustomerOrderHistoryDocument,
    "\n  fragment OrderAddressFields on OrderAddress {\n    firstname\n    lastname\n    street\n    city\n    region\n    postcode\n    telephone\n  }\n": typeof types.OrderAddressFieldsFragmentDoc,
    "\n  query CustomerOrderDetails($number: String!) {\n    customer {\n      orders(filter: { number: { eq: $number } }, scope: WEBSITE) {\n        items {\n          number\n          order_date\n          status\n          shipping_method\n          payment_methods {\n            name\n            type\n          }\n          gift_message {\n            from\n            to\n            message\n          }\n          shipping_address {\n            ...OrderAddressFields\n          }\n          billing_address {\n            ...OrderAddressFields\n          }\n          items {\n            id\n            product_name\n            product_sku\n            quantity_ordered\n            product_sale_price {\n              ...MoneyFields\n            }\n            selected_options {\n              label\n              value\n            }\n          }\n          total {\n            subtotal_incl_tax {\n              ...MoneyFields\n            }\n            total_shipping {\n              ...MoneyFields\n            }\n            discounts {\n              label\n              amount {\n                ...MoneyFields\n              }\n            }\n            taxes {\n              title\n              amount {\n                ...MoneyFields\n              }\n            }\n            grand_total {\n              ...MoneyFields\n            }\n            base_grand_total {\n              ...MoneyFields\n            }\n          }\n          shipments {\n            id\n            number\n            tracking {\n              carrier\n              title\n              number\n            }\n            items {\n              product_name\n              quantity_shipped\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CustomerOrderDetailsDocument,
    "\n  query CustomerGiftCardOrders($pageSize: Int!) {\n    customer {\n      orders(pageSize: $pageSize, scope: WEBSITE) {\n        items {\n          number\n          applied_gift_cards {\n            code\n          }\n        }\n      }\n    }\n  }\n": typeof types.CustomerGiftCardOrdersDocument,
    "\n  mutation RedeemGiftCardAsStoreCredit($code: String!) {\n    redeemGiftCardBalanceAsStoreCredit(input: { gift_card_code: $code }) {\n      code\n      balance {\n        ...MoneyFields\n      }\n    }\n  }\n": typeof types.RedeemGiftCardAsStoreCreditDocument,
    "\n  query HomePageContent {\n    route(url: \"/\") {\n      __typename\n      ... on CmsPage {\n        identifier\n        content\n      }\n    }\n  }\n": typeof types.HomePageContentDocument,
    "\n  fragment MoneyFields on Money {\n    value\n    currency\n  }\n": typeof types.MoneyFieldsFragmentDoc,
    "\n  mutation SubscribeEmailToNewsletter($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      status\n    }\n  }\n": typeof types.SubscribeEmailToNewsletterDocument,
    "\n  mutation ConfirmNewsletterSubscription($id: Int!, $code: String!) {\n    confirmNewsletterSubscription(id: $id, code: $code) {\n      status\n    }\n  }\n": typeof types.ConfirmNewsletterSubscriptionDocument,
    "\n  mutation UnsubscribeNewsletterSubscriber($id: Int!, $code: String!) {\n    unsubscribeNewsletterSubscriber(id: $id, code: $code) {\n      status\n    }\n  }\n": typeof types.UnsubscribeNewsletterSubscriberDocument,
    "\n  query ContentProducts($urlKeys: [String!]!, $pageSize: Int!) {\n    products(filter: { url_key: { in: $urlKeys } }, pageSize: $pageSize) {\n      items {\n        ...ProductTile\n      }\n    }\n  }\n": typeof types.ContentProductsDocument,
    "\n  query ContentDynamicBlocks($type: DynamicBlockTypeEnum!, $uids: [ID]!) {\n    dynamicBlocks(input: { type: $type, dynamic_block_uids: $uids }) {\n      items {\n        uid\n        content {\n          html\n        }\n      }\n    }\n  }\n": typeof types.ContentDynamicBlocksDocument,
    "\n  query ResolveUrl($url: String!) {\n    route(url: $url) {\n      __typename\n      relative_url\n      redirect_code\n      type\n      ... on CategoryTree {\n        uid\n        name\n        category_description: description\n        display_mode\n        meta_title\n        meta_description\n        url_path\n        url_suffix\n        breadcrumbs {\n          category_uid\n          category_name\n          category_url_path\n        }\n        children {\n          ...MenuCategoryFields\n        }\n      }\n      ... on ProductInterface {\n        ...ProductDetails\n      }\n      ... on CmsPage {\n        identifier\n        title\n        content_heading\n        content\n        meta_title\n        meta_description\n      }\n    }\n  }\n": typeof types.ResolveUrlDocument,
    "\n  query NotFoundRedirectConfig {\n    storeConfig {\n      category_url_suffix\n      product_url_suffix\n      amasty_xsearch_general_four_zero_four_redirect\n    }\n  }\n": typeof types.NotFoundRedirectConfigDocument,
    "\n  query CustomerPaymentTokens {\n    customerPaymentTokens {\n      items {\n        details\n        payment_method_code\n        public_hash\n        type\n      }\n    }\n  }\n": typeof types.CustomerPaymentTokensDocument,
    "\n  mutation DeletePaymentToken($hash: String!) {\n    deletePaymentToken(public_hash: $hash) {\n      result\n    }\n  }\n": typeof types.DeletePaymentTokenDocument,
    "\n  query SearchSuggestionSettings {\n    storeConfig {\n      amasty_xsearch_general_min_chars\n      amasty_xsearch_product_enabled\n      amasty_xsearch_product_title\n      amasty_xsearch_product_position\n      amasty_xsearch_product_limit\n      amasty_xsearch_product_name_length\n      amasty_xsearch_product_desc_length\n      amasty_xsearch_popular_searches_enabled\n      amasty_xsearch_popular_searches_title\n      amasty_xsearch_popular_searches_position\n      amasty_xsearch_popular_searches_limit\n      amasty_xsearch_popular_searches_first_click\n      amasty_xsearch_recent_searches_enabled\n      amasty_xsearch_recent_searches_title\n      amasty_xsearch_recent_searches_position\n      amasty_xsearch_recent_searches_limit\n      amasty_xsearch_recent_searches_first_click\n      amasty_xsearch_category_enabled\n      amasty_xsearch_category_title\n      amasty_xsearch_category_position\n      amasty_xsearch_category_limit\n      amasty_xsearch_category_name_length\n      amasty_xsearch_category_desc_length\n      amasty_xsearch_page_enabled\n      amasty_xsearch_page_title\n      amasty_xsearch_page_position\n      amasty_xsearch_page_limit\n      amasty_xsearch_page_name_length\n      amasty_xsearch_page_desc_length\n      amasty_xsearch_blog_enabled\n      amasty_xsearch_blog_title\n      amasty_xsearch_blog_position\n      amasty_xsearch_blog_limit\n      amasty_xsearch_blog_name_length\n      amasty_xsearch_blog_desc_length\n    }\n  }\n": typeof types.SearchSuggestionSettingsDocument,
    "\n  query SearchSuggestions(\n    $search: String\n    $products: Boolean!\n    $popular: Boolean!\n    $recent: Boolean!\n    $categories: Boolean!\n    $pages: Boolean!\n    $blogs: Boolean!\n  ) {\n    xsearchProducts(search: $search) @include(if: $products) {\n      total_count\n      items {\n        uid\n        name\n        url_key\n        url_suffix\n        small_image {\n          url\n          label\n        }\n        short_description {\n          html\n        }\n        price_range {\n          ...ProductPriceRange\n        }\n      }\n    }\n    xsearchPopularSearches(search: $search) @include(if: $popular) {\n      total_count\n      items {\n        name\n        num_results\n      }\n    }\n    xsearchRecentSearches(search: $search) @include(if: $recent) {\n      total_count\n      items {\n        name\n        num_results\n      }\n    }\n    xsearchCategories(search: $search) @include(if: $categories) {\n      total_count\n      items {\n        name\n        url\n        description\n      }\n    }\n    xsearchPages(search: $search) @include(if: $pages) {\n      total_count\n      items {\n        name\n        url\n        description\n      }\n    }\n    xsearchBlogs(search: $search) @include(if: $blogs) {\n      total_count\n      items {\n        name\n        url\n        description\n      }\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  query SitemapStore {\n    storeConfig {\n      root_category_uid\n      category_url_suffix\n    }\n  }\n": typeof types.SitemapStoreDocument,
    "\n  query SitemapCategories($uid: String!) {\n    categories(filters: { category_uid: { eq: $uid } }) {\n      items {\n        children {\n          url_path\n          url_suffix\n          children {\n            url_path\n            url_suffix\n            children {\n              url_path\n              url_suffix\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.SitemapCategoriesDocument,
    "\n  query SitemapProducts($rootUid: String!, $pageSize: Int!, $currentPage: Int!) {\n    products(filter: { category_uid: { eq: $rootUid } }, pageSize: $pageSize, currentPage: $currentPage, sort: { name: ASC }) {\n      total_count\n      items {\n        url_key\n        url_suffix\n      }\n    }\n  }\n": typeof types.SitemapProductsDocument,
    "\n  query StoreShellConfig {\n    storeConfig {\n      store_code\n      store_name\n      copyright\n      contact_enabled\n      newsletter_enabled\n      magento_wishlist_general_is_enabled\n      root_category_uid\n      category_url_suffix\n      header_logo_src\n      logo_alt\n      logo_width\n      logo_height\n      secure_base_media_url\n      default_description\n    }\n  }\n": typeof types.StoreShellConfigDocument,
    "\n  fragment MenuCategoryFields on CategoryTree {\n    uid\n    name\n    position\n    include_in_menu\n    url_path\n    url_suffix\n  }\n": typeof types.MenuCategoryFieldsFragmentDoc,
    "\n  query NavigationMenu($uid: String!) {\n    categories(filters: { category_uid: { eq: $uid } }) {\n      items {\n        uid\n        children {\n          ...MenuCategoryFields\n          children {\n            ...MenuCategoryFields\n            children {\n              ...MenuCategoryFields\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.NavigationMenuDocument,
    "\n  query BlogNavigationSetting {\n    amBlogSetting {\n      display_settings_label\n      display_settings_display_at_category\n    }\n  }\n": typeof types.BlogNavigationSettingDocument,
    "\n  query SocialIdentityCustomer($provider: SocialProvider!, $subject: String!) {\n    socialIdentityCustomer(provider: $provider, subject: $subject) {\n      email\n    }\n  }\n": typeof types.SocialIdentityCustomerDocument,
    "\n  mutation LinkSocialIdentity($input: LinkSocialIdentityInput!) {\n    linkSocialIdentity(input: $input) {\n      result\n    }\n  }\n": typeof types.LinkSocialIdentityDocument,
    "\n  mutation GenerateCustomerTokenAsAdmin($email: String!) {\n    generateCustomerTokenAsAdmin(input: { customer_email: $email }) {\n      customer_token\n    }\n  }\n": typeof types.GenerateCustomerTokenAsAdminDocument,
    "\n  query IsEmailAvailable($email: String!) {\n    isEmailAvailable(email: $email) {\n      is_email_available\n    }\n  }\n": typeof types.IsEmailAvailableDocument,
    "\n  mutation CreateSocialCustomer($input: CustomerCreateInput!) {\n    createCustomerV2(input: $input) {\n      customer {\n        email\n      }\n    }\n  }\n": typeof types.CreateSocialCustomerDocument,
    "\n  mutation RequestSocialEmailConfirmation($input: SocialEmailConfirmationInput!) {\n    requestSocialEmailConfirmation(input: $input)\n  }\n": typeof types.RequestSocialEmailConfirmationDocument,
    "\n  mutation ConfirmSocialEmail($id: Int!, $code: String!) {\n    confirmSocialEmail(id: $id, code: $code) {\n      provider\n      subject\n      email\n      firstname\n      lastname\n    }\n  }\n": typeof types.ConfirmSocialEmailDocument,
    "\n  query CustomerSignInMethods {\n    customer {\n      email\n      social_sign_in {\n        identities {\n          provider\n          linked_at\n        }\n        password_set\n      }\n    }\n  }\n": typeof types.CustomerSignInMethodsDocument,
    "\n  mutation UnlinkSocialIdentity($provider: SocialProvider!) {\n    unlinkSocialIdentity(provider: $provider) {\n      password_set\n    }\n  }\n": typeof types.UnlinkSocialIdentityDocument,
    "\n  query CartStoreCredit($cartId: String!) {\n    cart(cart_id: $cartId) {\n      applied_store_credit {\n        enabled\n        applied_balance {\n          ...MoneyFields\n        }\n        current_balance {\n          ...MoneyFields\n        }\n      }\n    }\n  }\n": typeof types.CartStoreCreditDocument,
    "\n  mutation ApplyStoreCreditToCart($cartId: String!) {\n    applyStoreCreditToCart(input: { cart_id: $cartId }) {\n      cart {\n        id\n      }\n    }\n  }\n": typeof types.ApplyStoreCreditToCartDocument,
    "\n  mutation RemoveStoreCreditFromCart($cartId: String!) {\n    removeStoreCreditFromCart(input: { cart_id: $cartId }) {\n      cart {\n        id\n      }\n    }\n  }\n": typeof types.RemoveStoreCreditFromCartDocument,
    "\n  query NewestStoreCreditChange {\n    customer {\n      email\n      store_credit {\n        balance_history(pageSize: 1, currentPage: 1) {\n          items {\n            action\n            balance_change {\n              value\n              currency\n            }\n            date_time_changed\n          }\n        }\n      }\n    }\n  }\n": typeof types.NewestStoreCreditChangeDocument,
    "\n  query CustomerStoreCredit($pageSize: Int!, $currentPage: Int!) {\n    customer {\n      email\n      store_credit {\n        enabled\n        current_balance {\n          ...MoneyFields\n        }\n        balance_history(pageSize: $pageSize, currentPage: $currentPage) {\n          total_count\n          page_info {\n            current_page\n            total_pages\n          }\n          items {\n            action\n            balance_change {\n              ...MoneyFields\n            }\n            actual_balance {\n              ...MoneyFields\n            }\n            date_time_changed\n          }\n        }\n      }\n    }\n  }\n": typeof types.CustomerStoreCreditDocument,
    "\n  query AvailableStores {\n    availableStores(useCurrentGroup: true) {\n      store_code\n      store_name\n      locale\n      store_group_code\n      store_sort_order\n      is_default_store\n    }\n  }\n": typeof types.AvailableStoresDocument,
    "\n  query WishlistSettings {\n    storeConfig {\n      magento_wishlist_general_is_enabled\n      enable_multiple_wishlists\n      maximum_number_of_wishlists\n    }\n  }\n": typeof types.WishlistSettingsDocument,
    "\n  fragment WishlistProduct on ProductInterface {\n    __typename\n    ...LineItemProduct\n    price_range {\n      ...ProductPriceRange\n    }\n  }\n": typeof types.WishlistProductFragmentDoc,
    "\n  query CustomerWishlists($itemsPageSize: Int!) {\n    customer {\n      wishlists(currentPage: 1, pageSize: 20) {\n        id\n        name\n        visibility\n        items_count\n        items_v2(currentPage: 1, pageSize: $itemsPageSize) {\n          items {\n            __typename\n            id\n            quantity\n            product {\n              ...WishlistProduct\n            }\n            ... on ConfigurableWishlistItem {\n              configurable_options {\n                option_label\n                value_label\n              }\n              configured_variant {\n                sku\n                stock_status\n                small_image {\n                  url\n                  label\n                }\n                price_range {\n                  ...ProductPriceRange\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CustomerWishlistsDocument,
    "\n  query CustomerWishlistIds {\n    customer {\n      wishlists(currentPage: 1, pageSize: 20) {\n        id\n      }\n    }\n  }\n": typeof types.CustomerWishlistIdsDocument,
    "\n  fragment WishlistItemCount on Wishlist {\n    id\n    items_count\n  }\n": typeof types.WishlistItemCountFragmentDoc,
    "\n  mutation AddProductsToWishlist($wishlistId: ID!, $items: [WishlistItemInput!]!) {\n    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {\n      user_errors {\n        code\n        message\n      }\n      wishlist {\n        ...WishlistItemCount\n      }\n    }\n  }\n": typeof types.AddProductsToWishlistDocument,
    "\n  mutation RemoveProductsFromWishlist($wishlistId: ID!, $itemIds: [ID!]!) {\n    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {\n      user_errors {\n        code\n        message\n      }\n      wishlist {\n        ...WishlistItemCount\n      }\n    }\n  }\n": typeof types.RemoveProductsFromWishlistDocument,
    "\n  mutation AddWishlistItemsToCart($wishlistId: ID!, $itemIds: [ID!]) {\n    addWishlistItemsToCart(wishlistId: $wishlistId, wishlistItemIds: $itemIds) {\n      status\n      add_wishlist_items_to_cart_user_errors {\n        code\n        message\n        wishlistItemId\n      }\n      wishlist {\n        ...WishlistItemCount\n      }\n    }\n  }\n": typeof types.AddWishlistItemsToCartDocument,
    "\n  mutation CreateWishlist($input: CreateWishlistInput!) {\n    createWishlist(input: $input) {\n      wishlist {\n        id\n        name\n        visibility\n      }\n    }\n  }\n": typeof types.CreateWishlistDocument,
    "\n  mutation UpdateWishlist($wishlistId: ID!, $name: String, $visibility: WishlistVisibilityEnum) {\n    updateWishlist(wishlistId: $wishlistId, name: $name, visibility: $visibility) {\n      uid\n      name\n      visibility\n    }\n  }\n": typeof types.UpdateWishlistDocument,
    "\n  mutation DeleteWishlist($wishlistId: ID!) {\n    deleteWishlist(wishlistId: $wishlistId) {\n      status\n      wishlists {\n        id\n      }\n    }\n  }\n": typeof types.DeleteWishlistDocument,
};
const documents: Documents = {
    "\n  fragment BlogPostCard on AmBlogPost {\n    post_id\n    title\n    url_key\n    short_content\n    published_at\n    created_at\n    list_thumbnail\n    list_thumbnail_alt\n    post_thumbnail\n    post_thumbnail_alt\n    comment_count\n    author {\n      name\n      url_key\n    }\n  }\n": types.BlogPostCardFragmentDoc,
    "\n  query BlogComments($postId: Int!) {\n    amBlogSetting {\n      comments_use_comments\n      comments_allow_guests\n    }\n    amBlogComments(postId: $postId) {\n      items {\n        comment_id\n        reply_to\n        name\n        message\n        created_at\n      }\n    }\n  }\n": types.BlogCommentsDocument,
    "\n  query BlogPostId($urlKey: String!) {\n    amBlogPost(urlKey: $urlKey) {\n      post_id\n    }\n  }\n": types.BlogPostIdDocument,
    "\n  mutation LeaveBlogComment($input: AmBlogLeaveCommentInput!) {\n    AmBlogLeaveComment(input: $input) {\n      comment {\n        comment_id\n        status\n      }\n    }\n  }\n": types.LeaveBlogCommentDocument,
    "\n  query BlogPosts($type: AmBlogPageType!, $entityId: Int, $query: String, $page: Int) {\n    amBlogPosts(type: $type, entityId: $entityId, query: $query, page: $page) {\n      all_post_size\n      page_size\n      items {\n        ...BlogPostCard\n      }\n    }\n  }\n": types.BlogPostsDocument,
    "\n  query BlogCategory($urlKey: String!) {\n    amBlogCategory(urlKey: $urlKey) {\n      category_id\n      name\n      description\n      meta_title\n      meta_description\n    }\n  }\n": types.BlogCategoryDocument,
    "\n  query BlogTag($urlKey: String!) {\n    amBlogTag(urlKey: $urlKey) {\n      tag_id\n      name\n    }\n  }\n": types.BlogTagDocument,
    "\n  query BlogAuthor($urlKey: String!) {\n    amBlogAuthor(urlKey: $urlKey) {\n      author_id\n      name\n      short_description\n      description\n      image\n    }\n  }\n": types.BlogAuthorDocument,
    "\n  query BlogPost($urlKey: String!) {\n    amBlogPost(urlKey: $urlKey) {\n      ...BlogPostCard\n      full_content\n      meta_title\n      meta_description\n      updated_at\n      author {\n        name\n        url_key\n        image\n        short_description\n      }\n      category_items {\n        name\n        url_key\n        post_count\n      }\n      tag_items {\n        name\n        url_key\n        post_count\n      }\n    }\n  }\n": types.BlogPostDocument,
    "\n  query RelatedBlogPosts($postId: Int!) {\n    amBlogPosts(type: POST, entityId: $postId) {\n      items {\n        ...BlogPostCard\n      }\n    }\n  }\n": types.RelatedBlogPostsDocument,
    "\n  query BlogRecentPostsWidget($id: Int!) {\n    storeConfig {\n      timezone\n    }\n    amBlogRecentPostsWidget(id: $id) {\n      header_text\n      posts_limit\n      show_images\n      display_date\n      date_manner\n      display_short\n      short_limit\n      items {\n        ...BlogPostCard\n      }\n    }\n  }\n": types.BlogRecentPostsWidgetDocument,
    "\n  query BlogSettings {\n    amBlogSetting {\n      search_engine_title\n      search_engine_meta_title\n      search_engine_meta_description\n      post_display_author\n    }\n    storeConfig {\n      timezone\n    }\n  }\n": types.BlogSettingsDocument,
    "\n  query BlogSidebar {\n    amBlogCategories {\n      items {\n        name\n        url_key\n        post_count\n      }\n    }\n    amBlogTags {\n      items {\n        name\n        url_key\n        post_count\n      }\n    }\n  }\n": types.BlogSidebarDocument,
    "\n  fragment CartDetails on Cart {\n    id\n    total_quantity\n    applied_coupons {\n      code\n    }\n    applied_gift_cards {\n      code\n      applied_balance {\n        ...MoneyFields\n      }\n      current_balance {\n        ...MoneyFields\n      }\n    }\n    items {\n      uid\n      quantity\n      is_available\n      not_available_message\n      errors {\n        code\n        message\n      }\n      product {\n        ...LineItemProduct\n      }\n      prices {\n        price_including_tax {\n          ...MoneyFields\n        }\n        row_total_including_tax {\n          ...MoneyFields\n        }\n      }\n      ... on ConfigurableCartItem {\n        configurable_options {\n          option_label\n          value_label\n        }\n        configured_variant {\n          sku\n          stock_status\n          small_image {\n            url\n            label\n          }\n        }\n      }\n    }\n    shipping_addresses {\n      selected_shipping_method {\n        price_incl_tax {\n          ...MoneyFields\n        }\n      }\n    }\n    prices {\n      subtotal_including_tax {\n        ...MoneyFields\n      }\n      subtotal_excluding_tax {\n        ...MoneyFields\n      }\n      discounts {\n        label\n        amount {\n          ...MoneyFields\n        }\n      }\n      applied_taxes {\n        label\n        amount {\n          ...MoneyFields\n        }\n      }\n      grand_total {\n        ...MoneyFields\n      }\n    }\n  }\n": types.CartDetailsFragmentDoc,
    "\n  fragment LineItemProduct on ProductInterface {\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    stock_status\n    small_image {\n      url\n      label\n    }\n  }\n": types.LineItemProductFragmentDoc,
    "\n  query CartDetails($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...CartDetails\n    }\n  }\n": types.CartDetailsDocument,
    "\n  query CartCharge($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      prices {\n        grand_total {\n          value\n          currency\n        }\n      }\n    }\n  }\n": types.CartChargeDocument,
    "\n  query CartItemCount($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      total_quantity\n    }\n  }\n": types.CartItemCountDocument,
    "\n  mutation CreateCart {\n    createEmptyCart\n  }\n": types.CreateCartDocument,
    "\n  mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {\n      cart {\n        ...CartDetails\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n": types.AddProductsToCartDocument,
    "\n  mutation UpdateCartItems($cartId: String!, $uid: ID!, $quantity: Float!) {\n    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $uid, quantity: $quantity }] }) {\n      cart {\n        ...CartDetails\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.UpdateCartItemsDocument,
    "\n  mutation RemoveItemFromCart($cartId: String!, $uid: ID!) {\n    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) {\n      cart {\n        ...CartDetails\n      }\n    }\n  }\n": types.RemoveItemFromCartDocument,
    "\n  mutation ApplyCouponToCart($cartId: String!, $code: String!) {\n    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {\n      cart {\n        ...CartDetails\n      }\n    }\n  }\n": types.ApplyCouponToCartDocument,
    "\n  mutation RemoveCouponFromCart($cartId: String!) {\n    removeCouponFromCart(input: { cart_id: $cartId }) {\n      cart {\n        ...CartDetails\n      }\n    }\n  }\n": types.RemoveCouponFromCartDocument,
    "\n  mutation ApplyGiftCardToCart($cartId: String!, $code: String!) {\n    applyGiftCardToCart(input: { cart_id: $cartId, gift_card_code: $code }) {\n      cart {\n        ...CartDetails\n      }\n    }\n  }\n": types.ApplyGiftCardToCartDocument,
    "\n  mutation RemoveGiftCardFromCart($cartId: String!, $code: String!) {\n    removeGiftCardFromCart(input: { cart_id: $cartId, gift_card_code: $code }) {\n      cart {\n        ...CartDetails\n      }\n    }\n  }\n": types.RemoveGiftCardFromCartDocument,
    "\n  query GiftCardBalance($code: String!) {\n    giftCardAccount(input: { gift_card_code: $code }) {\n      code\n      balance {\n        ...MoneyFields\n      }\n      expiration_date\n    }\n  }\n": types.GiftCardBalanceDocument,
    "\n  query ProductFilterFields {\n    __type(name: \"ProductAttributeFilterInput\") {\n      inputFields {\n        name\n        type {\n          name\n        }\n      }\n    }\n  }\n": types.ProductFilterFieldsDocument,
    "\n  query ProductListing(\n    $search: String\n    $filter: ProductAttributeFilterInput\n    $sort: ProductAttributeSortInput\n    $pageSize: Int!\n    $currentPage: Int!\n  ) {\n    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      page_info {\n        current_page\n        page_size\n        total_pages\n      }\n      items {\n        ...ProductTile\n      }\n      aggregations(filter: { category: { includeDirectChildrenOnly: true } }) {\n        attribute_code\n        label\n        count\n        position\n        options {\n          label\n          value\n          count\n        }\n      }\n    }\n  }\n": types.ProductListingDocument,
    "\n  query ListingFacets($search: String, $filter: ProductAttributeFilterInput) {\n    products(search: $search, filter: $filter, pageSize: 1, currentPage: 1) {\n      aggregations(filter: { category: { includeDirectChildrenOnly: true } }) {\n        attribute_code\n        label\n        count\n        position\n        options {\n          label\n          value\n          count\n        }\n      }\n    }\n  }\n": types.ListingFacetsDocument,
    "\n  query ListingPageCount($search: String, $filter: ProductAttributeFilterInput, $pageSize: Int!) {\n    products(search: $search, filter: $filter, pageSize: $pageSize, currentPage: 1) {\n      page_info {\n        total_pages\n      }\n    }\n  }\n": types.ListingPageCountDocument,
    "\n  fragment ProductTile on ProductInterface {\n    __typename\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    stock_status\n    small_image {\n      url\n      label\n    }\n    short_description {\n      html\n    }\n    price_range {\n      ...ProductPriceRange\n    }\n    ...ConfigurableOptionValues\n  }\n": types.ProductTileFragmentDoc,
    "\n  fragment ConfigurableOptionValues on ProductInterface {\n    ... on ConfigurableProduct {\n      configurable_options {\n        uid\n        attribute_code\n        label\n        position\n        values {\n          uid\n          value_index\n          label\n          swatch_data {\n            __typename\n            value\n            ... on ImageSwatchData {\n              thumbnail\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ConfigurableOptionValuesFragmentDoc,
    "\n  fragment ProductDetails on ProductInterface {\n    __typename\n    ...PurchasableProduct\n    url_key\n    url_suffix\n    meta_title\n    meta_description\n    short_description {\n      html\n    }\n    description {\n      html\n    }\n    categories {\n      uid\n      name\n      url_path\n      url_suffix\n      breadcrumbs {\n        category_name\n        category_url_path\n      }\n    }\n    related_products {\n      ...ProductTile\n    }\n    ...ConfigurableOptionValues\n    ... on ConfigurableProduct {\n      variants {\n        attributes {\n          code\n          value_index\n        }\n        product {\n          ...PurchasableProduct\n        }\n      }\n    }\n  }\n": types.ProductDetailsFragmentDoc,
    "\n  fragment PurchasableProduct on ProductInterface {\n    uid\n    sku\n    name\n    stock_status\n    only_x_left_in_stock\n    price_range {\n      ...ProductPriceRange\n    }\n    small_image {\n      url\n      label\n    }\n    media_gallery {\n      url\n      label\n      position\n      disabled\n    }\n  }\n": types.PurchasableProductFragmentDoc,
    "\n  fragment ProductPriceRange on PriceRange {\n    minimum_price {\n      regular_price {\n        value\n        currency\n      }\n      final_price {\n        value\n        currency\n      }\n      discount {\n        percent_off\n      }\n    }\n    maximum_price {\n      regular_price {\n        value\n        currency\n      }\n      final_price {\n        value\n        currency\n      }\n    }\n  }\n": types.ProductPriceRangeFragmentDoc,
    "\n  mutation SaveSearch($search: String!) {\n    xsearchSaveSearch(search: $search)\n  }\n": types.SaveSearchDocument,
    "\n  query CheckoutCustomer {\n    customer {\n      email\n      addresses {\n        ...CustomerAddressFields\n      }\n    }\n  }\n": types.CheckoutCustomerDocument,
    "\n  mutation SetCustomerShippingAddress($cartId: String!, $address: CartAddressInput!) {\n    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {\n      cart {\n        ...CartShippingRates\n      }\n    }\n  }\n": types.SetCustomerShippingAddressDocument,
    "\n  query ThailandProvinces($id: String) {\n    country(id: $id) {\n      id\n      available_regions {\n        id\n        code\n        name\n      }\n    }\n  }\n": types.ThailandProvincesDocument,
    "\n  fragment ShippingMethodOptionFields on AvailableShippingMethod {\n    carrier_code\n    carrier_title\n    method_code\n    method_title\n    available\n    price_incl_tax {\n      ...MoneyFields\n    }\n  }\n": types.ShippingMethodOptionFieldsFragmentDoc,
    "\n  fragment CartShippingRates on Cart {\n    id\n    shipping_addresses {\n      available_shipping_methods {\n        ...ShippingMethodOptionFields\n      }\n    }\n  }\n": types.CartShippingRatesFragmentDoc,
    "\n  mutation SetShippingInformation($cartId: String!, $email: String!, $address: CartAddressInput!) {\n    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {\n      cart {\n        id\n      }\n    }\n    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {\n      cart {\n        ...CartShippingRates\n      }\n    }\n  }\n": types.SetShippingInformationDocument,
    "\n  query CheckoutShippingMethods($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...CartShippingRates\n    }\n  }\n": types.CheckoutShippingMethodsDocument,
    "\n  mutation SetCheckoutShippingMethod($cartId: String!, $carrierCode: String!, $methodCode: String!) {\n    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrierCode, method_code: $methodCode }] }) {\n      cart {\n        id\n      }\n    }\n  }\n": types.SetCheckoutShippingMethodDocument,
    "\n  query CheckoutPaymentMethods($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      available_payment_methods {\n        code\n        title\n      }\n    }\n  }\n": types.CheckoutPaymentMethodsDocument,
    "\n  mutation SetPaymentInformation($cartId: String!, $billing: BillingAddressInput!, $paymentCode: String!) {\n    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {\n      cart {\n        id\n      }\n    }\n    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $paymentCode } }) {\n      cart {\n        id\n      }\n    }\n  }\n": types.SetPaymentInformationDocument,
    "\n  query CmsBlocks($identifiers: [String]!) {\n    cmsBlocks(identifiers: $identifiers) {\n      items {\n        identifier\n        content\n      }\n    }\n  }\n": types.CmsBlocksDocument,
    "\n  query GetStoreConfigForContactUs {\n    storeConfig {\n      store_code\n      contact_enabled\n    }\n  }\n": types.GetStoreConfigForContactUsDocument,
    "\n  mutation SubmitContactForm($name: String!, $email: String!, $comment: String!, $telephone: String) {\n    contactUs(input: { name: $name, email: $email, comment: $comment, telephone: $telephone }) {\n      status\n    }\n  }\n": types.SubmitContactFormDocument,
    "\n  query StoreCurrencies {\n    currency {\n      base_currency_code\n      default_display_currency_code\n      available_currency_codes\n      exchange_rates {\n        currency_to\n        rate\n      }\n    }\n  }\n": types.StoreCurrenciesDocument,
    "\n  fragment CustomerAddressFields on CustomerAddress {\n    id\n    firstname\n    lastname\n    street\n    city\n    region {\n      region_code\n      region\n      region_id\n    }\n    postcode\n    country_code\n    telephone\n    default_shipping\n    default_billing\n  }\n": types.CustomerAddressFieldsFragmentDoc,
    "\n  query CustomerAddresses {\n    customer {\n      addresses {\n        ...CustomerAddressFields\n      }\n    }\n  }\n": types.CustomerAddressesDocument,
    "\n  mutation CreateCustomerAddress($input: CustomerAddressInput!) {\n    createCustomerAddress(input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n": types.CreateCustomerAddressDocument,
    "\n  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) {\n    updateCustomerAddress(id: $id, input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n": types.UpdateCustomerAddressDocument,
    "\n  mutation DeleteCustomerAddress($id: Int!) {\n    deleteCustomerAddress(id: $id)\n  }\n": types.DeleteCustomerAddressDocument,
    "\n  mutation GenerateCustomerToken($email: String!, $password: String!) {\n    generateCustomerToken(email: $email, password: $password) {\n      token\n    }\n  }\n": types.GenerateCustomerTokenDocument,
    "\n  mutation RevokeCustomerToken {\n    revokeCustomerToken {\n      result\n    }\n  }\n": types.RevokeCustomerTokenDocument,
    "\n  query CustomerTokenLifetime {\n    storeConfig {\n      customer_access_token_lifetime\n    }\n  }\n": types.CustomerTokenLifetimeDocument,
    "\n  query CustomerCart {\n    customerCart {\n      id\n    }\n  }\n": types.CustomerCartDocument,
    "\n  mutation MergeCarts($source: String!, $destination: String!) {\n    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {\n      id\n      total_quantity\n    }\n  }\n": types.MergeCartsDocument,
    "\n  fragment CustomerAccountFields on Customer {\n    firstname\n    lastname\n    email\n    is_subscribed\n  }\n": types.CustomerAccountFieldsFragmentDoc,
    "\n  query CustomerAccount {\n    customer {\n      ...CustomerAccountFields\n    }\n  }\n": types.CustomerAccountDocument,
    "\n  mutation CreateCustomer($input: CustomerCreateInput!) {\n    createCustomerV2(input: $input) {\n      customer {\n        ...CustomerAccountFields\n      }\n    }\n  }\n": types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($input: CustomerUpdateInput!) {\n    updateCustomerV2(input: $input) {\n      customer {\n        firstname\n        lastname\n      }\n    }\n  }\n": types.UpdateCustomerDocument,
    "\n  mutation UpdateCustomerEmail($email: String!, $password: String!) {\n    updateCustomerEmail(email: $email, password: $password) {\n      customer {\n        email\n      }\n    }\n  }\n": types.UpdateCustomerEmailDocument,
    "\n  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {\n    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      email\n    }\n  }\n": types.ChangeCustomerPasswordDocument,
    "\n  mutation RequestPasswordResetEmail($email: String!) {\n    requestPasswordResetEmail(email: $email)\n  }\n": types.RequestPasswordResetEmailDocument,
    "\n  mutation ResetPassword($email: String!, $token: String!, $newPassword: String!) {\n    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $newPassword)\n  }\n": types.ResetPasswordDocument,
    "\n  query CustomerSubscription {\n    customer {\n      email\n      is_subscribed\n    }\n  }\n": types.CustomerSubscriptionDocument,
    "\n  mutation UpdateCustomerSubscription($input: CustomerUpdateInput!) {\n    updateCustomerV2(input: $input) {\n      customer {\n        is_subscribed\n      }\n    }\n  }\n": types.UpdateCustomerSubscriptionDocument,
    "\n  query CustomerOrderHistory(\n    $filter: CustomerOrdersFilterInput\n    $currentPage: Int\n    $pageSize: Int\n    $sort: CustomerOrderSortInput\n    $scope: ScopeTypeEnum\n  ) {\n    customer {\n      orders(filter: $filter, currentPage: $currentPage, pageSize: $pageSize, sort: $sort, scope: $scope) {\n        total_count\n        page_info {\n          current_page\n          page_size\n          total_pages\n        }\n        items {\n          number\n          order_date\n          status\n          total {\n            grand_total {\n              ...MoneyFields\n            }\n          }\n          items {\n            quantity_ordered\n          }\n          shipments {\n            tracking {\n              number\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CustomerOrderHistoryDocument,
    "\n  fragment OrderAddressFields on OrderAddress {\n    firstname\n    lastname\n    street\n    city\n    region\n    postcode\n    telephone\n  }\n": types.OrderAddressFieldsFragmentDoc,
    "\n  query CustomerOrderDetails($number: String!) {\n    customer {\n      orders(filter: { number: { eq: $number } }, scope: WEBSITE) {\n        items {\n          number\n          order_date\n          status\n          shipping_method\n          payment_methods {\n            name\n            type\n          }\n          gift_message {\n            from\n            to\n            message\n          }\n          shipping_address {\n            ...OrderAddressFields\n          }\n          billing_address {\n            ...OrderAddressFields\n          }\n          items {\n            id\n            product_name\n            product_sku\n            quantity_ordered\n            product_sale_price {\n              ...MoneyFields\n            }\n            selected_options {\n              label\n              value\n            }\n          }\n          total {\n            subtotal_incl_tax {\n              ...MoneyFields\n            }\n            total_shipping {\n              ...MoneyFields\n            }\n            discounts {\n              label\n              amount {\n                ...MoneyFields\n              }\n            }\n            taxes {\n              title\n              amount {\n                ...MoneyFields\n              }\n            }\n            grand_total {\n              ...MoneyFields\n            }\n            base_grand_total {\n              ...MoneyFields\n            }\n          }\n          shipments {\n            id\n            number\n            tracking {\n              carrier\n              title\n              number\n            }\n            items {\n              product_name\n              quantity_shipped\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CustomerOrderDetailsDocument,
    "\n  query CustomerGiftCardOrders($pageSize: Int!) {\n    customer {\n      orders(pageSize: $pageSize, scope: WEBSITE) {\n        items {\n          number\n          applied_gift_cards {\n            code\n          }\n        }\n      }\n    }\n  }\n": types.CustomerGiftCardOrdersDocument,
    "\n  mutation RedeemGiftCardAsStoreCredit($code: String!) {\n    redeemGiftCardBalanceAsStoreCredit(input: { gift_card_code: $code }) {\n      code\n      balance {\n        ...MoneyFields\n      }\n    }\n  }\n": types.RedeemGiftCardAsStoreCreditDocument,
    "\n  query HomePageContent {\n    route(url: \"/\") {\n      __typename\n      ... on CmsPage {\n        identifier\n        content\n      }\n    }\n  }\n": types.HomePageContentDocument,
    "\n  fragment MoneyFields on Money {\n    value\n    currency\n  }\n": types.MoneyFieldsFragmentDoc,
    "\n  mutation SubscribeEmailToNewsletter($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      status\n    }\n  }\n": types.SubscribeEmailToNewsletterDocument,
    "\n  mutation ConfirmNewsletterSubscription($id: Int!, $code: String!) {\n    confirmNewsletterSubscription(id: $id, code: $code) {\n      status\n    }\n  }\n": types.ConfirmNewsletterSubscriptionDocument,
    "\n  mutation UnsubscribeNewsletterSubscriber($id: Int!, $code: String!) {\n    unsubscribeNewsletterSubscriber(id: $id, code: $code) {\n      status\n    }\n  }\n": types.UnsubscribeNewsletterSubscriberDocument,
    "\n  query ContentProducts($urlKeys: [String!]!, $pageSize: Int!) {\n    products(filter: { url_key: { in: $urlKeys } }, pageSize: $pageSize) {\n      items {\n        ...ProductTile\n      }\n    }\n  }\n": types.ContentProductsDocument,
    "\n  query ContentDynamicBlocks($type: DynamicBlockTypeEnum!, $uids: [ID]!) {\n    dynamicBlocks(input: { type: $type, dynamic_block_uids: $uids }) {\n      items {\n        uid\n        content {\n          html\n        }\n      }\n    }\n  }\n": types.ContentDynamicBlocksDocument,
    "\n  query ResolveUrl($url: String!) {\n    route(url: $url) {\n      __typename\n      relative_url\n      redirect_code\n      type\n      ... on CategoryTree {\n        uid\n        name\n        category_description: description\n        display_mode\n        meta_title\n        meta_description\n        url_path\n        url_suffix\n        breadcrumbs {\n          category_uid\n          category_name\n          category_url_path\n        }\n        children {\n          ...MenuCategoryFields\n        }\n      }\n      ... on ProductInterface {\n        ...ProductDetails\n      }\n      ... on CmsPage {\n        identifier\n        title\n        content_heading\n        content\n        meta_title\n        meta_description\n      }\n    }\n  }\n": types.ResolveUrlDocument,
    "\n  query NotFoundRedirectConfig {\n    storeConfig {\n      category_url_suffix\n      product_url_suffix\n      amasty_xsearch_general_four_zero_four_redirect\n    }\n  }\n": types.NotFoundRedirectConfigDocument,
    "\n  query CustomerPaymentTokens {\n    customerPaymentTokens {\n      items {\n        details\n        payment_method_code\n        public_hash\n        type\n      }\n    }\n  }\n": types.CustomerPaymentTokensDocument,
    "\n  mutation DeletePaymentToken($hash: String!) {\n    deletePaymentToken(public_hash: $hash) {\n      result\n    }\n  }\n": types.DeletePaymentTokenDocument,
    "\n  query SearchSuggestionSettings {\n    storeConfig {\n      amasty_xsearch_general_min_chars\n      amasty_xsearch_product_enabled\n      amasty_xsearch_product_title\n      amasty_xsearch_product_position\n      amasty_xsearch_product_limit\n      amasty_xsearch_product_name_length\n      amasty_xsearch_product_desc_length\n      amasty_xsearch_popular_searches_enabled\n      amasty_xsearch_popular_searches_title\n      amasty_xsearch_popular_searches_position\n      amasty_xsearch_popular_searches_limit\n      amasty_xsearch_popular_searches_first_click\n      amasty_xsearch_recent_searches_enabled\n      amasty_xsearch_recent_searches_title\n      amasty_xsearch_recent_searches_position\n      amasty_xsearch_recent_searches_limit\n      amasty_xsearch_recent_searches_first_click\n      amasty_xsearch_category_enabled\n      amasty_xsearch_category_title\n      amasty_xsearch_category_position\n      amasty_xsearch_category_limit\n      amasty_xsearch_category_name_length\n      amasty_xsearch_category_desc_length\n      amasty_xsearch_page_enabled\n      amasty_xsearch_page_title\n      amasty_xsearch_page_position\n      amasty_xsearch_page_limit\n      amasty_xsearch_page_name_length\n      amasty_xsearch_page_desc_length\n      amasty_xsearch_blog_enabled\n      amasty_xsearch_blog_title\n      amasty_xsearch_blog_position\n      amasty_xsearch_blog_limit\n      amasty_xsearch_blog_name_length\n      amasty_xsearch_blog_desc_length\n    }\n  }\n": types.SearchSuggestionSettingsDocument,
    "\n  query SearchSuggestions(\n    $search: String\n    $products: Boolean!\n    $popular: Boolean!\n    $recent: Boolean!\n    $categories: Boolean!\n    $pages: Boolean!\n    $blogs: Boolean!\n  ) {\n    xsearchProducts(search: $search) @include(if: $products) {\n      total_count\n      items {\n        uid\n        name\n        url_key\n        url_suffix\n        small_image {\n          url\n          label\n        }\n        short_description {\n          html\n        }\n        price_range {\n          ...ProductPriceRange\n        }\n      }\n    }\n    xsearchPopularSearches(search: $search) @include(if: $popular) {\n      total_count\n      items {\n        name\n        num_results\n      }\n    }\n    xsearchRecentSearches(search: $search) @include(if: $recent) {\n      total_count\n      items {\n        name\n        num_results\n      }\n    }\n    xsearchCategories(search: $search) @include(if: $categories) {\n      total_count\n      items {\n        name\n        url\n        description\n      }\n    }\n    xsearchPages(search: $search) @include(if: $pages) {\n      total_count\n      items {\n        name\n        url\n        description\n      }\n    }\n    xsearchBlogs(search: $search) @include(if: $blogs) {\n      total_count\n      items {\n        name\n        url\n        description\n      }\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  query SitemapStore {\n    storeConfig {\n      root_category_uid\n      category_url_suffix\n    }\n  }\n": types.SitemapStoreDocument,
    "\n  query SitemapCategories($uid: String!) {\n    categories(filters: { category_uid: { eq: $uid } }) {\n      items {\n        children {\n          url_path\n          url_suffix\n          children {\n            url_path\n            url_suffix\n            children {\n              url_path\n              url_suffix\n            }\n          }\n        }\n      }\n    }\n  }\n": types.SitemapCategoriesDocument,
    "\n  query SitemapProducts($rootUid: String!, $pageSize: Int!, $currentPage: Int!) {\n    products(filter: { category_uid: { eq: $rootUid } }, pageSize: $pageSize, currentPage: $currentPage, sort: { name: ASC }) {\n      total_count\n      items {\n        url_key\n        url_suffix\n      }\n    }\n  }\n": types.SitemapProductsDocument,
    "\n  query StoreShellConfig {\n    storeConfig {\n      store_code\n      store_name\n      copyright\n      contact_enabled\n      newsletter_enabled\n      magento_wishlist_general_is_enabled\n      root_category_uid\n      category_url_suffix\n      header_logo_src\n      logo_alt\n      logo_width\n      logo_height\n      secure_base_media_url\n      default_description\n    }\n  }\n": types.StoreShellConfigDocument,
    "\n  fragment MenuCategoryFields on CategoryTree {\n    uid\n    name\n    position\n    include_in_menu\n    url_path\n    url_suffix\n  }\n": types.MenuCategoryFieldsFragmentDoc,
    "\n  query NavigationMenu($uid: String!) {\n    categories(filters: { category_uid: { eq: $uid } }) {\n      items {\n        uid\n        children {\n          ...MenuCategoryFields\n          children {\n            ...MenuCategoryFields\n            children {\n              ...MenuCategoryFields\n            }\n          }\n        }\n      }\n    }\n  }\n": types.NavigationMenuDocument,
    "\n  query BlogNavigationSetting {\n    amBlogSetting {\n      display_settings_label\n      display_settings_display_at_category\n    }\n  }\n": types.BlogNavigationSettingDocument,
    "\n  query SocialIdentityCustomer($provider: SocialProvider!, $subject: String!) {\n    socialIdentityCustomer(provider: $provider, subject: $subject) {\n      email\n    }\n  }\n": types.SocialIdentityCustomerDocument,
    "\n  mutation LinkSocialIdentity($input: LinkSocialIdentityInput!) {\n    linkSocialIdentity(input: $input) {\n      result\n    }\n  }\n": types.LinkSocialIdentityDocument,
    "\n  mutation GenerateCustomerTokenAsAdmin($email: String!) {\n    generateCustomerTokenAsAdmin(input: { customer_email: $email }) {\n      customer_token\n    }\n  }\n": types.GenerateCustomerTokenAsAdminDocument,
    "\n  query IsEmailAvailable($email: String!) {\n    isEmailAvailable(email: $email) {\n      is_email_available\n    }\n  }\n": types.IsEmailAvailableDocument,
    "\n  mutation CreateSocialCustomer($input: CustomerCreateInput!) {\n    createCustomerV2(input: $input) {\n      customer {\n        email\n      }\n    }\n  }\n": types.CreateSocialCustomerDocument,
    "\n  mutation RequestSocialEmailConfirmation($input: SocialEmailConfirmationInput!) {\n    requestSocialEmailConfirmation(input: $input)\n  }\n": types.RequestSocialEmailConfirmationDocument,
    "\n  mutation ConfirmSocialEmail($id: Int!, $code: String!) {\n    confirmSocialEmail(id: $id, code: $code) {\n      provider\n      subject\n      email\n      firstname\n      lastname\n    }\n  }\n": types.ConfirmSocialEmailDocument,
    "\n  query CustomerSignInMethods {\n    customer {\n      email\n      social_sign_in {\n        identities {\n          provider\n          linked_at\n        }\n        password_set\n      }\n    }\n  }\n": types.CustomerSignInMethodsDocument,
    "\n  mutation UnlinkSocialIdentity($provider: SocialProvider!) {\n    unlinkSocialIdentity(provider: $provider) {\n      password_set\n    }\n  }\n": types.UnlinkSocialIdentityDocument,
    "\n  query CartStoreCredit($cartId: String!) {\n    cart(cart_id: $cartId) {\n      applied_store_credit {\n        enabled\n        applied_balance {\n          ...MoneyFields\n        }\n        current_balance {\n          ...MoneyFields\n        }\n      }\n    }\n  }\n": types.CartStoreCreditDocument,
    "\n  mutation ApplyStoreCreditToCart($cartId: String!) {\n    applyStoreCreditToCart(input: { cart_id: $cartId }) {\n      cart {\n        id\n      }\n    }\n  }\n": types.ApplyStoreCreditToCartDocument,
    "\n  mutation RemoveStoreCreditFromCart($cartId: String!) {\n    removeStoreCreditFromCart(input: { cart_id: $cartId }) {\n      cart {\n        id\n      }\n    }\n  }\n": types.RemoveStoreCreditFromCartDocument,
    "\n  query NewestStoreCreditChange {\n    customer {\n      email\n      store_credit {\n        balance_history(pageSize: 1, currentPage: 1) {\n          items {\n            action\n            balance_change {\n              value\n              currency\n            }\n            date_time_changed\n          }\n        }\n      }\n    }\n  }\n": types.NewestStoreCreditChangeDocument,
    "\n  query CustomerStoreCredit($pageSize: Int!, $currentPage: Int!) {\n    customer {\n      email\n      store_credit {\n        enabled\n        current_balance {\n          ...MoneyFields\n        }\n        balance_history(pageSize: $pageSize, currentPage: $currentPage) {\n          total_count\n          page_info {\n            current_page\n            total_pages\n          }\n          items {\n            action\n            balance_change {\n              ...MoneyFields\n            }\n            actual_balance {\n              ...MoneyFields\n            }\n            date_time_changed\n          }\n        }\n      }\n    }\n  }\n": types.CustomerStoreCreditDocument,
    "\n  query AvailableStores {\n    availableStores(useCurrentGroup: true) {\n      store_code\n      store_name\n      locale\n      store_group_code\n      store_sort_order\n      is_default_store\n    }\n  }\n": types.AvailableStoresDocument,
    "\n  query WishlistSettings {\n    storeConfig {\n      magento_wishlist_general_is_enabled\n      enable_multiple_wishlists\n      maximum_number_of_wishlists\n    }\n  }\n": types.WishlistSettingsDocument,
    "\n  fragment WishlistProduct on ProductInterface {\n    __typename\n    ...LineItemProduct\n    price_range {\n      ...ProductPriceRange\n    }\n  }\n": types.WishlistProductFragmentDoc,
    "\n  query CustomerWishlists($itemsPageSize: Int!) {\n    customer {\n      wishlists(currentPage: 1, pageSize: 20) {\n        id\n        name\n        visibility\n        items_count\n        items_v2(currentPage: 1, pageSize: $itemsPageSize) {\n          items {\n            __typename\n            id\n            quantity\n            product {\n              ...WishlistProduct\n            }\n            ... on ConfigurableWishlistItem {\n              configurable_options {\n                option_label\n                value_label\n              }\n              configured_variant {\n                sku\n                stock_status\n                small_image {\n                  url\n                  label\n                }\n                price_range {\n                  ...ProductPriceRange\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CustomerWishlistsDocument,
    "\n  query CustomerWishlistIds {\n    customer {\n      wishlists(currentPage: 1, pageSize: 20) {\n        id\n      }\n    }\n  }\n": types.CustomerWishlistIdsDocument,
    "\n  fragment WishlistItemCount on Wishlist {\n    id\n    items_count\n  }\n": types.WishlistItemCountFragmentDoc,
    "\n  mutation AddProductsToWishlist($wishlistId: ID!, $items: [WishlistItemInput!]!) {\n    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {\n      user_errors {\n        code\n        message\n      }\n      wishlist {\n        ...WishlistItemCount\n      }\n    }\n  }\n": types.AddProductsToWishlistDocument,
    "\n  mutation RemoveProductsFromWishlist($wishlistId: ID!, $itemIds: [ID!]!) {\n    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {\n      user_errors {\n        code\n        message\n      }\n      wishlist {\n        ...WishlistItemCount\n      }\n    }\n  }\n": types.RemoveProductsFromWishlistDocument,
    "\n  mutation AddWishlistItemsToCart($wishlistId: ID!, $itemIds: [ID!]) {\n    addWishlistItemsToCart(wishlistId: $wishlistId, wishlistItemIds: $itemIds) {\n      status\n      add_wishlist_items_to_cart_user_errors {\n        code\n        message\n        wishlistItemId\n      }\n      wishlist {\n        ...WishlistItemCount\n      }\n    }\n  }\n": types.AddWishlistItemsToCartDocument,
    "\n  mutation CreateWishlist($input: CreateWishlistInput!) {\n    createWishlist(input: $input) {\n      wishlist {\n        id\n        name\n        visibility\n      }\n    }\n  }\n": types.CreateWishlistDocument,
    "\n  mutation UpdateWishlist($wishlistId: ID!, $name: String, $visibility: WishlistVisibilityEnum) {\n    updateWishlist(wishlistId: $wishlistId, name: $name, visibility: $visibility) {\n      uid\n      name\n      visibility\n    }\n  }\n": types.UpdateWishlistDocument,
    "\n  mutation DeleteWishlist($wishlistId: ID!) {\n    deleteWishlist(wishlistId: $wishlistId) {\n      status\n      wishlists {\n        id\n      }\n    }\n  }\n": types.DeleteWishlistDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlogPostCard on AmBlogPost {\n    post_id\n    title\n    url_key\n    short_content\n    published_at\n    created_at\n    list_thumbnail\n    list_thumbnail_alt\n    post_thumbnail\n    post_thumbnail_alt\n    comment_count\n    author {\n      name\n      url_key\n    }\n  }\n"): typeof import('./graphql').BlogPostCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogComments($postId: Int!) {\n    amBlogSetting {\n      comments_use_comments\n      comments_allow_guests\n    }\n    amBlogComments(postId: $postId) {\n      items {\n        comment_id\n        reply_to\n        name\n        message\n        created_at\n      }\n    }\n  }\n"): typeof import('./graphql').BlogCommentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPostId($urlKey: String!) {\n    amBlogPost(urlKey: $urlKey) {\n      post_id\n    }\n  }\n"): typeof import('./graphql').BlogPostIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveBlogComment($input: AmBlogLeaveCommentInput!) {\n    AmBlogLeaveComment(input: $input) {\n      comment {\n        comment_id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').LeaveBlogCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPosts($type: AmBlogPageType!, $entityId: Int, $query: String, $page: Int) {\n    amBlogPosts(type: $type, entityId: $entityId, query: $query, page: $page) {\n      all_post_size\n      page_size\n      items {\n        ...BlogPostCard\n      }\n    }\n  }\n"): typeof import('./graphql').BlogPostsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogCategory($urlKey: String!) {\n    amBlogCategory(urlKey: $urlKey) {\n      category_id\n      name\n      description\n      meta_title\n      meta_description\n    }\n  }\n"): typeof import('./graphql').BlogCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogTag($urlKey: String!) {\n    amBlogTag(urlKey: $urlKey) {\n      tag_id\n      name\n    }\n  }\n"): typeof import('./graphql').BlogTagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogAuthor($urlKey: String!) {\n    amBlogAuthor(urlKey: $urlKey) {\n      author_id\n      name\n      short_description\n      description\n      image\n    }\n  }\n"): typeof import('./graphql').BlogAuthorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPost($urlKey: String!) {\n    amBlogPost(urlKey: $urlKey) {\n      ...BlogPostCard\n      full_content\n      meta_title\n      meta_description\n      updated_at\n      author {\n        name\n        url_key\n        image\n        short_description\n      }\n      category_items {\n        name\n        url_key\n        post_count\n      }\n      tag_items {\n        name\n        url_key\n        post_count\n      }\n    }\n  }\n"): typeof import('./graphql').BlogPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RelatedBlogPosts($postId: Int!) {\n    amBlogPosts(type: POST, entityId: $postId) {\n      items {\n        ...BlogPostCard\n      }\n    }\n  }\n"): typeof import('./graphql').RelatedBlogPostsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogRecentPostsWidget($id: Int!) {\n    storeConfig {\n      timezone\n    }\n    amBlogRecentPostsWidget(id: $id) {\n      header_text\n      posts_limit\n      show_images\n      display_date\n      date_manner\n      display_short\n      short_limit\n      items {\n        ...BlogPostCard\n      }\n    }\n  }\n"): typeof import('./graphql').BlogRecentPostsWidgetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogSettings {\n    amBlogSetting {\n      search_engine_title\n      search_engine_meta_title\n      search_engine_meta_description\n      post_display_author\n    }\n    storeConfig {\n      timezone\n    }\n  }\n"): typeof import('./graphql').BlogSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogSidebar {\n    amBlogCategories {\n      items {\n        name\n        url_key\n        post_count\n      }\n    }\n    amBlogTags {\n      items {\n        name\n        url_key\n        post_count\n      }\n    }\n  }\n"): typeof import('./graphql').BlogSidebarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartDetails on Cart {\n    id\n    total_quantity\n    applied_coupons {\n      code\n    }\n    applied_gift_cards {\n      code\n      applied_balance {\n        ...MoneyFields\n      }\n      current_balance {\n        ...MoneyFields\n      }\n    }\n    items {\n      uid\n      quantity\n      is_available\n      not_available_message\n      errors {\n        code\n        message\n      }\n      product {\n        ...LineItemProduct\n      }\n      prices {\n        price_including_tax {\n          ...MoneyFields\n        }\n        row_total_including_tax {\n          ...MoneyFields\n        }\n      }\n      ... on ConfigurableCartItem {\n        configurable_options {\n          option_label\n          value_label\n        }\n        configured_variant {\n          sku\n          stock_status\n          small_image {\n            url\n            label\n          }\n        }\n      }\n    }\n    shipping_addresses {\n      selected_shipping_method {\n        price_incl_tax {\n          ...MoneyFields\n        }\n      }\n    }\n    prices {\n      subtotal_including_tax {\n        ...MoneyFields\n      }\n      subtotal_excluding_tax {\n        ...MoneyFields\n      }\n      discounts {\n        label\n        amount {\n          ...MoneyFields\n        }\n      }\n      applied_taxes {\n        label\n        amount {\n          ...MoneyFields\n        }\n      }\n      grand_total {\n        ...MoneyFields\n      }\n    }\n  }\n"): typeof import('./graphql').CartDetailsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LineItemProduct on ProductInterface {\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    stock_status\n    small_image {\n      url\n      label\n    }\n  }\n"): typeof import('./graphql').LineItemProductFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartDetails($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...CartDetails\n    }\n  }\n"): typeof import('./graphql').CartDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartCharge($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      prices {\n        grand_total {\n          value\n          currency\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CartChargeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartItemCount($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      total_quantity\n    }\n  }\n"): typeof import('./graphql').CartItemCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCart {\n    createEmptyCart\n  }\n"): typeof import('./graphql').CreateCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {\n      cart {\n        ...CartDetails\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').AddProductsToCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartItems($cartId: String!, $uid: ID!, $quantity: Float!) {\n    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $uid, quantity: $quantity }] }) {\n      cart {\n        ...CartDetails\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateCartItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveItemFromCart($cartId: String!, $uid: ID!) {\n    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) {\n      cart {\n        ...CartDetails\n      }\n    }\n  }\n"): typeof import('./graphql').RemoveItemFromCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyCouponToCart($cartId: String!, $code: String!) {\n    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {\n      cart {\n        ...CartDetails\n      }\n    }\n  }\n"): typeof import('./graphql').ApplyCouponToCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCouponFromCart($cartId: String!) {\n    removeCouponFromCart(input: { cart_id: $cartId }) {\n      cart {\n        ...CartDetails\n      }\n    }\n  }\n"): typeof import('./graphql').RemoveCouponFromCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyGiftCardToCart($cartId: String!, $code: String!) {\n    applyGiftCardToCart(input: { cart_id: $cartId, gift_card_code: $code }) {\n      cart {\n        ...CartDetails\n      }\n    }\n  }\n"): typeof import('./graphql').ApplyGiftCardToCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveGiftCardFromCart($cartId: String!, $code: String!) {\n    removeGiftCardFromCart(input: { cart_id: $cartId, gift_card_code: $code }) {\n      cart {\n        ...CartDetails\n      }\n    }\n  }\n"): typeof import('./graphql').RemoveGiftCardFromCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GiftCardBalance($code: String!) {\n    giftCardAccount(input: { gift_card_code: $code }) {\n      code\n      balance {\n        ...MoneyFields\n      }\n      expiration_date\n    }\n  }\n"): typeof import('./graphql').GiftCardBalanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductFilterFields {\n    __type(name: \"ProductAttributeFilterInput\") {\n      inputFields {\n        name\n        type {\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ProductFilterFieldsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductListing(\n    $search: String\n    $filter: ProductAttributeFilterInput\n    $sort: ProductAttributeSortInput\n    $pageSize: Int!\n    $currentPage: Int!\n  ) {\n    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      page_info {\n        current_page\n        page_size\n        total_pages\n      }\n      items {\n        ...ProductTile\n      }\n      aggregations(filter: { category: { includeDirectChildrenOnly: true } }) {\n        attribute_code\n        label\n        count\n        position\n        options {\n          label\n          value\n          count\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ProductListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingFacets($search: String, $filter: ProductAttributeFilterInput) {\n    products(search: $search, filter: $filter, pageSize: 1, currentPage: 1) {\n      aggregations(filter: { category: { includeDirectChildrenOnly: true } }) {\n        attribute_code\n        label\n        count\n        position\n        options {\n          label\n          value\n          count\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ListingFacetsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingPageCount($search: String, $filter: ProductAttributeFilterInput, $pageSize: Int!) {\n    products(search: $search, filter: $filter, pageSize: $pageSize, currentPage: 1) {\n      page_info {\n        total_pages\n      }\n    }\n  }\n"): typeof import('./graphql').ListingPageCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductTile on ProductInterface {\n    __typename\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    stock_status\n    small_image {\n      url\n      label\n    }\n    short_description {\n      html\n    }\n    price_range {\n      ...ProductPriceRange\n    }\n    ...ConfigurableOptionValues\n  }\n"): typeof import('./graphql').ProductTileFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConfigurableOptionValues on ProductInterface {\n    ... on ConfigurableProduct {\n      configurable_options {\n        uid\n        attribute_code\n        label\n        position\n        values {\n          uid\n          value_index\n          label\n          swatch_data {\n            __typename\n            value\n            ... on ImageSwatchData {\n              thumbnail\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ConfigurableOptionValuesFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductDetails on ProductInterface {\n    __typename\n    ...PurchasableProduct\n    url_key\n    url_suffix\n    meta_title\n    meta_description\n    short_description {\n      html\n    }\n    description {\n      html\n    }\n    categories {\n      uid\n      name\n      url_path\n      url_suffix\n      breadcrumbs {\n        category_name\n        category_url_path\n      }\n    }\n    related_products {\n      ...ProductTile\n    }\n    ...ConfigurableOptionValues\n    ... on ConfigurableProduct {\n      variants {\n        attributes {\n          code\n          value_index\n        }\n        product {\n          ...PurchasableProduct\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ProductDetailsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PurchasableProduct on ProductInterface {\n    uid\n    sku\n    name\n    stock_status\n    only_x_left_in_stock\n    price_range {\n      ...ProductPriceRange\n    }\n    small_image {\n      url\n      label\n    }\n    media_gallery {\n      url\n      label\n      position\n      disabled\n    }\n  }\n"): typeof import('./graphql').PurchasableProductFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductPriceRange on PriceRange {\n    minimum_price {\n      regular_price {\n        value\n        currency\n      }\n      final_price {\n        value\n        currency\n      }\n      discount {\n        percent_off\n      }\n    }\n    maximum_price {\n      regular_price {\n        value\n        currency\n      }\n      final_price {\n        value\n        currency\n      }\n    }\n  }\n"): typeof import('./graphql').ProductPriceRangeFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSearch($search: String!) {\n    xsearchSaveSearch(search: $search)\n  }\n"): typeof import('./graphql').SaveSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutCustomer {\n    customer {\n      email\n      addresses {\n        ...CustomerAddressFields\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCustomerShippingAddress($cartId: String!, $address: CartAddressInput!) {\n    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {\n      cart {\n        ...CartShippingRates\n      }\n    }\n  }\n"): typeof import('./graphql').SetCustomerShippingAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThailandProvinces($id: String) {\n    country(id: $id) {\n      id\n      available_regions {\n        id\n        code\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ThailandProvincesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShippingMethodOptionFields on AvailableShippingMethod {\n    carrier_code\n    carrier_title\n    method_code\n    method_title\n    available\n    price_incl_tax {\n      ...MoneyFields\n    }\n  }\n"): typeof import('./graphql').ShippingMethodOptionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartShippingRates on Cart {\n    id\n    shipping_addresses {\n      available_shipping_methods {\n        ...ShippingMethodOptionFields\n      }\n    }\n  }\n"): typeof import('./graphql').CartShippingRatesFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetShippingInformation($cartId: String!, $email: String!, $address: CartAddressInput!) {\n    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {\n      cart {\n        id\n      }\n    }\n    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {\n      cart {\n        ...CartShippingRates\n      }\n    }\n  }\n"): typeof import('./graphql').SetShippingInformationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutShippingMethods($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...CartShippingRates\n    }\n  }\n"): typeof import('./graphql').CheckoutShippingMethodsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCheckoutShippingMethod($cartId: String!, $carrierCode: String!, $methodCode: String!) {\n    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrierCode, method_code: $methodCode }] }) {\n      cart {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').SetCheckoutShippingMethodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutPaymentMethods($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      available_payment_methods {\n        code\n        title\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutPaymentMethodsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPaymentInformation($cartId: String!, $billing: BillingAddressInput!, $paymentCode: String!) {\n    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {\n      cart {\n        id\n      }\n    }\n    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $paymentCode } }) {\n      cart {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').SetPaymentInformationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsBlocks($identifiers: [String]!) {\n    cmsBlocks(identifiers: $identifiers) {\n      items {\n        identifier\n        content\n      }\n    }\n  }\n"): typeof import('./graphql').CmsBlocksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetStoreConfigForContactUs {\n    storeConfig {\n      store_code\n      contact_enabled\n    }\n  }\n"): typeof import('./graphql').GetStoreConfigForContactUsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContactForm($name: String!, $email: String!, $comment: String!, $telephone: String) {\n    contactUs(input: { name: $name, email: $email, comment: $comment, telephone: $telephone }) {\n      status\n    }\n  }\n"): typeof import('./graphql').SubmitContactFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreCurrencies {\n    currency {\n      base_currency_code\n      default_display_currency_code\n      available_currency_codes\n      exchange_rates {\n        currency_to\n        rate\n      }\n    }\n  }\n"): typeof import('./graphql').StoreCurrenciesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerAddressFields on CustomerAddress {\n    id\n    firstname\n    lastname\n    street\n    city\n    region {\n      region_code\n      region\n      region_id\n    }\n    postcode\n    country_code\n    telephone\n    default_shipping\n    default_billing\n  }\n"): typeof import('./graphql').CustomerAddressFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerAddresses {\n    customer {\n      addresses {\n        ...CustomerAddressFields\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerAddressesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomerAddress($input: CustomerAddressInput!) {\n    createCustomerAddress(input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n"): typeof import('./graphql').CreateCustomerAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) {\n    updateCustomerAddress(id: $id, input: $input) {\n      ...CustomerAddressFields\n    }\n  }\n"): typeof import('./graphql').UpdateCustomerAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCustomerAddress($id: Int!) {\n    deleteCustomerAddress(id: $id)\n  }\n"): typeof import('./graphql').DeleteCustomerAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateCustomerToken($email: String!, $password: String!) {\n    generateCustomerToken(email: $email, password: $password) {\n      token\n    }\n  }\n"): typeof import('./graphql').GenerateCustomerTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCustomerToken {\n    revokeCustomerToken {\n      result\n    }\n  }\n"): typeof import('./graphql').RevokeCustomerTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerTokenLifetime {\n    storeConfig {\n      customer_access_token_lifetime\n    }\n  }\n"): typeof import('./graphql').CustomerTokenLifetimeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerCart {\n    customerCart {\n      id\n    }\n  }\n"): typeof import('./graphql').CustomerCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeCarts($source: String!, $destination: String!) {\n    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {\n      id\n      total_quantity\n    }\n  }\n"): typeof import('./graphql').MergeCartsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerAccountFields on Customer {\n    firstname\n    lastname\n    email\n    is_subscribed\n  }\n"): typeof import('./graphql').CustomerAccountFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerAccount {\n    customer {\n      ...CustomerAccountFields\n    }\n  }\n"): typeof import('./graphql').CustomerAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomer($input: CustomerCreateInput!) {\n    createCustomerV2(input: $input) {\n      customer {\n        ...CustomerAccountFields\n      }\n    }\n  }\n"): typeof import('./graphql').CreateCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomer($input: CustomerUpdateInput!) {\n    updateCustomerV2(input: $input) {\n      customer {\n        firstname\n        lastname\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomerEmail($email: String!, $password: String!) {\n    updateCustomerEmail(email: $email, password: $password) {\n      customer {\n        email\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateCustomerEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {\n    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      email\n    }\n  }\n"): typeof import('./graphql').ChangeCustomerPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordResetEmail($email: String!) {\n    requestPasswordResetEmail(email: $email)\n  }\n"): typeof import('./graphql').RequestPasswordResetEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($email: String!, $token: String!, $newPassword: String!) {\n    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $newPassword)\n  }\n"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerSubscription {\n    customer {\n      email\n      is_subscribed\n    }\n  }\n"): typeof import('./graphql').CustomerSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomerSubscription($input: CustomerUpdateInput!) {\n    updateCustomerV2(input: $input) {\n      customer {\n        is_subscribed\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateCustomerSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerOrderHistory(\n    $filter: CustomerOrdersFilterInput\n    $currentPage: Int\n    $pageSize: Int\n    $sort: CustomerOrderSortInput\n    $scope: ScopeTypeEnum\n  ) {\n    customer {\n      orders(filter: $filter, currentPage: $currentPage, pageSize: $pageSize, sort: $sort, scope: $scope) {\n        total_count\n        page_info {\n          current_page\n          page_size\n          total_pages\n        }\n        items {\n          number\n          order_date\n          status\n          total {\n            grand_total {\n              ...MoneyFields\n            }\n          }\n          items {\n            quantity_ordered\n          }\n          shipments {\n            tracking {\n              number\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerOrderHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderAddressFields on OrderAddress {\n    firstname\n    lastname\n    street\n    city\n    region\n    postcode\n    telephone\n  }\n"): typeof import('./graphql').OrderAddressFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerOrderDetails($number: String!) {\n    customer {\n      orders(filter: { number: { eq: $number } }, scope: WEBSITE) {\n        items {\n          number\n          order_date\n          status\n          shipping_method\n          payment_methods {\n            name\n            type\n          }\n          gift_message {\n            from\n            to\n            message\n          }\n          shipping_address {\n            ...OrderAddressFields\n          }\n          billing_address {\n            ...OrderAddressFields\n          }\n          items {\n            id\n            product_name\n            product_sku\n            quantity_ordered\n            product_sale_price {\n              ...MoneyFields\n            }\n            selected_options {\n              label\n              value\n            }\n          }\n          total {\n            subtotal_incl_tax {\n              ...MoneyFields\n            }\n            total_shipping {\n              ...MoneyFields\n            }\n            discounts {\n              label\n              amount {\n                ...MoneyFields\n              }\n            }\n            taxes {\n              title\n              amount {\n                ...MoneyFields\n              }\n            }\n            grand_total {\n              ...MoneyFields\n            }\n            base_grand_total {\n              ...MoneyFields\n            }\n          }\n          shipments {\n            id\n            number\n            tracking {\n              carrier\n              title\n              number\n            }\n            items {\n              product_name\n              quantity_shipped\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerOrderDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerGiftCardOrders($pageSize: Int!) {\n    customer {\n      orders(pageSize: $pageSize, scope: WEBSITE) {\n        items {\n          number\n          applied_gift_cards {\n            code\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerGiftCardOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemGiftCardAsStoreCredit($code: String!) {\n    redeemGiftCardBalanceAsStoreCredit(input: { gift_card_code: $code }) {\n      code\n      balance {\n        ...MoneyFields\n      }\n    }\n  }\n"): typeof import('./graphql').RedeemGiftCardAsStoreCreditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePageContent {\n    route(url: \"/\") {\n      __typename\n      ... on CmsPage {\n        identifier\n        content\n      }\n    }\n  }\n"): typeof import('./graphql').HomePageContentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MoneyFields on Money {\n    value\n    currency\n  }\n"): typeof import('./graphql').MoneyFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeEmailToNewsletter($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      status\n    }\n  }\n"): typeof import('./graphql').SubscribeEmailToNewsletterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmNewsletterSubscription($id: Int!, $code: String!) {\n    confirmNewsletterSubscription(id: $id, code: $code) {\n      status\n    }\n  }\n"): typeof import('./graphql').ConfirmNewsletterSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeNewsletterSubscriber($id: Int!, $code: String!) {\n    unsubscribeNewsletterSubscriber(id: $id, code: $code) {\n      status\n    }\n  }\n"): typeof import('./graphql').UnsubscribeNewsletterSubscriberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentProducts($urlKeys: [String!]!, $pageSize: Int!) {\n    products(filter: { url_key: { in: $urlKeys } }, pageSize: $pageSize) {\n      items {\n        ...ProductTile\n      }\n    }\n  }\n"): typeof import('./graphql').ContentProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentDynamicBlocks($type: DynamicBlockTypeEnum!, $uids: [ID]!) {\n    dynamicBlocks(input: { type: $type, dynamic_block_uids: $uids }) {\n      items {\n        uid\n        content {\n          html\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ContentDynamicBlocksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResolveUrl($url: String!) {\n    route(url: $url) {\n      __typename\n      relative_url\n      redirect_code\n      type\n      ... on CategoryTree {\n        uid\n        name\n        category_description: description\n        display_mode\n        meta_title\n        meta_description\n        url_path\n        url_suffix\n        breadcrumbs {\n          category_uid\n          category_name\n          category_url_path\n        }\n        children {\n          ...MenuCategoryFields\n        }\n      }\n      ... on ProductInterface {\n        ...ProductDetails\n      }\n      ... on CmsPage {\n        identifier\n        title\n        content_heading\n        content\n        meta_title\n        meta_description\n      }\n    }\n  }\n"): typeof import('./graphql').ResolveUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotFoundRedirectConfig {\n    storeConfig {\n      category_url_suffix\n      product_url_suffix\n      amasty_xsearch_general_four_zero_four_redirect\n    }\n  }\n"): typeof import('./graphql').NotFoundRedirectConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerPaymentTokens {\n    customerPaymentTokens {\n      items {\n        details\n        payment_method_code\n        public_hash\n        type\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerPaymentTokensDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePaymentToken($hash: String!) {\n    deletePaymentToken(public_hash: $hash) {\n      result\n    }\n  }\n"): typeof import('./graphql').DeletePaymentTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestionSettings {\n    storeConfig {\n      amasty_xsearch_general_min_chars\n      amasty_xsearch_product_enabled\n      amasty_xsearch_product_title\n      amasty_xsearch_product_position\n      amasty_xsearch_product_limit\n      amasty_xsearch_product_name_length\n      amasty_xsearch_product_desc_length\n      amasty_xsearch_popular_searches_enabled\n      amasty_xsearch_popular_searches_title\n      amasty_xsearch_popular_searches_position\n      amasty_xsearch_popular_searches_limit\n      amasty_xsearch_popular_searches_first_click\n      amasty_xsearch_recent_searches_enabled\n      amasty_xsearch_recent_searches_title\n      amasty_xsearch_recent_searches_position\n      amasty_xsearch_recent_searches_limit\n      amasty_xsearch_recent_searches_first_click\n      amasty_xsearch_category_enabled\n      amasty_xsearch_category_title\n      amasty_xsearch_category_position\n      amasty_xsearch_category_limit\n      amasty_xsearch_category_name_length\n      amasty_xsearch_category_desc_length\n      amasty_xsearch_page_enabled\n      amasty_xsearch_page_title\n      amasty_xsearch_page_position\n      amasty_xsearch_page_limit\n      amasty_xsearch_page_name_length\n      amasty_xsearch_page_desc_length\n      amasty_xsearch_blog_enabled\n      amasty_xsearch_blog_title\n      amasty_xsearch_blog_position\n      amasty_xsearch_blog_limit\n      amasty_xsearch_blog_name_length\n      amasty_xsearch_blog_desc_length\n    }\n  }\n"): typeof import('./graphql').SearchSuggestionSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions(\n    $search: String\n    $products: Boolean!\n    $popular: Boolean!\n    $recent: Boolean!\n    $categories: Boolean!\n    $pages: Boolean!\n    $blogs: Boolean!\n  ) {\n    xsearchProducts(search: $search) @include(if: $products) {\n      total_count\n      items {\n        uid\n        name\n        url_key\n        url_suffix\n        small_image {\n          url\n          label\n        }\n        short_description {\n          html\n        }\n        price_range {\n          ...ProductPriceRange\n        }\n      }\n    }\n    xsearchPopularSearches(search: $search) @include(if: $popular) {\n      total_count\n      items {\n        name\n        num_results\n      }\n    }\n    xsearchRecentSearches(search: $search) @include(if: $recent) {\n      total_count\n      items {\n        name\n        num_results\n      }\n    }\n    xsearchCategories(search: $search) @include(if: $categories) {\n      total_count\n      items {\n        name\n        url\n        description\n      }\n    }\n    xsearchPages(search: $search) @include(if: $pages) {\n      total_count\n      items {\n        name\n        url\n        description\n      }\n    }\n    xsearchBlogs(search: $search) @include(if: $blogs) {\n      total_count\n      items {\n        name\n        url\n        description\n      }\n    }\n  }\n"): typeof import('./graphql').SearchSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitemapStore {\n    storeConfig {\n      root_category_uid\n      category_url_suffix\n    }\n  }\n"): typeof import('./graphql').SitemapStoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitemapCategories($uid: String!) {\n    categories(filters: { category_uid: { eq: $uid } }) {\n      items {\n        children {\n          url_path\n          url_suffix\n          children {\n            url_path\n            url_suffix\n            children {\n              url_path\n              url_suffix\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SitemapCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitemapProducts($rootUid: String!, $pageSize: Int!, $currentPage: Int!) {\n    products(filter: { category_uid: { eq: $rootUid } }, pageSize: $pageSize, currentPage: $currentPage, sort: { name: ASC }) {\n      total_count\n      items {\n        url_key\n        url_suffix\n      }\n    }\n  }\n"): typeof import('./graphql').SitemapProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreShellConfig {\n    storeConfig {\n      store_code\n      store_name\n      copyright\n      contact_enabled\n      newsletter_enabled\n      magento_wishlist_general_is_enabled\n      root_category_uid\n      category_url_suffix\n      header_logo_src\n      logo_alt\n      logo_width\n      logo_height\n      secure_base_media_url\n      default_description\n    }\n  }\n"): typeof import('./graphql').StoreShellConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MenuCategoryFields on CategoryTree {\n    uid\n    name\n    position\n    include_in_menu\n    url_path\n    url_suffix\n  }\n"): typeof import('./graphql').MenuCategoryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NavigationMenu($uid: String!) {\n    categories(filters: { category_uid: { eq: $uid } }) {\n      items {\n        uid\n        children {\n          ...MenuCategoryFields\n          children {\n            ...MenuCategoryFields\n            children {\n              ...MenuCategoryFields\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').NavigationMenuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogNavigationSetting {\n    amBlogSetting {\n      display_settings_label\n      display_settings_display_at_category\n    }\n  }\n"): typeof import('./graphql').BlogNavigationSettingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SocialIdentityCustomer($provider: SocialProvider!, $subject: String!) {\n    socialIdentityCustomer(provider: $provider, subject: $subject) {\n      email\n    }\n  }\n"): typeof import('./graphql').SocialIdentityCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkSocialIdentity($input: LinkSocialIdentityInput!) {\n    linkSocialIdentity(input: $input) {\n      result\n    }\n  }\n"): typeof import('./graphql').LinkSocialIdentityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateCustomerTokenAsAdmin($email: String!) {\n    generateCustomerTokenAsAdmin(input: { customer_email: $email }) {\n      customer_token\n    }\n  }\n"): typeof import('./graphql').GenerateCustomerTokenAsAdminDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsEmailAvailable($email: String!) {\n    isEmailAvailable(email: $email) {\n      is_email_available\n    }\n  }\n"): typeof import('./graphql').IsEmailAvailableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSocialCustomer($input: CustomerCreateInput!) {\n    createCustomerV2(input: $input) {\n      customer {\n        email\n      }\n    }\n  }\n"): typeof import('./graphql').CreateSocialCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestSocialEmailConfirmation($input: SocialEmailConfirmationInput!) {\n    requestSocialEmailConfirmation(input: $input)\n  }\n"): typeof import('./graphql').RequestSocialEmailConfirmationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmSocialEmail($id: Int!, $code: String!) {\n    confirmSocialEmail(id: $id, code: $code) {\n      provider\n      subject\n      email\n      firstname\n      lastname\n    }\n  }\n"): typeof import('./graphql').ConfirmSocialEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerSignInMethods {\n    customer {\n      email\n      social_sign_in {\n        identities {\n          provider\n          linked_at\n        }\n        password_set\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerSignInMethodsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlinkSocialIdentity($provider: SocialProvider!) {\n    unlinkSocialIdentity(provider: $provider) {\n      password_set\n    }\n  }\n"): typeof import('./graphql').UnlinkSocialIdentityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartStoreCredit($cartId: String!) {\n    cart(cart_id: $cartId) {\n      applied_store_credit {\n        enabled\n        applied_balance {\n          ...MoneyFields\n        }\n        current_balance {\n          ...MoneyFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CartStoreCreditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyStoreCreditToCart($cartId: String!) {\n    applyStoreCreditToCart(input: { cart_id: $cartId }) {\n      cart {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').ApplyStoreCreditToCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveStoreCreditFromCart($cartId: String!) {\n    removeStoreCreditFromCart(input: { cart_id: $cartId }) {\n      cart {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').RemoveStoreCreditFromCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewestStoreCreditChange {\n    customer {\n      email\n      store_credit {\n        balance_history(pageSize: 1, currentPage: 1) {\n          items {\n            action\n            balance_change {\n              value\n              currency\n            }\n            date_time_changed\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').NewestStoreCreditChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerStoreCredit($pageSize: Int!, $currentPage: Int!) {\n    customer {\n      email\n      store_credit {\n        enabled\n        current_balance {\n          ...MoneyFields\n        }\n        balance_history(pageSize: $pageSize, currentPage: $currentPage) {\n          total_count\n          page_info {\n            current_page\n            total_pages\n          }\n          items {\n            action\n            balance_change {\n              ...MoneyFields\n            }\n            actual_balance {\n              ...MoneyFields\n            }\n            date_time_changed\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerStoreCreditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvailableStores {\n    availableStores(useCurrentGroup: true) {\n      store_code\n      store_name\n      locale\n      store_group_code\n      store_sort_order\n      is_default_store\n    }\n  }\n"): typeof import('./graphql').AvailableStoresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WishlistSettings {\n    storeConfig {\n      magento_wishlist_general_is_enabled\n      enable_multiple_wishlists\n      maximum_number_of_wishlists\n    }\n  }\n"): typeof import('./graphql').WishlistSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WishlistProduct on ProductInterface {\n    __typename\n    ...LineItemProduct\n    price_range {\n      ...ProductPriceRange\n    }\n  }\n"): typeof import('./graphql').WishlistProductFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerWishlists($itemsPageSize: Int!) {\n    customer {\n      wishlists(currentPage: 1, pageSize: 20) {\n        id\n        name\n        visibility\n        items_count\n        items_v2(currentPage: 1, pageSize: $itemsPageSize) {\n          items {\n            __typename\n            id\n            quantity\n            product {\n              ...WishlistProduct\n            }\n            ... on ConfigurableWishlistItem {\n              configurable_options {\n                option_label\n                value_label\n              }\n              configured_variant {\n                sku\n                stock_status\n                small_image {\n                  url\n                  label\n                }\n                price_range {\n                  ...ProductPriceRange\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerWishlistsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerWishlistIds {\n    customer {\n      wishlists(currentPage: 1, pageSize: 20) {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerWishlistIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WishlistItemCount on Wishlist {\n    id\n    items_count\n  }\n"): typeof import('./graphql').WishlistItemCountFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProductsToWishlist($wishlistId: ID!, $items: [WishlistItemInput!]!) {\n    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {\n      user_errors {\n        code\n        message\n      }\n      wishlist {\n        ...WishlistItemCount\n      }\n    }\n  }\n"): typeof import('./graphql').AddProductsToWishlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveProductsFromWishlist($wishlistId: ID!, $itemIds: [ID!]!) {\n    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {\n      user_errors {\n        code\n        message\n      }\n      wishlist {\n        ...WishlistItemCount\n      }\n    }\n  }\n"): typeof import('./graphql').RemoveProductsFromWishlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddWishlistItemsToCart($wishlistId: ID!, $itemIds: [ID!]) {\n    addWishlistItemsToCart(wishlistId: $wishlistId, wishlistItemIds: $itemIds) {\n      status\n      add_wishlist_items_to_cart_user_errors {\n        code\n        message\n        wishlistItemId\n      }\n      wishlist {\n        ...WishlistItemCount\n      }\n    }\n  }\n"): typeof import('./graphql').AddWishlistItemsToCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWishlist($input: CreateWishlistInput!) {\n    createWishlist(input: $input) {\n      wishlist {\n        id\n        name\n        visibility\n      }\n    }\n  }\n"): typeof import('./graphql').CreateWishlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWishlist($wishlistId: ID!, $name: String, $visibility: WishlistVisibilityEnum) {\n    updateWishlist(wishlistId: $wishlistId, name: $name, visibility: $visibility) {\n      uid\n      name\n      visibility\n    }\n  }\n"): typeof import('./graphql').UpdateWishlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWishlist($wishlistId: ID!) {\n    deleteWishlist(wishlistId: $wishlistId) {\n      status\n      wishlists {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').DeleteWishlistDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
