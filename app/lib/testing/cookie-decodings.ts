/**
 * Every way someone holding a cookie value might try to read it (tests only): as is, URL-decoded,
 * and each dot-separated part as base64 / base64url, as UTF-8 and Latin-1, and as Remix's signed
 * cookies encode their JSON.
 */
export function cookieDecodings(value: string): string[] {
  const out = [value];
  const attempt = (decode: () => string) => {
    try {
      out.push(decode());
    } catch {
      // not that encoding
    }
  };
  attempt(() => decodeURIComponent(value));
  const unescaped = (() => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  })();
  for (const part of new Set([value, ...value.split("."), unescaped, ...unescaped.split(".")])) {
    attempt(() => Buffer.from(part, "base64").toString("utf8"));
    attempt(() => Buffer.from(part, "base64url").toString("utf8"));
    attempt(() => Buffer.from(part, "base64").toString("latin1"));
    attempt(() => decodeURIComponent(escape(atob(part))));
  }
  return out;
}
