/**
 * A strict XML 1.0 well-formedness check and a small tree of the document, for the tests of the XML the build writes
 * (the Atom feeds, scripts/build/feed.ts). No XML parser is a dependency of the project (parse5 reads HTML, which
 * forgives what XML must refuse), and the files are simple: this reads what they use and refuses the rest.
 *
 * Refused: anything before the XML declaration, a DOCTYPE or processing instruction, a name outside ASCII letters,
 * digits, `_ - . :`, an unquoted, unescaped (`<`, a bare `&`) or repeated attribute, an entity other than the five
 * predefined ones or a character reference, a character XML does not allow, `]]>` in text, a prefix without its
 * namespace, a tag closed out of order, text or a second element outside the root.
 */

export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  /** The element's own text (its character data and CDATA sections, references resolved), children excluded. */
  readonly text: string;
}

const NAME = /^[A-Za-z_][\w.:-]*/;
// eslint-disable-next-line no-control-regex -- the control characters are what this looks for
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

class XmlError extends Error {
  constructor(text: string, at: number, message: string) {
    const line = text.slice(0, at).split("\n").length;
    super(`XML line ${line}: ${message}`);
  }
}

/** Parses `text`, throwing on anything that is not well-formed; returns the root element. */
// eslint-disable-next-line max-lines-per-function -- one scanner over the text, its steps sharing the position
export function parseXml(text: string): XmlElement {
  let at = 0;
  const fail = (message: string): never => {
    throw new XmlError(text, at, message);
  };
  if (NOT_XML.test(text)) {
    at = text.search(NOT_XML);
    fail("a character XML does not allow");
  }
  /** Resolves the references of character data or an attribute value; refuses a bare `&` or `<`. */
  const decode = (raw: string, where: number): string => {
    if (raw.includes("<")) {
      at = where;
      fail("a '<' that is not markup (write &lt;)");
    }
    return raw.replace(/&([^;\s&<]*);|&/g, (match, name: string | undefined) => {
      at = where;
      if (name === undefined) return fail("a '&' that starts no reference (write &amp;)");
      if (name in ENTITIES) return ENTITIES[name]!;
      const code = /^#x([0-9a-fA-F]+)$/.exec(name)?.[1] ?? /^#([0-9]+)$/.exec(name)?.[1];
      if (code === undefined) return fail(`the unknown entity "${match}"`);
      const value = String.fromCodePoint(Number.parseInt(code, name.startsWith("#x") ? 16 : 10));
      if (NOT_XML.test(value)) fail(`a character reference to a character XML does not allow (${match})`);
      return value;
    });
  };
  const skipSpace = () => {
    while (/\s/.test(text[at] ?? "")) at++;
  };
  const name = (): string => {
    const match = NAME.exec(text.slice(at));
    if (!match) return fail("a name was expected");
    at += match[0].length;
    return match[0];
  };

  if (!text.startsWith("<?xml ")) fail("the document starts with the XML declaration");
  const declarationEnd = text.indexOf("?>");
  if (!/^<\?xml version="1\.0"( encoding="(utf|UTF)-8")?\?>$/.test(text.slice(0, declarationEnd + 2)))
    fail('the declaration is <?xml version="1.0" encoding="utf-8"?>');
  at = declarationEnd + 2;

  const stack: { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string[] }[] = [];
  const namespaces: Set<string>[] = [new Set(["xml", "xmlns"])];
  let root: XmlElement | undefined;
  const checkPrefix = (qualified: string) => {
    const prefix = qualified.includes(":") ? qualified.split(":")[0]! : undefined;
    if (prefix && !namespaces.some((scope) => scope.has(prefix))) fail(`the prefix "${prefix}" is not declared`);
  };

  while (at < text.length) {
    const next = text.indexOf("<", at);
    const chunk = next < 0 ? text.slice(at) : text.slice(at, next);
    if (chunk) {
      if (chunk.includes("]]>")) fail("']]>' in text");
      const value = decode(chunk, at);
      if (stack.length) stack.at(-1)!.text.push(value);
      else if (value.trim()) fail("text outside the root element");
    }
    if (next < 0) break;
    at = next;
    if (text.startsWith("<!--", at)) {
      const end = text.indexOf("-->", at + 4);
      if (end < 0 || text.slice(at + 4, end).includes("--")) fail("a malformed comment");
      at = end + 3;
    } else if (text.startsWith("<![CDATA[", at)) {
      const end = text.indexOf("]]>", at);
      if (end < 0 || !stack.length) fail("a CDATA section outside an element or unclosed");
      stack.at(-1)!.text.push(text.slice(at + 9, end));
      at = end + 3;
    } else if (text.startsWith("<!", at) || text.startsWith("<?", at)) {
      fail("no DOCTYPE or processing instruction is expected");
    } else if (text.startsWith("</", at)) {
      at += 2;
      const closing = name();
      skipSpace();
      if (text[at] !== ">") fail(`"</${closing}" is not closed with ">"`);
      at++;
      const open = stack.pop();
      namespaces.pop();
      if (open?.name !== closing) fail(`"</${closing}>" closes ${open ? `"<${open.name}>"` : "nothing"}`);
      const done: XmlElement = { ...open!, text: open!.text.join("") };
      if (stack.length) stack.at(-1)!.children.push(done);
      else root = done;
    } else {
      if (root) fail("a second root element");
      at++;
      const tag = name();
      const attributes: Record<string, string> = {};
      const scope = new Set<string>();
      for (;;) {
        const before = at;
        skipSpace();
        if (text.startsWith("/>", at) || text[at] === ">") break;
        if (at === before) fail(`attributes of <${tag}> are separated by white space`);
        const attribute = name();
        skipSpace();
        if (text[at] !== "=") fail(`the attribute "${attribute}" of <${tag}> has no value`);
        at++;
        skipSpace();
        const quote = text[at];
        if (quote !== '"' && quote !== "'") fail(`the value of "${attribute}" is not quoted`);
        const end = text.indexOf(quote!, at + 1);
        if (end < 0) fail(`the value of "${attribute}" is not closed`);
        if (attribute in attributes) fail(`the attribute "${attribute}" is repeated on <${tag}>`);
        attributes[attribute] = decode(text.slice(at + 1, end), at);
        if (attribute.startsWith("xmlns:")) scope.add(attribute.slice(6));
        at = end + 1;
      }
      namespaces.push(scope);
      checkPrefix(tag);
      Object.keys(attributes)
        .filter((attribute) => !attribute.startsWith("xmlns"))
        .forEach(checkPrefix);
      const empty = text.startsWith("/>", at);
      at += empty ? 2 : 1;
      const open = { name: tag, attributes, children: [] as XmlElement[], text: [] as string[] };
      if (empty) {
        namespaces.pop();
        const done: XmlElement = { ...open, text: "" };
        if (stack.length) stack.at(-1)!.children.push(done);
        else root = done;
      } else stack.push(open);
    }
  }
  if (stack.length) fail(`"<${stack.at(-1)!.name}>" is not closed`);
  if (!root) return fail("no root element");
  return root;
}

/** The children of `element` named `name`. */
export const childrenNamed = (element: XmlElement, name: string): XmlElement[] =>
  element.children.filter((child) => child.name === name);
