import { NotAvailable } from '../../components/ui/not-available';

export function OrderResultPage() {
  return <NotAvailable title="Order result" />;
}
