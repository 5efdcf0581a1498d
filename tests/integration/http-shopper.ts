/**
 * A shopper without JavaScript, over real HTTP: GETs pages and posts the storefront's forms with
 * its cookie, never following redirects by itself (each 303 is checked where it matters).
 */
export class HttpShopper {
  private cookies = new Map<string, string>();

  constructor(readonly origin: string) {}

  /** Takes a copy of `other`'s cookies (the same browser, copied at this moment). */
  adoptCookies(other: HttpShopper): void {
    this.cookies = new Map(other.cookies);
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async get(pathOrUrl: string): Promise<Response> {
    return this.send(pathOrUrl, { method: "GET" });
  }

  async post(pathOrUrl: string, form: Record<string, string>): Promise<Response> {
    return this.send(pathOrUrl, {
      method: "POST",
      body: new URLSearchParams(form),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
  }

  private async send(pathOrUrl: string, init: RequestInit): Promise<Response> {
    const url = new URL(pathOrUrl, this.origin);
    const headers = new Headers(init.headers);
    // Cookies are the storefront's: a post to another origin (the card gateway) carries none.
    if (url.origin === this.origin && this.cookies.size) headers.set("Cookie", this.cookieHeader);
    const response = await fetch(url, { ...init, headers, redirect: "manual", signal: AbortSignal.timeout(30_000) });
    if (url.origin === this.origin) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const at = pair!.indexOf("=");
        const name = pair!.slice(0, at);
        const value = pair!.slice(at + 1);
        if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
    }
    return response;
  }
}

/** `&amp;` and friends back to text, for URLs read out of HTML attributes. */
export function htmlAttribute(value: string): string {
  return value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
}
