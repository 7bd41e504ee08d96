/**
 * Kept only for the comparison's staged columns (features/orders/compare), which another change removes:
 * delete this file with it. Everything else yields through schedule.ts.
 */
export { onNextFrame } from './schedule';
