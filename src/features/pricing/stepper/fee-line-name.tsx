/**
 * How a fee line is named wherever a quote's breakdown is shown (on screen and on the printed sheet):
 * its label, then its explanation when the portal has one (lines the interface does not explain have none).
 */
import { ServiceText } from '../../../components/ui/service-text';
import type { FeeLine } from './fee-lines';

export function FeeLineName({ line }: { line: FeeLine }) {
  return (
    <>
      <span className="block">{line.label}</span>
      {line.explanation ? (
        <span className="block font-normal text-slate-700">
          <ServiceText text={line.explanation} />
        </span>
      ) : null}
    </>
  );
}
