import type { MetaDescriptor } from "react-router";

interface MetaSource {
  readonly canonicalPath: string;
  readonly content: { readonly title: string; readonly description: string };
}

/** The <head> tags of a content page. */
export function pageMeta(data: MetaSource | undefined): MetaDescriptor[] {
  if (!data) return [{ title: "Alphai" }];
  return [
    { title: data.content.title },
    { name: "description", content: data.content.description },
    { tagName: "link", rel: "canonical", href: data.canonicalPath },
  ];
}
