/**
 * Group commit: calls made in the same turn of the event loop are gathered
 * and handed to `flush` together, so one transaction (one disk sync) serves
 * many concurrent requests. Each caller still gets its own result, and only
 * after the flush has committed.
 */
export class Batcher<In, Out> {
  private queue: { input: In; resolve: (value: Out) => void; reject: (error: unknown) => void }[] = [];
  private scheduled = false;

  constructor(
    private readonly flush: (inputs: In[]) => Promise<Out[]>,
    private readonly maxBatch = 256,
  ) {}

  run(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    this.scheduled = false;
    while (this.queue.length) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        const results = await this.flush(batch.map((item) => item.input));
        batch.forEach((item, index) => item.resolve(results[index]!));
      } catch (error) {
        batch.forEach((item) => item.reject(error));
      }
    }
  }
}
