/**
 * Choosing a variant of a configurable product from its options (colour, size, …). The choice is
 * in the URL (`?color=49&size=167`: attribute code = value index), so the server renders the
 * chosen variant's picture, price and stock, without JavaScript too. Pure functions: the server
 * decides, the browser can reuse them.
 */

export type Swatch = { kind: "color"; hex: string } | { kind: "image"; src: string } | { kind: "text"; text: string };

export interface OptionValue {
  valueIndex: number;
  uid: string;
  label: string;
  swatch: Swatch | null;
}

export interface ConfigurableOption {
  code: string;
  label: string;
  values: OptionValue[];
}

/** Attribute code → chosen value index. */
export type Selection = Record<string, number>;

export interface VariantLike {
  /** Attribute code → value index of this variant. */
  attributes: Record<string, number>;
  inStock: boolean;
}

/** How a value looks given the other choices: can be bought, exists but sold out, or does not exist. */
export type ValueState = "available" | "out-of-stock" | "unavailable";

/** The choice a URL makes; unknown options and values that do not exist are dropped. */
export function parseSelection(search: URLSearchParams, options: readonly ConfigurableOption[]): Selection {
  const selection: Selection = {};
  for (const option of options) {
    const raw = search.get(option.code);
    if (raw === null || !/^\d{1,10}$/.test(raw.trim())) continue;
    const valueIndex = Number(raw.trim());
    if (option.values.some((value) => value.valueIndex === valueIndex)) selection[option.code] = valueIndex;
  }
  return selection;
}

function matches(variant: VariantLike, selection: Selection, except?: string): boolean {
  return Object.entries(selection).every(([code, valueIndex]) => code === except || variant.attributes[code] === valueIndex);
}

export function isSelectionComplete(options: readonly ConfigurableOption[], selection: Selection): boolean {
  return options.every((option) => selection[option.code] !== undefined);
}

/** The variant every option's choice names, or null (choice incomplete or no such combination). */
export function findVariant<V extends VariantLike>(
  variants: readonly V[],
  options: readonly ConfigurableOption[],
  selection: Selection,
): V | null {
  if (!isSelectionComplete(options, selection)) return null;
  return variants.find((variant) => matches(variant, selection)) ?? null;
}

/**
 * The variant whose pictures to show for a partial choice (only a colour picked): the first one
 * that fits it, preferring one in stock. Null when nothing is chosen or nothing fits.
 */
export function previewVariant<V extends VariantLike>(variants: readonly V[], selection: Selection): V | null {
  if (!Object.keys(selection).length) return null;
  const fitting = variants.filter((variant) => matches(variant, selection));
  return fitting.find((variant) => variant.inStock) ?? fitting[0] ?? null;
}

/**
 * For every value of every option, what choosing it would give together with the other options'
 * current choices: marks sizes that do not exist in the chosen colour, or are sold out in it.
 */
export function valueStates(
  options: readonly ConfigurableOption[],
  variants: readonly VariantLike[],
  selection: Selection,
): Record<string, Record<number, ValueState>> {
  const states: Record<string, Record<number, ValueState>> = {};
  for (const option of options) {
    const byValue: Record<number, ValueState> = {};
    for (const value of option.values) {
      const fitting = variants.filter(
        (variant) => variant.attributes[option.code] === value.valueIndex && matches(variant, selection, option.code),
      );
      byValue[value.valueIndex] = !fitting.length ? "unavailable" : fitting.some((variant) => variant.inStock) ? "available" : "out-of-stock";
    }
    states[option.code] = byValue;
  }
  return states;
}

/** The query string of a choice, options in their display order (for links and redirects). */
export function selectionSearch(options: readonly ConfigurableOption[], selection: Selection): string {
  const search = new URLSearchParams();
  for (const option of options) {
    const value = selection[option.code];
    if (value !== undefined) search.set(option.code, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
