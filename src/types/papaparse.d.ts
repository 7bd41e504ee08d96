/**
 * The part of Papa Parse's API the portal uses (`Papa.parse` of a string). `@types/papaparse` declares
 * its Node stream overloads with a reference to Node's types, which would give all browser code Node's
 * globals: tsconfig.app.json maps `papaparse` here instead. The library itself is unchanged.
 */
export interface ParseConfig {
  delimiter?: string;
  delimitersToGuess?: string[];
  skipEmptyLines?: boolean | 'greedy';
}

export interface ParseError {
  type: string;
  code: string;
  message: string;
  row?: number;
}

export interface ParseResult<T> {
  data: T[];
  errors: ParseError[];
}

declare const Papa: {
  parse<T>(input: string, config?: ParseConfig): ParseResult<T>;
};

export default Papa;
