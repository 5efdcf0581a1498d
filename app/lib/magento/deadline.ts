import { BackendTimeoutError } from "~/lib/magento/errors";

/** `work`'s answer, or a BackendTimeoutError once `deadline` (epoch ms) has passed. */
export function beforeDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
  const remaining = deadline - Date.now();
  if (remaining === Infinity) return work;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BackendTimeoutError("The commerce backend did not answer in time.")), Math.max(0, remaining));
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
