import { describe, expect, it } from "vitest";
import { FLOW_SECONDS, keepFlow, readFlow, type SignInFlow } from "~/lib/social/flow-cookie.server";

const settings = { SESSION_SECRET: "flow-cookie-test-secret-0123456789abcdef", SESSION_PREVIOUS_SECRETS: [], NODE_ENV: "production" as const };
const flow: SignInFlow = { provider: "line", storeCode: "th", state: "s", nonce: "n", codeVerifier: "v", returnTo: "/th/cart", startedAt: Date.now() };

async function requestWith(setCookie: string): Promise<Request> {
  return new Request("https://shop.example/th/sign-in/line/callback", { headers: { Cookie: setCookie.split(";")[0]! } });
}

describe("the sign-in flow cookie", () => {
  it("is httpOnly, SameSite=Lax, Secure in production, and lives ten minutes", async () => {
    expect(await keepFlow(flow, settings)).toMatch(new RegExp(`^__social_flow=v1\\.[\\w-]+; Max-Age=${FLOW_SECONDS}; Path=/; HttpOnly; Secure; SameSite=Lax$`));
  });

  it("comes back for its own provider and store view only", async () => {
    const request = await requestWith(await keepFlow(flow, settings));
    expect(await readFlow(request, settings, { provider: "line", storeCode: "th" })).toEqual(flow);
    expect(await readFlow(request, settings, { provider: "google", storeCode: "th" })).toBeNull();
    expect(await readFlow(request, settings, { provider: "line", storeCode: "en" })).toBeNull();
  });

  it("is refused once older than ten minutes, or when changed or sealed with another secret", async () => {
    const old = await requestWith(await keepFlow({ ...flow, startedAt: Date.now() - FLOW_SECONDS * 1000 - 1 }, settings));
    expect(await readFlow(old, settings, { provider: "line", storeCode: "th" })).toBeNull();
    const sealed = (await keepFlow(flow, settings)).split(";")[0]!;
    const changed = new Request("https://shop.example/", { headers: { Cookie: `${sealed.slice(0, -2)}AA` } });
    expect(await readFlow(changed, settings, { provider: "line", storeCode: "th" })).toBeNull();
    const other = await requestWith(await keepFlow(flow, { ...settings, SESSION_SECRET: "another-secret-0123456789abcdef0123456789" }));
    expect(await readFlow(other, settings, { provider: "line", storeCode: "th" })).toBeNull();
  });
});
