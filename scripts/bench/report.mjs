/**
 * Prints the benchmark's table: each figure as a range over the runs, with its goal and Lighthouse's CPU
 * benchmark index of those runs (exact figures, such as sizes and request counts, have none).
 */
import { batchRows } from './batch.mjs';
import { portfolioRows } from './portfolio.mjs';
import { compareRows } from './compare.mjs';
import { range } from './range.mjs';

/** Input-to-paint values: null means Event Timing saw nothing of 16 ms or more. */
function interactionRange(values) {
  if (values.every((v) => v === null)) return '< 16 ms';
  const shown = range(
    values.map((v) => v ?? 0),
    ' ms',
  );
  return values.some((v) => v === null) ? `${shown.replace(/^0/, '< 16')}` : shown;
}

/** The CPU benchmark index of the runs a figure comes from. */
const indexOf = (runs) => range(runs.map((r) => r.benchmarkIndex));

function lighthouseRows(name, runs, goals) {
  if (!runs) return [];
  const pick = (key) => runs.map((r) => r[key]);
  const index = indexOf(runs);
  return [
    [`Lighthouse ${name}: performance`, range(pick('score')), goals.score, index],
    [
      `Lighthouse ${name}: FCP / LCP`,
      `${range(pick('fcpMs'), ' ms')} / ${range(pick('lcpMs'), ' ms')}`,
      goals.lcp,
      index,
    ],
    [
      `Lighthouse ${name}: TBT / CLS`,
      `${range(pick('tbtMs'), ' ms')} / ${range(pick('cls'))}`,
      goals.tbt,
      index,
    ],
  ];
}

/** Per traced page: the longest task after the first paint over the runs, and what the longest one was. */
function traceRows(traces) {
  if (!traces) return [];
  const pages = {
    login: '/login',
    orderResult: 'order result (Larkspur)',
    orderResult5k: 'order result (5,000 lines)',
    pricing: 'pricing stepper, to a price',
    batch: '/pricing/batch, 1,000 rows',
    compare: '/orders/compare, 4 results',
  };
  const index = indexOf(traces);
  const rows = [];
  for (const [key, label] of Object.entries(pages)) {
    const runs = traces.map((t) => t[key]).filter(Boolean);
    if (runs.length === 0) continue;
    const worst = runs.reduce((a, b) => (b.longestTaskMs > a.longestTaskMs ? b : a));
    rows.push(
      [
        `6× CPU trace, ${label}: longest task after FCP`,
        range(
          runs.map((r) => r.longestTaskMs),
          ' ms',
        ),
        '≤ 50 ms',
        index,
      ],
      [
        `  the longest was`,
        worst.error ??
          `${worst.what}${worst.script ? ` (${worst.script})` : ''}; ${worst.domElements} elements in the page`,
        '',
        '',
      ],
    );
    const whilePricing = runs.map((r) => r.afterMark).filter(Boolean);
    if (whilePricing.length)
      rows.push([
        `6× CPU trace, ${label}: longest task while pricing`,
        range(
          whilePricing.map((r) => r.longestTaskMs),
          ' ms',
        ),
        '≤ 50 ms',
        index,
      ]);
  }
  return rows;
}

export function printReport(report) {
  const { sizes, lighthouse, budget, budget50k, interactions, wizard } = report;
  const rows = [
    ['bare React page JS (gzip, same run)', `${sizes.bareReactKiB} KiB`, ''],
    ['stack floor page JS (gzip, same run)', `${sizes.stackFloorKiB} KiB`, ''],
    [
      '/login JS before interactive (gzip)',
      `${sizes.loginKiB} KiB`,
      `≤ ${(sizes.stackFloorKiB * 1.05).toFixed(1)} KiB`,
    ],
    ['/login JS (brotli)', `${sizes.loginBrotliKiB} KiB`, ''],
    ['/login ÷ stack floor', `${sizes.loginToStackFloor}×`, '≤ 1.05×'],
    ['/login ÷ bare React', `${sizes.loginToBareReact}×`, ''],
    ['core every page loads (boot, React DOM, app)', `${sizes.coreKiB} KiB`, ''],
    ['/login adds to the core', `${sizes.loginAddsToCoreKiB} KiB`, ''],
    ...Object.entries(sizes.routes).map(([route, r]) => [
      `${route}: adds / loads in all`,
      `${r.addsToCoreKiB} / ${r.totalKiB} KiB${r.carriesFormLibrary ? ' (with the form library)' : ''}`,
      route.includes(':') ? 'no form library' : '',
    ]),
    ...lighthouseRows('/login', lighthouse?.login, {
      score: '100 every run',
      lcp: 'LCP < 1000 ms',
      tbt: 'TBT 0–10 ms, CLS 0',
    }),
    ...lighthouseRows('order result COLD', lighthouse?.orderResultCold, {
      score: '≥ 98',
      lcp: 'LCP < 2000 ms',
      tbt: 'TBT ≤ 50 ms, CLS 0',
    }),
    ...lighthouseRows('order result WARM', lighthouse?.orderResultWarm, {
      score: '100',
      lcp: '',
      tbt: 'TBT ≤ 50 ms, CLS 0',
    }),
  ];
  if (budget) {
    rows.push(
      [
        '5,000-line budget: shown after the reply',
        range(
          budget.map((b) => b.renderMs),
          ' ms',
        ),
        '< 1000 ms',
        indexOf(budget),
      ],
      [
        '5,000-line budget: sort (Total)',
        range(
          budget.map((b) => b.sortMs),
          ' ms',
        ),
        '< 50 ms',
        indexOf(budget),
      ],
      [
        '5,000-line budget: filter (search)',
        range(
          budget.map((b) => b.filterMs),
          ' ms',
        ),
        '',
        indexOf(budget),
      ],
    );
  }
  if (budget50k) {
    const ranged = (key) =>
      range(
        budget50k.map((b) => b[key]),
        ' ms',
      );
    rows.push(
      [
        '50,000-line budget: totals shown after the reply',
        ranged('renderMs'),
        '< 1500 ms',
        indexOf(budget50k),
      ],
      ['50,000-line budget: sort (Total)', ranged('sortMs'), '< 150 ms', indexOf(budget50k)],
      ['50,000-line budget: filter (search)', ranged('filterMs'), '< 100 ms', indexOf(budget50k)],
    );
  }
  if (report.batch) rows.push(...batchRows(report.batch));
  if (report.portfolio) rows.push(...portfolioRows(report.portfolio));
  if (report.compare) rows.push(...compareRows(report.compare));
  if (interactions) {
    const names = {
      reportType: 'choose a report type',
      turnaround: 'choose a turnaround',
      comparison: 'open the turnaround comparison',
      budgetSort: 'sort the 5,000-line budget',
      budgetFilter: 'filter it (typing a search)',
      leverageTyping: 'type in the leverage calculator',
    };
    for (const [key, label] of Object.entries(names))
      rows.push([
        `6× CPU, input to paint: ${label}`,
        interactionRange(interactions.map((i) => i[key])),
        '< 100 ms',
        indexOf(interactions),
      ]);
  }
  rows.push(...traceRows(report.traces));
  if (wizard) {
    rows.push(
      ['wizard, first path: requests / depth', `${wizard.firstPathRequests} / ${wizard.depth}`, ''],
      [
        'wizard with back-and-forth: requests / repeated',
        `${wizard.requests} / ${wizard.repeated}`,
        'repeated 0',
      ],
    );
  }
  const width = Math.max(...rows.map((r) => r[0].length));
  const valueWidth = Math.max(...rows.map((r) => r[1].length));
  const { machine } = report;
  console.log(
    `\n${report.date}, ${machine.cores} cores${machine.busyCore ? ', one kept busy (BENCH_BUSY=1)' : ''}, load average ${machine.loadAverageAtStart[0]} at the start and ` +
      `${machine.loadAverageAtEnd[0]} at the end; ranges over ${report.runs} runs; JS sent as ` +
      `${Object.entries(report.jsEncodingsServed)
        .filter(([, n]) => n)
        .map(([encoding, n]) => `${encoding} (${n})`)
        .join(', ')}`,
  );
  const goalWidth = Math.max(...rows.map((r) => r[2].length));
  console.log(
    `\n${'figure'.padEnd(width)}  ${'measured'.padEnd(valueWidth)}  ${'goal'.padEnd(goalWidth)}  CPU index`,
  );
  for (const [name, value, goal, index = ''] of rows)
    console.log(`${name.padEnd(width)}  ${value.padEnd(valueWidth)}  ${goal.padEnd(goalWidth)}  ${index}`);
}
