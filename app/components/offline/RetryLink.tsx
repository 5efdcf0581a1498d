import type { MouseEvent } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { isOfflinePage } from "~/lib/pwa/offline-page";

/**
 * "Try again". The service worker shows the offline page in place of the page the shopper asked
 * for, at that page's address: with JavaScript a reload asks for it again. Without JavaScript (or
 * on the offline page's own address, where a reload would only show this page again) it is a
 * plain link to the store's home page.
 */
export function RetryLink({ home }: { home: string }) {
  const { t } = useTranslation();
  const retry = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isOfflinePage(window.location.pathname)) return;
    event.preventDefault();
    window.location.reload();
  };
  return (
    <a className="button button--primary offline-page__retry" href={home} onClick={retry}>
      {t("offline.retry")}
    </a>
  );
}
