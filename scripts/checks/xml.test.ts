import { describe, expect, it } from "vitest";
import { childrenNamed, parseXml } from "./xml";

const DECLARATION = '<?xml version="1.0" encoding="utf-8"?>\n';
const parse = (body: string) => parseXml(DECLARATION + body);

describe("parseXml", () => {
  it("reads elements, attributes and text, resolving the predefined entities and character references", () => {
    const root = parse(
      '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">\n  <title a=\'1\'>R&amp;D &lt;b&gt; &#228;&#xE4; &quot;x&quot;</title>\n  <!-- a comment -->\n  <link href="/a?b=1&amp;c=2"/>\n  <c><![CDATA[<p>&</p>]]></c>\n</feed>\n',
    );
    expect(root.name).toBe("feed");
    expect(root.attributes).toEqual({ xmlns: "http://www.w3.org/2005/Atom", "xml:lang": "de" });
    expect(root.children.map((child) => child.name)).toEqual(["title", "link", "c"]);
    expect(childrenNamed(root, "title")[0]!.text).toBe('R&D <b> ää "x"');
    expect(childrenNamed(root, "title")[0]!.attributes).toEqual({ a: "1" });
    expect(childrenNamed(root, "link")[0]!.attributes.href).toBe("/a?b=1&c=2");
    expect(childrenNamed(root, "c")[0]!.text).toBe("<p>&</p>");
  });

  it.each([
    ["no declaration", "<a/>", false],
    ["a bare ampersand in text", "<a>R&D</a>", true],
    ["a bare ampersand in an attribute", '<a href="?a=1&b=2"/>', true],
    ["a '<' in an attribute", '<a title="a<b"/>', true],
    ["an unknown entity", "<a>&nbsp;</a>", true],
    ["tags closed out of order", "<a><b></a></b>", true],
    ["an unclosed element", "<a><b></b>", true],
    ["a repeated attribute", '<a x="1" x="2"/>', true],
    ["an unquoted attribute", "<a x=1/>", true],
    ["two roots", "<a/><b/>", true],
    ["text outside the root", "<a/>text", true],
    ["an undeclared prefix", "<a><atom:b/></a>", true],
    ["a control character", "<a>\u0001</a>", true],
    ["a DOCTYPE", "<!DOCTYPE a><a/>", true],
    ["']]>' in text", "<a>]]></a>", true],
  ])("refuses %s", (_, body, withDeclaration) => {
    expect(() => (withDeclaration ? parse(body) : parseXml(body))).toThrow(/^XML line \d+: /);
  });
});
