/**
 * The one page a journey sees at a provider: plain HTML that works without JavaScript, with a
 * "User id" field and "Continue" / "Cancel" buttons, so browser tests with JS on and off drive it
 * alike. Consent is granted with the login, as for an app the person already trusts.
 */
export interface LoginPage {
  /** Who is asking, e.g. "Google". */
  providerTitle: string;
  /** Where the form posts (the page's own URL). */
  action: string;
  /** Extra hidden fields the provider needs back. */
  hidden?: Record<string, string>;
  /** Shown above the form after a failed attempt. */
  error?: string;
  /** What the person typed, kept after an error. */
  user?: string;
}

/** Escapes text for HTML, attributes included. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderLoginPage(page: LoginPage): string {
  const hidden = Object.entries(page.hidden ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("\n      ");
  const error = page.error ? `<p role="alert">${escapeHtml(page.error)}</p>` : "";
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Sign in with ${escapeHtml(page.providerTitle)} (test provider)</title>
  </head>
  <body>
    <h1>Sign in with ${escapeHtml(page.providerTitle)}</h1>
    ${error}
    <form method="post" action="${escapeHtml(page.action)}">
      ${hidden}
      <label for="user">User id</label>
      <input id="user" name="user" type="text" autocomplete="off" value="${escapeHtml(page.user ?? "")}" autofocus>
      <button type="submit" name="action" value="continue">Continue</button>
      <button type="submit" name="action" value="cancel">Cancel</button>
    </form>
  </body>
</html>`;
}

/** A page for a request the provider will not send back to the client (bad client or redirect). */
export function renderErrorPage(title: string, message: string): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
  <body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body>
</html>`;
}
