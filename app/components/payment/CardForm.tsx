import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { PaymentProgress } from "~/components/payment/PaymentProgress";
import { checkCard, type CardField, type CardProblems } from "~/lib/payment/card-checks";

export interface CardFormProps {
  /** The gateway's tokenising endpoint and what it needs to send the shopper back. */
  form: { action: string; returnUrl: string; cancelUrl: string; locale: string; state: string; sandbox: boolean };
  /** The gateway's error from the last try (`?error=`), with its message key and field. */
  error: { key: string; field: CardField | null } | null;
  expiryYears: number[];
  /** The formatted amount the card will be charged. */
  amount: string;
  /** Where "choose another payment method" leads. */
  otherMethodsHref: string;
  /** True while the card form itself is being loaded again. */
  loading?: boolean;
  /** A signed-in customer may keep the card for later ("Save this card for later"). */
  canSaveCard?: boolean;
}

/** Field order: the first field with a problem gets the focus. */
const FIELD_ORDER: CardField[] = ["card_number", "card_name", "expiry", "cvc"];
const FIELD_IDS: Record<CardField, string> = { card_number: "card-number", card_name: "card-name", expiry: "card-exp-month", cvc: "card-cvc" };
const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, "0"));

/**
 * The card form. It is a plain HTML form that posts straight to the gateway (never to this
 * server, never with GET, so card data stays out of our logs, URLs and history); the fields are
 * uncontrolled, so the typed card is not kept in React state either. Without JavaScript the
 * browser's own checks and the gateway's `?error=` answer guide the shopper; with it the Luhn,
 * expiry and security code checks run before the card leaves the page, so a typo costs nothing.
 */
export function CardForm({ form, error, expiryYears, amount, otherMethodsHref, loading = false, canSaveCard = false }: CardFormProps) {
  const { t } = useTranslation();
  const [enhanced, setEnhanced] = useState(false);
  const [problems, setProblems] = useState<CardProblems | null>(null);
  const [checking, setChecking] = useState(false);
  const [focusField, setFocusField] = useState<{ field: CardField } | null>(null);
  const submitted = useRef(false);

  useEffect(() => setEnhanced(true), []);

  // Coming back with the browser's Back button (from the gateway) shows the form ready again.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      submitted.current = false;
      setChecking(false);
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  useEffect(() => {
    if (focusField) document.getElementById(FIELD_IDS[focusField.field])?.focus();
  }, [focusField]);

  /** The message under a field: this page's own check once it ran, else the gateway's answer. */
  const messageFor = (field: CardField): string | null => {
    if (problems) return problems[field] ? t(`payment.errors.${problems[field]}`) : null;
    return error?.field === field ? t(error.key) : null;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (submitted.current) {
      event.preventDefault();
      return;
    }
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    const found = checkCard({
      number: text("card_number"),
      name: text("card_name"),
      expMonth: text("exp_month"),
      expYear: text("exp_year"),
      cvc: text("cvc"),
    });
    setProblems(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      event.preventDefault();
      setFocusField({ field: first });
      return;
    }
    submitted.current = true;
    setChecking(true);
  };

  const generalError = !problems && error && !error.field ? t(error.key) : null;
  const problemCount = problems ? FIELD_ORDER.filter((field) => problems[field]).length : 0;

  return (
    <form className="card-form" method="post" action={form.action} noValidate={enhanced} onSubmit={onSubmit} aria-labelledby="card-form-heading">
      <h2 id="card-form-heading" className="card-form__heading">
        {t("payment.card.formHeading")}
      </h2>
      <p className="card-form__secure">{t("payment.card.secure")}</p>
      {form.sandbox ? <p className="card-form__sandbox">{t("payment.card.sandbox")}</p> : null}
      {generalError ? (
        <p className="card-form__error" role="alert">
          {generalError}
        </p>
      ) : null}
      {error?.field && !problems ? (
        <p className="card-form__error" role="alert">
          {t("payment.card.checkDetails")}
        </p>
      ) : null}
      {problemCount > 0 ? (
        <p className="card-form__error" role="alert">
          {t("payment.card.problems", { count: problemCount })}
        </p>
      ) : null}

      <input type="hidden" name="return_url" value={form.returnUrl} />
      <input type="hidden" name="cancel_url" value={form.cancelUrl} />
      <input type="hidden" name="state" value={form.state} />
      <input type="hidden" name="locale" value={form.locale} />

      <CardTextField
        field="card_number"
        label={t("payment.card.number")}
        message={messageFor("card_number")}
        inputProps={{
          name: "card_number",
          autoComplete: "cc-number",
          inputMode: "numeric",
          pattern: "[0-9 \\-]{12,23}",
          maxLength: 23,
          required: true,
        }}
      />
      <CardTextField
        field="card_name"
        label={t("payment.card.name")}
        message={messageFor("card_name")}
        inputProps={{ name: "card_name", autoComplete: "cc-name", maxLength: 100, required: true, autoCapitalize: "characters" }}
      />

      <fieldset className="card-form__expiry" aria-describedby={messageFor("expiry") ? "card-expiry-error" : undefined}>
        <legend className="card-form__label">{t("payment.card.expiry")}</legend>
        <div className="card-form__expiry-fields">
          <label className="card-form__sublabel" htmlFor="card-exp-month">
            {t("payment.card.month")}
            <select
              id="card-exp-month"
              name="exp_month"
              autoComplete="cc-exp-month"
              required
              defaultValue=""
              aria-invalid={messageFor("expiry") ? true : undefined}
              aria-describedby={messageFor("expiry") ? "card-expiry-error" : undefined}
            >
              <option value="">{t("payment.card.monthPlaceholder")}</option>
              {MONTHS.map((month) => (
                <option key={month} value={month}>
                  {month}
                </option>
              ))}
            </select>
          </label>
          <label className="card-form__sublabel" htmlFor="card-exp-year">
            {t("payment.card.year")}
            <select
              id="card-exp-year"
              name="exp_year"
              autoComplete="cc-exp-year"
              required
              defaultValue=""
              aria-invalid={messageFor("expiry") ? true : undefined}
              aria-describedby={messageFor("expiry") ? "card-expiry-error" : undefined}
            >
              <option value="">{t("payment.card.yearPlaceholder")}</option>
              {expiryYears.map((year) => (
                <option key={year} value={String(year)}>
                  {year}
                </option>
              ))}
            </select>
          </label>
        </div>
        {messageFor("expiry") ? (
          <p id="card-expiry-error" className="card-form__field-error">
            {messageFor("expiry")}
          </p>
        ) : null}
      </fieldset>

      <CardTextField
        field="cvc"
        label={t("payment.card.cvc")}
        hint={t("payment.card.cvcHint")}
        message={messageFor("cvc")}
        inputProps={{ name: "cvc", autoComplete: "cc-csc", inputMode: "numeric", pattern: "[0-9]{3,4}", maxLength: 4, required: true }}
        narrow
      />

      {canSaveCard ? (
        <div className="card-form__save">
          <input type="checkbox" id="card-save" name="save_card" value="1" aria-describedby="card-save-hint" />
          <label htmlFor="card-save">{t("payment.card.saveCard")}</label>
          <p id="card-save-hint" className="card-form__hint">
            {t("payment.card.saveCardHint")}
          </p>
        </div>
      ) : null}

      <PaymentProgress phase={checking ? "checking" : loading ? "loading" : "idle"} />
      <div className="card-form__actions">
        <button type="submit" className="button button--primary card-form__pay" aria-disabled={checking || undefined}>
          {t("payment.card.pay", { amount })}
        </button>
        <a className="card-form__other" href={otherMethodsHref}>
          {t("payment.choosePaymentMethod")}
        </a>
      </div>
    </form>
  );
}

interface CardTextFieldProps {
  field: Exclude<CardField, "expiry">;
  label: string;
  hint?: string;
  message: string | null;
  inputProps: React.InputHTMLAttributes<HTMLInputElement>;
  narrow?: boolean;
}

/** One labelled text field of the card form, with its hint and its error tied to it for screen readers. */
function CardTextField({ field, label, hint, message, inputProps, narrow = false }: CardTextFieldProps) {
  const id = FIELD_IDS[field];
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`card-form__field${narrow ? " card-form__field--narrow" : ""}`}>
      <label className="card-form__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="card-form__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        type="text"
        className="card-form__input"
        spellCheck={false}
        autoCorrect="off"
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      {message ? (
        <p id={`${id}-error`} className="card-form__field-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
