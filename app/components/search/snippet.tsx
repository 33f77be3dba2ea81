import { snippetParts } from "~/shared/search-snippet";

/** A result's excerpt with its matches highlighted: text and `<mark>` elements only (app/shared/search-snippet.ts). */
export function Snippet({ excerpt, id }: { readonly excerpt: string; readonly id?: string }) {
  return (
    <p className="search-result-snippet" id={id}>
      {snippetParts(excerpt).map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : part.text))}
    </p>
  );
}
