import { strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { CV_MAX_BYTES } from "../../app/shared/application-limits";
import {
  DOCX,
  DOCX_DECLARING_2_GB,
  docxBomb,
  NOT_DOCUMENTS,
  NOT_PDFS,
  ODS,
  ODT,
  PDF,
  PDF_2_0,
  pdfOfSize,
  PLAIN_ZIP,
  PNG,
} from "../testing/cv-files";
import { sniffCv } from "./cv-type";

/** Milliseconds `run` takes. */
async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

describe("sniffCv", () => {
  it("knows PDF, DOCX and ODT by their content and nothing else", async () => {
    expect(await sniffCv(PDF)).toBe("pdf");
    expect(await sniffCv(DOCX)).toBe("docx");
    expect(await sniffCv(ODT)).toBe("odt");
    for (const other of [PNG, PLAIN_ZIP, ODS, Buffer.from("Just a text file"), Buffer.alloc(0)])
      expect(await sniffCv(other)).toBeUndefined();
  });

  it("takes a PDF 1.0 to 1.7 or 2.0 whose %%EOF is within its last 1024 bytes, whatever follows it there", async () => {
    expect(await sniffCv(PDF_2_0)).toBe("pdf");
    for (const version of ["1.0", "1.7"])
      expect(await sniffCv(Buffer.from(PDF.toString("latin1").replace("%PDF-1.4", `%PDF-${version}`), "latin1"))).toBe(
        "pdf",
      );
    expect(await sniffCv(Buffer.concat([PDF, Buffer.from("\r\n\n  \n")]))).toBe("pdf");
    expect(await sniffCv(Buffer.concat([PDF, Buffer.alloc(1000, 0x20)]))).toBe("pdf");
    expect(await sniffCv(Buffer.from("%PDF-1.4\r%%EOF"))).toBe("pdf");
    expect(await sniffCv(pdfOfSize(CV_MAX_BYTES))).toBe("pdf");
  });

  it.each(Object.entries(NOT_PDFS))("refuses %s", async (_name, bytes) => {
    expect(await sniffCv(bytes)).toBeUndefined();
  });

  it.each(Object.entries(NOT_DOCUMENTS))("refuses %s", async (_name, bytes) => {
    expect(await sniffCv(bytes)).toBeUndefined();
  });

  it("takes a DOCX or ODT whatever the order of the other entries, and a zip comment", async () => {
    const parts = {
      "word/document.xml": strToU8("<w:document/>"),
      "_rels/.rels": strToU8("<Relationships/>"),
      "[Content_Types].xml": strToU8(
        "<?xml version='1.0'?>\n<Types xmlns='http://schemas.openxmlformats.org/package/2006/content-types'>\n" +
          "  <Override ContentType='application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml' PartName='/word/document.xml' />\n</Types>",
      ),
    };
    expect(await sniffCv(zipSync(parts, { level: 0 }))).toBe("docx");
    // A zip comment that holds an end record of its own: the real one is the one whose comment ends the file.
    const comment = Buffer.concat([
      Buffer.from("PK\u0005\u0006"),
      Buffer.alloc(18),
      Buffer.from(" and a comment after it"),
    ]);
    const commented = Buffer.from(zipSync(parts));
    commented.writeUInt16LE(comment.length, commented.length - 2);
    expect(await sniffCv(Buffer.concat([commented, comment]))).toBe("docx");
    const odt = zipSync({
      mimetype: [strToU8("application/vnd.oasis.opendocument.text"), { level: 0 }],
      "META-INF/manifest.xml": strToU8("<m/>"),
      "content.xml": strToU8("<c/>"),
    });
    expect(await sniffCv(odt)).toBe("odt");
  });

  it("refuses a [Content_Types].xml that declares 2 GB without inflating it, and stops a zip bomb at once", async () => {
    const bomb = docxBomb();
    expect(bomb.length).toBeLessThan(CV_MAX_BYTES);
    for (const bytes of [DOCX_DECLARING_2_GB, bomb]) {
      let found: unknown = "docx";
      expect(await timed(async () => (found = await sniffCv(bytes)))).toBeLessThan(1000);
      expect(found).toBeUndefined();
    }
  });

  it("is quick on 5 MB files: only the central directory and two small parts are read", async () => {
    const bigDocx = Buffer.from(
      zipSync({
        ...unzipSync(DOCX),
        "word/media/photo.bin": [new Uint8Array(CV_MAX_BYTES - 4096).fill(7), { level: 0 }],
      }),
    );
    const noise = Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.alloc(CV_MAX_BYTES - 4, 0x50)]);
    for (const [bytes, type] of [
      [pdfOfSize(CV_MAX_BYTES), "pdf"],
      [bigDocx, "docx"],
      [noise, undefined],
      [Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(CV_MAX_BYTES - 9, 0x25)]), undefined],
    ] as const) {
      let found: unknown;
      expect(await timed(async () => (found = await sniffCv(bytes)))).toBeLessThan(1000);
      expect(found).toBe(type);
    }
  });

  it("a [Content_Types].xml of unclosed <Override tags costs nothing: over 64 KB it is not read, under it it is scanned once", async () => {
    // Found in review: the attribute pattern ran to the end of the text from every `<Override`, 11 s for 512 KB.
    for (const size of [512 * 1024, 60 * 1024]) {
      const parts = unzipSync(DOCX);
      const bomb = Buffer.from(
        zipSync({ ...parts, "[Content_Types].xml": strToU8("<Override".repeat(Math.floor(size / 9))) }),
      );
      let found: unknown = "not run";
      expect(await timed(async () => (found = await sniffCv(bomb))), `${size} bytes`).toBeLessThan(1000);
      expect(found).toBeUndefined();
    }
  });

  it("never throws: every cut of a DOCX and an ODT, and every byte of their central directories changed, give a type or none", async () => {
    for (const [document, type] of [
      [DOCX, "docx"],
      [ODT, "odt"],
    ] as const) {
      for (let length = 0; length < document.length; length += 1)
        expect(await sniffCv(document.subarray(0, length))).toBeUndefined();
      const central = document.readUInt32LE(document.length - 6);
      for (let at = central; at < document.length; at += 1) {
        for (const value of [0x00, 0xff, document[at]! ^ 0x01]) {
          const changed = Buffer.from(document);
          changed[at] = value;
          expect([undefined, type]).toContain(await sniffCv(changed));
        }
      }
    }
  });
});
