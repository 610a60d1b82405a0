/**
 * The requests the fuzz sends to one route: a fixed sweep (every field, path parameter and query
 * value of the valid sample with each refused character, or a wrong type) and generated cases
 * (a field swapped for junk, removed or added, a junk or non-JSON body, junk parameters, queries,
 * methods and headers), each either as the service worker sends it (encrypted, signed) or plain.
 */
import fc from 'fast-check';
import {
  BAD_CHARACTERS,
  JUNK_HEADERS,
  RAW_BODIES,
  encodeLoose,
  junkHeaderValue,
  junkSegment,
  junkString,
  junkValue,
} from './fuzz-inputs';
import type { Sample } from './fuzz-routes';

export interface FuzzCase {
  method: string;
  /** Path parameters, already encoded. */
  params: Record<string, string>;
  /** Query pairs, already encoded. */
  query: [string, string][];
  body?: { json: unknown } | { raw: string };
  headers: Record<string, string>;
  plain: boolean;
}

type Path = (string | number)[];

const pathsOf = (value: unknown, prefix: Path = []): Path[] => {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [...(prefix.length ? [prefix] : []), ...entries.flatMap(([k, v]) => pathsOf(v, [...prefix, k]))];
};

const valueAt = (root: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root);

/** A copy of `root` with the value at `path` replaced (or removed when `remove`). */
const withValue = (root: unknown, path: Path, value: unknown, remove = false): unknown => {
  const copy = structuredClone(root);
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path[path.length - 1]!;
  if (remove) delete parent[key];
  else Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
};

const insert = (text: string, character: string) => {
  const middle = Math.floor(text.length / 2);
  return text.slice(0, middle) + character + text.slice(middle);
};

const SWEEP_CHARACTERS = ['\u0000', '\u0085', '\ud800', '\n'];
const WRONG_TYPES: unknown[] = ['x'.repeat(5000), 2 ** 64, null, [], { nested: { deep: '\u0000' } }];

const base = (sample: Sample, method: string): FuzzCase => ({
  method,
  params: Object.fromEntries(Object.entries(sample.params ?? {}).map(([k, v]) => [k, encodeLoose(v)])),
  query: Object.entries(sample.query ?? {}).map(([k, v]) => [k, encodeLoose(v)]),
  body: sample.body === undefined ? undefined : { json: sample.body },
  headers: {},
  plain: false,
});

/** Every field, parameter and query value with each refused character, and every body field with a wrong type. */
export const sweepCases = (sample: Sample, method: string): FuzzCase[] => {
  const start = base(sample, method);
  const cases: FuzzCase[] = [];
  const body = sample.body;
  for (const path of body === undefined ? [] : pathsOf(body).filter((p) => p.length > 0)) {
    const value = valueAt(body, path);
    if (typeof value === 'string')
      for (const c of SWEEP_CHARACTERS)
        cases.push({ ...start, body: { json: withValue(body, path, insert(value, c)) } });
    for (const wrong of WRONG_TYPES) cases.push({ ...start, body: { json: withValue(body, path, wrong) } });
  }
  for (const [name, value] of Object.entries(sample.params ?? {}))
    for (const c of SWEEP_CHARACTERS)
      cases.push({ ...start, params: { ...start.params, [name]: encodeLoose(insert(value, c)) } });
  for (const [name, value] of Object.entries(sample.query ?? {}))
    for (const c of SWEEP_CHARACTERS)
      cases.push({
        ...start,
        query: start.query.map(([k, v]) => [k, k === name ? encodeLoose(insert(value, c)) : v]),
      });
  return cases;
};

const mutatedBody = (body: unknown): fc.Arbitrary<FuzzCase['body']> => {
  const paths = pathsOf(body).filter((p) => p.length > 0);
  const strings = paths.filter((p) => typeof valueAt(body, p) === 'string');
  const options: fc.Arbitrary<FuzzCase['body']>[] = [
    junkValue.map((json) => ({ json })),
    fc.constantFrom(...RAW_BODIES).map((raw) => ({ raw })),
    fc.tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), junkValue).map(([key, junk]) => ({
      raw: `{${JSON.stringify(key)}:${JSON.stringify(junk) ?? 'null'},${JSON.stringify(body).slice(1)}`,
    })),
  ];
  if (paths.length > 0)
    options.push(
      fc.tuple(fc.constantFrom(...paths), junkValue).map(([path, junk]) => ({ json: withValue(body, path, junk) })),
      fc.constantFrom(...paths).map((path) => ({ json: withValue(body, path, undefined, true) })),
    );
  if (strings.length > 0)
    options.push(
      fc
        .tuple(fc.constantFrom(...strings), fc.constantFrom(...BAD_CHARACTERS))
        .map(([path, c]) => ({ json: withValue(body, path, insert(valueAt(body, path) as string, c)) })),
      fc.tuple(fc.constantFrom(...strings), junkString).map(([path, junk]) => ({ json: withValue(body, path, junk) })),
    );
  return fc.oneof(...options);
};

/** `arbitrary` once in `every` cases, else null. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, every: number) =>
  fc.oneof({ weight: every - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/** Generated cases around the sample. */
export const randomCase = (sample: Sample, method: string): fc.Arbitrary<FuzzCase> => {
  const start = base(sample, method);
  const params = Object.keys(start.params);
  const body = sample.body === undefined ? fc.constant(undefined) : mutatedBody(sample.body);
  return fc
    .record({
      body: fc.oneof({ weight: 4, arbitrary: body }, { weight: 1, arbitrary: fc.constant(start.body) }),
      param: params.length ? fc.option(fc.tuple(fc.constantFrom(...params), junkSegment)) : fc.constant(null),
      query: fc.option(
        fc.tuple(fc.oneof(fc.constantFrom(...start.query.map(([k]) => k), 'q'), junkSegment), junkSegment),
      ),
      header: sometimes(fc.tuple(fc.constantFrom(...JUNK_HEADERS), junkHeaderValue), 4),
      method: sometimes(fc.constantFrom(...OTHER_METHODS), 12),
      plain: fc.boolean(),
    })
    .map((r) => {
      const chosen = r.method ?? method;
      return {
        method: chosen,
        params: r.param ? { ...start.params, [r.param[0]]: r.param[1] } : start.params,
        query: r.query ? [...start.query.filter(([k]) => k !== r.query![0]), r.query] : start.query,
        body: chosen === 'GET' ? undefined : r.body,
        headers: r.header ? { [r.header[0]]: r.header[1] } : {},
        plain: r.plain,
      };
    });
};
