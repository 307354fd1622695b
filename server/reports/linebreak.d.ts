// The part of linebreak (UAX #14 break opportunities, as PDFKit uses) that the report calls.
declare module 'linebreak' {
  interface Break {
    /** Where the next line may start. */
    position: number;
    /** A hard break (a newline). */
    required: boolean;
  }
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): Break | null;
  }
}
