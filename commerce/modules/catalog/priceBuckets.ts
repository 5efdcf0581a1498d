/**
 * Layered-navigation price buckets, as Magento's "automatic (equalize price ranges)" calculation
 * (Magento\Framework\Search\Dynamic\Algorithm\Auto with the OpenSearch data provider): the step is
 * a power of ten below the highest price, made ten times smaller while every product would fall
 * into one bucket (never below 10). A price p falls into bucket floor(p / step) + 1, which covers
 * [(k - 1) * step, k * step]; the option value is "from_to" and the label "from-to".
 */
export const MIN_RANGE_POWER = 10;

/** The bucket number of a price for a step. */
export function bucketIndex(price: number, step: number): number {
  return Math.floor(price / step) + 1;
}

/** The step for a set of prices, from its lowest and highest price. */
export function chooseStep(minPrice: number, maxPrice: number): number {
  const digits = String(Math.max(0, Math.floor(maxPrice))).length;
  let power = 1;
  let step: number;
  do {
    step = 10 ** (digits - power);
    power++;
  } while (step > MIN_RANGE_POWER && bucketIndex(minPrice, step) === bucketIndex(maxPrice, step));
  return step;
}

export interface PriceBucket {
  value: string;
  label: string;
  count: number;
}

/** A bucket's option: value "1000_2000", label "1000-2000". */
export function priceBucket(index: number, step: number, count: number): PriceBucket {
  const from = formatAmount((index - 1) * step);
  const to = formatAmount(index * step);
  return { value: `${from}_${to}`, label: `${from}-${to}`, count };
}

function formatAmount(value: number): string {
  return String(Math.round(value * 100) / 100);
}
