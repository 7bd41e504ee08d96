/**
 * Price many properties: the click on "Price N properties" is taken at once ("Starting…", no second
 * start), and the batch then prices every row.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openBatchWithChoices } from './batch-helpers';

describe('starting a batch', () => {
  it('says the click was taken, starts once, then prices every row', async () => {
    const { user } = await openBatchWithChoices();
    await user.click(screen.getByLabelText('Paste rows'));
    await user.paste('Reference,State,ZIP code,Property type\nLN-1,TX,75001,sfr\nLN-2,OH,43215,sfr');
    await user.click(await screen.findByRole('button', { name: 'Price 2 properties' }));

    const starting = await screen.findByRole('button', { name: 'Starting…' });
    expect(starting).toBeDisabled();
    expect(await screen.findByText('2 of 2 priced')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Starting…' })).not.toBeInTheDocument();
  });
});
