import { useRef, type FocusEvent, type KeyboardEvent } from "react";
import { useTranslation } from "~/lib/translation/use-translation";
import { Icon, isIconName } from "~/components/icons/Icon";
import { useToastActions, useToasts } from "~/components/toasts/ToastProvider";
import type { Toast } from "~/lib/toasts/toast-store";

/**
 * The toasts showing, stacked in a corner (spec §9: 20rem wide). The area stays in the page so
 * screen readers know it before a toast arrives; each message is its own live region (errors
 * interrupt as alerts, the rest wait politely), and only the message: the buttons are not read out.
 */
export function ToastArea() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <section className="toasts" aria-label={t("toasts.region")}>
      {toasts.map((toast) => (
        <ToastView key={toast.id} toast={toast} />
      ))}
    </section>
  );
}

function ToastView({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const { dismiss, action, pause, resume } = useToastActions();
  // Its timeout waits while the pointer is over it or the focus is in it.
  const reading = useRef({ pointer: false, focus: false });
  const reads = (change: Partial<{ pointer: boolean; focus: boolean }>) => {
    reading.current = { ...reading.current, ...change };
    if (reading.current.pointer || reading.current.focus) pause(toast.id);
    else resume(toast.id);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) reads({ focus: false });
  };
  // Escape closes the toast that has the keyboard focus (its action or dismiss button).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !toast.dismissable) return;
    event.stopPropagation();
    dismiss(toast.id);
  };
  return (
    <div
      className={`toast toast--${toast.type}`}
      onKeyDown={onKeyDown}
      onPointerEnter={() => reads({ pointer: true })}
      onPointerLeave={() => reads({ pointer: false })}
      onFocus={() => reads({ focus: true })}
      onBlur={onBlur}
    >
      {toast.icon && isIconName(toast.icon) ? <Icon name={toast.icon} className="toast__icon" /> : null}
      <p className="toast__message" role={toast.type === "error" ? "alert" : "status"}>
        {toast.message}
      </p>
      {toast.actionText ? (
        <button type="button" className="toast__action" onClick={() => action(toast.id)}>
          {toast.actionText}
        </button>
      ) : null}
      {toast.dismissable ? (
        <button type="button" className="icon-button toast__dismiss" aria-label={t("toasts.dismiss")} onClick={() => dismiss(toast.id)}>
          <Icon name="close" size={20} />
        </button>
      ) : null}
    </div>
  );
}
