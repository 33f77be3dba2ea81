import { useRouteLoaderData } from "react-router";
import type { LayoutData } from "./layout-data.server";

/** The menu and company facts from the root loader (see layout-data.server.ts). */
export function useLayoutData(): LayoutData {
  const data = useRouteLoaderData("root") as LayoutData | undefined;
  if (!data) throw new Error("The root route's layout data is missing.");
  return data;
}
