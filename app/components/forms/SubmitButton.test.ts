import { describe, expect, it } from "vitest";
import { isSending } from "~/components/forms/SubmitButton";

const sending = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return { state: "submitting", formData };
};

describe("which submit button says it is sending", () => {
  it("the one whose intent is on its way, not the page's other forms", () => {
    expect(isSending(sending({ intent: "email" }), "email")).toBe(true);
    expect(isSending(sending({ intent: "email" }), "password")).toBe(false);
  });

  it("a form's only button (no intent) while anything is sent", () => {
    expect(isSending(sending({ subscribed: "on" }), undefined)).toBe(true);
  });

  it("none once the answer is loading or the page is idle", () => {
    expect(isSending({ state: "loading", formData: new FormData() }, undefined)).toBe(false);
    expect(isSending({ state: "idle" }, "email")).toBe(false);
  });
});
