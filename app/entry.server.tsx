import type { AppLoadContext, EntryContext } from "@remix-run/server-runtime";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
// The Web Streams renderer, not `renderToPipeableStream`: React 18.3.1's Node stream writer sends
// its whole 2 KB buffer when a multi-byte character does not fit in what is left of it, trailing
// NUL bytes included (facebook/react#31134), which broke Thai words on every page. This one
// copies bytes exactly, and it is the renderer every other host (Workers, Lambda) has anyway.
// patches/react-dom+18.3.1.patch makes it write text straight into its buffer (ADR 049).
import { renderToReadableStream } from "react-dom/server.browser";
import { NonceProvider } from "~/components/layout/nonce";
import { RequestReferenceProvider } from "~/components/errors/request-reference";
import { shortReference } from "../logging/request-id";
import { log } from "../logging/logger";
import { wholeWrites } from "~/lib/html-stream.server";
import { languageOfRequest } from "~/lib/i18n.server";
import { finalSessionCookie } from "~/lib/shop/shop.server";
import { pageMessages } from "~/lib/translation/page-messages.server";
import { TranslationProvider } from "~/lib/translation/use-translation";

/** How long a streamed response may wait for deferred data before the rest is rendered as error. */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The page's language and its routes decide the texts (the same ones the browser hydrates with).
  const language = languageOfRequest(request);
  if (loadContext.trace) loadContext.trace.routeId = remixContext.staticHandlerContext.matches.at(-1)?.route.id;
  await finalSessionCookie(loadContext, responseHeaders);

  const nonce = loadContext.cspNonce;
  let shellRendered = false;
  // Deferred data that is still pending this long is rendered as an error. The timer is cleared once
  // everything is rendered: React keeps listening to the signal, and aborting a finished stream throws.
  const stopWaiting = new AbortController();
  const timer = setTimeout(() => stopWaiting.abort(), streamTimeout + 1_000);
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RequestReferenceProvider value={loadContext.trace && shortReference(loadContext.trace.id)}>
        <TranslationProvider language={language} messages={pageMessages(language, remixContext.staticHandlerContext.matches.map((match) => match.route.id))}>
          <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
        </TranslationProvider>
      </RequestReferenceProvider>
    </NonceProvider>,
    {
      nonce,
      signal: stopWaiting.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors after the shell are logged here; before it, Remix's handleError logs them.
        if (shellRendered) log.error({ err: error, requestId: loadContext.trace?.id }, "render failed after the shell");
      },
    },
  ).catch((error: unknown) => {
    clearTimeout(timer);
    throw error;
  });
  shellRendered = true;
  body.allReady.then(
    () => clearTimeout(timer),
    () => clearTimeout(timer),
  );

  // Crawlers get the whole document at once; browsers get the shell as soon as it is ready.
  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // React writes 512-byte views: they leave joined as written, not one by one.
  return new Response(wholeWrites(body), { headers: responseHeaders, status: responseStatusCode });
}

/** A loader's or an action's data (a fetcher, a client-side navigation): one final session cookie. */
export async function handleDataRequest(response: Response, { context }: { context: AppLoadContext }): Promise<Response> {
  await finalSessionCookie(context, response.headers);
  return response;
}

/** Server-side errors are logged once with the URL; shoppers never see a stack. */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return;
  log.error({ err: error, requestId: context.trace?.id, method: request.method, path: new URL(request.url).pathname }, "loader, action or render failed");
}
