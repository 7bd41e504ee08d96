/**
 * One step of the wizard: a fieldset of radio cards. Native radios keep the keyboard behavior users
 * know (Tab into the group, arrows to move, Space to choose). Each radio is named by its short label
 * only; the rest of the card describes it (aria-describedby), and the label's pseudo-element stretches
 * over the card so the whole card is clickable.
 */
import { withoutBidiControls } from '../../../lib/bidi';
import { Fragment, memo, useId, type ReactNode, type Ref } from 'react';
import { FieldError } from '../../../components/ui/field';
import { useStableCallback } from './use-stable-callback';

export interface Choice {
  value: string;
  label: string;
  /** Parts of the card's description, read in order after the label. */
  description: ReactNode[];
}

/**
 * The body of an open step: a group named by the step's title, a notice (why an earlier value was
 * cleared), an error (a missing choice, or a refusal from the service naming this step's field) tied to
 * the group, and the step's controls.
 */
export function StepFields({
  titleId,
  children,
  error,
  notice,
  frameRef,
}: {
  titleId: string;
  children: ReactNode;
  error?: string | undefined;
  notice?: ReactNode;
  frameRef?: Ref<HTMLFieldSetElement> | undefined;
}) {
  const id = useId();
  return (
    <fieldset
      ref={frameRef}
      aria-labelledby={titleId}
      aria-describedby={error ? `${id}-error` : undefined}
      className="min-w-0 space-y-3"
    >
      {notice ? (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          {notice}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
      {children}
    </fieldset>
  );
}

export function ChoiceCards({
  name,
  choices,
  value,
  onChange,
  columns = 3,
}: {
  name: string;
  choices: Choice[];
  value: string | null;
  onChange: (value: string) => void;
  columns?: 2 | 3 | 4;
}) {
  const id = useId();
  // One identity for the cards' handler: choosing a card re-renders the two cards whose checked state
  // changed, not every card of the step (a slow phone feels each one).
  const choose = useStableCallback(onChange);
  const grid = {
    2: 'sm:grid-cols-2',
    3: 'sm:grid-cols-2 lg:grid-cols-3',
    4: 'sm:grid-cols-2 lg:grid-cols-4',
  }[columns];
  return (
    <div className={`grid gap-3 ${grid}`}>
      {choices.map((choice, index) => (
        <ChoiceCard
          key={choice.value}
          inputId={`${id}-${index}`}
          name={name}
          choice={choice}
          checked={value === choice.value}
          onChange={choose}
        />
      ))}
    </div>
  );
}

const ChoiceCard = memo(function ChoiceCard({
  inputId,
  name,
  choice,
  checked,
  onChange,
}: {
  inputId: string;
  name: string;
  choice: Choice;
  checked: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="relative flex gap-3 rounded-lg border border-slate-300 p-4 hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600">
      <input
        type="radio"
        id={inputId}
        name={name}
        value={choice.value}
        checked={checked}
        onChange={() => onChange(choice.value)}
        aria-describedby={`${inputId}-description`}
        className="mt-1 size-4 shrink-0 accent-brand-700 focus:outline-none"
      />
      <div className="min-w-0">
        {/* The label isolates the service's name itself (as <bdi> would): the card's whole area is the
            label's, and a click on the name lands on the label, not on an element inside it. */}
        <label
          htmlFor={inputId}
          dir="auto"
          className="cursor-pointer font-semibold [overflow-wrap:anywhere] text-slate-900 [unicode-bidi:isolate] after:absolute after:inset-0"
        >
          {withoutBidiControls(choice.label)}
        </label>
        <div id={`${inputId}-description`} className="mt-1 space-y-1 text-sm text-slate-700">
          <Spaced parts={choice.description} />
        </div>
      </div>
    </div>
  );
});

/** Parts separated by spaces, so the accessible description reads as words, not run-together text. */
export function Spaced({ parts }: { parts: ReactNode[] }) {
  return parts
    .filter((part) => part !== null && part !== undefined && part !== false)
    .map((part, index) => (
      <Fragment key={index}>
        {index > 0 ? ' ' : null}
        {part}
      </Fragment>
    ));
}
