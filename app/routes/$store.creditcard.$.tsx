import { redirect, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { PRIVATE } from "~/lib/http-cache.server";

/**
 * `/{store}/creditcard/…`: the spec matches the card route by prefix, so any deeper path (an old
 * bookmark, a gateway configured with a longer return path) leads to the card form, query kept.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // The store segment as it came (still percent-encoded), so it cannot turn into `//other.host`.
  const store = url.pathname.split("/")[1] ?? "";
  return redirect(`/${store}/creditcard${url.search}`, { status: 302, headers: { "Cache-Control": PRIVATE } });
}
