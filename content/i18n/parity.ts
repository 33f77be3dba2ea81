/**
 * A translation has the shape of its English original: the same keys, lists of the same length, the same numbers,
 * booleans and dates, the same ids (lower-case words joined by hyphens: page ids, slugs, icons, enum values), and
 * every other text present. `parityProblems()` lists where a German entry differs; the build fails on any.
 */
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const kindOf = (value: unknown): string =>
  value === null ? "null" : Array.isArray(value) ? "list" : value instanceof Date ? "date" : typeof value;

const show = (value: unknown) => JSON.stringify(value instanceof Date ? value.toISOString() : value);

/**
 * Where `translated` departs from `original`'s shape, each as "<where>.<path>: <what>". With `ids: false` (the
 * interface's words, where "in" or "for" are words, not ids) lower-case strings may differ too.
 */
export function parityProblems(
  original: unknown,
  translated: unknown,
  where: string,
  options: { readonly ids?: boolean } = {},
): string[] {
  const kind = kindOf(original);
  if (kind !== kindOf(translated))
    return [`${where}: is ${kindOf(translated)} in the translation, ${kind} in the original`];
  if (kind === "list") {
    const [a, b] = [original as unknown[], translated as unknown[]];
    if (a.length !== b.length)
      return [`${where}: has ${b.length} items in the translation, ${a.length} in the original`];
    return a.flatMap((item, index) => parityProblems(item, b[index], `${where}[${index}]`, options));
  }
  if (kind === "object") {
    const [a, b] = [original as Record<string, unknown>, translated as Record<string, unknown>];
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) => {
      if (!(key in b)) return [`${where}.${key}: missing in the translation`];
      if (!(key in a)) return [`${where}.${key}: not in the original`];
      return parityProblems(a[key], b[key], `${where}.${key}`, options);
    });
  }
  if (kind === "string") {
    const [a, b] = [original as string, translated as string];
    if (options.ids !== false && ID.test(a) && a !== b)
      return [`${where}: the id ${show(a)} is ${show(b)} in the translation`];
    if (!b.trim()) return [`${where}: is empty in the translation`];
    return [];
  }
  if (kind === "date" ? show(original) !== show(translated) : original !== translated)
    return [`${where}: is ${show(translated)} in the translation, ${show(original)} in the original`];
  return [];
}
