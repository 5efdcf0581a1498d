import { describe, expect, it } from "vitest";
import { loader as startLoader } from "~/routes/$store.sign-in_.$provider";
import { loader as callbackLoader } from "~/routes/$store.sign-in_.$provider_.callback";
import { loader as layoutLoader } from "~/routes/$store";
import { testSettings } from "~/lib/testing/settings";
import { thrownResponse, useDemoShop } from "./engine-context";

/**
 * A provider that is off does not exist for shoppers: no button, and its start and callback URLs
 * are the shop's 404 page (nothing is asked of the provider or the backend). Google is on here,
 * Facebook and LINE are off; and without an integration token nothing is offered at all.
 */
const demo = useDemoShop();

const googleOnly = testSettings({
  SOCIAL_GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com",
  SOCIAL_GOOGLE_CLIENT_SECRET: "secret",
  SOCIAL_GOOGLE_ISSUER: "http://127.0.0.1:2/google",
  MAGENTO_INTEGRATION_TOKEN: "integration-token-0123456789abcdef",
});

function args(path: string, params: Record<string, string>, settings = googleOnly) {
  return { request: new Request(`http://shop.test${path}`), context: { ...demo.context, settings }, params: { store: "en", ...params } };
}

describe("social sign-in providers that are off", () => {
  it("answer 404 at their start and at their callback", async () => {
    for (const provider of ["facebook", "line"]) {
      expect((await thrownResponse(() => startLoader(args(`/en/sign-in/${provider}`, { provider })))).status).toBe(404);
      expect((await thrownResponse(() => callbackLoader(args(`/en/sign-in/${provider}/callback?code=x&state=y`, { provider })))).status).toBe(404);
    }
  });

  it("get no button; the provider that is on does", async () => {
    const layout = await (await layoutLoader(args("/en/sign-in", {}))).json();
    expect(layout.account.socialProviders).toEqual(["google"]);
  });

  it("are all off without an integration token to link identities with", async () => {
    const noToken = testSettings({ SOCIAL_GOOGLE_CLIENT_ID: "id", SOCIAL_GOOGLE_CLIENT_SECRET: "secret" });
    const layout = await (await layoutLoader(args("/en/sign-in", {}, noToken))).json();
    expect(layout.account.socialProviders).toEqual([]);
    expect((await thrownResponse(() => startLoader(args("/en/sign-in/google", { provider: "google" }, noToken)))).status).toBe(404);
  });

  it("send the shopper back to sign-in with a message when the provider cannot be reached", async () => {
    const response = await startLoader(args("/en/sign-in/google", { provider: "google" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/en/sign-in");
  });
});
