import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CardForm, type CardFormProps } from "~/components/payment/CardForm";

const props: CardFormProps = {
  form: { action: "/gateway/tokens", returnUrl: "/th/creditcard/complete", cancelUrl: "/th/cancellation", locale: "th", state: "st4te", sandbox: true },
  error: null,
  expiryYears: [2026, 2027],
  amount: "฿1,060.00",
  otherMethodsHref: "/th/checkout?step=payment",
};

/** What a shopper without JavaScript gets: the server's markup. */
const markup = (overrides: Partial<CardFormProps> = {}) => renderToStaticMarkup(<CardForm {...props} {...overrides} />);

describe("card form without JavaScript", () => {
  it("posts straight to the gateway with what it needs to come back", () => {
    const html = markup();
    expect(html).toMatch(/<form class="card-form" method="post" action="\/gateway\/tokens"/);
    expect(html).toContain('<input type="hidden" name="return_url" value="/th/creditcard/complete"/>');
    expect(html).toContain('<input type="hidden" name="cancel_url" value="/th/cancellation"/>');
    expect(html).toContain('<input type="hidden" name="state" value="st4te"/>');
    expect(html).toContain('<input type="hidden" name="locale" value="th"/>');
  });

  it("lets the browser fill the card in and brings up the number pad", () => {
    const html = markup();
    expect(html).toMatch(/<input id="card-number"[^>]*name="card_number"[^>]*autoComplete="cc-number"[^>]*inputMode="numeric"/);
    expect(html).toMatch(/<input id="card-name"[^>]*name="card_name"[^>]*autoComplete="cc-name"/);
    expect(html).toMatch(/<select id="card-exp-month" name="exp_month" autoComplete="cc-exp-month" required=""/);
    expect(html).toMatch(/<select id="card-exp-year" name="exp_year" autoComplete="cc-exp-year" required=""/);
    expect(html).toMatch(/<input id="card-cvc"[^>]*name="cvc"[^>]*autoComplete="cc-csc"[^>]*inputMode="numeric"/);
    expect(html).toContain('<option value="2027">2027</option>');
    // The browser's own checks work before any script: required fields and digit patterns.
    expect(html).not.toContain("noValidate");
  });

  it("shows the gateway's error next to its field, tied to it for screen readers", () => {
    const html = markup({ error: { key: "payment.errors.invalid_cvc", field: "cvc" } });
    expect(html).toMatch(/<input id="card-cvc"[^>]*aria-invalid="true"[^>]*aria-describedby="card-cvc-hint card-cvc-error"/);
    expect(html).toContain('<p id="card-cvc-error" class="card-form__field-error">payment.errors.invalid_cvc</p>');
    expect(html).toContain('role="alert">payment.card.checkDetails</p>');
  });

  it("shows an error about the payment as a whole above the fields", () => {
    const html = markup({ error: { key: "payment.errors.unavailable", field: null } });
    expect(html).toContain('<p class="card-form__error" role="alert">payment.errors.unavailable</p>');
    expect(html).not.toContain("aria-invalid");
  });

  it("has an empty progress live region until something happens, and says Loading Payment while the form reloads", () => {
    expect(markup()).toContain('<p class="payment-progress" role="status"></p>');
    expect(markup({ loading: true })).toContain('role="status">payment.progress.loading</p>');
  });
});
