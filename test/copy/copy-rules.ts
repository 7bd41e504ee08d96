/**
 * The copy check's machinery: the rules, read from docs/glossary.md, and the pieces of copy of a
 * source file (JSX text, prose string literals, and strings given to copy props such as label, title,
 * hint or aria-label), found with the TypeScript parser.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export interface Piece {
  file: string;
  line: number;
  text: string;
}

export interface Rules {
  forbidden: { form: string; pattern: RegExp }[];
  abbreviations: { short: string; full: string }[];
  serviceShortForms: Record<string, string>;
}

/** The rows of the Markdown table under the heading that starts with `heading`: cells, trimmed. */
function tableUnder(markdown: string, heading: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.startsWith('## ') && l.slice(3).startsWith(heading));
  if (start < 0) throw new Error(`docs/glossary.md has no section "${heading}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    if (!line.startsWith('|') || /^\|\s*-/.test(line)) continue;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows.slice(1); // without the header row
}

const code = (cell: string) => /^`([^`]+)`$/.exec(cell)?.[1] ?? null;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function readRules(glossaryPath: string): Rules {
  const markdown = readFileSync(glossaryPath, 'utf8');
  const forbidden = tableUnder(markdown, 'Not in the portal').flatMap(([cell]) => {
    const form = code(cell ?? '');
    if (!form) return [];
    const prefix = form.endsWith('…');
    const word = prefix ? form.slice(0, -1) : form;
    const caps = word === word.toUpperCase();
    return [{ form, pattern: new RegExp(`\\b${escape(word)}${prefix ? '' : '\\b'}`, caps ? '' : 'i') }];
  });
  const abbreviations = tableUnder(markdown, 'Abbreviations').flatMap(([short, full]) => {
    const s = code(short ?? '');
    return s && full ? [{ short: s, full }] : [];
  });
  const serviceShortForms = Object.fromEntries(
    tableUnder(markdown, "The service's words").flatMap(([short, full]) => {
      const s = code(short ?? '');
      return s && full ? [[s, full]] : [];
    }),
  );
  return { forbidden, abbreviations, serviceShortForms };
}

/** Props and object keys whose string values are shown to people. */
const COPY_KEYS = new Set([
  'label',
  'title',
  'description',
  'hint',
  'message',
  'explanation',
  'placeholder',
  'missing',
  'basis',
  'caption',
  'aria-label',
  'alt',
  'notice',
  'empty',
  'leaveLabel',
  'stayLabel',
  'missingMessage',
  'loadingLabel',
]);

/** Marks a line whose copy is the service's own words (quoted to match what the service sends). */
export const SERVICE_WORDS_MARKER = 'copy-check: service words';

function keyOf(node: ts.Node): string | null {
  const parent = node.parent;
  if (ts.isJsxExpression(parent)) return keyOf(parent);
  if (ts.isJsxAttribute(parent)) return parent.name.getText();
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) return parent.name.getText();
  return null;
}

function isModulePath(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    ts.isLiteralTypeNode(parent) ||
    (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword)
  );
}

export function copyPieces(file: string, source: string): Piece[] {
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lines = source.split('\n');
  const pieces: Piece[] = [];
  const add = (node: ts.Node, text: string) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart()).line;
    const marked = [lines[line], lines[line - 1]].some((l) => l?.includes(SERVICE_WORDS_MARKER));
    if (!marked && text.trim() !== '') pieces.push({ file, line: line + 1, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      add(node, node.text.replace(/\s+/g, ' '));
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const key = keyOf(node);
      if (
        !isModulePath(node) &&
        key !== 'className' &&
        (node.text.includes(' ') || (key && COPY_KEYS.has(key)))
      )
        add(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      const text = [node.head.text, ...node.templateSpans.map((s) => `… ${s.literal.text}`)].join('');
      if (keyOf(node) !== 'className') add(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return pieces;
}

/** Every way the pieces break the rules, as `file:line: "copy" (rule)`. */
export function violations(pieces: Piece[], rules: Rules): string[] {
  const found: string[] = [];
  for (const piece of pieces) {
    for (const { form, pattern } of rules.forbidden) {
      if (pattern.test(piece.text)) found.push(`${piece.file}:${piece.line}: "${piece.text}" (${form})`);
    }
    for (const { short, full } of rules.abbreviations) {
      if (
        new RegExp(`\\b${short}\\b`).test(piece.text) &&
        !piece.text.toLowerCase().includes(full.toLowerCase())
      )
        found.push(`${piece.file}:${piece.line}: "${piece.text}" (${short} without "${full}")`);
    }
  }
  return found;
}
