/**
 * The order confirmation email (Magento's "sales_email_order_template"), in Thai for a Thai store
 * view and English otherwise: order number, items, totals (gift wrapping and printed card included),
 * the gift message, addresses, shipping and payment method.
 * Plain text and a simple HTML twin; every value from the order is HTML-escaped. Amounts are in the
 * order's currency (the shopper's display currency when it was placed).
 */
import { convertMoney, currencyDecimals } from "../../lib/money";
import type { CartTotals } from "../cart";
import type { AddressRecord } from "../customer";

export interface OrderEmailInput {
  locale: string;
  shopName: string;
  number: string;
  email: string;
  /** In the base currency; shown in the order's currency at its rate (`code`, 1 base = `rate`). */
  totals: CartTotals;
  currency: { code: string; rate: number };
  shippingAddress: AddressRecord;
  billingAddress: AddressRecord;
  shippingDescription: string;
  paymentTitle: string;
  /** The store view's home page, absolute (emails have no page to resolve a relative link against). */
  shopUrl: string;
  /** The order's page in the customer's account, absolute; null for a guest's order. */
  orderUrl: string | null;
}

const words = {
  th: {
    subject: (shop: string, number: string) => `${shop}: ยืนยันคำสั่งซื้อหมายเลข ${number}`,
    greeting: (name: string) => `เรียน คุณ${name}`,
    thanks: (shop: string) => `ขอบคุณที่สั่งซื้อสินค้ากับ ${shop} เราได้รับคำสั่งซื้อของคุณแล้ว และจะแจ้งให้ทราบเมื่อจัดส่งสินค้า`,
    order: "คำสั่งซื้อหมายเลข",
    items: "รายการสินค้า",
    qty: "จำนวน",
    subtotal: "ยอดรวมสินค้า",
    discount: "ส่วนลด",
    shipping: "ค่าจัดส่ง",
    giftCard: "บัตรของขวัญ",
    wrappingForOrder: "ห่อของขวัญสำหรับคำสั่งซื้อ",
    wrappingForItems: "ห่อของขวัญรายชิ้น",
    printedCard: "การ์ดอวยพร",
    giftMessage: "ข้อความอวยพรสำหรับคำสั่งซื้อนี้",
    from: "จาก",
    to: "ถึง",
    message: "ข้อความ",
    vat: "ภาษีมูลค่าเพิ่ม 7% (รวมในราคาแล้ว)",
    grandTotal: "ยอดชำระทั้งหมด",
    shipTo: "ที่อยู่จัดส่ง",
    billTo: "ที่อยู่สำหรับออกใบเสร็จ",
    shippingMethod: "วิธีจัดส่ง",
    paymentMethod: "วิธีชำระเงิน",
    phone: "โทร",
    viewOrder: "ดูคำสั่งซื้อในบัญชีของคุณ",
  },
  en: {
    subject: (shop: string, number: string) => `Your ${shop} order confirmation #${number}`,
    greeting: (name: string) => `Dear ${name},`,
    thanks: (shop: string) => `Thank you for your order from ${shop}. We have received it and will let you know when it ships.`,
    order: "Order number",
    items: "Items",
    qty: "Qty",
    subtotal: "Subtotal",
    discount: "Discount",
    shipping: "Shipping & Handling",
    giftCard: "Gift card",
    wrappingForOrder: "Gift Wrapping for Order",
    wrappingForItems: "Gift Wrapping for Items",
    printedCard: "Printed Card",
    giftMessage: "Gift Message for this Order",
    from: "From",
    to: "To",
    message: "Message",
    vat: "VAT 7% (included)",
    grandTotal: "Grand Total",
    shipTo: "Shipping address",
    billTo: "Billing address",
    shippingMethod: "Shipping method",
    paymentMethod: "Payment method",
    phone: "Tel.",
    viewOrder: "View your order in your account",
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export function renderOrderEmail(input: OrderEmailInput): { subject: string; text: string; html: string } {
  const thai = input.locale.startsWith("th");
  const w = thai ? words.th : words.en;
  const { code, rate } = input.currency;
  const decimals = currencyDecimals(code);
  const format = new Intl.NumberFormat(thai ? "th-TH" : "en-US", { style: "currency", currency: code, minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const money = (value: number) => format.format(convertMoney(value, rate, code));
  const { totals } = input;
  const name = `${input.billingAddress.firstname} ${input.billingAddress.lastname}`;

  const totalRows: Array<[string, string]> = [[w.subtotal, money(totals.subtotalInclTax)]];
  for (const discount of totals.discounts) totalRows.push([`${w.discount} (${discount.label})`, `-${money(discount.amount)}`]);
  totalRows.push([w.shipping, money(totals.shipping?.amountInclTax ?? 0)]);
  const gift = totals.giftOptions;
  if (gift.wrappingForOrder > 0) totalRows.push([w.wrappingForOrder, money(gift.wrappingForOrder)]);
  if (gift.wrappingForItems > 0) totalRows.push([w.wrappingForItems, money(gift.wrappingForItems)]);
  if (gift.printedCardPrice > 0) totalRows.push([w.printedCard, money(gift.printedCardPrice)]);
  const giftMessageRows: Array<[string, string]> = gift.message ? [[w.from, gift.message.from], [w.to, gift.message.to], [w.message, gift.message.message]] : [];
  for (const card of totals.giftCards) if (card.applied > 0) totalRows.push([`${w.giftCard} (${card.code})`, `-${money(card.applied)}`]);
  totalRows.push([w.vat, money(totals.taxAmount)]);
  totalRows.push([w.grandTotal, money(totals.grandTotal)]);

  const addressLines = (a: AddressRecord) => [
    `${a.firstname} ${a.lastname}`,
    ...(a.company ? [a.company] : []),
    ...a.street,
    `${a.city}, ${a.region} ${a.postcode}`,
    thai ? "ประเทศไทย" : "Thailand",
    `${w.phone} ${a.telephone}`,
  ];
  const itemLine = (line: CartTotals["lines"][number]) => {
    const options = line.options.map((o) => `${o.label}: ${o.value}`).join(", ");
    return { title: options ? `${line.name} (${options})` : line.name, sku: line.sku, qty: line.qty, total: money(line.rowTotalInclTax) };
  };

  const text = [
    w.greeting(name),
    "",
    w.thanks(input.shopName),
    "",
    `${w.order}: ${input.number}`,
    "",
    `${w.items}:`,
    ...totals.lines.map(itemLine).map((i) => `- ${i.title} [${i.sku}] × ${i.qty}: ${i.total}`),
    "",
    ...totalRows.map(([label, value]) => `${label}: ${value}`),
    "",
    ...(giftMessageRows.length ? [`${w.giftMessage}:`, ...giftMessageRows.map(([label, value]) => `${label}: ${value}`), ""] : []),
    `${w.shipTo}:`,
    ...addressLines(input.shippingAddress),
    "",
    `${w.billTo}:`,
    ...addressLines(input.billingAddress),
    "",
    `${w.shippingMethod}: ${input.shippingDescription}`,
    `${w.paymentMethod}: ${input.paymentTitle}`,
    "",
    ...(input.orderUrl ? [`${w.viewOrder}: ${input.orderUrl}`] : []),
    `${input.shopName}: ${input.shopUrl}`,
    "",
  ].join("\n");

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${thai ? "th" : "en"}"><head><meta charset="utf-8"><title>${e(w.subject(input.shopName, input.number))}</title></head>
<body style="font-family:sans-serif;color:#222">
<p>${e(w.greeting(name))}</p>
<p>${e(w.thanks(input.shopName))}</p>
<h1 style="font-size:18px">${e(w.order)}: ${e(input.number)}</h1>
<table cellpadding="4" style="border-collapse:collapse">
<thead><tr><th align="left">${e(w.items)}</th><th>${e(w.qty)}</th><th align="right"></th></tr></thead>
<tbody>
${totals.lines.map(itemLine).map((i) => `<tr><td>${e(i.title)}<br><small>${e(i.sku)}</small></td><td align="center">${i.qty}</td><td align="right">${e(i.total)}</td></tr>`).join("\n")}
</tbody>
<tfoot>
${totalRows.map(([label, value]) => `<tr><td colspan="2" align="right">${e(label)}</td><td align="right">${e(value)}</td></tr>`).join("\n")}
</tfoot>
</table>
${giftMessageRows.length ? `<h2 style="font-size:16px">${e(w.giftMessage)}</h2>\n<p>${giftMessageRows.map(([label, value]) => `${e(label)}: ${e(value)}`).join("<br>")}</p>\n` : ""}<h2 style="font-size:16px">${e(w.shipTo)}</h2>
<p>${addressLines(input.shippingAddress).map(e).join("<br>")}</p>
<h2 style="font-size:16px">${e(w.billTo)}</h2>
<p>${addressLines(input.billingAddress).map(e).join("<br>")}</p>
<p>${e(w.shippingMethod)}: ${e(input.shippingDescription)}<br>${e(w.paymentMethod)}: ${e(input.paymentTitle)}</p>
${input.orderUrl ? `<p><a href="${e(input.orderUrl)}">${e(w.viewOrder)}</a></p>\n` : ""}<p><a href="${e(input.shopUrl)}">${e(input.shopName)}</a></p>
</body></html>
`;
  return { subject: w.subject(input.shopName, input.number), text, html };
}
