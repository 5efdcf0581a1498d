import { blogDate } from "~/lib/blog/dates";
import { money } from "~/lib/catalog/price";
import type {
  OrderAddressView,
  OrderDetails,
  OrderHistoryPageData,
  OrderShipmentView,
  OrderSummary,
} from "~/lib/customer/order-history";
import {
  customerOrderStatus,
  magentoStatusCodeFor,
  orderNumberSearchOf,
  orderProgressStep,
  orderStatusFilterOf,
  pageNumberOf,
  type ShipmentFacts,
} from "~/lib/customer/order-status";
import type { MagentoClient } from "~/lib/magento/client.server";
import { MagentoGraphQLError } from "~/lib/magento/errors";
import { graphql } from "~/lib/magento/generated";
import type { CustomerOrderDetailsQuery as CustomerOrderDetailsData, CustomerOrdersFilterInput } from "~/lib/magento/generated/graphql";

/**
 * The signed-in customer's orders through Magento's `customer.orders` (the CustomerOrders shape)
 * with the customer's bearer token: the backend answers only this customer's orders, so a foreign
 * or unknown number simply finds nothing. Magento's status labels become the customer-facing
 * statuses and progress steps of `order-status.ts` here.
 */

/** Orders per history page. */
export const ORDERS_PER_PAGE = 10;
/**
 * Filters the backend cannot page exactly (processing and shipped share Magento's "processing";
 * pending payment gathers several statuses) are applied to the customer's orders read in one go,
 * newest first, at most this many.
 */
const MOST_ORDERS_FILTERED = 200;

interface MoneyNode {
  value?: number | null;
  currency?: string | null;
}

interface ShipmentNode {
  id: string;
  number: string;
  tracking?: ReadonlyArray<{ carrier: string; title: string; number?: string | null } | null> | null;
  items?: ReadonlyArray<{ product_name?: string | null; quantity_shipped: number } | null> | null;
}

interface SummaryNode {
  number: string;
  order_date: string;
  status: string;
  total?: { grand_total: MoneyNode } | null;
  items?: ReadonlyArray<{ quantity_ordered?: number | null } | null> | null;
  shipments?: ReadonlyArray<{ tracking?: ReadonlyArray<{ number?: string | null } | null> | null } | null> | null;
}

interface AddressNode {
  firstname: string;
  lastname: string;
  street: ReadonlyArray<string | null>;
  city: string;
  region?: string | null;
  postcode?: string | null;
  telephone?: string | null;
}

/** Whether the order has shipments, and whether one is with a carrier (a tracking number). */
export function shipmentFacts(shipments: SummaryNode["shipments"]): ShipmentFacts {
  const list = (shipments ?? []).filter((shipment) => shipment !== null);
  return {
    shipped: list.length > 0,
    tracked: list.some((shipment) => (shipment?.tracking ?? []).some((track) => Boolean(track?.number?.trim()))),
  };
}

/** A history row from Magento's CustomerOrder. */
export function toOrderSummary(node: SummaryNode, locale: string): OrderSummary {
  const facts = shipmentFacts(node.shipments);
  const status = customerOrderStatus(node.status, facts);
  const date = blogDate(node.order_date, locale, { style: "medium" });
  return {
    number: node.number,
    date: date?.label ?? node.order_date,
    isoDate: date?.iso ?? "",
    status,
    progress: orderProgressStep(status, facts),
    total: money(node.total?.grand_total.value, node.total?.grand_total.currency, locale),
    itemCount: (node.items ?? []).reduce((sum, item) => sum + (item?.quantity_ordered ?? 0), 0),
  };
}

function toAddress(node: AddressNode | null | undefined): OrderAddressView | null {
  if (!node) return null;
  return {
    name: `${node.firstname} ${node.lastname}`.trim(),
    lines: [
      ...node.street.filter((line): line is string => Boolean(line?.trim())),
      [node.city, `${node.region ?? ""} ${node.postcode ?? ""}`.trim()].filter(Boolean).join(", "),
    ],
    telephone: node.telephone ?? "",
  };
}

function toShipment(node: ShipmentNode): OrderShipmentView {
  return {
    id: node.id,
    number: node.number,
    tracking: (node.tracking ?? []).flatMap((track) =>
      track?.number ? [{ carrier: track.carrier, title: track.title, number: track.number }] : [],
    ),
    items: (node.items ?? []).flatMap((item) => (item ? [{ name: item.product_name ?? "", quantity: item.quantity_shipped }] : [])),
  };
}

type DetailsNode = NonNullable<NonNullable<NonNullable<CustomerOrderDetailsData["customer"]>["orders"]>["items"][number]>;

/** The details page's view of one order. */
export function toOrderDetails(node: DetailsNode, locale: string): OrderDetails {
  const summary = toOrderSummary(node, locale);
  const currency = node.total?.grand_total.currency;
  return {
    ...summary,
    lines: (node.items ?? []).flatMap((item) => {
      if (!item) return [];
      const quantity = item.quantity_ordered ?? 0;
      return [
        {
          id: item.id,
          name: item.product_name ?? item.product_sku,
          sku: item.product_sku,
          options: (item.selected_options ?? []).flatMap((option) => (option ? [{ label: option.label, value: option.value }] : [])),
          quantity,
          price: money(item.product_sale_price.value, item.product_sale_price.currency ?? currency, locale),
          rowTotal: money((item.product_sale_price.value ?? 0) * quantity, item.product_sale_price.currency ?? currency, locale),
        },
      ];
    }),
    subtotal: money(node.total?.subtotal_incl_tax.value, node.total?.subtotal_incl_tax.currency, locale),
    shipping: money(node.total?.total_shipping.value, node.total?.total_shipping.currency, locale),
    discounts: (node.total?.discounts ?? []).flatMap((discount) =>
      discount ? [{ label: discount.label, amount: money(discount.amount.value, discount.amount.currency, locale) }] : [],
    ),
    taxes: (node.total?.taxes ?? []).flatMap((tax) => (tax ? [{ title: tax.title, amount: money(tax.amount.value, tax.amount.currency, locale) }] : [])),
    charged: chargedIn(node.total?.base_grand_total, currency, locale),
    shippingMethod: node.shipping_method ?? "",
    paymentMethods: (node.payment_methods ?? []).flatMap((method) => (method?.name ? [method.name] : [])),
    shippingAddress: toAddress(node.shipping_address),
    billingAddress: toAddress(node.billing_address),
    shipments: (node.shipments ?? []).flatMap((shipment) => (shipment ? [toShipment(shipment)] : [])),
    giftMessage: node.gift_message ? { from: node.gift_message.from, to: node.gift_message.to, message: node.gift_message.message } : null,
  };
}

/** The base-currency total Magento records with an order placed in another display currency; null when they are the same. */
function chargedIn(base: { value?: number | null; currency?: string | null } | null | undefined, orderCurrency: string | null | undefined, locale: string) {
  if (!base?.currency || !orderCurrency || base.currency === orderCurrency) return null;
  return money(base.value, base.currency, locale);
}

/** The last page Magento names when refusing a page past it, else null. */
function lastPageNamedBy(error: unknown): number | null {
  if (!(error instanceof MagentoGraphQLError)) return null;
  const match = /greater than the (\d+) page\(s\) available/.exec(error.message);
  return match ? Number(match[1]) : null;
}

const NEWEST_FIRST = { sort_field: "CREATED_AT", sort_direction: "DESC" } as const;

/**
 * One page of the history for the query `?status=&number=&page=`. An invalid number search asks
 * the backend nothing (the page says why). A page past the last shows the last.
 */
export async function loadOrderHistory(
  client: MagentoClient,
  { storeCode, locale, query, pageSize = ORDERS_PER_PAGE }: { storeCode: string; locale: string; query: URLSearchParams; pageSize?: number },
): Promise<OrderHistoryPageData> {
  const status = orderStatusFilterOf(query.get("status"));
  const numberText = (query.get("number") ?? "").trim().slice(0, 40);
  const search = orderNumberSearchOf(numberText);
  const requested = pageNumberOf(query.get("page"));
  const base = { storeCode, status, numberText, search: search.kind, page: 1, totalPages: 0, totalCount: 0, orders: [] };
  if (search.kind === "invalid") return base;

  const filter: CustomerOrdersFilterInput = {};
  if (search.kind === "valid") filter.number = search.number.length === 9 ? { eq: search.number } : { match: search.number };
  const statusCode = magentoStatusCodeFor(status);
  if (statusCode) filter.status = { eq: statusCode };

  if (status === "all" || statusCode) {
    // The backend filters and pages. Past the last page Magento refuses ("currentPage value 3
    // specified is greater than the 2 page(s) available."): show the last page instead.
    const ask = (currentPage: number) => client.query(CustomerOrderHistoryQuery, { filter, currentPage, pageSize, sort: NEWEST_FIRST, scope: "WEBSITE" });
    const data = await ask(requested).catch((error: unknown) => {
      const last = lastPageNamedBy(error);
      if (last === null || requested === 1) throw error;
      return ask(Math.max(last, 1));
    });
    const totalCount = data.customer?.orders?.total_count ?? 0;
    const totalPages = Math.ceil(totalCount / pageSize);
    const orders = (data.customer?.orders?.items ?? []).flatMap((node) => (node ? [toOrderSummary(node, locale)] : []));
    const page = data.customer?.orders?.page_info?.current_page ?? Math.min(requested, Math.max(totalPages, 1));
    return { ...base, orders, totalCount, totalPages, page };
  }

  const data = await client.query(CustomerOrderHistoryQuery, {
    filter,
    currentPage: 1,
    pageSize: MOST_ORDERS_FILTERED,
    sort: NEWEST_FIRST,
    scope: "WEBSITE",
  });
  const matching = (data.customer?.orders?.items ?? [])
    .flatMap((node) => (node ? [toOrderSummary(node, locale)] : []))
    .filter((order) => order.status === status);
  const totalPages = Math.ceil(matching.length / pageSize);
  const page = Math.min(requested, Math.max(totalPages, 1));
  return { ...base, orders: matching.slice((page - 1) * pageSize, page * pageSize), totalCount: matching.length, totalPages, page };
}

/** One of the customer's orders by its number, or null when the customer has no such order. */
export async function loadOrderDetails(client: MagentoClient, number: string, locale: string): Promise<OrderDetails | null> {
  const data = await client.query(CustomerOrderDetailsQuery, { number });
  const node = (data.customer?.orders?.items ?? []).find((item) => item?.number === number);
  return node ? toOrderDetails(node, locale) : null;
}

const CustomerOrderHistoryQuery = graphql(`
  query CustomerOrderHistory(
    $filter: CustomerOrdersFilterInput
    $currentPage: Int
    $pageSize: Int
    $sort: CustomerOrderSortInput
    $scope: ScopeTypeEnum
  ) {
    customer {
      orders(filter: $filter, currentPage: $currentPage, pageSize: $pageSize, sort: $sort, scope: $scope) {
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
`);

export const OrderAddressFieldsFragment = graphql(`
  fragment OrderAddressFields on OrderAddress {
    firstname
    lastname
    street
    city
    region
    postcode
    telephone
  }
`);

const CustomerOrderDetailsQuery = graphql(`
  query CustomerOrderDetails($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }, scope: WEBSITE) {
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
`);
