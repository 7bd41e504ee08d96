import { NotAvailable } from '../../components/ui/not-available';

export function OrdersPage() {
  return <NotAvailable title="Orders" />;
}
