/** An order whose report is still being prepared: a normal state, with the service's words beside it. */
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';

const checkedAtFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

export function NotReadyState({
  message,
  checking,
  checkedAt,
  onCheck,
}: {
  message: string;
  checking: boolean;
  checkedAt: number;
  onCheck: () => void;
}) {
  return (
    <Alert tone="info" title="This report is not ready yet" role="status">
      <p>The service says: “{message}”</p>
      <p className="mt-1">
        The result appears here once the report is completed.
        {checkedAt ? ` Last checked at ${checkedAtFormat.format(new Date(checkedAt))}.` : ''}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {/* aria-disabled rather than disabled: the button keeps focus while the check runs. */}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            if (!checking) onCheck();
          }}
          aria-disabled={checking}
        >
          {checking ? 'Checking…' : 'Check again'}
        </Button>
        <Link to="/orders" className={buttonClasses('ghost', 'sm')}>
          Back to orders
        </Link>
      </div>
    </Alert>
  );
}
