import type { HeadersFunction } from "@remix-run/server-runtime";

const FORWARDED = ["Cache-Control", "Retry-After", "Vary"];

/**
 * Response headers of a page: the caching decision of the route that answered (or failed), else
 * of the store layout. Used by every page route so nested routes cannot drop them.
 */
export const pageHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, errorHeaders }) => {
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = errorHeaders?.get(name) ?? loaderHeaders.get(name) ?? parentHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};
