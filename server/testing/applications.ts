/**
 * Job applications as the tests send them: the form's fields (valid by default) and a multipart/form-data body
 * built as a browser builds it.
 */
import { PDF } from "./cv-files";
import { formToken } from "./support";

/** An open role (content/roles/). */
export const ROLE = "senior-react-engineer-lahore";
const BOUNDARY = "----alphai-test-boundary-7MA4YWxkTrZu0gW";

export interface FilePart {
  readonly name?: string;
  readonly filename: string;
  readonly type: string;
  readonly bytes: Buffer;
}

/** A multipart/form-data body as a browser sends it (a field part may declare its own Content-Type: a third entry). */
export function multipart(
  fields: readonly (readonly [string, string] | readonly [string, string, string])[],
  files: readonly FilePart[],
) {
  const chunks: Buffer[] = [];
  for (const [name, value, type] of fields) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n${type ? `Content-Type: ${type}\r\n` : ""}\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.name ?? "cv"}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.bytes, Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** The form's fields, valid unless overridden; `undefined` leaves a field out. */
export const fields = (overrides: Record<string, string | undefined> = {}): [string, string][] =>
  Object.entries({
    role: ROLE,
    name: "Mariam Khan",
    email: "Mariam.Khan@Example.org",
    phone: "+92 300 1234567",
    location: "Lahore",
    linkedin: "https://www.linkedin.com/in/mariam-khan",
    github: "",
    portfolio: "",
    note: "I have built React design systems for two fintech products.",
    consent: "yes",
    website: "",
    formToken: formToken("application"),
    ...overrides,
  }).filter((entry): entry is [string, string] => entry[1] !== undefined);

export const pdf = (bytes: Buffer = PDF): FilePart => ({
  filename: "Mariam Khan CV.pdf",
  type: "application/pdf",
  bytes,
});
