/** How many items a slice holds (inSlices): a slice of the build's files takes a few milliseconds to read. */
const SLICE = 32;

/**
 * Does `work` for each of `items` on the main thread, a slice at a time, and lets the event loop run between slices.
 * For many small synchronous reads: on the suite's virtual machine a read on libuv's thread pool cost several times
 * the read itself (the thread switches leave the guest: decision 041), and the server read the build at start twice as
 * fast this way (decision 061). The slices keep a server that reads a new generation while it serves answering.
 */
export async function inSlices<T>(items: readonly T[], work: (item: T) => void): Promise<void> {
  for (let index = 0; index < items.length; index += SLICE) {
    if (index > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const item of items.slice(index, index + SLICE)) work(item);
  }
}
