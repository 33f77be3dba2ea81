/**
 * Inline, dependency-free script placed in <head> with the chunk-error script: a control marked
 * `data-history-back` (the 404 page's Go Back) returns to the tab's previous page, from the first
 * paint, before React has hydrated. The previous entry is the browser's: a page of this site (the
 * Navigation API's canGoBack, which also knows entries typed into the address bar), or the site the
 * visitor came from by a link. With no previous entry it goes to the home page.
 */
export const HISTORY_BACK_ATTRIBUTE = "data-history-back";

/** Whether the tab has a page to go back to. Exported for the unit test; the inline script carries its source. */
export function canGoBack(
  navigation: { canGoBack?: boolean } | undefined,
  historyLength: number,
  referrer: string,
  origin: string,
): boolean {
  if (!navigation || typeof navigation.canGoBack !== "boolean") return historyLength > 1;
  if (navigation.canGoBack) return true;
  // The Navigation API lists this site's entries only: a previous entry of another site shows as the
  // referrer of this first entry of ours.
  let fromElsewhere: boolean;
  try {
    fromElsewhere = referrer !== "" && new URL(referrer).origin !== origin;
  } catch {
    fromElsewhere = false;
  }
  return historyLength > 1 && fromElsewhere;
}

/** The script text; a function so the client bundle leaves it out. */
export const historyBackScript = (): string => `(function () {
  var canGoBack = ${canGoBack.toString()};
  addEventListener("click", function (event) {
    var control = event.target && event.target.closest ? event.target.closest("[${HISTORY_BACK_ATTRIBUTE}]") : null;
    if (!control || event.defaultPrevented) return;
    event.preventDefault();
    if (canGoBack(window.navigation, history.length, document.referrer, location.origin)) history.back();
    else location.assign("/");
  });
})();`;
