/**
 * A CV's type by its content (decisions 021 and 022): PDF, DOCX, ODT, or none of them. It runs on every upload
 * (at most 5 MB), so it reads only what it needs: the first bytes, the last KB, a zip's central directory
 * and two small parts. Nothing here throws: a file it cannot read is no CV.
 *
 * The first bytes alone are not enough (the file-type library it replaces trusted them): a zip cut short
 * after a local header naming word/document.xml, then a web page, passed as a DOCX, and `%PDF` alone as a
 * PDF. The rules, and why:
 *
 * - PDF: the file starts with `%PDF-1.0` to `%PDF-1.7` or `%PDF-2.0` (the versions there are), and `%%EOF`
 *   is within its last 1024 bytes: readers look for the end there, with the cross-reference table just
 *   before it (Acrobat's tolerance: trailing newlines or other bytes may follow it within that KB). A PDF
 *   cut short has lost it.
 * - DOCX and ODT are zip files, read as office suites read them, from the central directory at the end
 *   (the local headers at the front can say anything): the end-of-central-directory record closes the file
 *   (after its comment), one disk, the directory lies before it, each entry has its signature, and its
 *   local header (same name) and data lie before the directory; no name twice (which one would a reader
 *   take?). Zip64 is not read: a CV of at most 5 MB needs none, and its markers fail those checks.
 * - DOCX (ECMA-376 part 2, OPC): `[Content_Types].xml`, `_rels/.rels` and `word/document.xml`, and the
 *   content types give `/word/document.xml` the WordprocessingML main type. The same package with another
 *   main type is a macro-enabled .docm, a template, or not a text at all (a spreadsheet or a presentation
 *   keeps its main part elsewhere).
 * - ODT (ODF 1.3 part 2, the package): the first entry, at the very start of the file, is `mimetype`, stored (not
 *   compressed), saying exactly `application/vnd.oasis.opendocument.text`: that is how the format names its
 *   type (an ODS or ODP says otherwise); with `content.xml` and `META-INF/manifest.xml`.
 * - Only `[Content_Types].xml` and `mimetype` are read, each at most 64 KB as declared (Word's is about 2 KB), and inflated 1 KB
 *   of input at a time, stopping as soon as the output passes the declared size: a zip bomb costs nothing
 *   (inflated at once, a 5 MB one would run through gigabytes even into a fixed buffer). A part whose
 *   data does not come to its declared size and CRC-32 is corrupt, and so is the file.
 *
 * The directory is walked here rather than with fflate's unzipSync, which checks no signature and no bound
 * (a read past the end is a zero, a slice past it is cut short): fflate's Inflate does the inflating.
 */
import { crc32 } from "node:zlib";
import { Inflate } from "fflate";
import { CV_TYPES, type CvType } from "../../app/shared/application-limits";

/** The versions of PDF there are, at the start of the header line (1.45 or 2.01 are none). */
const PDF_HEADER = /^%PDF-(?:1\.[0-7]|2\.0)(?![0-9])/;
/** Where a PDF's `%%EOF` must be: within this many bytes of the end. */
const PDF_EOF_WITHIN = 1024;
/** The largest part read from a zip, as declared uncompressed (a real [Content_Types].xml has a few KB). */
const PART_MAX_BYTES = 64 * 1024;
/** How much deflated input is inflated at a time: at most about 1 MB of output (deflate's ratio is at most 1032:1). */
const INFLATE_STEP = 1024;
const WORD_MAIN_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";

const latin1 = new TextDecoder("latin1");

export async function sniffCv(bytes: Uint8Array): Promise<CvType | undefined> {
  try {
    const head = latin1.decode(bytes.subarray(0, 16));
    if (head.startsWith("%PDF"))
      return PDF_HEADER.test(head) && latin1.decode(bytes.subarray(-PDF_EOF_WITHIN)).includes("%%EOF")
        ? "pdf"
        : undefined;
    if (head.startsWith("PK\u0003\u0004")) return documentType(bytes);
  } catch {
    // Corrupt deflate data (fflate throws) or anything unforeseen: not a CV.
  }
  return undefined;
}

interface Entry {
  readonly name: string;
  /** 0 stored, 8 deflated. */
  readonly method: number;
  readonly crc: number;
  readonly compressedSize: number;
  readonly size: number;
  /** Where its local header starts. */
  readonly local: number;
  /** Where its data starts. */
  readonly data: number;
}

/** DOCX or ODT by the zip's entries (the rules above), or undefined. */
function documentType(bytes: Uint8Array): CvType | undefined {
  const list = centralDirectory(bytes);
  if (!list) return undefined;
  const entries = new Map(list.map((entry) => [entry.name, entry]));
  if (entries.size !== list.length) return undefined;

  const first = list[0];
  if (
    first?.name === "mimetype" &&
    first.local === 0 &&
    first.method === 0 &&
    entries.has("content.xml") &&
    entries.has("META-INF/manifest.xml")
  ) {
    const mimetype = readPart(bytes, first);
    return mimetype && latin1.decode(mimetype) === CV_TYPES.odt ? "odt" : undefined;
  }

  const types = entries.get("[Content_Types].xml");
  if (types && entries.has("_rels/.rels") && entries.has("word/document.xml")) {
    const xml = readPart(bytes, types);
    return xml && mainDocumentType(xml) === WORD_MAIN_TYPE ? "docx" : undefined;
  }
  return undefined;
}

/** The zip's entries, in the central directory's order; undefined unless the directory and every entry are whole and inside the file. */
function centralDirectory(bytes: Uint8Array): Entry[] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);

  // The end record: its signature, with its comment running exactly to the end of the file.
  let end = -1;
  for (let at = bytes.length - 22; at >= 0 && at >= bytes.length - 22 - 0xffff; at -= 1) {
    if (u32(at) === 0x06054b50 && at + 22 + u16(at + 20) === bytes.length) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = u16(end + 10);
  const start = u32(end + 16);
  const stop = start + u32(end + 12);
  if (u16(end + 4) !== 0 || u16(end + 6) !== 0 || u16(end + 8) !== count || stop > end) return undefined;

  const entries: Entry[] = [];
  for (let at = start, index = 0; index < count; index += 1) {
    if (at + 46 > stop || u32(at) !== 0x02014b50) return undefined;
    const nameLength = u16(at + 28);
    const next = at + 46 + nameLength + u16(at + 30) + u16(at + 32);
    if (next > stop) return undefined;
    const name = latin1.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const local = u32(at + 42);
    if (local + 30 > start || u32(local) !== 0x04034b50 || u16(local + 26) !== nameLength) return undefined;
    if (latin1.decode(bytes.subarray(local + 30, local + 30 + nameLength)) !== name) return undefined;
    const data = local + 30 + nameLength + u16(local + 28);
    const compressedSize = u32(at + 20);
    if (data + compressedSize > start) return undefined;
    entries.push({ name, method: u16(at + 10), crc: u32(at + 16), compressedSize, size: u32(at + 24), local, data });
    at = next;
  }
  return entries;
}

/** A part's content, if it is at most PART_MAX_BYTES, stored or deflated, and comes out at its declared size and CRC-32. */
function readPart(bytes: Uint8Array, entry: Entry): Uint8Array | undefined {
  if (entry.size > PART_MAX_BYTES) return undefined;
  const data = bytes.subarray(entry.data, entry.data + entry.compressedSize);
  const content =
    entry.method === 0
      ? data.length === entry.size
        ? data
        : undefined
      : entry.method === 8
        ? inflate(data, entry.size)
        : undefined;
  return content && crc32(content) === entry.crc ? content : undefined;
}

/** `data` inflated, if it comes to exactly `size` bytes; it stops as soon as the output passes `size`. Corrupt data throws. */
function inflate(data: Uint8Array, size: number): Uint8Array | undefined {
  const out = new Uint8Array(size);
  let length = 0;
  const inflater = new Inflate((chunk) => {
    if (length + chunk.length <= size) out.set(chunk, length);
    length += chunk.length;
  });
  for (let at = 0; length <= size; at += INFLATE_STEP) {
    const last = at + INFLATE_STEP >= data.length;
    inflater.push(data.subarray(at, at + INFLATE_STEP), last);
    if (last) return length === size ? out : undefined;
  }
  return undefined;
}

/** The content type [Content_Types].xml gives the part /word/document.xml (part names compare without case, as OPC says). */
function mainDocumentType(xml: Uint8Array): string | undefined {
  // OPC allows UTF-8 or UTF-16, told by the byte order mark.
  const encoding =
    xml[0] === 0xff && xml[1] === 0xfe ? "utf-16le" : xml[0] === 0xfe && xml[1] === 0xff ? "utf-16be" : "utf-8";
  const text = new TextDecoder(encoding).decode(xml);
  // `[^<>]*`: an attribute list ends at the next `<` as well, so a part without `>` is scanned once, not once per tag.
  for (const [, attributes = ""] of text.matchAll(/<(?:[\w.-]+:)?Override\b([^<>]*)>/g)) {
    const part = /\sPartName\s*=\s*(["'])(.*?)\1/.exec(attributes)?.[2];
    if (part?.toLowerCase() === "/word/document.xml") return /\sContentType\s*=\s*(["'])(.*?)\1/.exec(attributes)?.[2];
  }
  return undefined;
}
