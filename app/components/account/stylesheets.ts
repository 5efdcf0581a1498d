import type { LinksFunction } from "@remix-run/node";
import checkoutStylesheet from "~/styles/checkout.css?url";
import accountPagesStylesheet from "~/styles/account-pages.css?url";

/** The account pages' styles: their forms use the checkout's fields, plus the account layouts. */
export const accountStylesheets: LinksFunction = () => [
  { rel: "stylesheet", href: checkoutStylesheet },
  { rel: "stylesheet", href: accountPagesStylesheet },
];
