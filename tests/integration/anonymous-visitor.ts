/**
 * A visitor without cookies, for the full-page cache's tests: every request is a first visit, and
 * each answer says what the cache did (`X-Page-Cache`: hit, stale, miss, or null when it was not asked).
 */
export async function anonymousGet(origin: string, path: string, headers: Record<string, string> = {}, method = "GET") {
  const response = await fetch(new URL(path, origin), { method, headers, redirect: "manual" });
  return { response, state: response.headers.get("X-Page-Cache"), body: await response.text() };
}

/** The copy is kept once the miss's body was sent: asks again until the page is a hit. */
export async function untilCached(origin: string, path: string) {
  for (let tries = 0; tries < 50; tries++) {
    const answer = await anonymousGet(origin, path);
    if (answer.state === "hit") return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path} was never answered from the cache`);
}
