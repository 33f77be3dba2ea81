/** A piece of a search result's snippet: text, highlighted where it matches the query. */
export interface SnippetPart {
  readonly text: string;
  readonly mark: boolean;
}

const NAMED: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** The character a numeric reference names, or undefined for one no text can contain. */
function codePoint(digits: string, radix: number): string | undefined {
  const value = Number.parseInt(digits, radix);
  return Number.isInteger(value) && value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff)
    ? String.fromCodePoint(value)
    : undefined;
}

/** Decodes the character references an excerpt may hold (`&amp;`, `&#39;`, `&#x27;`…); others stay as written. */
function decode(text: string): string {
  return text.replace(
    /&(?:#x([0-9a-f]{1,6})|#(\d{1,7})|([a-z]+));/gi,
    (whole, hex?: string, decimal?: string, name?: string) =>
      hex !== undefined
        ? (codePoint(hex, 16) ?? whole)
        : decimal !== undefined
          ? (codePoint(decimal, 10) ?? whole)
          : (NAMED[name!.toLowerCase()] ?? whole),
  );
}

/**
 * A result's excerpt from the search index (HTML, with the matches in `<mark>`) as text parts. Only `<mark>` and
 * `</mark>` are read as markup; everything else is text: character references are decoded, and any other tag stays
 * the literal characters it is. The page renders the parts as React text and `<mark>` elements, never as HTML, so
 * nothing in an excerpt can become an element, an attribute or a script.
 */
export function snippetParts(excerpt: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let mark = false;
  for (const piece of excerpt.split(/(<\/?mark>)/i)) {
    const tag = piece.toLowerCase();
    if (tag === "<mark>") mark = true;
    else if (tag === "</mark>") mark = false;
    else if (piece) {
      const text = decode(piece);
      const last = parts[parts.length - 1];
      if (last?.mark === mark) parts[parts.length - 1] = { text: last.text + text, mark };
      else parts.push({ text, mark });
    }
  }
  return parts;
}
