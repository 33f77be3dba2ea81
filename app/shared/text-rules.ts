/**
 * Characters no visitor types and some attackers send: the rules every text
 * field of every endpoint applies (shared by the browser and the server).
 *
 * - Control characters: C0 (U+0000-U+001F; tab, CR and LF allowed only where
 *   the field takes line breaks), DEL and C1 (U+0080-U+009F). PostgreSQL
 *   refuses U+0000 outright; the others corrupt mail headers and terminals.
 * - Unpaired surrogates (U+D800-U+DFFF not part of a pair): not text at all;
 *   and U+FFFD, the replacement character a decoder leaves where the bytes
 *   sent were not UTF-8: what it replaced is lost, so it is refused too.
 * - In single-line fields, which end up in mail subjects and spreadsheet
 *   cells, also the line and paragraph separators (U+2028, U+2029), the
 *   bidirectional embeddings, overrides and isolates (U+202A-U+202E,
 *   U+2066-U+2069) that make "Evil \u202Egnp.exe" display as "Evil exe.png",
 *   the bidirectional marks (U+200E, U+200F, U+061C), and the characters that
 *   show nothing at all and only hide what a value is: zero-width space
 *   (U+200B), word joiner and invisible operators (U+2060-U+2064), a byte
 *   order mark (U+FEFF) and tag characters (U+E0000-U+E007F). The zero-width
 *   non-joiner and joiner (U+200C, U+200D) stay: Persian, Urdu and Indic names
 *   and emoji sequences need them.
 */

/* eslint-disable no-control-regex */
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f]/u;
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
/* eslint-enable no-control-regex */
/** With the `u` flag a lone surrogate is a code point of its own, in category Cs; a valid pair is not. */
const BROKEN = /[\p{Cs}\ufffd]/u;
const SEPARATORS_BIDI_AND_INVISIBLE =
  /[\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u200b\u2060-\u2064\ufeff\u{e0000}-\u{e007f}]/u;

/** True when a single-line value (name, company, phone, anything that may reach a subject line) is safe. */
export function isSafeLine(value: string): boolean {
  return !CONTROL_SINGLE_LINE.test(value) && !BROKEN.test(value) && !SEPARATORS_BIDI_AND_INVISIBLE.test(value);
}

/** True when a multi-line value (a message) is safe: line breaks and tabs allowed, other controls not. */
export function isSafeText(value: string): boolean {
  return !CONTROL_MULTILINE.test(value) && !BROKEN.test(value);
}
