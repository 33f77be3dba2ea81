/**
 * CV files for the application tests (Vitest and Playwright): real, minimal
 * documents of each accepted type, and files that only pretend to be one
 * (server/api/cv-type.ts says what each type must have).
 */
import { strToU8, zipSync, type Zippable } from "fflate";

const PDF_BODY =
  "1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
  "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n";
export const PDF = Buffer.from(`%PDF-1.4\n${PDF_BODY}%%EOF\n`);
/** A PDF 2.0 (the newest version). */
export const PDF_2_0 = Buffer.from(`%PDF-2.0\n${PDF_BODY}%%EOF\n`);
/** A real PDF of exactly `bytes` bytes: the minimal document, then a comment block and its end marker again (as an incremental update ends). */
export function pdfOfSize(bytes: number): Buffer<ArrayBuffer> {
  const padding = bytes - PDF.length - "%\n%%EOF\n".length;
  if (padding < 0) throw new Error(`a PDF has at least ${PDF.length + 8} bytes`);
  return Buffer.concat([PDF, Buffer.from(`%${" ".repeat(padding)}\n%%EOF\n`)]);
}
/** Files that start like a PDF and are none, each named by what is wrong. */
export const NOT_PDFS: Readonly<Record<string, Buffer>> = {
  "%PDF without a version": Buffer.from(`%PDF\n${PDF_BODY}%%EOF\n`),
  "%PDF- without a version": Buffer.from(`%PDF-\n${PDF_BODY}%%EOF\n`),
  "%PDF-1.4 without %%EOF (cut short)": Buffer.from(`%PDF-1.4\n${PDF_BODY}`),
  "%PDF-3.0 (no such version)": Buffer.from(`%PDF-3.0\n${PDF_BODY}%%EOF\n`),
  "%PDF-1.8 (no such version)": Buffer.from(`%PDF-1.8\n${PDF_BODY}%%EOF\n`),
  "%PDF-1.45 (no such version)": Buffer.from(`%PDF-1.45\n${PDF_BODY}%%EOF\n`),
  "%%EOF only 2 KB before the end": Buffer.concat([PDF, Buffer.from(`%${"<html>".repeat(350)}\n`)]),
  "%PDF-1.4 after a byte": Buffer.from(` %PDF-1.4\n${PDF_BODY}%%EOF\n`),
};

const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
const contentTypes = (part: string, type: string) =>
  strToU8(
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="${part}" ContentType="${type}"/></Types>`,
  );
const rels = (target: string) =>
  strToU8(
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${target}"/></Relationships>`,
  );
const WORD_DOCUMENT = strToU8(
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Mariam Khan, CV</w:t></w:r></w:p></w:body></w:document>',
);
/** The parts of a minimal DOCX, with the main document's content type given. */
const docxParts = (mainType = WORD_MAIN): Zippable => ({
  "[Content_Types].xml": contentTypes("/word/document.xml", mainType),
  "_rels/.rels": rels("word/document.xml"),
  "word/document.xml": WORD_DOCUMENT,
});
export const DOCX = Buffer.from(zipSync(docxParts()));

const ODF_MANIFEST = (type: string) =>
  strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3"><manifest:file-entry manifest:full-path="/" manifest:media-type="${type}"/></manifest:manifest>`,
  );
const ODF_CONTENT = strToU8(
  '<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" office:version="1.3"/>',
);
const ODT_TYPE = "application/vnd.oasis.opendocument.text";
export const ODT = Buffer.from(
  zipSync({
    // The ODF rule: `mimetype` first, stored uncompressed.
    mimetype: [strToU8(ODT_TYPE), { level: 0 }],
    "content.xml": ODF_CONTENT,
    "META-INF/manifest.xml": ODF_MANIFEST(ODT_TYPE),
  }),
);
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from("IHDR"),
  Buffer.alloc(17),
]);
/** A zip that is no document: named cv.docx, it is still refused. */
export const PLAIN_ZIP = Buffer.from(zipSync({ "notes.txt": strToU8("not a CV") }));
/** An ODS spreadsheet: an OpenDocument, but not text. */
export const ODS = Buffer.from(
  zipSync({
    mimetype: [strToU8("application/vnd.oasis.opendocument.spreadsheet"), { level: 0 }],
    "content.xml": ODF_CONTENT,
    "META-INF/manifest.xml": ODF_MANIFEST("application/vnd.oasis.opendocument.spreadsheet"),
  }),
);

/**
 * Changes the central directory record (and the local header) of entry `name` in a zip written by zipSync
 * (no comment, so its end record is its last 22 bytes): `patch` gets a view of the whole file and both offsets.
 */
function patchEntry(
  zip: Uint8Array,
  name: string,
  patch: (view: DataView, central: number, local: number) => void,
): Buffer {
  const bytes = Buffer.from(zip);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22;
  for (let at = view.getUint32(end + 16, true), left = view.getUint16(end + 10, true); left > 0; left -= 1) {
    const nameLength = view.getUint16(at + 28, true);
    if (bytes.toString("latin1", at + 46, at + 46 + nameLength) === name) {
      patch(view, at, view.getUint32(at + 42, true));
      return bytes;
    }
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  throw new Error(`no entry ${name}`);
}

/** Zip files that are no DOCX or ODT, each named by what is wrong. */
export const NOT_DOCUMENTS: Readonly<Record<string, Buffer>> = (() => {
  const parts = docxParts();
  const without = (name: string) =>
    Buffer.from(zipSync(Object.fromEntries(Object.entries(parts).filter(([key]) => key !== name))));
  // A DOCX written with its 2 KB main document first (stored), cut after 200 bytes, inside that document, and
  // followed by a web page: the first local header still names word/document.xml.
  const longDocument = strToU8(
    new TextDecoder().decode(WORD_DOCUMENT).replace("Mariam Khan, CV", "Mariam Khan, CV. ".repeat(120)),
  );
  const documentFirst = zipSync({
    "word/document.xml": [longDocument, { level: 0 }],
    "[Content_Types].xml": parts["[Content_Types].xml"]!,
    "_rels/.rels": parts["_rels/.rels"]!,
  });
  const end = DOCX.length - 22;
  const centralSize = DOCX.readUInt32LE(end + 12);
  return {
    "a DOCX cut after 200 bytes, then HTML": Buffer.concat([
      documentFirst.subarray(0, 200),
      Buffer.from("<html><body><script>alert(1)</script></body></html>\n"),
    ]),
    "a DOCX without [Content_Types].xml": without("[Content_Types].xml"),
    "a DOCX without _rels/.rels": without("_rels/.rels"),
    "a DOCX without word/document.xml": without("word/document.xml"),
    "a macro-enabled DOCM": Buffer.from(zipSync(docxParts("application/vnd.ms-word.document.macroEnabled.main+xml"))),
    "a DOCX template (DOTX)": Buffer.from(
      zipSync(docxParts("application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml")),
    ),
    "a DOCX whose content types declare no main document": Buffer.from(
      zipSync({ ...parts, "[Content_Types].xml": contentTypes("/word/other.xml", WORD_MAIN) }),
    ),
    "an XLSX": Buffer.from(
      zipSync({
        "[Content_Types].xml": contentTypes(
          "/xl/workbook.xml",
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
        ),
        "_rels/.rels": rels("xl/workbook.xml"),
        "xl/workbook.xml": strToU8(
          '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
        ),
      }),
    ),
    "an ODT whose mimetype is not its first entry": Buffer.from(
      zipSync({
        "content.xml": ODF_CONTENT,
        mimetype: [strToU8(ODT_TYPE), { level: 0 }],
        "META-INF/manifest.xml": ODF_MANIFEST(ODT_TYPE),
      }),
    ),
    "an ODT whose mimetype is compressed": Buffer.from(
      zipSync({
        mimetype: [strToU8(ODT_TYPE), { level: 9 }],
        "content.xml": ODF_CONTENT,
        "META-INF/manifest.xml": ODF_MANIFEST(ODT_TYPE),
      }),
    ),
    "an ODT without META-INF/manifest.xml": Buffer.from(
      zipSync({ mimetype: [strToU8(ODT_TYPE), { level: 0 }], "content.xml": ODF_CONTENT }),
    ),
    "an ODS (a spreadsheet)": ODS,
    "a DOCX whose central directory is cut short": Buffer.concat([
      DOCX.subarray(0, end - Math.floor(centralSize / 2)),
      DOCX.subarray(end),
    ]),
    "a DOCX without its end-of-central-directory record": DOCX.subarray(0, end),
    "a DOCX whose word/document.xml entry points past the end": patchEntry(DOCX, "word/document.xml", (view, central) =>
      view.setUint32(central + 42, 0x00ff_ffff, true),
    ),
    "a DOCX whose word/document.xml entry points at another entry": patchEntry(
      DOCX,
      "word/document.xml",
      (view, central) => view.setUint32(central + 42, 0, true),
    ),
    "a DOCX whose word/document.xml data runs past the end": patchEntry(DOCX, "word/document.xml", (view, central) =>
      view.setUint32(central + 20, 0x00ff_ffff, true),
    ),
    "a DOCX whose [Content_Types].xml is corrupt": patchEntry(DOCX, "[Content_Types].xml", (view, _central, local) => {
      const data = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      for (let at = data; at < data + 40; at += 1) view.setUint8(at, view.getUint8(at) ^ 0x5a);
    }),
  };
})();

/** A DOCX whose [Content_Types].xml declares 2 GB once inflated (in both its headers). */
export const DOCX_DECLARING_2_GB = patchEntry(DOCX, "[Content_Types].xml", (view, central, local) => {
  view.setUint32(central + 24, 0x7fff_ffff, true);
  view.setUint32(local + 22, 0x7fff_ffff, true);
});

/** A zip bomb: a DOCX whose [Content_Types].xml declares its real size but inflates to 32 MB more (zeros after the XML). Built when asked (it takes a moment). */
export function docxBomb(): Buffer {
  const types = docxParts()["[Content_Types].xml"] as Uint8Array;
  const bomb = new Uint8Array(types.length + 32 * 1024 * 1024);
  bomb.set(types);
  return patchEntry(
    zipSync({ ...docxParts(), "[Content_Types].xml": [bomb, { level: 9 }] }),
    "[Content_Types].xml",
    (view, central, local) => {
      view.setUint32(central + 24, types.length, true);
      view.setUint32(local + 22, types.length, true);
    },
  );
}
