import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while rendering the prerendered HTML and during hydration, true after:
 * lets a component show URL-dependent state (which the build could not know)
 * without a hydration mismatch.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
