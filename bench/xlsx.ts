/**
 * The XLSX library's two jobs on their own (no database, no HTTP), issue 30:
 *
 *   read 50,000    price-file.ts readPriceFile on the back office's template in Arabic (date, item
 *                  id and name, governorate id and name, three prices) with 50,000 rows, saved as a
 *                  spreadsheet program saves it (tests/helpers/xlsx-file.ts: shared strings, dates
 *                  as day numbers): the same bytes whatever library the app reads with;
 *   write 2,000    platform/xlsx.ts xlsxBuffer with the sheet of GET prices_xlsx in Arabic
 *   write 10,000   (13 columns, right to left, numbers as numbers); 2,000 rows is the most the
 *   write 50,000   export holds today (PRICE_ROWS_MAX, GET price's cap), the larger sizes leave room.
 *
 * Each run is a fresh process (`node --expose-gc --import tsx bench/xlsx.ts <case>`): it makes its
 * input, does the job once on a tiny input (the library is loaded on first use), collects the
 * garbage, then times the job. Printed per case, the median and the range of the runs:
 *   - time of the job;
 *   - peak RSS during the job (Linux: the high-water mark is reset just before, /proc/self/clear_refs)
 *     and how far it rose above the RSS at the start;
 *   - peak heap: the largest used heap V8 saw before a collection during the job (v8.GCProfiler),
 *     or at its end.
 *
 *   npm run bench:xlsx
 *   BENCH_RUNS=5        runs of each case (default 5)
 *   BENCH_CASES=read    only the cases whose name contains one of these words (comma-separated)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import v8 from 'node:v8';
import { readPriceFile } from '../src/server/domains/prices/price-file';
import { xlsxBuffer } from '../src/server/platform/xlsx';
import { addDays } from '../src/shared/dates';
import { translate } from '../src/shared/i18n/index';
import { templateHeaders } from '../src/shared/price-entry';
import { PRICES_COLUMN_KINDS, PRICES_CSV_COLUMNS } from '../src/shared/price-exports';
import { xlsxFile, type XlsxFileCell } from '../tests/helpers/xlsx-file';

const CASES = ['read 50,000', 'write 2,000', 'write 10,000', 'write 50,000'] as const;
type Case = (typeof CASES)[number];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const ITEMS = Array.from({ length: 20 }, (_, i) => `أسمنت بورتلاندي عادي ${i + 1}`);
const GOVS = [
  'القاهرة',
  'الجيزة',
  'الإسكندرية',
  'الدقهلية',
  'البحر الأحمر',
  'البحيرة',
  'الفيوم',
  'الغربية',
  'الإسماعيلية',
  'المنوفية',
  'المنيا',
  'القليوبية',
  'الوادي الجديد',
  'السويس',
  'أسوان',
  'أسيوط',
  'بني سويف',
  'بورسعيد',
  'دمياط',
  'الشرقية',
  'جنوب سيناء',
  'كفر الشيخ',
  'مطروح',
  'الأقصر',
  'قنا',
];
const FIRST_DAY = '2025-01-01';

/** The import file: the Arabic template's header, then 100 days × 20 items × 25 governorates. */
function importFile(rows: number): Buffer {
  const out: XlsxFileCell[][] = [templateHeaders('ar')];
  for (let n = 0; n < rows; n++) {
    const day = Math.floor(n / (ITEMS.length * GOVS.length));
    const item = Math.floor(n / GOVS.length) % ITEMS.length;
    const gov = n % GOVS.length;
    const mid = 3950 + (n % 13) * 5;
    out.push([new Date(`${addDays(FIRST_DAY, day)}T00:00:00Z`), item + 1, ITEMS[item]!, gov + 1, GOVS[gov]!, mid - 50, mid, mid + 50]);
  }
  return xlsxFile(out, 'أسعار');
}

/** The rows of GET prices_xlsx (pricesTable): texts, the date, prices as the API's decimal strings. */
function exportRows(rows: number): string[][] {
  const out: string[][] = [];
  for (let n = 0; n < rows; n++) {
    const mid = 3950 + (n % 13) * 5;
    const yesterday = mid - (n % 3) * 10;
    out.push([
      'رمادي',
      'أسمنت السويس',
      ITEMS[Math.floor(n / GOVS.length) % ITEMS.length]!,
      GOVS[n % GOVS.length]!,
      addDays(FIRST_DAY, Math.floor(n / 500)),
      'طن',
      (mid - 50).toFixed(2),
      (mid + 50).toFixed(2),
      mid.toFixed(2),
      yesterday.toFixed(2),
      (mid - yesterday).toFixed(2),
      ((Math.abs(mid - yesterday) / yesterday) * 100).toFixed(2),
      translate('ar', mid > yesterday ? 'prices.status_up' : 'prices.status_normal'),
    ]);
  }
  return out;
}

const header = PRICES_CSV_COLUMNS.map((c) => translate('ar', `prices.${c}`));
const missing = (names: string) => new Error(`columns missing: ${names}`);

async function job(name: Case, size: number, input: { file?: Buffer; rows?: string[][] }): Promise<{ rows: number; bytes: number }> {
  if (name.startsWith('read')) {
    let rows = 0;
    await readPriceFile(input.file!, () => rows++, missing);
    if (rows !== size) throw new Error(`read ${rows} rows, expected ${size}`);
    return { rows, bytes: input.file!.length };
  }
  const bytes = await xlsxBuffer([{ name: translate('ar', 'exports.sheet_prices'), header, kinds: PRICES_COLUMN_KINDS, rows: input.rows! }], {
    rightToLeft: true,
  });
  return { rows: size, bytes: bytes.length };
}

const statusKb = (field: 'VmRSS' | 'VmHWM') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))![1]) * 1024;

interface Run {
  ms: number;
  rssStart: number;
  rssPeak: number;
  heapPeak: number;
  bytes: number;
}

/** One run in this process (the child). */
async function child(name: Case): Promise<Run> {
  const size = Number(name.replace(/\D/g, ''));
  const input = name.startsWith('read') ? { file: importFile(size) } : { rows: exportRows(size) };
  await job(name, 1, name.startsWith('read') ? { file: importFile(1) } : { rows: exportRows(1) });
  globalThis.gc!();
  writeFileSync('/proc/self/clear_refs', '5'); // the peak RSS starts again from here
  const rssStart = statusKb('VmRSS');
  const profiler = new v8.GCProfiler();
  profiler.start();
  const t0 = process.hrtime.bigint();
  const done = await job(name, size, input);
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const stats = profiler.stop()!;
  const heapPeak = Math.max(v8.getHeapStatistics().used_heap_size, ...stats.statistics.map((s) => s.beforeGC.heapStatistics.usedHeapSize));
  return { ms, rssStart, rssPeak: statusKb('VmHWM'), heapPeak, bytes: done.bytes };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
const range = (xs: number[], f: (n: number) => string) => `${f(median(xs))} (${f(Math.min(...xs))}–${f(Math.max(...xs))})`;

async function main() {
  const arg = process.argv[2] as Case | undefined;
  if (arg) {
    console.log(JSON.stringify(await child(arg)));
    return;
  }
  const only = process.env.BENCH_CASES?.split(',').map((w) => w.trim());
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(`xlsx bench: ${RUNS} runs a case, each a fresh process; load average ${load()}`);
  for (const name of CASES.filter((c) => !only || only.some((w) => c.includes(w)))) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', import.meta.filename, name], { encoding: 'utf8' });
      runs.push(JSON.parse(out.trim().split('\n').at(-1)!) as Run);
    }
    const rise = runs.map((r) => r.rssPeak - r.rssStart);
    console.log(
      `  ${name.padEnd(13)} ${(runs[0]!.bytes / 1024 / 1024).toFixed(1)} MB file: ${range(
        runs.map((r) => r.ms),
        (n) => `${n.toFixed(0)} ms`,
      )}; peak RSS ${range(
        runs.map((r) => r.rssPeak),
        (n) => `${mb(n)} MB`,
      )}, +${range(rise, mb)} MB over the start; peak heap ${range(
        runs.map((r) => r.heapPeak),
        (n) => `${mb(n)} MB`,
      )}`,
    );
  }
  console.log(`  load average ${load()}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
