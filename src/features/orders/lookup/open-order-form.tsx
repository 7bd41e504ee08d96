/**
 * Open an order's result by its intake token, its order token, or both (the service accepts either
 * alone), or by a pasted portal link. Tokens are opaque: any printable characters, trimmed, at most
 * 200 characters.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { tokenProblem } from '../../../lib/order-token';
import { paths } from '../../../lib/paths';
import { readOrderLink } from './order-link';
import { OrderTokenFields } from './order-token-fields';

export const openOrderSchema = z.pipe(
  z.object({ intake: z.string(), order: z.string() }),
  z.transform((values, ctx) => {
    // A pasted portal link carries the tokens, whichever field it was pasted into.
    const link = readOrderLink(values.intake) ?? readOrderLink(values.order);
    if (link) return link;
    const intakeToken = values.intake.trim();
    const orderToken = values.order.trim();
    const problems: { field: 'intake' | 'order'; message: string }[] = [];
    if (intakeToken === '' && orderToken === '') {
      problems.push({
        field: 'intake',
        message: 'Enter the intake token, the order token or both, or paste the order’s portal link.',
      });
    }
    const intakeProblem = tokenProblem('intake token', intakeToken);
    if (intakeProblem) problems.push({ field: 'intake', message: intakeProblem });
    const orderProblem = tokenProblem('order token', orderToken);
    if (orderProblem) problems.push({ field: 'order', message: orderProblem });
    for (const p of problems) {
      ctx.issues.push({ code: 'custom', path: [p.field], message: p.message, input: values[p.field] });
    }
    return problems.length > 0 ? z.NEVER : { intakeToken, orderToken };
  }),
);
type OpenOrderInput = z.input<typeof openOrderSchema>;
type OpenOrderOutput = z.output<typeof openOrderSchema>;

const lookupFields = ['intake', 'order'];

export function OpenOrderForm() {
  const navigate = useNavigate();
  const form = useForm<OpenOrderInput, unknown, OpenOrderOutput>({
    resolver: zodResolver(openOrderSchema),
    defaultValues: { intake: '', order: '' },
    // A failed submit focuses the error summary, whose links lead to each field (GOV.UK).
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const summary = useErrorSummary(errors, lookupFields);

  const onSubmit = form.handleSubmit(async ({ intakeToken, orderToken }) => {
    await navigate(paths.orderResult(intakeToken, orderToken));
  }, summary.focusSummary);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="field-grid grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start"
    >
      <ErrorSummary items={summary.items} focusRequests={summary.focusRequests} className="md:col-span-3" />
      <OrderTokenFields
        intake={form.register('intake')}
        order={form.register('order')}
        errors={{ intake: errors.intake?.message, order: errors.order?.message }}
      />
      <Button type="submit" className="md:mt-6" disabled={isSubmitting}>
        Open order
      </Button>
    </form>
  );
}
