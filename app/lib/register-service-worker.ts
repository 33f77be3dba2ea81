/**
 * Registers /sw.js after the page has loaded, when the browser supports it
 * (off the first load, decision 007). A failure is only logged.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register("/sw.js")
      .catch((error: unknown) => console.error("Service worker registration failed:", error));
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
