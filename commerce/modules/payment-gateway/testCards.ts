/**
 * The sandbox's test cards (documented in docs/engine.md): each number decides what authorising
 * its token answers and whether the "bank" asks for 3-D Secure first. Any other valid number of a
 * supported brand is approved without 3-D Secure.
 */

/** What an authorisation with the card's token answers. */
export type CardOutcome = "approved" | "card_declined" | "insufficient_funds";

export interface TestCard {
  number: string;
  outcome: CardOutcome;
  threeDSecure: boolean;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: "4242424242424242", outcome: "approved", threeDSecure: false },
  { number: "5555555555554444", outcome: "approved", threeDSecure: false },
  { number: "4000000000000002", outcome: "card_declined", threeDSecure: false },
  { number: "4000000000009995", outcome: "insufficient_funds", threeDSecure: false },
  { number: "4000000000003220", outcome: "approved", threeDSecure: true },
];

export function testCardBehaviour(digits: string): { outcome: CardOutcome; threeDSecure: boolean } {
  const card = TEST_CARDS.find((candidate) => candidate.number === digits);
  return { outcome: card?.outcome ?? "approved", threeDSecure: card?.threeDSecure ?? false };
}
