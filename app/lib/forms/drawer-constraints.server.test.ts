import { describe, expect, it } from "vitest";
import { PASSWORD_MIN } from "~/lib/forms/account";
import { drawerFormConstraints } from "~/lib/forms/drawer-constraints.server";

describe("the drawer's account form constraints", () => {
  it("mark what the account routes require, from the same schemas", () => {
    const { signIn, createAccount, forgotPassword } = drawerFormConstraints();
    expect(signIn.email).toMatchObject({ required: true });
    expect(signIn.password).toMatchObject({ required: true });
    expect(createAccount.firstname).toMatchObject({ required: true });
    expect(createAccount.password).toMatchObject({ required: true, minLength: PASSWORD_MIN });
    expect(createAccount.newsletter?.required).toBeFalsy();
    expect(forgotPassword.email).toMatchObject({ required: true });
  });
});
