/** A browser's cookies for the providers' host (cookies ignore ports; paths are not needed here). */
export class CookieJar {
  readonly #cookies = new Map<string, string>();
  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const [name = "", value = ""] = pair.trim().split(/=(.*)/s);
      const gone = value === "" || attributes.some((a) => /^\s*max-age=0$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (gone) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
  get header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/**
 * What the person's browser does at the providers: follows redirects with cookies until it is sent
 * back to the shop (`storefront`, an origin), filling in nothing by itself.
 */
export class ProviderBrowser {
  readonly jar = new CookieJar();

  constructor(readonly storefront: string) {}

  /** The page the browser shows, or the URL it was sent to at the shop. */
  async go(url: string, form?: Record<string, string>): Promise<{ page?: string; status?: number; action?: string; hidden?: Record<string, string>; back?: URL }> {
    let next: string = url;
    let body = form ? new URLSearchParams(form) : undefined;
    for (let hops = 0; hops < 10; hops++) {
      if (next.startsWith(this.storefront)) return { back: new URL(next) };
      const response = await fetch(next, {
        method: body ? "POST" : "GET",
        headers: { cookie: this.jar.header, ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
        body,
        redirect: "manual",
      });
      this.jar.keep(response);
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        next = new URL(location, next).href;
        body = undefined;
        continue;
      }
      const page = await response.text();
      const action = page.match(/<form method="post" action="([^"]+)"/)?.[1];
      const hidden = Object.fromEntries([...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]));
      return { page, status: response.status, action: action && new URL(action.replace(/&#38;/g, "&"), next).href, hidden };
    }
    throw new Error("too many redirects");
  }
}
