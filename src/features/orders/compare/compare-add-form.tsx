/**
 * Add an order to the comparison by its tokens (or a pasted portal link), without leaving the page:
 * the same rules as opening an order (openOrderSchema). What was typed stays when the form refuses.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { OrderTokenFields } from '../lookup/order-token-fields';
import { openOrderSchema } from '../lookup/open-order-form';
import { MAX_COMPARED } from './compare-columns';

type AddInput = { intake: string; order: string };
type AddOutput = { intakeToken: string; orderToken: string };

export function CompareAddForm({
  full,
  note,
  onAdd,
}: {
  /** MAX_COMPARED results are shown already. */
  full: boolean;
  /** What became of the last order added, when it was not simply added ("… is already in the comparison."). */
  note: string | null;
  onAdd: (tokens: AddOutput) => void;
}) {
  const form = useForm<AddInput, unknown, AddOutput>({
    resolver: zodResolver(openOrderSchema),
    defaultValues: { intake: '', order: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((tokens) => {
    onAdd(tokens);
    form.reset();
  });

  return (
    <form
      noValidate
      aria-label="Add an order"
      onSubmit={(event) => void onSubmit(event)}
      className="field-grid grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start"
    >
      <OrderTokenFields
        intake={form.register('intake')}
        order={form.register('order')}
        errors={{ intake: errors.intake?.message, order: errors.order?.message }}
        disabled={full}
      />
      <Button type="submit" className="md:mt-6" disabled={full}>
        Add to comparison
      </Button>
      <p role="status" className="text-sm text-slate-800 empty:hidden md:col-span-3">
        {note}
      </p>
      {full ? (
        <p className="text-sm text-slate-700 md:col-span-3">
          Up to {MAX_COMPARED} results side by side: remove one to add another.
        </p>
      ) : null}
    </form>
  );
}
