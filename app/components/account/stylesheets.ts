import type { LinksFunction } from "@remix-run/server-runtime";
import checkoutStylesheet from "~/styles/checkout.css?url";
import accountPagesStylesheet from "~/styles/account-pages.css?url";
import storeCreditStylesheet from "~/styles/store-credit.css?url";

/** The account pages' styles: the form fields' (`app/components/forms/`, styled in checkout.css), plus the account layouts. */
export const accountStylesheets: LinksFunction = () => [
  { rel: "stylesheet", href: checkoutStylesheet },
  { rel: "stylesheet", href: accountPagesStylesheet },
  // Store credit's history table and the gift card list (small; shared by the account pages).
  { rel: "stylesheet", href: storeCreditStylesheet },
];
