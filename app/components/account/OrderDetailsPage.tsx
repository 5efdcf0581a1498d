import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { OrderGiftMessage } from "~/components/account/OrderGiftMessage";
import { OrderProgress } from "~/components/account/OrderProgress";
import type { OrderAddressView, OrderDetails } from "~/lib/customer/order-history";
import { storeHref } from "~/lib/store-view";
import { useStoreCode } from "~/hooks/use-store-layout";

/**
 * `/{store}/order-history/{number}`: the order's status and progress, its lines, totals,
 * addresses, shipping and payment methods, its gift message, and its shipments with tracking numbers.
 */
export function OrderDetailsPage({ order }: { order: OrderDetails }) {
  const storeCode = useStoreCode();
  const { t } = useTranslation();
  return (
    <article className="order-details" aria-labelledby="order-details-title">
      <p className="order-details__back">
        <Link to={storeHref(storeCode, "/order-history")}>{t("orders.details.back")}</Link>
      </p>
      <h1 id="order-details-title">{t("orders.details.title", { number: order.number })}</h1>
      <p className="order-details__meta">
        <span>
          {t("orders.details.placed", { date: order.date })}
        </span>
        <span className={`order-status order-status--${order.status}`}>{t(`orders.status.${order.status}`)}</span>
      </p>
      {order.progress ? <OrderProgress step={order.progress} /> : null}

      <section aria-labelledby="order-items-heading" className="order-details__section">
        <h2 id="order-items-heading">{t("orders.details.items")}</h2>
        <table className="order-details__items">
          <thead>
            <tr>
              <th scope="col">{t("orders.details.product")}</th>
              <th scope="col">{t("orders.details.price")}</th>
              <th scope="col">{t("orders.details.quantity")}</th>
              <th scope="col">{t("orders.details.rowTotal")}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  <span className="order-details__product">{line.name}</span>
                  {line.options.map((option) => (
                    <span key={option.label} className="order-details__option">
                      {option.label}: {option.value}
                    </span>
                  ))}
                  <span className="order-details__sku">{t("orders.details.sku", { sku: line.sku })}</span>
                </th>
                <td>{line.price.formatted}</td>
                <td>{line.quantity}</td>
                <td>{line.rowTotal.formatted}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="order-totals-heading" className="order-details__section">
        <h2 id="order-totals-heading">{t("orders.details.totals")}</h2>
        <dl className="order-details__totals">
          <div>
            <dt>{t("orders.details.subtotal")}</dt>
            <dd>{order.subtotal.formatted}</dd>
          </div>
          {order.discounts.map((discount) => (
            <div key={discount.label}>
              <dt>{discount.label}</dt>
              <dd>−{discount.amount.formatted}</dd>
            </div>
          ))}
          <div>
            <dt>{t("orders.details.shipping")}</dt>
            <dd>{order.shipping.formatted}</dd>
          </div>
          {order.taxes.map((tax) => (
            <div key={tax.title}>
              <dt>{t("orders.details.tax", { title: tax.title })}</dt>
              <dd>{tax.amount.formatted}</dd>
            </div>
          ))}
          <div className="order-details__grand-total">
            <dt>{t("orders.details.grandTotal")}</dt>
            <dd>{order.total.formatted}</dd>
          </div>
          {order.charged ? (
            <div>
              <dt>{t("orders.details.charged", { currency: order.charged.currency })}</dt>
              <dd>{order.charged.formatted}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      {order.giftMessage ? <OrderGiftMessage message={order.giftMessage} /> : null}

      <section aria-labelledby="order-addresses-heading" className="order-details__section order-details__addresses">
        <h2 id="order-addresses-heading">{t("orders.details.addresses")}</h2>
        <OrderAddressBlock heading={t("orders.details.shippingAddress")} address={order.shippingAddress} />
        <OrderAddressBlock heading={t("orders.details.billingAddress")} address={order.billingAddress} />
        <div>
          <h3>{t("orders.details.shippingMethod")}</h3>
          <p>{order.shippingMethod}</p>
        </div>
        <div>
          <h3>{t("orders.details.paymentMethod")}</h3>
          <p>{order.paymentMethods.join(", ")}</p>
        </div>
      </section>

      <section aria-labelledby="order-shipments-heading" className="order-details__section">
        <h2 id="order-shipments-heading">{t("orders.details.shipments")}</h2>
        {order.shipments.length === 0 ? (
          <p>{t("orders.details.notShipped")}</p>
        ) : (
          order.shipments.map((shipment) => (
            <div key={shipment.id} className="order-details__shipment">
              <h3>{t("orders.details.shipment", { number: shipment.number })}</h3>
              {shipment.tracking.length === 0 ? (
                <p>{t("orders.details.noTracking")}</p>
              ) : (
                <dl>
                  {shipment.tracking.map((track) => (
                    <div key={track.number}>
                      <dt>{t("orders.details.tracking", { carrier: track.title || track.carrier })}</dt>
                      <dd>{track.number}</dd>
                    </div>
                  ))}
                </dl>
              )}
              <ul>
                {shipment.items.map((item, index) => (
                  <li key={`${item.name}-${index}`}>{t("orders.details.shipped", { name: item.name, quantity: item.quantity })}</li>
                ))}
              </ul>
            </div>
          ))
        )}
      </section>
    </article>
  );
}

function OrderAddressBlock({ heading, address }: { heading: string; address: OrderAddressView | null }) {
  const { t } = useTranslation();
  if (!address) return null;
  return (
    <div>
      <h3>{heading}</h3>
      <address>
        <span>{address.name}</span>
        {address.lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
        {address.telephone ? <span>{t("orders.details.phone", { phone: address.telephone })}</span> : null}
      </address>
    </div>
  );
}
