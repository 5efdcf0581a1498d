import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/lib/translation/use-translation";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useStoreCode } from "~/hooks/use-store-layout";
import { storeHref } from "~/lib/store-view";

/**
 * The page of a newsletter email's link (confirm or unsubscribe): one button that posts the link's
 * id and code, then the outcome, or why the link does not work with a way to subscribe again.
 */
export function NewsletterLinkPage({
  action,
  link,
  done,
  problem,
}: {
  action: "confirm" | "unsubscribe";
  link: { id: number; code: string } | null;
  done: boolean;
  problem: string | null;
}) {
  const { t } = useTranslation();
  const storeCode = useStoreCode();
  const path = storeHref(storeCode, `/newsletter/subscriber/${action}`);
  return (
    <div className="account-page">
      <h1 className="account-page__title">{t(`newsletter.${action}.title`)}</h1>
      {done ? (
        <p role="status" className="account-page__confirmation">
          {t(`newsletter.${action}.done`)}
        </p>
      ) : problem ? (
        <div className="form-field__errors" role="alert">
          <p className="form-field__error">{t(problem)}</p>
        </div>
      ) : null}
      {!done && link && !problem ? (
        <Form method="post" action={`${path}?id=${link.id}&code=${encodeURIComponent(link.code)}`} className="account-form">
          <p>{t(`newsletter.${action}.intro`)}</p>
          <input type="hidden" name="id" value={link.id} />
          <input type="hidden" name="code" value={link.code} />
          <SubmitButton label={t(`newsletter.${action}.button`)} />
        </Form>
      ) : null}
      <p className="account-form__links">
        {problem ? <Link to={storeHref(storeCode, "/email-signup")}>{t("newsletter.subscribeAgain")}</Link> : null}{" "}
        <Link to={storeHref(storeCode)}>{t("newsletter.continueShopping")}</Link>
      </p>
    </div>
  );
}
