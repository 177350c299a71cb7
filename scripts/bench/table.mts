import type {LighthouseFigures} from './lighthouse.mjs';
import type {Bytes} from '../../tests/build/page-assets';
import type {PageWeight} from './page-weight.mjs';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ratio = (ours: number, stock: number) => (stock ? (ours / stock).toFixed(2) : '–');

function printTable(title: string, header: string[], rows: string[][]) {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

export function printBuilds(builds: {name: string; cold: number; warm: number}[]) {
  const stockCold = builds.find((b) => b.name.includes('webpack'))?.cold ?? 0;
  printTable(
    'Build time (seconds; ratio = cold / stock webpack cold)',
    ['build', 'cold s', 'warm s', 'ratio'],
    builds.map((b) => [b.name, b.cold.toFixed(1), b.warm.toFixed(1), ratio(b.cold, stockCold)]),
  );
}

const bytes = (b: Bytes) => `${kb(b.raw)} / ${kb(b.gzip)}`;

export function printWeights(weights: {name: string; ours: PageWeight; stock: PageWeight}[]) {
  printTable(
    'First visit, own-origin bytes (KB raw / KB gzip -9; JS includes the route chunks loaded at runtime; ratios on gzip)',
    ['page', 'site', 'JS', 'CSS', 'HTML', 'JS ratio', 'CSS ratio'],
    weights.flatMap(({name, ours, stock}) => [
      [
        name,
        'ours',
        bytes(ours.js),
        bytes(ours.css),
        bytes(ours.html),
        ratio(ours.js.gzip, stock.js.gzip),
        ratio(ours.css.gzip, stock.css.gzip),
      ],
      ['', 'stock', bytes(stock.js), bytes(stock.css), bytes(stock.html), '', ''],
    ]),
  );
}

export function printLighthouse(
  results: {name: string; ours: LighthouseFigures; stock: LighthouseFigures}[],
  runs: number,
) {
  const row = (f: LighthouseFigures) => [
    String(f.performance),
    String(f.accessibility),
    String(f.bestPractices),
    String(f.seo),
    f.lcp.toFixed(0),
    f.tbt.toFixed(0),
    f.cls.toFixed(3),
  ];
  printTable(
    `Lighthouse 12, mobile, simulated throttling (median of ${runs}; perf ratio = ours / stock)`,
    ['page', 'site', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'perf ratio'],
    results.flatMap(({name, ours, stock}) => [
      [name, 'ours', ...row(ours), ratio(ours.performance, stock.performance)],
      ['', 'stock', ...row(stock), ''],
    ]),
  );
}
