import { describe, expect, it } from 'vitest';
import { listReportTypes } from '../../src/api/endpoints';
import { signIn, KEYSTONE } from '../render';

describe('smoke', () => {
  it('lists report types', async () => {
    await signIn();
    const types = await listReportTypes(KEYSTONE);
    expect(types.map((t) => t.slug)).toEqual(['prop-value', 'reno-arv', 'reo-strategy']);
  });
});
