/** How long a reader pauses typing before what the typing changed is read out: a half-typed value is no news. */
export const TYPING_PAUSE_MS = 500;

/**
 * A writer for a live region that a screen reader hears once per piece of news: never the same words twice in a row,
 * and, while the reader types, only once they pause.
 * @example const say = liveStatus(region); say('AL1o1: 2 partes explicadas.', { typing: true })
 */
export function liveStatus(region: HTMLElement): (text: string, options?: { typing?: boolean }) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (text, { typing = false } = {}) => {
    clearTimeout(timer);
    const write = () => {
      if (region.textContent !== text) region.textContent = text;
    };
    if (typing) timer = setTimeout(write, TYPING_PAUSE_MS);
    else write();
  };
}
