/** Python's print(): one call prints one line (or several if the text has newlines); no argument prints an empty line. */
export type Print = (text?: string) => void;
