// The part of the built stylesheet a prerendered page inlines for its first paint. Tailwind writes
// one rule per class, so a rule whose selector needs a class the markup lacks cannot apply to it.

/** Blocks whose rules are kept one by one; any other block (@keyframes, @property) is kept whole. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'layer', 'container', 'scope', 'starting-style']);

/** Index just past the escape, string or comment starting at `index`, else past its character. */
function skip(css: string, index: number): number {
  const char = css[index];
  if (char === '\\') return index + 2;
  if (char === '"' || char === "'") {
    let end = index + 1;
    while (end < css.length && css[end] !== char) end += css[end] === '\\' ? 2 : 1;
    return end + 1;
  }
  if (char === '/' && css[index + 1] === '*') {
    const end = css.indexOf('*/', index + 2);
    return end < 0 ? css.length : end + 2;
  }
  return index + 1;
}

function withoutComments(css: string): string {
  let text = '';
  for (let index = 0; index < css.length; ) {
    const next = skip(css, index);
    if (!css.startsWith('/*', index)) text += css.slice(index, next);
    index = next;
  }
  return text;
}

/** Index of the `}` closing the block opened at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index = skip(css, index)) {
    if (css[index] === '{') depth += 1;
    else if (css[index] === '}' && --depth === 0) return index;
  }
  throw new Error('The stylesheet has a block that does not close');
}

function unescapeCss(text: string): string {
  return text.replace(/\\([0-9a-f]{1,6}\s?|[\s\S])/gi, (_, escaped: string) => {
    if (!/^[0-9a-f]/i.test(escaped)) return escaped;
    const code = Number.parseInt(escaped, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

/** The selector list split at its own commas, not those inside brackets or parentheses. */
function selectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index = skip(list, index)) {
    const char = list[index];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  return [...parts, list.slice(start)];
}

/**
 * The classes an element must have for the selector to match it. Classes inside brackets or
 * parentheses are left out: :not(.a) matches without one, :is(.a, .b) with either.
 */
export function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  let depth = 0;
  for (let index = 0; index < selector.length; ) {
    const char = selector[index];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === '.' && depth === 0) {
      const name = /^(?:\\[0-9a-f]{1,6}\s?|\\[\s\S]|[\w-]|\P{ASCII})+/iu.exec(selector.slice(index + 1))?.[0] ?? '';
      if (name) classes.push(unescapeCss(name));
      index += 1 + name.length;
      continue;
    }
    index = skip(selector, index);
  }
  return classes;
}

function mayMatch(selectorList: string, classNames: ReadonlySet<string>): boolean {
  return selectors(selectorList).some((selector) => requiredClasses(selector).every((name) => classNames.has(name)));
}

function prune(css: string, classNames: ReadonlySet<string>): string {
  let kept = '';
  let index = 0;
  while (index < css.length) {
    const start = index;
    while (index < css.length && css[index] !== '{' && css[index] !== ';' && css[index] !== '}') index = skip(css, index);
    const prelude = css.slice(start, index).trim();
    if (css[index] === '}') throw new Error('The stylesheet closes a block it never opened');
    if (index >= css.length) {
      if (prelude) throw new Error(`The stylesheet ends inside a rule: ${prelude.slice(0, 80)}`);
      break;
    }
    if (css[index] === ';') {
      // A statement such as @layer a, b; it orders what follows.
      if (prelude) kept += `${prelude};`;
      index += 1;
      continue;
    }
    const end = blockEnd(css, index);
    const body = css.slice(index + 1, end);
    index = end + 1;
    const atRule = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase();
    if (atRule === undefined) {
      if (mayMatch(prelude, classNames)) kept += `${prelude}{${body}}`;
    } else if (!GROUPING_AT_RULES.has(atRule)) {
      kept += `${prelude}{${body}}`;
    } else {
      const inner = prune(body, classNames);
      // An emptied @layer stays: where a layer is first named sets its precedence.
      if (inner || atRule === 'layer') kept += `${prelude}{${inner}}`;
    }
  }
  return kept;
}

/**
 * The rules of `css` that the markup can use: all those naming no class, and those whose selector
 * names only classes the markup has, so hover and focus styles of the page's elements come along.
 */
export function criticalCss(css: string, classNames: ReadonlySet<string>): string {
  return prune(withoutComments(css), classNames);
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** Every class named in the markup's class attributes, as React writes them. */
export function classNamesIn(markup: string): Set<string> {
  const names = new Set<string>();
  for (const [, value = ''] of markup.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (entity, decimal?: string, hex?: string, name?: string) => {
      if (decimal) return String.fromCodePoint(Number(decimal));
      if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
      return ENTITIES[name?.toLowerCase() ?? ''] ?? entity;
    });
    for (const name of decoded.split(/\s+/)) if (name) names.add(name);
  }
  return names;
}
