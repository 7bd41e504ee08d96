import { NotAvailable } from '../../components/ui/not-available';

export function PricingPage() {
  return <NotAvailable title="Price a report" />;
}
