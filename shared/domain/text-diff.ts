// Which words of a value differ from the value expected, so a screen can highlight them:
// '125 Main St' against '123 Main St' differs in '125' only.

export interface TextPart {
  text: string;
  /** Not found, in this order, in the expected value. */
  differs: boolean;
}

// Runs of letters and digits, and the runs of spaces and punctuation between them.
const TOKEN = /[\p{L}\p{N}]+|[^\p{L}\p{N}]+/gu;
const WORD = /^[\p{L}\p{N}]/u;
const SPACE = /^\s+$/u;

function tokens(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** For each token of `actual`, whether it is part of a longest common subsequence with `expected`. */
function commonTokens(expected: readonly string[], actual: readonly string[]): boolean[] {
  // lengths[i][j]: the longest common subsequence of expected[i..] and actual[j..].
  const lengths = Array.from({ length: expected.length + 1 }, () => new Array<number>(actual.length + 1).fill(0));
  for (let i = expected.length - 1; i >= 0; i -= 1) {
    for (let j = actual.length - 1; j >= 0; j -= 1) {
      lengths[i]![j] = expected[i] === actual[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const common = new Array<boolean>(actual.length).fill(false);
  let i = 0;
  let j = 0;
  while (i < expected.length && j < actual.length) {
    if (expected[i] === actual[j]) {
      common[j] = true;
      i += 1;
      j += 1;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) {
      i += 1;
    } else {
      j += 1;
    }
  }
  return common;
}

/**
 * `actual` cut into parts that are the same as in `expected` and parts that differ, comparing
 * whole words exactly; joined, the parts give `actual` back. Spaces or punctuation between two
 * differing words differ too, so 'Red Window' against 'Blue Door' is one part, not three; other
 * spaces never do, so an added word is highlighted without the space before it.
 * Nothing expected: the whole value differs. Null when there is no actual value: the whole thing is missing.
 */
export function differingParts(expected: string | null, actual: string | null): TextPart[] | null {
  if (actual === null) return null;
  const found = tokens(actual);
  const common = expected === null ? found.map(() => false) : commonTokens(tokens(expected), found);
  const differs = found.map((token, index) => {
    if (WORD.test(token)) return !common[index];
    const betweenDiffering = index > 0 && index < found.length - 1 && !common[index - 1] && !common[index + 1];
    // A space is only a gap between words, so it follows them; punctuation differs on its own.
    return SPACE.test(token) ? betweenDiffering : !common[index] || betweenDiffering;
  });

  const parts: TextPart[] = [];
  found.forEach((text, index) => {
    const last = parts.at(-1);
    if (last && last.differs === differs[index]) last.text += text;
    else parts.push({ text, differs: differs[index]! });
  });
  return parts;
}
