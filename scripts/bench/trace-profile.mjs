/**
 * Where a saved trace's longest task spent its JavaScript time: `node scripts/bench/trace-profile.mjs
 * <trace.json> [count]` for a trace written by `BENCH_TRACE_SAVE=<dir> BENCH_TRACE_STACKS=1 npm run bench`
 * (build with BENCH_UNMINIFIED=1 for readable names). Prints the longest task after the first contentful
 * paint, then the functions that took most of its samples: by self time, and by total time (the function
 * or anything it called). A tool for finding what to change, not a figure of the bench.
 */
import { readFileSync } from 'node:fs';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

const [file, countArg] = process.argv.slice(2);
if (!file) throw new Error('usage: node scripts/bench/trace-profile.mjs <trace.json> [count]');
const count = Number(countArg ?? 25);

/**
 * The first contentful paint of the trace's page load; 0 in a trace of interactions alone (the
 * portfolio's sorts: time 0 is then the trace's marker), where every task counts.
 */
function firstPaint(processed) {
  try {
    return TraceProcessor.processNavigation(processed).timings.firstContentfulPaint;
  } catch {
    return 0;
  }
}
const trace = JSON.parse(readFileSync(file, 'utf8'));
const processed = TraceProcessor.processTrace(trace);
const origin = processed.timestamps.timeOrigin;
const fcp = firstPaint(processed);
const tasks = MainThreadTasks.getMainThreadTasks(
  processed.mainThreadEvents,
  processed.frames,
  processed.timestamps.traceEnd,
  origin,
).filter((task) => !task.parent && task.startTime >= fcp);
const longest = tasks.reduce((a, b) => (b.duration > a.duration ? b : a));
if (fcp > 0) console.log(`first contentful paint at ${Math.round(fcp)} ms`);
/** A task's self time by kind (Lighthouse's task groups), largest first. */
const kinds = (task) => {
  const byKind = new Map();
  const walk = (node) => {
    byKind.set(node.group.id, (byKind.get(node.group.id) ?? 0) + node.selfTime);
    node.children.forEach(walk);
  };
  walk(task);
  return [...byKind]
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([k, ms]) => `${k} ${Math.round(ms)}`)
    .join(', ');
};
console.log('tasks over 30 ms:');
for (const task of tasks.filter((t) => t.duration > 30))
  console.log(`  @${Math.round(task.startTime)} ${Math.round(task.duration)} ms: ${kinds(task)}`);
console.log(`longest: @${Math.round(longest.startTime)} ms, ${Math.round(longest.duration)} ms`);

// The main thread's sampled profile: its nodes and (timestamp, node) samples, from its Profile and
// ProfileChunk events (a page's workers have profiles of their own, their chunks interleaved with these).
const { pid, tid } = processed.mainThreadEvents[0];
const mainProfiles = new Set(
  trace.traceEvents.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid).map((e) => e.id),
);
const nodes = new Map();
const samples = [];
const chunks = trace.traceEvents.filter(
  (e) => (e.name === 'Profile' || e.name === 'ProfileChunk') && mainProfiles.has(e.id),
);
if (chunks.length === 0) {
  console.log('\nno JavaScript samples: record with BENCH_TRACE_STACKS=1 for where the script time went');
  process.exit(0);
}
let time = 0;
for (const event of chunks) {
  const data = event.args.data;
  if (event.name === 'Profile') time = data.startTime;
  for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
  const ids = data.cpuProfile?.samples ?? [];
  ids.forEach((id, i) => {
    time += data.timeDeltas[i];
    samples.push({ ms: (time - origin) / 1000, id });
  });
}
const name = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'} ${(url ?? '').split('/').pop()}:${(lineNumber ?? -1) + 1}`;
};
/** Self and total time of the functions sampled during `task`, the `count` largest of each. */
function profile(task, count) {
  const inside = samples.filter((s) => s.ms >= task.startTime && s.ms <= task.endTime);
  const step = inside.length > 1 ? (inside.at(-1).ms - inside[0].ms) / (inside.length - 1) : 0;
  const self = new Map();
  const total = new Map();
  const add = (map, key) => map.set(key, (map.get(key) ?? 0) + step);
  for (const sample of inside) {
    let node = nodes.get(sample.id);
    add(self, name(node));
    const seen = new Set();
    while (node) {
      const key = name(node);
      if (!seen.has(key)) add(total, key);
      seen.add(key);
      node = nodes.get(node.parent);
    }
  }
  const print = (title, map) => {
    console.log(`  ${title}`);
    for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count))
      console.log(`    ${ms.toFixed(1).padStart(6)} ms  ${key}`);
  };
  print('self time', self);
  print('total time', total);
}

console.log(`\nthe longest task, @${Math.round(longest.startTime)} ms:`);
profile(longest, count);
// BENCH_PROFILE_ALL=<ms>: the other tasks over that many ms too, more briefly.
if (process.env.BENCH_PROFILE_ALL)
  for (const task of tasks.filter(
    (t) => t.duration > Number(process.env.BENCH_PROFILE_ALL) && t !== longest,
  )) {
    console.log(`\ntask @${Math.round(task.startTime)} ms, ${Math.round(task.duration)} ms:`);
    profile(task, 10);
  }
