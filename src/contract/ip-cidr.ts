/**
 * IPv4 and IPv6 addresses and CIDR ranges (ip-restrictions, issue 16): parsed to a bigint and a
 * family, so a rule and an address compare exactly. An IPv4-mapped IPv6 address (::ffff:203.0.113.7,
 * how a dual-stack socket reports an IPv4 client) is read as the IPv4 address it carries.
 */
export type IpFamily = 4 | 6;
export interface IpAddress {
  family: IpFamily;
  value: bigint;
}
export interface IpRange {
  family: IpFamily;
  /** The first address of the range (host bits cleared). */
  base: bigint;
  prefix: number;
}

const V4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

const parseV4 = (text: string): bigint | undefined => {
  const m = V4.exec(text);
  if (!m) return undefined;
  let value = 0n;
  for (const part of m.slice(1)) {
    if (part.length > 1 && part.startsWith('0')) return undefined;
    const n = Number(part);
    if (n > 255) return undefined;
    value = (value << 8n) | BigInt(n);
  }
  return value;
};

const parseV6 = (text: string): bigint | undefined => {
  if (!/^[0-9a-fA-F:.]+$/.test(text) || text.length > 45) return undefined;
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const groups = (part: string): number[] | undefined => {
    if (part === '') return [];
    const out: number[] = [];
    const items = part.split(':');
    for (const [i, item] of items.entries()) {
      if (i === items.length - 1 && item.includes('.')) {
        const v4 = parseV4(item);
        if (v4 === undefined) return undefined;
        out.push(Number(v4 >> 16n), Number(v4 & 0xffffn));
      } else if (/^[0-9a-fA-F]{1,4}$/.test(item)) out.push(parseInt(item, 16));
      else return undefined;
    }
    return out;
  };
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const all = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return all.reduce((acc, g) => (acc << 16n) | BigInt(g), 0n);
};

/** An address as a socket or a header gives it (a zone id and IPv6 brackets left out); undefined when it is none. */
export const parseIp = (raw: string): IpAddress | undefined => {
  const text = raw
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  const v4 = parseV4(text);
  if (v4 !== undefined) return { family: 4, value: v4 };
  const v6 = parseV6(text);
  if (v6 === undefined) return undefined;
  if (v6 >> 32n === 0xffffn) return { family: 4, value: v6 & 0xffffffffn };
  return { family: 6, value: v6 };
};

const bits = (family: IpFamily) => (family === 4 ? 32 : 128);

/** `203.0.113.0/24`, `2001:db8::/32`, or a single address (a /32 or /128). */
export const parseCidr = (raw: string): IpRange | undefined => {
  const [address, prefixText, extra] = raw.trim().split('/');
  if (extra !== undefined || !address) return undefined;
  const ip = parseIp(address);
  if (!ip) return undefined;
  const max = bits(ip.family);
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max) return undefined;
  const hostBits = BigInt(max - prefix);
  return { family: ip.family, base: (ip.value >> hostBits) << hostBits, prefix };
};

export const inRange = (ip: IpAddress, range: IpRange): boolean => {
  if (ip.family !== range.family) return false;
  const hostBits = BigInt(bits(range.family) - range.prefix);
  return ip.value >> hostBits === range.base >> hostBits;
};

const v4Text = (value: bigint) => [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
const v6Text = (value: bigint) => {
  const groups = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt((7 - i) * 16)) & 0xffffn));
  // The longest run of zero groups (two or more) becomes "::" (RFC 5952).
  let best = { start: -1, length: 0 };
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j += 1;
    if (j - i > best.length && j - i > 1) best = { start: i, length: j - i };
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.start < 0) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
};

/** The canonical text of a range: `203.0.113.0/24`, `2001:db8::/32`. */
export const cidrText = (range: IpRange): string =>
  `${range.family === 4 ? v4Text(range.base) : v6Text(range.base)}/${range.prefix}`;

/** Whether `address` is allowed by `rules` (no rules: every address is). Undefined address: not allowed when rules exist. */
export const ipAllowed = (address: string | null | undefined, rules: readonly string[]): boolean => {
  if (rules.length === 0) return true;
  const ip = address ? parseIp(address) : undefined;
  if (!ip) return false;
  return rules.some((rule) => {
    const range = parseCidr(rule);
    return range !== undefined && inRange(ip, range);
  });
};
