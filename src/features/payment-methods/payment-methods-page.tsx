import { NotAvailable } from '../../components/ui/not-available';

export function PaymentMethodsPage() {
  return <NotAvailable title="Payment methods" />;
}
