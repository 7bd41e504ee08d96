/** The one select of a US state (with DC and the territories): the value is the two-letter code. */
import { US_STATES } from '../../lib/us-states';
import { SelectField, type SelectFieldProps } from './field';

export type StateSelectProps = Omit<SelectFieldProps, 'children' | 'label'> & { label?: string };

// Made once: a form's re-render (each key typed, each submit) then skips the 56 options (the same elements).
const STATE_OPTIONS = US_STATES.map(([code, name]) => (
  <option key={code} value={code}>
    {name} ({code})
  </option>
));

export function StateSelect({ label = 'State', ...props }: StateSelectProps) {
  return (
    <SelectField label={label} autoComplete="address-level1" {...props}>
      <option value="">Choose a state</option>
      {STATE_OPTIONS}
    </SelectField>
  );
}
