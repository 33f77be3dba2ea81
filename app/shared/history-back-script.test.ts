import { describe, expect, it, vi } from "vitest";
import { canGoBack, historyBackScript } from "./history-back-script";

const ORIGIN = "https://www.alphai.tech";

describe("canGoBack", () => {
  it("follows the Navigation API for this site's entries, typed URLs included", () => {
    expect(canGoBack({ canGoBack: true }, 2, "", ORIGIN)).toBe(true);
    expect(canGoBack({ canGoBack: false }, 1, "", ORIGIN)).toBe(false);
  });

  it("goes back to another site the visitor came from by a link", () => {
    expect(canGoBack({ canGoBack: false }, 2, "https://www.google.com/", ORIGIN)).toBe(true);
    // A forward entry is no previous page.
    expect(canGoBack({ canGoBack: false }, 2, "", ORIGIN)).toBe(false);
    expect(canGoBack({ canGoBack: false }, 2, `${ORIGIN}/work`, ORIGIN)).toBe(false);
    expect(canGoBack({ canGoBack: false }, 2, "not a url", ORIGIN)).toBe(false);
  });

  it("falls back to the history length without the Navigation API", () => {
    expect(canGoBack(undefined, 2, "", ORIGIN)).toBe(true);
    expect(canGoBack(undefined, 1, "", ORIGIN)).toBe(false);
  });
});

describe("historyBackScript", () => {
  it("is self-contained: a click on a marked control goes back, or home without history", () => {
    const listeners: ((event: unknown) => void)[] = [];
    const back = vi.fn();
    const assign = vi.fn();
    const run = new Function("addEventListener", "history", "location", "document", "window", historyBackScript());
    const windowStub = { navigation: { canGoBack: true } };
    const history = { back, length: 2 };
    run(
      (type: string, listener: (event: unknown) => void) => type === "click" && listeners.push(listener),
      history,
      { origin: ORIGIN, assign },
      { referrer: "" },
      windowStub,
    );
    expect(listeners).toHaveLength(1);
    const click = (marked: boolean) => {
      const event = {
        target: { closest: () => (marked ? {} : null) },
        defaultPrevented: false,
        preventDefault: vi.fn(),
      };
      listeners[0]!(event);
      return event;
    };
    expect(click(false).preventDefault).not.toHaveBeenCalled();
    expect(click(true).preventDefault).toHaveBeenCalled();
    expect(back).toHaveBeenCalledTimes(1);
    windowStub.navigation.canGoBack = false;
    click(true);
    expect(assign).toHaveBeenCalledWith("/");
  });
});
