import { DEVICE_HEADER_MAX } from '../src/contract/headers';

/** What X-OS, X-Device-Brand and X-Device-Model carry, each cut to 150 characters. */
export interface DeviceInfo {
  os: string;
  brand: string;
  model: string;
}

interface UaBrand {
  brand: string;
  version: string;
}
interface UaHighEntropy {
  platform?: string;
  platformVersion?: string;
  model?: string;
  brands?: UaBrand[];
}
interface UaData {
  getHighEntropyValues(hints: string[]): Promise<UaHighEntropy>;
}

const UNKNOWN = 'Unknown';

export const cut = (value: string): string => value.slice(0, DEVICE_HEADER_MAX);

/** Header values must be ISO-8859-1 without line breaks; anything else becomes a space. */
const clean = (value: string): string => cut(value.replace(/[^\x20-\x7e\xa0-\xff]/g, ' ').trim()) || UNKNOWN;

const withoutGrease = (brands: UaBrand[] = []) => brands.filter((b) => !/not.?a.?brand/i.test(b.brand));

/** From User-Agent Client Hints (Chromium). */
export const fromClientHints = (hints: UaHighEntropy): DeviceInfo => ({
  os: clean(`${hints.platform ?? ''} ${hints.platformVersion ?? ''}`),
  brand: clean(
    withoutGrease(hints.brands)
      .map((b) => `${b.brand} ${b.version}`)
      .join(', '),
  ),
  model: clean(hints.model ?? ''),
});

const OS_PATTERNS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/Windows NT ([\d.]+)/, (m) => `Windows ${m[1]}`],
  [/Android ([\d.]+)/, (m) => `Android ${m[1]}`],
  [/(?:iPhone|CPU) OS ([\d_]+)/, (m) => `iOS ${m[1]!.replace(/_/g, '.')}`],
  [/Mac OS X ([\d_.]+)/, (m) => `macOS ${m[1]!.replace(/_/g, '.')}`],
  [/CrOS/, () => 'ChromeOS'],
  [/Linux/, () => 'Linux'],
];

/** From the User-Agent string where Client Hints are missing (Firefox, Safari). */
export const fromUserAgent = (ua: string): DeviceInfo => {
  let os = '';
  for (const [pattern, name] of OS_PATTERNS) {
    const match = pattern.exec(ua);
    if (match) {
      os = name(match);
      break;
    }
  }
  const android = /Android [\d.]+; ([^;)]+?)(?: Build\/[^;)]*)?\)/.exec(ua);
  const apple = /\((iPhone|iPad|Macintosh)/.exec(ua);
  const model = android?.[1] ?? apple?.[1] ?? '';
  const brand = apple ? 'Apple' : /SM-|Samsung/i.test(model) ? 'Samsung' : model ? model.split(/[\s-]/)[0]! : '';
  return { os: clean(os), brand: clean(brand), model: clean(model) };
};

let cached: Promise<DeviceInfo> | undefined;

/** Read once per worker life. */
export const deviceInfo = (nav: WorkerNavigator = navigator): Promise<DeviceInfo> => {
  cached ??= (async () => {
    const uaData = (nav as WorkerNavigator & { userAgentData?: UaData }).userAgentData;
    if (uaData) {
      try {
        return fromClientHints(await uaData.getHighEntropyValues(['platform', 'platformVersion', 'model', 'brands']));
      } catch {
        // fall back to the UA string
      }
    }
    return fromUserAgent(nav.userAgent);
  })();
  return cached;
};
