/** /loan-officers over the mock service: table, count, links, search, sort, empty and error states. */
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoutePatterns } from '../../../src/api/paths';
import { ok, refusal } from '../../../src/mocks/envelope';
import { DEMO_CREDENTIALS } from '../../../src/lib/demo-credentials';
import { server } from '../../mock-service';
import { renderSignedIn } from '../../render';

function bodyRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim()));
}

const ALEX = ['Alex Rivera', 'alex.rivera', 'alex.rivera@keystonelending.example', '(216) 555-0164'];
const DANA = [
  'Dana Whitfield You',
  DEMO_CREDENTIALS.username,
  'dana.whitfield@keystonelending.example',
  '(614) 555-0187',
];
const MARCUS = ['Marcus Bell', 'marcus.bell', 'marcus.bell@keystonelending.example', '(614) 555-0123'];
const PRIYA = [
  'Priya Natarajan',
  'priya.natarajan',
  'priya.natarajan@keystonelending.example',
  '(312) 555-0199',
];

function officersResponse(officers: Record<string, string>[]) {
  return ok({ loan_officers: officers }, 'Loan officers fetched successfully.');
}

describe('loan officers', () => {
  it('lists the officers by name with a count, contact links and the signed-in user marked', async () => {
    await renderSignedIn('/loan-officers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan officers' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Loan officers, sorted by name ascending' });
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('4 loan officers');
    expect(bodyRows(table)).toEqual([ALEX, DANA, MARCUS, PRIYA]);
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    const dana = within(table).getByRole('row', { name: /Dana Whitfield/ });
    expect(within(dana).getByText('You')).toBeInTheDocument();
    expect(
      within(dana).getByRole('link', { name: 'dana.whitfield@keystonelending.example' }),
    ).toHaveAttribute('href', 'mailto:dana.whitfield@keystonelending.example');
    expect(within(dana).getByRole('link', { name: '(614) 555-0187' })).toHaveAttribute(
      'href',
      'tel:+16145550187',
    );
    expect(screen.getAllByText('You')).toHaveLength(1);
  });

  it('sorts by name both ways from the column header', async () => {
    const { user } = await renderSignedIn('/loan-officers');
    const table = await screen.findByRole('table');
    const sortByName = within(table).getByRole('button', { name: 'Name' });

    await user.click(sortByName);
    expect(bodyRows(table)).toEqual([PRIYA, MARCUS, DANA, ALEX]);
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(table).toHaveAccessibleName('Loan officers, sorted by name descending');

    await user.click(sortByName);
    expect(bodyRows(table)).toEqual([ALEX, DANA, MARCUS, PRIYA]);
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('sorts by every column: username, email and phone too', async () => {
    const { user } = await renderSignedIn('/loan-officers');
    const table = await screen.findByRole('table');

    await user.click(within(table).getByRole('button', { name: 'Phone' }));
    // By the digits: (216), (312), (614) 555-0123, (614) 555-0187.
    expect(bodyRows(table)).toEqual([ALEX, PRIYA, MARCUS, DANA]);
    expect(within(table).getByRole('columnheader', { name: 'Phone' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(within(table).getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    expect(table).toHaveAccessibleName('Loan officers, sorted by phone ascending');

    await user.click(within(table).getByRole('button', { name: 'Username' }));
    await user.click(within(table).getByRole('button', { name: 'Username' }));
    expect(bodyRows(table)).toEqual([PRIYA, MARCUS, DANA, ALEX]);
    expect(table).toHaveAccessibleName('Loan officers, sorted by username descending');

    await user.click(within(table).getByRole('button', { name: 'Email' }));
    expect(bodyRows(table)).toEqual([ALEX, DANA, MARCUS, PRIYA]);
    expect(table).toHaveAccessibleName('Loan officers, sorted by email ascending');
  });

  it('searches by name, username or email, in any case, and keeps the sort', async () => {
    const { user } = await renderSignedIn('/loan-officers');
    const search = await screen.findByRole('searchbox', { name: 'Search loan officers' });
    const status = within(screen.getByRole('main')).getByRole('status');

    await user.type(search, 'PRIYA');
    expect(bodyRows(screen.getByRole('table'))).toEqual([PRIYA]);
    expect(status).toHaveTextContent('Showing 1 of 4 loan officers');

    await user.clear(search);
    await user.type(search, 'demo.off');
    expect(bodyRows(screen.getByRole('table'))).toEqual([DANA]);

    await user.clear(search);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await user.type(search, '@keystonelending.example');
    expect(bodyRows(screen.getByRole('table'))).toEqual([PRIYA, MARCUS, DANA, ALEX]);
    expect(status).toHaveTextContent('Showing 4 of 4 loan officers');

    await user.clear(search);
    await user.type(search, 'ri');
    // Alex Rivera (name, username, email) and Priya (priya): sorted by name, descending.
    expect(bodyRows(screen.getByRole('table'))).toEqual([PRIYA, ALEX]);
    expect(status).toHaveTextContent('Showing 2 of 4 loan officers');
  });

  it('says when nothing matches and clears the search', async () => {
    const { user } = await renderSignedIn('/loan-officers');
    const search = await screen.findByRole('searchbox', { name: 'Search loan officers' });
    await user.type(search, 'zelda');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No loan officers match “zelda”')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'Showing 0 of 4 loan officers',
    );

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(bodyRows(screen.getByRole('table'))).toEqual([ALEX, DANA, MARCUS, PRIYA]);
  });

  it('shows an empty state for a company without loan officers', async () => {
    await renderSignedIn('/loan-officers', { username: 'new.lender' });
    expect(await screen.findByText('No loan officers yet')).toBeInTheDocument();
    expect(screen.getByText('The service lists no loan officers for this company.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('links only values that look right and shows the rest as text', async () => {
    server.use(
      http.get(apiRoutePatterns.loanOfficers, () =>
        officersResponse([
          {
            token: 'u1',
            username: 'j.doe',
            first_name: 'Jo',
            last_name: 'Doe',
            name: 'Jo Doe',
            email: 'jo.doe at example',
            phone: '555-0100',
          },
          {
            token: 'u2',
            username: 'k.lee',
            first_name: 'Kim',
            last_name: 'Lee',
            name: '',
            email: 'javascript:alert(1)@x.example',
            phone: '',
          },
          {
            token: 'u3',
            username: 'm.ng',
            first_name: 'Mo',
            last_name: 'Ng',
            name: 'Mo Ng',
            email: '',
            phone: '+442079460958',
          },
        ]),
      ),
    );
    await renderSignedIn('/loan-officers');
    const table = await screen.findByRole('table');
    expect(bodyRows(table)).toEqual([
      ['Jo Doe', 'j.doe', 'jo.doe at example', '555-0100'],
      ['Kim Lee', 'k.lee', 'javascript:alert(1)@x.example', 'Not given'],
      ['Mo Ng', 'm.ng', 'Not given', '+442079460958'],
    ]);
    const links = within(table).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['tel:+442079460958']);
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('3 loan officers');
  });

  it('formats only US numbers and shows other countries as sent', async () => {
    server.use(
      http.get(apiRoutePatterns.loanOfficers, () =>
        officersResponse([
          {
            token: 'u1',
            username: 'h.weber',
            first_name: 'Hanna',
            last_name: 'Weber',
            name: 'Hanna Weber',
            email: 'h.weber@example.com',
            phone: '+4930123456',
          },
          {
            token: 'u2',
            username: 'o.diaz',
            first_name: 'Olga',
            last_name: 'Diaz',
            name: 'Olga Diaz',
            email: 'o.diaz@example.com',
            phone: '+12165550164',
          },
        ]),
      ),
    );
    await renderSignedIn('/loan-officers');
    const table = await screen.findByRole('table');
    expect(bodyRows(table).map((row) => row[3])).toEqual(['+4930123456', '(216) 555-0164']);
    expect(within(table).getByRole('link', { name: '+4930123456' })).toHaveAttribute(
      'href',
      'tel:+4930123456',
    );
  });

  it("shows the service's refusal in its words and retries", async () => {
    server.use(
      http.get(apiRoutePatterns.loanOfficers, () => refusal(503, 'Unable to list loan officers right now.'), {
        once: true,
      }),
    );
    const { user } = await renderSignedIn('/loan-officers');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Loan officers could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByText('Unable to list loan officers right now.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Loan officers' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(bodyRows(await screen.findByRole('table'))).toEqual([ALEX, DANA, MARCUS, PRIYA]);
  });
});
