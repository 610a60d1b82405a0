/**
 * Example values built from the OpenAPI document alone, as a third-party client generator would:
 * a schema's own `examples` first, else its `const`, first enum value or first option, and for a
 * string its format, or a value matching its (simple) pattern and length bounds.
 */
type Schema = Record<string, unknown>;

const resolve = (schema: Schema, document: Schema): Schema => {
  let current = schema;
  while (typeof current.$ref === 'string') {
    const path = current.$ref.replace(/^#\//, '').split('/');
    current = path.reduce<Schema>((node, key) => node[key] as Schema, document);
  }
  return current;
};

/** One character a character class accepts: the first plain character or range start in it. */
const fromClass = (body: string): string => {
  if (body.startsWith('^')) return 'a';
  if (/^\\d/.test(body)) return '1';
  if (/^\\p\{/.test(body)) return 'a';
  return body.charAt(0) === '\\' ? body.charAt(1) : body.charAt(0);
};

/** A string matching a pattern made of literals, `\d`, classes and quantifiers; optional groups left out. */
export const matchPattern = (pattern: string): string => {
  const source = pattern.replace(/^\^/, '').replace(/\$$/, '');
  let out = '';
  let i = 0;
  while (i < source.length) {
    let unit: string;
    if (source.startsWith('(?:', i)) {
      const end = source.indexOf(')', i);
      const inner = source.slice(i + 3, end);
      i = end + 1;
      if (source[i] === '?') {
        i += 1;
        continue;
      }
      unit = matchPattern(inner);
    } else if (source[i] === '[') {
      const end = source.indexOf(']', i + 1);
      unit = fromClass(source.slice(i + 1, end));
      i = end + 1;
    } else if (source[i] === '\\') {
      unit = source[i + 1] === 'd' ? '1' : source[i + 1] === 'p' ? 'a' : source[i + 1]!;
      i += source[i + 1] === 'p' ? source.indexOf('}', i) + 1 - i : 2;
    } else {
      unit = source[i]!;
      i += 1;
    }
    const quantifier = /^(?:\{(\d+)(?:,(\d*))?\}|[+*?])/.exec(source.slice(i));
    const times = quantifier ? (quantifier[1] ? Number(quantifier[1]) : quantifier[0] === '+' ? 1 : 0) : 1;
    if (quantifier) i += quantifier[0].length;
    out += unit.repeat(times);
  }
  return out;
};

const stringOf = (schema: Schema): string => {
  if (schema.format === 'uuid') return crypto.randomUUID();
  if (schema.format === 'date') return '2026-01-05';
  if (typeof schema.pattern === 'string') return matchPattern(schema.pattern);
  const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 8;
  return 'Example'.padEnd(min, 'e').slice(0, Math.max(min, Math.min(max, 7)));
};

export const exampleOf = (given: Schema, document: Schema): unknown => {
  const schema = resolve(given, document);
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const)
    if (Array.isArray(schema[key])) return exampleOf((schema[key] as Schema[])[0]!, document);
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, exampleOf(properties[name]!, document)]));
    }
    case 'array':
      return Array.from({ length: Math.max(Number(schema.minItems ?? 1), 1) }, () =>
        exampleOf(schema.items as Schema, document),
      );
    case 'string':
      return stringOf(schema);
    case 'number':
    case 'integer':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return false;
    default:
      return null;
  }
};
