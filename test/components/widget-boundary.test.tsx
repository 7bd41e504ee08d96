/** One failing widget never blanks the page: the boundary shows an error in its place, the rest stays. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { WidgetBoundary } from '../../src/components/ui/widget-boundary';

function Exploding({ error }: { error: Error }): never {
  throw error;
}

function Page() {
  const [broken, setBroken] = useState(true);
  return (
    <main>
      <h1>Order result</h1>
      <WidgetBoundary title="The chart failed to load">
        {broken ? (
          <Exploding error={new ApiError({ kind: 'malformed', message: 'The chart data was unreadable.' })} />
        ) : (
          <p>Chart</p>
        )}
      </WidgetBoundary>
      <button type="button" onClick={() => setBroken(false)}>
        Fix
      </button>
      <p>Budget table</p>
    </main>
  );
}

describe('WidgetBoundary', () => {
  it('shows the error in the widget’s place, keeps the page, and recovers on retry', async () => {
    // React reports the caught error through console.error; here that is expected, not a failure.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Page />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The chart failed to load');
    expect(alert).toHaveTextContent('The chart data was unreadable.');
    expect(screen.getByRole('heading', { level: 1, name: 'Order result' })).toBeInTheDocument();
    expect(screen.getByText('Budget table')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Fix' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Chart')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it('offers a reload, not "Try again", when the part’s own code did not arrive', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const missing = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/windowed-data-table-0a1b.js',
    );
    render(
      <WidgetBoundary title="The table failed to load">
        <Exploding error={missing} />
      </WidgetBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'The table failed to loadCheck your connection, then reload the page. If the portal was updated while this page was open, reloading loads the new version.Reload the pageTechnical details',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
