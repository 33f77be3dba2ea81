/**
 * Adds a form field's value to `fields`, as an own property whatever its name (`__proto__` included, which the
 * schema then refuses as an unknown field). A field sent again becomes a list, so validation refuses it instead
 * of one value silently winning. Shared by the URL-encoded parser (server/app.ts) and the multipart reader
 * (server/api/multipart-upload.ts).
 */
export function addField(fields: Record<string, string | string[]>, name: string, value: string): void {
  const previous = Object.hasOwn(fields, name) ? fields[name] : undefined;
  Object.defineProperty(fields, name, {
    value: previous === undefined ? value : [previous, value].flat(),
    enumerable: true,
    writable: true,
    configurable: true,
  });
}
