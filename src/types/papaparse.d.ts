/**
 * The part of Papa Parse's API the portal uses (`Papa.parse` of a string). `@types/papaparse` declares
 * its Node stream overloads with a reference to Node's types, which would give all browser code Node's
 * globals: tsconfig.app.json maps `papaparse` here instead. The library itself is unchanged.
 */
export interface ParseConfig {
  delimiter?: string;
  delimitersToGuess?: string[];
  skipEmptyLines?: boolean | 'greedy';
  /** Reads only this many records (0: all). */
  preview?: number;
}

export interface ParseError {
  type: string;
  code: string;
  message: string;
  row?: number;
  index?: number;
}

export interface ParseMeta {
  delimiter: string;
  linebreak: string;
  aborted: boolean;
  truncated: boolean;
  /** Where reading stopped in the input (after `preview` records, the start of the next one). */
  cursor: number;
}

export interface ParseResult<T> {
  data: T[];
  errors: ParseError[];
  meta: ParseMeta;
}

declare const Papa: {
  parse<T>(input: string, config?: ParseConfig): ParseResult<T>;
};

export default Papa;
