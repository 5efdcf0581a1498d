import { useActionData, useLoaderData } from "@remix-run/react";
import { accountStylesheets } from "~/components/account/stylesheets";
import { PageErrorBoundary } from "~/components/errors/PageErrorBoundary";
import { NewsletterLinkPage } from "~/components/newsletter/NewsletterLinkPage";
import { newsletterLinkAction, newsletterLinkLoader } from "~/lib/newsletter/link-route.server";
import { pageHeaders } from "~/lib/page-headers";
import { privatePageMeta } from "~/lib/page-meta";

/** `/{store}/newsletter/subscriber/unsubscribe?id=&code=`: the unsubscribe link of newsletter emails (link-route.server.ts). */
export const meta = privatePageMeta;

export const headers = pageHeaders;

export const links = accountStylesheets;

export const loader = newsletterLinkLoader("unsubscribe");

export const action = newsletterLinkAction("unsubscribe");

export default function NewsletterUnsubscribeRoute() {
  const { link, problem } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <NewsletterLinkPage action="unsubscribe" link={link} done={result?.done ?? false} problem={result?.problem ?? problem} />;
}

export const ErrorBoundary = PageErrorBoundary;
