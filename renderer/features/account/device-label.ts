import { PRODUCT_NAME } from '../../lib/brand';

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, iOS also says Mac OS X,
// Android and ChromeOS also say Linux.
const BROWSERS: readonly [RegExp, string][] = [
  [/Electron\//, `${PRODUCT_NAME} desktop app`],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux|X11/, 'Linux'],
];

function firstMatch(userAgent: string, table: readonly [RegExp, string][]): string | undefined {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1];
}

/** A short readable name for the device of a session, e.g. 'Chrome on Linux'. */
export function deviceLabel(userAgent: string | null): string {
  const text = userAgent?.trim() ?? '';
  if (!text) return 'Unknown device';
  const browser = firstMatch(text, BROWSERS);
  const system = firstMatch(text, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `${system} device`;
  // Scripts and tools name themselves first, e.g. 'curl/8.5.0'.
  const product = /^([A-Za-z][\w.-]{0,30})\//.exec(text)?.[1];
  return product && product !== 'Mozilla' ? product : 'Unknown device';
}
