import { useTranslation } from "~/lib/translation/use-translation";

/** First focusable element: keyboard users jump over the header. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t("page.skipToContent")}
    </a>
  );
}
