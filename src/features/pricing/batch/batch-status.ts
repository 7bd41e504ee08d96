import type { BadgeTone } from '../../../components/ui/badge';
import type { ResultStatus } from './batch-model';

export const STATUS_LABELS: Record<ResultStatus, string> = {
  pending: 'Not priced yet',
  priced: 'Priced',
  failed: 'Failed',
  refused: 'Refused',
};

export const STATUS_TONES: Record<ResultStatus, BadgeTone> = {
  pending: 'neutral',
  priced: 'success',
  failed: 'warning',
  refused: 'danger',
};
