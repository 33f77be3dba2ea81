/**
 * Node's tick objects kept at one shape for the life of the server (decision 067).
 *
 * Every `process.nextTick` makes an object literal, `{ [async_id_symbol], [trigger_async_id_symbol],
 * [kAsyncContextFrame], callback, args }`, and an HTTP answer makes about six of them (the socket's write, the request's
 * end, the answer's finish...). V8 defines each computed key of that literal from feedback about the shapes (maps) it
 * has met there: while it has met one, the optimised code defines the key inline. A shape lives only as long as some
 * object has it: when the server is idle, no tick object is alive, and a full garbage collection (the one after the
 * start, or V8's own when memory is reduced) collects the literal's shapes. The next tick makes them anew, the
 * feedback meets a new shape, and after a few idle spells it gives up (megamorphic): from then on every key of every
 * tick is defined through V8's runtime, about 8 % of the server's CPU under load, where a bare Node.js server that is
 * never idle spends none.
 *
 * Held here, one object of that shape keeps the shapes alive, and the feedback on one of them. It is given a value of
 * every kind in every field first (a small integer, a fraction, a string, an object, nothing), so no later value
 * replaces its shapes with more general ones. The keys are read from a tick object itself (`executionAsyncResource`
 * inside a tick is that tick's object); a Node.js whose tick objects look otherwise is left as it is
 * (server/tick-objects.test.ts says which).
 */
import { executionAsyncResource } from "node:async_hooks";

/** A value of each representation V8 keeps a field in: small integer, double, and any other (string, object, none). */
const EVERY_KIND = [1, 0.5, "", {}, undefined] as const;

/** The objects that hold the tick objects' shapes, for the life of the process. */
let held: readonly object[] = [];

/**
 * Makes and holds the tick objects' shape with general fields; resolves true when done, false when this Node.js's tick
 * objects are not the literal above.
 */
export function holdTickObjectShape(): Promise<boolean> {
  return new Promise((resolve) => {
    process.nextTick(() => {
      const tick = executionAsyncResource();
      const symbols = Object.getOwnPropertySymbols(tick);
      if (symbols.length !== 3 || Object.keys(tick).join() !== "callback,args") {
        resolve(false);
        return;
      }
      const [asyncId, triggerId, frame] = symbols as [symbol, symbol, symbol];
      // The keys in the literal's order, so these objects take the shapes nextTick's take, one after the other.
      held = EVERY_KIND.map((value) => ({
        [asyncId]: value,
        [triggerId]: value,
        [frame]: value,
        callback: value,
        args: value,
      }));
      resolve(held.length === EVERY_KIND.length);
    });
  });
}

/** Whether the tick objects' shape is held (the server's start line says so: `tickShapeHeld`). */
export const tickObjectShapeHeld = (): boolean => held.length > 0;
