/**
 * Inline, dependency-free script placed first in <head>.
 * When a script chunk (module, modulepreload) or a style chunk (stylesheet) fails
 * to load, React may never hydrate, so the message is shown with plain DOM:
 * "Loading chunk failed" / "Loading CSS chunk failed" and a Reload button.
 * It may run before any page data: it carries both languages' words (content/i18n/ui.ts `layout.chunkError`) and
 * picks them by `<html lang>`, so every page has the same script (one CSP hash) and the bundles none of the words.
 * React 19 skips nodes appended to <body> by third parties during hydration.
 *
 * A failed chunk that the server no longer has (HEAD answers 404) means a new
 * deploy replaced it: the page then reloads itself once, to get the new build's
 * HTML. A sessionStorage timestamp guards against reload loops (no automatic
 * reload within RELOAD_GUARD_MS of the last one, none at all without storage).
 * It is exposed as `window.__alphaiChunk` for the React error views.
 */
import { uiIn } from "../../content/i18n/ui";
import { CHUNK_TIMEOUT_MS, CHUNK_URL_PATTERN, type ChunkErrorKind } from "./chunk-errors";
import { locales } from "./locale";

const RELOAD_GUARD_MS = 30_000;
const RELOAD_KEY = "alphai-chunk-reload";
/** A client-side navigation cut short by a page unload: React Router's reload after a failed route chunk. */
const PENDING_NAVIGATION_KEY = "alphai-pending-navigation";
const PENDING_NAVIGATION_MS = 10_000;

interface ChunkRecovery {
  /** Reloads once if `url` (or, when null, any module chunk of the page) is gone from the server, a new deploy; otherwise calls `otherwise`. */
  recover(url: string | null, otherwise: () => void): void;
  /** Shows the chunk-error alert with its Reload button, unless `url` is gone and the page reloads instead. */
  fail(kind: ChunkErrorKind, url: string | null): void;
  /** Shows the chunk-error alert with its Reload button. */
  show(kind: ChunkErrorKind): void;
}

declare global {
  interface Window {
    __alphaiChunk?: ChunkRecovery;
  }
}

/** The alert's words in a language: the heading of each kind and the button. */
const chunkWords = (locale: (typeof locales)[number]) => {
  const { script, style, reload } = uiIn(locale).layout.chunkError;
  return { script, style, reload };
};

/** The script text; a function so the client bundle, which never renders it again, leaves it out. */
// eslint-disable-next-line max-lines-per-function -- one template literal: the inline script's source, which the build hashes for the CSP
export const chunkErrorScript = (): string => `(function () {
  var words = ${JSON.stringify(Object.fromEntries(locales.map((locale) => [locale, chunkWords(locale)])))};
  words = words[document.documentElement.lang] || words.en;
  // React Router reloads the current page when a route chunk fails during a client-side navigation:
  // finish the navigation the visitor asked for, now with the newly deployed HTML.
  // Only a reload can be that: the first sessionStorage read of a page is a synchronous call to the browser.
  try {
    var navigation = performance.getEntriesByType ? performance.getEntriesByType("navigation")[0] : null;
    var pending = navigation && navigation.type !== "reload" ? null : JSON.parse(sessionStorage.getItem(${JSON.stringify(PENDING_NAVIGATION_KEY)}) || "null");
    if (pending) sessionStorage.removeItem(${JSON.stringify(PENDING_NAVIGATION_KEY)});
    if (pending && Date.now() - pending.at < ${PENDING_NAVIGATION_MS} && pending.from === location.href && /^\\/(?!\\/)/.test(pending.to)) {
      location.replace(pending.to);
      return;
    }
  } catch (error) {}
  // Remember the internal link just followed: if the page unloads before the client-side navigation
  // changed the URL, React Router gave up on a chunk and reloads, and the navigation is resumed above.
  var followed = null;
  addEventListener("click", function (event) {
    var link = event.target && event.target.closest ? event.target.closest("a[href]") : null;
    if (!link || link.origin !== location.origin || link.target || link.hasAttribute("download")) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    followed = { from: location.href, to: link.pathname + link.search + link.hash, at: Date.now() };
  }, true);
  // Back or Forward: the link followed before is no longer pending (a reload then stays on this page).
  addEventListener("popstate", function () { followed = null; });
  addEventListener("pagehide", function () {
    if (!followed || location.href !== followed.from || followed.to === location.pathname + location.search + location.hash) return;
    if (Date.now() - followed.at > ${PENDING_NAVIGATION_MS}) return;
    try { sessionStorage.setItem(${JSON.stringify(PENDING_NAVIGATION_KEY)}, JSON.stringify(followed)); } catch (error) {}
  });
  var shown = false;
  function show(kind) {
    if (shown) return;
    shown = true;
    var render = function () {
      var box = document.createElement("div");
      box.className = "chunk-error";
      box.setAttribute("role", "alert");
      box.setAttribute("data-chunk-error", "");
      var text = document.createElement("p");
      text.textContent = words[kind];
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = words.reload;
      button.onclick = function () { location.reload(); };
      box.appendChild(text);
      box.appendChild(button);
      document.body.appendChild(box);
      // React may render the page again on the client (a hydration it could not complete without the styles) and
      // take the box out with the server's markup: it goes back, so the visitor keeps the way out.
      if (window.MutationObserver)
        new MutationObserver(function () {
          if (!box.isConnected && document.body) document.body.appendChild(box);
        }).observe(document.documentElement, { childList: true, subtree: true });
    };
    document.body ? render() : addEventListener("DOMContentLoaded", render);
  }
  function reloadOnce() {
    try {
      var last = Number(sessionStorage.getItem(${JSON.stringify(RELOAD_KEY)})) || 0;
      if (Date.now() - last < ${RELOAD_GUARD_MS}) return false;
      sessionStorage.setItem(${JSON.stringify(RELOAD_KEY)}, String(Date.now()));
    } catch (error) {
      return false;
    }
    location.reload();
    return true;
  }
  // A chunk is gone when the server answers 404 (or 410) to a HEAD for it.
  function gone(url) {
    return fetch(url, { method: "HEAD", cache: "no-store", credentials: "same-origin" }).then(
      function (response) { return response.status === 404 || response.status === 410; },
      function () { return false; }
    );
  }
  function recover(url, otherwise) {
    // An inline module script names no file: any of the page's module chunks may be the missing one.
    var urls = url ? [url] : [].map.call(document.querySelectorAll('link[rel="modulepreload"][href],script[type="module"][src]'), function (el) { return el.href || el.src; });
    if (!urls.length || !window.fetch || !window.Promise) return otherwise();
    Promise.all(urls.map(gone)).then(function (results) {
      if (results.indexOf(true) === -1 || !reloadOnce()) otherwise();
    });
  }
  function fail(kind, url) { recover(url, function () { show(kind); }); }
  window.__alphaiChunk = { recover: recover, fail: fail, show: show };
  addEventListener("error", function (event) {
    var target = event.target;
    if (!target || !target.tagName) return;
    var tag = target.tagName, rel = target.getAttribute("rel") || "";
    if (tag === "LINK" && rel === "stylesheet") fail("style", target.href);
    else if (tag === "SCRIPT" || (tag === "LINK" && rel === "modulepreload")) fail("script", target.src || target.href || null);
  }, true);
  addEventListener("unhandledrejection", function (event) {
    var message = String((event.reason && event.reason.message) || "");
    var url = (message.match(${CHUNK_URL_PATTERN.toString()}) || [null])[0];
    if (/Unable to preload CSS/i.test(message)) fail("style", url);
    else if (/dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(message)) fail("script", url);
  });
  // A first load whose scripts have not started the app after ${CHUNK_TIMEOUT_MS} ms is a stalled chunk.
  setTimeout(function () {
    if (!document.documentElement.hasAttribute("data-hydrated")) show("script");
  }, ${CHUNK_TIMEOUT_MS});
})();`;
