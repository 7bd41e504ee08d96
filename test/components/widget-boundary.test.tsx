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
});
