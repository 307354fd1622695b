/**
 * The directory names typed into a list, one per line or separated by commas: trimmed, empty
 * entries dropped, and a name repeated in other capitals kept once, as first written.
 */
export function parseDirectoryList(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of text.split(/[\n,]/)) {
    const name = part.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

export function formatDirectoryList(names: readonly string[]): string {
  return names.join('\n');
}
