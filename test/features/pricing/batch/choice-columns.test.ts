/**
 * The optional choice columns of a batch sheet (issue 44): matched by the names the portal shows or the
 * service's codes, in any case; an empty cell takes the page's choice; a choice the row's report type
 * does not offer fails the row's check, named; identical rows with other choices are priced apart.
 */
import { describe, expect, it } from 'vitest';
import { propertyKey, type BatchChoices } from '../../../../src/features/pricing/batch/batch-model';
import {
  checkChoices,
  matchChoice,
  type Catalog,
} from '../../../../src/features/pricing/batch/choice-columns';
import { parseBatch } from '../../../../src/features/pricing/batch/parse-rows';

const standard = { slug: 'standard', name: 'Standard' };
const rush = { slug: 'rush', name: 'Rush' };
const superRush = { slug: 'super-rush', name: 'Super Rush' };
const exterior = { slug: 'exterior', name: 'Exterior Only' };
const interior = { slug: 'interior-w-exterior', name: 'Interior with Exterior' };
const none = { slug: 'none', name: 'None (desktop report)' };
const value = { slug: 'prop-value', name: 'Property Valuation' };
const reo = { slug: 'reo-strategy', name: 'REO Strategy' };

const catalog: Catalog = {
  reports: [value, reo],
  turnarounds: { 'prop-value': [standard, rush, superRush], 'reo-strategy': [standard, rush] },
  inspections: { 'prop-value': [interior, exterior, none], 'reo-strategy': [interior, exterior] },
};
const page: BatchChoices = { report: value, turnaround: superRush, inspection: interior };

describe('matchChoice', () => {
  it('matches a code or a name in any case and spacing, and a name without its note in parentheses', () => {
    expect(matchChoice('RUSH', [standard, rush])).toEqual(rush);
    expect(matchChoice('  super   rush ', [superRush])).toEqual(superRush);
    expect(matchChoice('super-rush', [superRush])).toEqual(superRush);
    expect(matchChoice('None', [interior, none])).toEqual(none);
    expect(matchChoice('none (Desktop report)', [none])).toEqual(none);
    expect(matchChoice('Express', [standard, rush])).toBeNull();
    expect(matchChoice('', [standard])).toBeNull();
  });
});

describe('checkChoices', () => {
  it('takes the page’s choices for empty cells, and says so when all three are the page’s', () => {
    expect(checkChoices({}, page, catalog)).toEqual({ kind: 'page' });
    expect(checkChoices({ report: '', turnaround: ' ' }, page, catalog)).toEqual({ kind: 'page' });
    expect(checkChoices({ turnaround: 'Super Rush' }, page, catalog)).toEqual({ kind: 'page' });
  });

  it('gives a row its own choices, the empty cells filled from the page', () => {
    expect(checkChoices({ turnaround: 'rush', inspection: 'Exterior only' }, page, catalog)).toEqual({
      kind: 'own',
      choices: { report: value, turnaround: rush, inspection: exterior },
    });
    expect(checkChoices({ report: 'REO Strategy', turnaround: 'Standard' }, page, catalog)).toEqual({
      kind: 'own',
      choices: { report: reo, turnaround: standard, inspection: interior },
    });
  });

  it('names a choice the row’s report type does not offer, its own or the page’s', () => {
    expect(checkChoices({ report: 'reo-strategy', turnaround: 'Super Rush' }, page, catalog)).toEqual({
      kind: 'problems',
      problems: { turnaround: 'Super Rush is not offered for REO Strategy.' },
    });
    // The page's Super Rush does not apply to a row of REO Strategy.
    expect(checkChoices({ report: 'REO strategy' }, page, catalog)).toEqual({
      kind: 'problems',
      problems: { turnaround: 'Super Rush is not offered for REO Strategy.' },
    });
    expect(
      checkChoices({ report: 'reo-strategy', turnaround: 'rush', inspection: 'None' }, page, catalog),
    ).toEqual({
      kind: 'problems',
      problems: { inspection: 'None (desktop report) is not offered for REO Strategy.' },
    });
  });

  it('names a choice nobody offers, and a report type the company cannot order', () => {
    expect(checkChoices({ turnaround: 'Express Lane' }, page, catalog)).toEqual({
      kind: 'problems',
      problems: { turnaround: 'Turnaround “Express Lane” is not one the service offers.' },
    });
    expect(checkChoices({ report: 'Bank-Owned Playbook' }, page, catalog)).toEqual({
      kind: 'problems',
      problems: { report: 'Report type “Bank-Owned Playbook” is not one your company can order.' },
    });
  });

  it('waits for the page’s choices and the lists before deciding', () => {
    expect(checkChoices({ turnaround: 'rush' }, null, catalog)).toEqual({ kind: 'unknown' });
    expect(
      checkChoices({ report: 'reo-strategy', turnaround: 'rush' }, page, { ...catalog, turnarounds: {} }),
    ).toEqual({ kind: 'unknown' });
  });
});

describe('the choice columns in a sheet', () => {
  it('are found by their names and aliases, and keep each row’s cells', () => {
    for (const header of [
      'Reference,State,ZIP,Type,Report type,Turnaround,Inspection',
      'Reference,State,ZIP,Type,report,TAT,inspection type',
      'Reference,State,ZIP,Type,Report,Turnaround time,Inspection_Type',
    ]) {
      const result = parseBatch(
        `${header}\nA-1,TX,75201,sfr,REO Strategy,rush,\nA-2,TX,75202,sfr,,,\nA-3,ZZ,75203,sfr,,Rush,`,
      );
      if (result.kind !== 'checked') throw new Error(result.message);
      expect(result.choiceColumns).toEqual(['report', 'turnaround', 'inspection']);
      expect(result.ignored).toEqual([]);
      expect(result.wanted).toEqual({ 2: { report: 'REO Strategy', turnaround: 'rush' } });
      expect(result.problems[0]?.cells).toEqual({
        state: 'ZZ',
        zip: '75203',
        property: 'sfr',
        report: '',
        turnaround: 'Rush',
        inspection: '',
      });
    }
  });

  it('are optional: a sheet without them is read as before', () => {
    const result = parseBatch('State,ZIP,Type\nTX,75201,sfr');
    expect(result).toEqual({
      kind: 'checked',
      rows: [{ line: 2, reference: '', state: 'TX', zip: '75201', property: 'sfr' }],
      problems: [],
      ignored: [],
    });
  });
});

describe('identical rows', () => {
  it('are the same property with the same choices: other choices are priced apart', () => {
    const row = { state: 'TX', zip: '75201', property: 'sfr' };
    expect(propertyKey(row)).toBe(propertyKey({ ...row }));
    expect(propertyKey({ ...row, choices: { ...page, turnaround: rush } })).not.toBe(propertyKey(row));
    expect(propertyKey({ ...row, choices: { ...page, turnaround: rush } })).toBe(
      propertyKey({ ...row, choices: { ...page, turnaround: { ...rush } } }),
    );
  });
});
