/**
 * Inline, dependency-free lines placed in <head> after the chunk-error and Go Back scripts (decisions 024 and 038):
 * where the browser lacks the Popover API (Safari before 17, Firefox before 125, Chromium before 114), the sidebar's
 * buttons (`popovertarget`) would do nothing, and the sidebar, a plain element there, would show in the page. The
 * script marks the page (`data-no-popover`, which global.css uses to hide the sidebar until it is opened) and opens
 * and closes it by `data-open` from the same attributes: a click on its menu or Close button, Escape, or a click
 * outside it. Browsers with popovers run one property test and nothing else.
 */
export const platformFallbackScript = (): string => `(function () {
  if ("popover" in HTMLElement.prototype) return;
  document.documentElement.setAttribute("data-no-popover", "");
  var open = null;
  function show(target, on) {
    target.toggleAttribute("data-open", on);
    open = on ? target : null;
  }
  addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("[popovertarget]") : null;
    var target = button && document.getElementById(button.getAttribute("popovertarget"));
    if (target) {
      var action = button.getAttribute("popovertargetaction");
      show(target, action === "show" || (action !== "hide" && !target.hasAttribute("data-open")));
    } else if (open && !open.contains(event.target)) show(open, false);
  });
  addEventListener("keydown", function (event) {
    if (open && event.key === "Escape") show(open, false);
  });
})();`;
