/**
 * The filters of /work (app/routes/work.tsx): which a query string applies, which
 * studies match, the count sentence, and the query string for a change. The
 * loader describes the filters (labels, options) at build; this runs in the browser.
 */

export type FilterKey = "industry" | "audience" | "service";

/** The words of the count sentence and the empty list, in the page's language (app/shared/work-catalogue.ts). */
export interface WorkWords {
  /** "case study", "case studies". */
  readonly one: string;
  readonly other: string;
  /** What /work says when no study matches every filter. */
  readonly noMatch: string;
}

export interface WorkFilter {
  /** The query parameter and the key of each study's `tags`. */
  readonly key: FilterKey;
  readonly label: string;
  /** The label of the empty option ("All industries"). */
  readonly all: string;
  /** How the count sentence introduces the value: "in" Healthcare, "for" NGOs. */
  readonly prep: string;
  readonly options: readonly { readonly id: string; readonly label: string }[];
}

/** The value applied for each filter; a filter that is not applied has no key. */
export type AppliedFilters = Partial<Record<FilterKey, string>>;

/** What the query string applies: only values that are options of their filter (`?industry=nope` is no filter). */
export const appliedFilters = (filters: readonly WorkFilter[], params: URLSearchParams): AppliedFilters => {
  const applied: AppliedFilters = {};
  for (const { key, options } of filters) {
    const value = params.get(key);
    if (options.some((option) => option.id === value)) applied[key] = value!;
  }
  return applied;
};

/** Whether a study's tags hold every applied value. */
export const matches = (tags: Readonly<Record<FilterKey, readonly string[]>>, applied: AppliedFilters): boolean =>
  (Object.keys(applied) as FilterKey[]).every((key) => tags[key].includes(applied[key]!));

/** "12 case studies", "2 case studies in Healthcare", "1 case study in Healthcare for NGOs". */
export const countText = (
  count: number,
  filters: readonly WorkFilter[],
  applied: AppliedFilters,
  words: Pick<WorkWords, "one" | "other">,
): string =>
  filters.reduce(
    (text, { key, prep, options }) => {
      const option = options.find((item) => item.id === applied[key]);
      return option ? `${text} ${prep} ${option.label}` : text;
    },
    `${count} ${count === 1 ? words.one : words.other}`,
  );

/** The query string with exactly these filters: other parameters stay, unknown filter values go. */
export const withFilters = (
  params: URLSearchParams,
  filters: readonly WorkFilter[],
  applied: AppliedFilters,
): URLSearchParams => {
  const next = new URLSearchParams(params);
  for (const { key } of filters) {
    const value = applied[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
};
