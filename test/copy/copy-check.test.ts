/**
 * The copy check: US English and plain words everywhere. Fails on a spelling or abbreviation that
 * docs/glossary.md forbids, in any piece of copy of src/ (the mock service, which speaks as the
 * service does, excepted).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandServiceText, SERVICE_SHORT_FORMS, turnaroundWords } from '../../src/lib/service-terms';
import { turnaroundsByReport } from '../../src/mocks/data/reference';
import { copyPieces, readRules, SERVICE_WORDS_MARKER, violations } from './copy-rules';

const ROOT = join(import.meta.dirname, '../..');
const rules = readRules(join(ROOT, 'docs/glossary.md'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'mocks' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('the copy check', () => {
  it('finds no forbidden spelling and no abbreviation without its full form in src/', () => {
    const files = sourceFiles(join(ROOT, 'src'));
    expect(files.length).toBeGreaterThan(50);
    const pieces = files.flatMap((file) => copyPieces(relative(ROOT, file), readFileSync(file, 'utf8')));
    expect(violations(pieces, rules)).toEqual([]);
  });

  it('reads its rules from the glossary', () => {
    expect(rules.forbidden.map((r) => r.form)).toEqual(
      expect.arrayContaining(['colour…', 'licence…', 'remodell…', 'storey…', 'biz', 'normalis…']),
    );
    expect(rules.abbreviations).toEqual(
      expect.arrayContaining([{ short: 'GLA', full: 'gross living area' }]),
    );
  });

  it('catches what the glossary forbids, and lets the right words and the service’s words through', () => {
    const source = [
      "const a = 'Choose a colour for the licence';",
      'const b = <p>The kitchen was remodelled, one storey up, in 3-5 biz days.</p>;',
      "const c = { label: 'GLA surcharge', hint: 'Gross living area (GLA) measured' };",
      'const d = <Field label="Normalised TAT" className="text-slate-900" />;',
      "const e = 'A licensed inspector, remodeled, two stories, business days';",
      // A file format's name, as on the file: not an abbreviation (docs/glossary.md).
      'const g = <Button>Download CSV</Button>;',
      `// ${SERVICE_WORDS_MARKER}`,
      "const f = 'Estim TTS';",
      "import { x } from './colour-tools';",
    ].join('\n');
    expect(violations(copyPieces('sample.tsx', source), rules)).toEqual([
      'sample.tsx:1: "Choose a colour for the licence" (colour…)',
      'sample.tsx:1: "Choose a colour for the licence" (licence…)',
      'sample.tsx:2: "The kitchen was remodelled, one storey up, in 3-5 biz days." (remodell…)',
      'sample.tsx:2: "The kitchen was remodelled, one storey up, in 3-5 biz days." (storey…)',
      'sample.tsx:2: "The kitchen was remodelled, one storey up, in 3-5 biz days." (biz)',
      'sample.tsx:3: "GLA surcharge" (GLA without "gross living area")',
      'sample.tsx:4: "Normalised TAT" (normalis…)',
      'sample.tsx:4: "Normalised TAT" (TAT)',
    ]);
  });

  it('expands the same short forms of the service as the glossary lists', () => {
    expect(SERVICE_SHORT_FORMS).toEqual(rules.serviceShortForms);
    expect(expandServiceText('3-5 biz days')).toBe('3-5 business days');
    expect(expandServiceText('Estim TTS')).toBe('estimated time to sell');
    expect(expandServiceText('Standard')).toBeNull();
    // Only whole words: "bizarre" is not a short form.
    expect(expandServiceText('A bizarre day')).toBeNull();
  });

  it('keeps the service’s turnaround texts off the screen: they are shown in the portal’s words', () => {
    const texts = [
      ...new Set(
        Object.values(turnaroundsByReport).flatMap((tats) => tats.map((t) => t.turnaround_time_text)),
      ),
      '3-5 Biz Days',
      '10–15 biz day',
    ];
    const asSent = texts.map((text, i) => ({ file: 'service', line: i + 1, text }));
    const shown = texts.map((text, i) => ({ file: 'portal', line: i + 1, text: turnaroundWords(text) }));
    // The check catches the service's words as sent, and lets the portal's through.
    expect(violations(asSent, rules)).toHaveLength(texts.length);
    expect(violations(shown, rules)).toEqual([]);
    expect(shown.map((piece) => piece.text)).toEqual([
      '3 to 5 business days',
      '2 to 3 business days',
      '1 to 2 business days',
      '3 to 5 business days',
      '10 to 15 business day',
    ]);
  });
});
