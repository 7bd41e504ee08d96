import { NotAvailable } from '../../components/ui/not-available';

export function CompanyPage() {
  return <NotAvailable title="Company details" />;
}
