/**
 * Inline, dependency-free lines placed in <head> after the chunk-error and Go Back scripts (decision 024): where the
 * browser lacks a platform feature the sidebar relies on, the page gets the same behaviour another way, from the
 * first paint, before and without hydration.
 *  - Invoker commands (`commandfor`/`command`: Safari before 26.2, Firefox before 144, Chromium before 135): the
 *    menu button would do nothing. The script loads the self-hosted invokers-polyfill (keithamus/invokers-polyfill,
 *    a hashed file under /assets, scripts/build/invokers-polyfill.ts), which opens and closes the dialog from the same
 *    attributes. Browsers that have invoker commands run one property test and download nothing.
 *  - `closedby="any"` (no Safari yet): a tap on the backdrop would leave the sidebar open. A click on an open
 *    dialog with `closedby="any"` outside its box (the backdrop: its clicks target the dialog) closes it.
 */

/** Whether the browser opens dialogs from invoker commands itself. */
const INVOKER_TEST = '"commandForElement" in HTMLButtonElement.prototype';

/** The script text; a function so the client bundle leaves it out. `polyfillUrl`: the polyfill's hashed URL. */
export const platformFallbackScript = (polyfillUrl: string): string => `(function () {
  if (!(${INVOKER_TEST})) {
    var script = document.createElement("script");
    script.src = ${JSON.stringify(polyfillUrl)};
    document.head.appendChild(script);
  }
  if (window.HTMLDialogElement && !("closedBy" in HTMLDialogElement.prototype)) addEventListener("click", function (event) {
    var dialog = event.target, box;
    if (!dialog || dialog.localName !== "dialog" || !dialog.open || dialog.getAttribute("closedby") !== "any") return;
    box = dialog.getBoundingClientRect();
    if (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom) dialog.close();
  });
})();`;

declare global {
  /** The polyfill's hashed URL, defined by vite.config.ts for the prerender. */
  const __INVOKERS_POLYFILL_URL__: string;
}
