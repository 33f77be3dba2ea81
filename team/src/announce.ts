/**
 * The workspace's polite live region (rendered by the layout): results of actions that change nothing on screen
 * near the focus (a page of results loaded, a passkey added) are read out here.
 */
export const ANNOUNCER_ID = "announcer";

let timer: ReturnType<typeof setTimeout> | undefined;

export function announce(text: string): void {
  const region = document.getElementById(ANNOUNCER_ID);
  if (!region) return;
  // Emptied first, then filled: the same sentence twice in a row is read twice.
  region.textContent = "";
  clearTimeout(timer);
  timer = setTimeout(() => {
    region.textContent = text;
  }, 60);
}
