// Test preload (NODE_OPTIONS=--import=…): right after the first SIGTERM has been handled, the
// main thread blocks for good in a timed Atomics.wait loop, as it once did in sonic-boom's retry
// of a write to a standard output nobody read. Nothing on the main thread runs any more: not the
// app's shutdown, not its timers, not a second signal's handler, not its 'exit' listeners.
const pause = new Int32Array(new SharedArrayBuffer(4));
process.once('SIGTERM', () => {
  setImmediate(() => {
    for (;;) Atomics.wait(pause, 0, 0, 100);
  });
});
