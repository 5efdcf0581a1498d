import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { DONE_HOLD_MS, nextLoadingPhase, type LoadingPhase } from "~/components/header/loading-phase";

/** Shows that the next page is on its way (JS navigations); "done" lingers for 750 ms. */
export function PageLoadingBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [phase, setPhase] = useState<LoadingPhase>("off");

  useEffect(() => {
    setPhase((previous) => nextLoadingPhase(previous, navigation.state));
  }, [navigation.state]);

  useEffect(() => {
    if (phase !== "done") return;
    const timer = setTimeout(() => setPhase("off"), DONE_HOLD_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  return (
    <div className="loading-bar" data-state={phase} role="status" aria-live="polite">
      {phase === "loading" ? <span className="visually-hidden">{t("header.loading")}</span> : null}
    </div>
  );
}
