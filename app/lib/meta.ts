import type { MetaDescriptor } from "react-router";

/** A page's <head> tags, computed by its loader at build (app/lib/meta-tags.server.ts). */
export function pageMeta(data: { readonly meta: MetaDescriptor[] } | undefined): MetaDescriptor[] {
  return data?.meta ?? [{ title: "Alphai" }];
}
