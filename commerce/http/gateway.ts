/**
 * The sandbox card gateway's routes (`/gateway/...`), plain HTML forms and redirects, no script:
 *
 *   POST /gateway/tokens       the shop's card form posts here; 303 back to return_url with
 *                              `token` or `error` (and `state`, and `save_card=1` when the form
 *                              asked to keep the card), or to the 3-D Secure page
 *   GET  /gateway/3ds/:id      the 3-D Secure page
 *   POST /gateway/3ds/:id      action=authenticate|fail|cancel; 303 to return_url or cancel_url
 *
 * Every answer is `no-store`, sends no referrer (tokens are in URLs) and carries its own strict
 * CSP: nothing may load but the page's one inline stylesheet, and forms may only go to this origin
 * and the shop the challenge returns to (browsers check form-action on the redirect too).
 */
import { absoluteOrigin, challengePage, checkReturnUrl, type GatewayLocale, type PaymentGateway, type ProblemKind, problemPage, STYLE_HASH_SOURCE, withParams } from "../modules/payment-gateway";

export type GatewayHandler = (request: Request, path: string) => Promise<Response>;

/** Far more than the card form needs; a bigger body is refused before it is read further. */
const MAX_FORM_BYTES = 8 * 1024;
const MAX_STATE_LENGTH = 256;
const CHALLENGE_ACTIONS = ["authenticate", "fail", "cancel"] as const;

function gatewayHeaders(formOrigins: readonly string[] = []): Headers {
  const formAction = ["'self'", ...new Set(formOrigins)].join(" ");
  return new Headers({
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": `default-src 'none'; style-src ${STYLE_HASH_SOURCE}; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
  });
}

function htmlResponse(html: string, status: number, formOrigins?: readonly string[]): Response {
  const headers = gatewayHeaders(formOrigins);
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { status, headers });
}

function problem(locale: GatewayLocale, kind: ProblemKind, status: number, backUrl?: string): Response {
  return htmlResponse(problemPage(locale, kind, backUrl), status);
}

function redirect(location: string): Response {
  const headers = gatewayHeaders();
  headers.set("Location", location);
  return new Response(null, { status: 303, headers });
}

function methodNotAllowed(allow: string): Response {
  const headers = gatewayHeaders();
  headers.set("Allow", allow);
  headers.set("Content-Type", "text/plain; charset=utf-8");
  return new Response("Method Not Allowed", { status: 405, headers });
}

/** A form body (urlencoded, or multipart without files), or the status to refuse it with. */
async function readForm(request: Request): Promise<URLSearchParams | 413 | 415> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") return 415;
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) return 413;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > MAX_FORM_BYTES) return 413;
      chunks.push(chunk);
    }
  }
  const body = Buffer.concat(chunks);
  if (type === "application/x-www-form-urlencoded") return new URLSearchParams(body.toString("utf8"));
  const form = await new Response(body, { headers: { "content-type": request.headers.get("content-type")! } }).formData();
  const fields = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") fields.append(name, value);
  return fields;
}

const formLocale = (form: URLSearchParams): GatewayLocale => (form.get("locale") === "en" ? "en" : "th");

export function createGatewayHandler(gateway: PaymentGateway): GatewayHandler {
  const allowed = gateway.allowedReturnOrigins;

  async function submitCard(request: Request): Promise<Response> {
    const form = await readForm(request);
    if (typeof form === "number") return problem("th", "bad_request", form);
    const field = (name: string) => form.get(name) ?? "";
    const locale = formLocale(form);
    const checkedReturnUrl = checkReturnUrl(field("return_url"), allowed);
    // "Save this card for later": echoed on the way back (also after 3-D Secure), the shop decides.
    const returnUrl = checkedReturnUrl && field("save_card") === "1" ? withParams(checkedReturnUrl, { save_card: "1" }) : checkedReturnUrl;
    const cancelUrl = checkReturnUrl(field("cancel_url"), allowed);
    const state = field("state");
    // No safe place to send the shopper back to: say so here instead of redirecting anywhere.
    if (!returnUrl || !cancelUrl || state.length > MAX_STATE_LENGTH) return problem(locale, "bad_request", 400);

    const result = await gateway.submitCard({
      card: { number: field("card_number"), name: field("card_name"), expMonth: field("exp_month"), expYear: field("exp_year"), cvc: field("cvc") },
      returnUrl,
      cancelUrl,
      state,
      locale,
    });
    if (result.kind === "error") return redirect(withParams(returnUrl, { error: result.code, state }));
    if (result.kind === "token") return redirect(withParams(returnUrl, { token: result.token, state }));
    return redirect(`/gateway/3ds/${encodeURIComponent(result.challengeId)}`);
  }

  async function showChallenge(challengeId: string): Promise<Response> {
    const found = await gateway.findChallenge(challengeId);
    if (found.kind === "not_found") return problem("th", "not_found", 404);
    const { challenge } = found;
    if (found.kind === "finished") return problem(challenge.locale, "finished", 410);
    if (found.kind === "expired") return problem(challenge.locale, "expired", 410, withParams(challenge.cancelUrl, { state: challenge.state }));
    const formOrigins = [challenge.returnUrl, challenge.cancelUrl].map(absoluteOrigin).filter((origin): origin is string => origin !== null);
    return htmlResponse(challengePage(challenge.locale, `/gateway/3ds/${encodeURIComponent(challengeId)}`, challenge), 200, formOrigins);
  }

  async function answerChallenge(request: Request, challengeId: string): Promise<Response> {
    const form = await readForm(request);
    const action = typeof form === "number" ? null : CHALLENGE_ACTIONS.find((candidate) => candidate === form.get("action"));
    if (!action) {
      const found = await gateway.findChallenge(challengeId);
      return problem(found.kind === "not_found" ? "th" : found.challenge.locale, "bad_request", typeof form === "number" ? form : 400);
    }
    const result = await gateway.finishChallenge(challengeId, action);
    if (result.kind === "not_found") return problem("th", "not_found", 404);
    const { challenge } = result;
    if (result.kind === "finished") return problem(challenge.locale, "finished", 410);
    const cancelUrl = checkReturnUrl(challenge.cancelUrl, allowed);
    const returnUrl = checkReturnUrl(challenge.returnUrl, allowed);
    // Allowed when the challenge began; checked again in case the allowed origins changed since.
    if (!cancelUrl || !returnUrl) return problem(challenge.locale, "bad_request", 400);
    if (result.kind === "expired") return problem(challenge.locale, "expired", 410, withParams(cancelUrl, { state: challenge.state }));
    if (result.kind === "authenticated") return redirect(withParams(returnUrl, { token: result.token, state: challenge.state }));
    if (result.kind === "failed") return redirect(withParams(returnUrl, { error: "authentication_failed", state: challenge.state }));
    return redirect(withParams(cancelUrl, { state: challenge.state }));
  }

  return async (request, path) => {
    if (path === "tokens") {
      return request.method === "POST" ? submitCard(request) : methodNotAllowed("POST");
    }
    const challenge = /^3ds\/([A-Za-z0-9_-]{1,64})$/.exec(path);
    if (challenge) {
      const challengeId = challenge[1]!;
      if (request.method === "GET" || request.method === "HEAD") return showChallenge(challengeId);
      if (request.method === "POST") return answerChallenge(request, challengeId);
      return methodNotAllowed("GET, HEAD, POST");
    }
    return problem("th", "not_found", 404);
  };
}
