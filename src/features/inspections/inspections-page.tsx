import { NotAvailable } from '../../components/ui/not-available';

export function InspectionsPage() {
  return <NotAvailable title="Inspections" />;
}
