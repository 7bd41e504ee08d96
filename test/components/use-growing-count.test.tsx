/** A list's items arrive a step a painted frame, and what is shown never shrinks. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useGrowingCount } from '../../src/components/use-growing-count';

function Rows({ total }: { total: number }) {
  const count = useGrowingCount(total, 3);
  return <p>{`${count} of ${total} rows`}</p>;
}

describe('useGrowingCount', () => {
  it('shows a step at first, then a step more after each painted frame, up to the total', async () => {
    render(<Rows total={7} />);
    expect(screen.getByText('3 of 7 rows')).toBeInTheDocument();
    expect(await screen.findByText('6 of 7 rows')).toBeInTheDocument();
    expect(await screen.findByText('7 of 7 rows')).toBeInTheDocument();
  });

  it('never shows fewer: items that arrive later are shown at once, and an empty list waits for them', async () => {
    const { rerender } = render(<Rows total={0} />);
    expect(screen.getByText('0 of 0 rows')).toBeInTheDocument();
    rerender(<Rows total={5} />);
    expect(screen.getByText('3 of 5 rows')).toBeInTheDocument();
    expect(await screen.findByText('5 of 5 rows')).toBeInTheDocument();
    rerender(<Rows total={2} />);
    expect(screen.getByText('2 of 2 rows')).toBeInTheDocument();
    rerender(<Rows total={6} />);
    expect(screen.getByText('6 of 6 rows')).toBeInTheDocument();
  });
});
