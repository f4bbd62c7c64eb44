// The process's resident memory, sampled every 100 ms: the face threads live in this process, so
// its RSS covers their models and tensors too.
export function sampleMemory(intervalMs = 100) {
  const startedRss = process.memoryUsage.rss();
  let peakRss = startedRss;
  let samples = 0;
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    samples++;
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
      return { startedRss, peakRss, samples };
    },
  };
}

export const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
