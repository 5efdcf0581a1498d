/** What the header needs of a pending fetcher to count it in before the backend answers. */
export interface PendingSubmission {
  state: "idle" | "submitting" | "loading";
  formData?: FormData;
  formAction?: string;
}

/**
 * The cart count to show while adds are on their way: the backend's count plus the quantities of
 * adds to this cart action still in flight. Once the layout reloads the fetcher is idle again and
 * the backend's number takes over; a failed add simply stops counting.
 */
export function optimisticCartCount(count: number, pending: readonly PendingSubmission[], cartAction: string): number {
  let extra = 0;
  for (const fetcher of pending) {
    if (fetcher.state !== "submitting" || fetcher.formAction !== cartAction) continue;
    if (fetcher.formData?.get("intent") !== "add") continue;
    const quantity = Number(fetcher.formData.get("quantity") ?? 1);
    if (Number.isInteger(quantity) && quantity > 0) extra += quantity;
  }
  return count + extra;
}
