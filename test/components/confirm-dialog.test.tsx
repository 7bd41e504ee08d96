/** The confirm dialog: a native modal <dialog>, the safe answer focused, focus back to its opener. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LeaveConfirmDialog } from '../../src/components/ui/confirm-dialog';

function Page({ onLeave }: { onLeave: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Sign out
      </button>
      {open ? (
        <LeaveConfirmDialog
          title="Sign out without saving?"
          leaveLabel="Sign out without saving"
          stayLabel="Stay signed in"
          onStay={() => setOpen(false)}
          onLeave={onLeave}
        >
          <p>Your changes are not saved.</p>
        </LeaveConfirmDialog>
      ) : null}
    </>
  );
}

describe('LeaveConfirmDialog', () => {
  it('opens as a modal dialog with the safe answer focused, and gives focus back on staying', async () => {
    const user = userEvent.setup();
    const onLeave = vi.fn();
    render(<Page onLeave={onLeave} />);
    const opener = screen.getByRole('button', { name: 'Sign out' });

    await user.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out without saving?' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('Your changes are not saved.');
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('stays on Escape and leaves only when asked to', async () => {
    const user = userEvent.setup();
    const onLeave = vi.fn();
    render(<Page onLeave={onLeave} />);
    const opener = screen.getByRole('button', { name: 'Sign out' });

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Sign out without saving' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});
