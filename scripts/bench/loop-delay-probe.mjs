// Loaded into the app's process by scripts/bench/account-abuse.ts (node --import): measures the
// app's own event-loop delay and answers it over the IPC channel. 'reset' starts a measurement,
// 'report' answers { p50, p99, max } in milliseconds. Not part of the app.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;

process.on('message', (message) => {
  if (message === 'reset') histogram.reset();
  if (message === 'report') {
    process.send?.({
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    });
  }
});
// The channel must not keep the app alive when it stops.
process.channel?.unref();
