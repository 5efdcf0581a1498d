import { randomBytes, randomInt } from "node:crypto";
import type { SocialProviderName } from "./clients";

/** A person with an account at one provider. Without `email`, the provider has none to share. */
export interface ProviderUser {
  sub: string;
  name: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export type NewProviderUser = Omit<ProviderUser, "sub"> & { sub?: string };

/** Why a user could not be added; the admin API answers it with 400 or 409. */
export class UserRejected extends Error {
  constructor(
    message: string,
    readonly status: 400 | 409,
  ) {
    super(message);
  }
}

/**
 * A fresh subject in the provider's own shape: Google's are 21 digits, LINE's are "U" and 32 hex
 * digits, Facebook's app-scoped ids are 16 digits. Tests see ids like the storefront will.
 */
function newSubject(provider: SocialProviderName): string {
  const digits = (count: number) => Array.from({ length: count }, (_, i) => randomInt(i === 0 ? 1 : 0, 10)).join("");
  switch (provider) {
    case "google":
      return `1${digits(20)}`;
    case "line":
      return `U${randomBytes(16).toString("hex")}`;
    case "facebook":
      return digits(16);
  }
}

/** Each provider's people, in memory: the harness starts empty and tests add whom they need. */
export class UserDirectory {
  readonly #users = new Map<SocialProviderName, Map<string, ProviderUser>>([
    ["google", new Map()],
    ["facebook", new Map()],
    ["line", new Map()],
  ]);

  /** Adds a person and returns their subject; a subject is never given out twice. */
  add(provider: SocialProviderName, user: NewProviderUser): string {
    const people = this.#users.get(provider);
    if (!people) throw new UserRejected(`Unknown provider "${String(provider)}"`, 400);
    if (typeof user?.name !== "string" || user.name.trim() === "") {
      throw new UserRejected("A user needs a name", 400);
    }
    if (user.sub !== undefined && (typeof user.sub !== "string" || user.sub === "")) {
      throw new UserRejected("sub must be a non-empty string", 400);
    }
    let sub = user.sub ?? newSubject(provider);
    if (user.sub !== undefined && people.has(sub)) {
      throw new UserRejected(`A ${provider} user "${sub}" already exists`, 409);
    }
    while (people.has(sub)) sub = newSubject(provider);
    const person: ProviderUser = { sub, name: user.name };
    if (user.email !== undefined) person.email = user.email;
    if (user.email_verified !== undefined) person.email_verified = user.email_verified;
    if (user.given_name !== undefined) person.given_name = user.given_name;
    if (user.family_name !== undefined) person.family_name = user.family_name;
    people.set(sub, person);
    return sub;
  }

  find(provider: SocialProviderName, sub: string): ProviderUser | undefined {
    return this.#users.get(provider)?.get(sub);
  }
}
