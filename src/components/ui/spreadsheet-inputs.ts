/**
 * The two ways a spreadsheet comes in (batch pricing, the portfolio of results): a box its rows are
 * pasted into and a file control, styled once. A module of their own, not field.tsx: every signed-in
 * page loads that one, and only these two pages need them.
 */
/** A box of pasted lines (a spreadsheet's rows, a list of orders): monospaced, as the cells were. */
export const pasteBoxClasses =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 aria-[invalid=true]:border-red-600 disabled:bg-slate-100';

/** A file control boxed as the text fields are, one control height, its "Choose file" button a segment. */
export const fileInputClasses =
  'min-h-11 w-full rounded-md border border-slate-400 bg-white text-sm text-slate-900 shadow-sm sm:min-h-10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 file:mr-3 file:border-0 file:border-r file:border-slate-300 file:bg-slate-50 file:px-3 file:py-[11px] sm:file:py-2 file:text-sm file:font-medium file:text-slate-800';
