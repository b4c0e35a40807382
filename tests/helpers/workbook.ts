/**
 * A downloaded workbook opened as a spreadsheet program would, for the tests of the exports (API and
 * end-to-end): each sheet's tab name, its rows as values (read-excel-file: numbers as numbers,
 * texts untrimmed, a row's trailing empty cells left out) and what a reader sees of its layout,
 * from the sheet's own XML: right to left, the rows frozen at the top, the bold cells of row 1.
 */
import { strFromU8, unzipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/node';

export interface OpenedSheet {
  name: string;
  rows: unknown[][];
  rightToLeft: boolean;
  /** Rows frozen at the top (0: none). */
  frozenRows: number;
  /** Whether every cell of the first row is bold. */
  headerBold: boolean;
}

const tags = (xml: string, name: string) => xml.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
const entity: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m?.[1]!.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => entity[e]!);
}
const on = (v: string | undefined) => v === '1' || v === 'true';

export async function openWorkbook(bytes: Uint8Array): Promise<OpenedSheet[]> {
  const values = await readXlsxFile(Buffer.from(bytes), { trim: false });
  const parts = unzipSync(bytes);
  const part = (path: string) => strFromU8(parts[path] ?? new Uint8Array());
  const targets = new Map(tags(part('xl/_rels/workbook.xml.rels'), 'Relationship').map((t) => [attr(t, 'Id'), attr(t, 'Target')!]));
  const styles = part('xl/styles.xml');
  const fonts = /<fonts\b[^>]*>([\s\S]*?)<\/fonts>/.exec(styles)?.[1]?.match(/<font\b[^>]*(\/>|>[\s\S]*?<\/font>)/g) ?? [];
  const cellXfs = tags(/<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '', 'xf');
  const bold = (style: string | undefined) => {
    const font = fonts[Number(attr(cellXfs[Number(style ?? 0)] ?? '', 'fontId') ?? 0)] ?? '';
    const b = /<b\b([^>]*)\/?>/.exec(font);
    return b !== null && (attr(b[0], 'val') === undefined || on(attr(b[0], 'val')));
  };
  return tags(part('xl/workbook.xml'), 'sheet').map((tag, i) => {
    const target = targets.get(attr(tag, 'r:id'))!;
    const xml = part(target.startsWith('/') ? target.slice(1) : `xl/${target}`);
    const view = tags(xml, 'sheetView')[0] ?? '';
    const pane = tags(xml, 'pane').find((p) => attr(p, 'state') === 'frozen');
    const header = tags(/<row\b[^>]*\sr="1"[^>]*>([\s\S]*?)<\/row>/.exec(xml)?.[1] ?? '', 'c');
    const rows = values[i]!.data.map((row) => {
      const out: unknown[] = [...row];
      while (out.length && out.at(-1) === null) out.pop();
      return out;
    });
    return {
      name: attr(tag, 'name')!,
      rows,
      rightToLeft: on(attr(view, 'rightToLeft')),
      frozenRows: Number((pane && attr(pane, 'ySplit')) ?? 0),
      headerBold: header.length > 0 && header.every((c) => bold(attr(c, 's'))),
    };
  });
}
