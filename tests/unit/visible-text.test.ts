/**
 * Every word a page shows comes from the dictionaries (issue 13): no letters, Arabic or Latin,
 * written into the JSX of src/web. Each .tsx file is parsed with the TypeScript compiler (a
 * parse, no type check: about a second for the tree), and these are read:
 * - JSX text between tags (`<p>Hello</p>`);
 * - string or template literals a JSX child expression can print (`{'Hello'}`, `{a ? 'Yes' : t('x')}`,
 *   `{`${n} items`}`), not the arguments of calls (`t('nav.news')` passes a key, not text);
 * - the same in the attributes people see or hear: aria-label, title, alt, placeholder, label,
 *   helperText and the like.
 * What it does not see: text built in .ts modules or meta functions (those read the
 * dictionaries by type: a literal there is visible in review) and text coming from the API.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** Attributes whose value is shown or read aloud. */
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'aria-placeholder',
  'title',
  'alt',
  'placeholder',
  'label',
  'helperText',
  'caption',
  'tooltip',
  'headerName',
  'emptyText',
  'description',
]);

/** Words that are the same in both languages (brand, units, symbols): keep this list short. */
const ALLOWED = new Set(['Binaa', 'LE', 'KB', 'MB', 'px', 'm²', 'm³']);

const LETTERS = /\p{L}/u;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : f.endsWith('.tsx') ? [p] : [];
  });
}

/** The literal words of a text that are not allowed everywhere. */
const wordsOf = (text: string) => text.split(/[^\p{L}\p{M}²³]+/u).filter((w) => LETTERS.test(w) && !ALLOWED.has(w));

/** String literals an expression can evaluate to as printed text (not call arguments, not keys of objects). */
function printedLiterals(e: ts.Expression, out: string[]): void {
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) out.push(e.text);
  else if (ts.isTemplateExpression(e)) {
    out.push(e.head.text);
    for (const span of e.templateSpans) {
      out.push(span.literal.text);
      printedLiterals(span.expression, out);
    }
  } else if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e)) printedLiterals(e.expression, out);
  else if (ts.isConditionalExpression(e)) {
    printedLiterals(e.whenTrue, out);
    printedLiterals(e.whenFalse, out);
  } else if (
    ts.isBinaryExpression(e) &&
    [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.PlusToken].includes(
      e.operatorToken.kind,
    )
  ) {
    if (e.operatorToken.kind !== ts.SyntaxKind.AmpersandAmpersandToken) printedLiterals(e.left, out);
    printedLiterals(e.right, out);
  }
}

/** `file:line: text` of every literal word in the JSX of one source. */
export function literalTextIn(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, texts: string[]) => {
    const words = texts.flatMap(wordsOf);
    if (words.length) found.push(`${relative(ROOT, file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${words.join(' ')}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, [node.text]);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      const texts: string[] = [];
      printedLiterals(node.expression, texts);
      report(node, texts);
    } else if (ts.isJsxAttribute(node) && node.initializer && VISIBLE_ATTRIBUTES.has(node.name.getText(sf))) {
      const texts: string[] = [];
      const init = node.initializer;
      if (ts.isStringLiteral(init)) texts.push(init.text);
      else if (ts.isJsxExpression(init) && init.expression) printedLiterals(init.expression, texts);
      report(node, texts);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('visible text comes from the dictionaries', () => {
  it('no literal words in the JSX of src/web', () => {
    const found = sources(join(ROOT, 'src/web')).flatMap((file) => literalTextIn(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('the check sees text, visible attributes and printed literals, and lets keys, classes and symbols through', () => {
    const seen = literalTextIn(
      join(ROOT, 'x.tsx'),
      `const A = () => (
        <p className="lead" aria-label="Close" title={ok ? 'نعم' : t('app.no')}>
          Hello
          {t('nav.news')} {'·'} {count} LE
          {\`\${n} items\`}
          {open && 'مفتوح'}
          <img alt="" src="/a.png" />
        </p>
      );`,
    );
    expect(seen.map((s) => s.replace(/^x\.tsx:\d+: /, ''))).toEqual(['Close', 'نعم', 'Hello', 'items', 'مفتوح']);
  });
});
