/**
 * Whether a request carries a secret as `Authorization: Bearer <token>`, compared in constant time
 * (as SHA-256 digests, so neither the length nor a common prefix shows in the time taken). Web
 * Crypto only: used by `PURGE` (server/purge.ts) on every host and by `/metrics` on Node.
 */
export async function carriesBearerToken(request: Request, token: string | undefined): Promise<boolean> {
  const sent = /^Bearer\s+(\S+)$/i.exec(request.headers.get("Authorization")?.trim() ?? "")?.[1];
  if (!token || !sent) return false;
  const [a, b] = await Promise.all([sent, token].map((text) => crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))));
  const left = new Uint8Array(a!);
  const right = new Uint8Array(b!);
  let difference = 0;
  for (let index = 0; index < left.length; index++) difference |= left[index]! ^ right[index]!;
  return difference === 0;
}
