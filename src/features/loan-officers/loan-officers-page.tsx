import { NotAvailable } from '../../components/ui/not-available';

export function LoanOfficersPage() {
  return <NotAvailable title="Loan officers" />;
}
