import { differingParts } from '../../../shared/domain/text-diff';

interface DifferingTextProps {
  expected: string | null;
  actual: string | null;
}

/**
 * What a directory shows, its words that differ from the profile highlighted. Screen readers do not
 * announce <mark> (nor a label on it), so each highlight starts with hidden words saying it differs.
 */
export function DifferingText({ expected, actual }: DifferingTextProps) {
  const parts = differingParts(expected, actual);
  if (!parts || parts.length === 0) {
    return (
      <span className="text-slate-500 italic" data-testid="scan-value-missing">
        Not shown on the directory
      </span>
    );
  }
  return (
    <span className="break-words">
      {parts.map((part, index) =>
        part.differs ? (
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-amber-950" data-testid="scan-difference">
            <span className="sr-only">differs: </span>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}
