/**
 * The OpenAPI 3.1 document, generated from the contract's route table (src/contract/api-routes.ts)
 * with @valibot/to-json-schema: every body and every answer's `data` is a component converted from
 * the valibot schema the server validates with and the page parses with, wrapped in its envelope.
 */
import { toJsonSchemaDefs, type ConversionConfig } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import type { ApiRoute } from '../../src/contract/api-route';
import { API_ROUTES } from '../../src/contract/api-routes';
import { isUnsignedPath } from '../../src/contract/headers';
import { mappingFor, type SensitiveProperty } from '../../src/contract/sensitive-data';
import { SENSITIVE_DATA_MAPPINGS } from '../domain/security/sensitive-data-mapping';
import type { ErrorStatus } from './errors';
import { NAMED_SCHEMAS } from './openapi-components';
import { OPENAPI_GUIDE } from './openapi-guide';
import {
  HEADER_PARAMETERS,
  NAMED_ENUMS,
  SECURITY_SCHEMES,
  actionCodeSchema,
  messageCodeSchema,
  namedEnumSchemas,
} from './openapi-parts';
import { DOCS_OPERATIONS } from './openapi-self';

type Json = Record<string, unknown>;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const ENUM_BY_OPTIONS = new Map(
  Object.entries(NAMED_ENUMS).map(([name, { options }]) => [JSON.stringify(options), name]),
);

const CONVERSION: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'input',
  errorMode: 'ignore',
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  /** A picklist of a named enum's options refers to it (except the enum's own component). */
  overrideSchema: ({ valibotSchema, referenceId }) => {
    if (valibotSchema.type !== 'picklist') return undefined;
    const name = ENUM_BY_OPTIONS.get(JSON.stringify((valibotSchema as unknown as { options: unknown[] }).options));
    return name && name !== referenceId ? ref(name) : undefined;
  },
};

/** Names every schema once: a contract schema keeps its component name, a route's own gets `<Operation>Request` etc. */
const collectSchemas = () => {
  const definitions: Record<string, v.GenericSchema> = { ...namedEnumSchemas(), ...NAMED_SCHEMAS };
  const names = new Map<v.GenericSchema, string>(Object.entries(NAMED_SCHEMAS).map(([name, schema]) => [schema, name]));
  const nameOf = (schema: v.GenericSchema, fallback: string) => {
    const known = names.get(schema);
    if (known) return known;
    definitions[fallback] = schema;
    names.set(schema, fallback);
    return fallback;
  };
  const perRoute = API_ROUTES.map((route) => ({
    route,
    body: route.body && nameOf(route.body, `${pascal(route.name)}Request`),
    data: nameOf(route.data, `${pascal(route.name)}Data`),
    query: route.query && nameOf(route.query, `${pascal(route.name)}Query`),
  }));
  return { definitions, perRoute };
};

const envelopeSchema = (kind: ApiRoute['envelope'], data: Json): Json =>
  kind === 'auth'
    ? {
        type: 'object',
        required: ['result', 'actionCode', 'messages'],
        properties: {
          result: { type: 'boolean' },
          actionCode: ref('ActionCode'),
          messages: { type: 'array', items: ref('Message') },
          data,
        },
      }
    : {
        type: 'object',
        required: ['status', 'data', 'messages', 'actionCode', 'isTransactionSigning'],
        properties: {
          status: { enum: ['success', 'error'] },
          data: { anyOf: [data, { type: 'null' }] },
          messages: { type: 'array', items: ref('Message') },
          actionCode: ref('ActionCode'),
          isTransactionSigning: { type: 'boolean' },
        },
      };

const fieldsOf = (properties: readonly SensitiveProperty[], root: string) =>
  properties.map(({ parentPropertyName, propertyName }) =>
    [root, parentPropertyName, propertyName].filter(Boolean).join('.'),
  );

/** Who may call: the security alternatives of a route. */
const securityOf = (route: ApiRoute, hasEncryptedRequest: boolean): Json[] => {
  const customer = { TransactionToken: [], SessionCookie: [], Signature: [] };
  if (route.session === 'none')
    return [hasEncryptedRequest ? { UnprotectedToken: [], ClientKey: [] } : { UnprotectedToken: [] }];
  if (route.session === 'agent') return [{ AgentToken: [] }];
  if (route.session === 'signed') return [customer, { AgentToken: [] }];
  if (route.session === 'optional') return [customer, {}];
  return [customer];
};

const headerRefs = (route: ApiRoute, signed: boolean) =>
  [
    'TraceId',
    'Language',
    'Channel',
    'ApiVersion',
    'Os',
    'DeviceBrand',
    'DeviceModel',
    ...(signed ? ['Signed', 'Timestamp'] : []),
    ...(route.idempotent ? ['IdempotencyKey'] : []),
  ].map((name) => ({ $ref: `#/components/parameters/${name}` }));

/** Every planned refusal's status (a RequestError's), and 503 when the shared state is away (middleware/errors.ts). */
const ERROR_STATUSES: Readonly<Record<ErrorStatus | 503, string>> = {
  400: 'Malformed input',
  401: 'No valid session or signature',
  403: 'Not allowed at this step',
  404: 'Not found',
  409: 'Idempotency conflict',
  413: 'Body too large',
  429: 'Rate limited',
  503: 'Rate limits or replays cannot be checked (Redis unreachable)',
};

const operationOf = (
  entry: ReturnType<typeof collectSchemas>['perRoute'][number],
  components: Record<string, Json>,
): [string, string, Json] => {
  const { route } = entry;
  const bare = route.path.toLowerCase();
  const mapping = mappingFor(SENSITIVE_DATA_MAPPINGS, bare);
  const encrypted = {
    request: fieldsOf(mapping?.requestSensitiveDataProperties ?? [], ''),
    response: fieldsOf(mapping?.responseSensitiveDataProperties ?? [], 'data'),
  };
  const signed = !isUnsignedPath(bare) && route.session !== 'agent';
  const queryProperties = entry.query ? ((components[entry.query]!.properties ?? {}) as Record<string, Json>) : {};
  const parameters = [
    ...Object.entries(route.params ?? {}).map(([name, schema]) => ({
      name,
      in: 'path',
      required: true,
      schema: toJsonSchemaDefs({ param: schema }, CONVERSION).param,
    })),
    ...Object.entries(queryProperties).map(([name, schema]) => ({ name, in: 'query', required: false, schema })),
    ...headerRefs(route, signed),
  ];
  const codes = route.actionCodes.join(', ');
  const operation: Json = {
    operationId: route.name,
    tags: [route.tag],
    summary: route.summary,
    description: `Action codes on success: ${codes}.${route.idempotent ? ' A change: send an `Idempotency-Key`.' : ''}${
      encrypted.request.length + encrypted.response.length
        ? ` ENC1 fields: ${[...encrypted.request, ...encrypted.response].map((f) => `\`${f}\``).join(', ')}.`
        : ''
    }`,
    parameters,
    security: securityOf(route, encrypted.request.length > 0),
    'x-session': route.session,
    'x-action-codes': route.actionCodes,
    ...(route.idempotent ? { 'x-idempotent': true } : {}),
    ...(encrypted.request.length + encrypted.response.length ? { 'x-encrypted-fields': encrypted } : {}),
    ...(entry.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: ref(entry.body) } } } }
      : {}),
    responses: {
      200: {
        description: route.envelope === 'auth' ? 'An auth envelope.' : 'A service envelope.',
        content: { 'application/json': { schema: envelopeSchema(route.envelope, ref(entry.data)) } },
      },
      ...Object.fromEntries(
        Object.keys(ERROR_STATUSES).map((status) => [status, { $ref: `#/components/responses/Error${status}` }]),
      ),
    },
  };
  return [`/api${route.path}`, route.method.toLowerCase(), operation];
};

export const buildOpenApiDocument = (): Json => {
  const { definitions, perRoute } = collectSchemas();
  const schemas: Record<string, Json> = toJsonSchemaDefs(definitions, CONVERSION) as Record<string, Json>;
  for (const [name, { description }] of Object.entries(NAMED_ENUMS)) schemas[name] = { ...schemas[name], description };
  schemas.ActionCode = actionCodeSchema();
  schemas.MessageCode = messageCodeSchema();
  schemas.Message = {
    ...schemas.Message!,
    properties: { ...(schemas.Message!.properties as Json), code: ref('MessageCode') },
  };
  const paths: Record<string, Json> = {};
  for (const entry of perRoute) {
    const [path, method, operation] = operationOf(entry, schemas);
    paths[path] = { ...paths[path], [method]: operation };
  }
  for (const entry of perRoute) if (entry.query && !NAMED_SCHEMAS[entry.query]) delete schemas[entry.query];
  Object.assign(paths, DOCS_OPERATIONS);
  const errorEnvelope = envelopeSchema('service', { type: 'null' });
  return {
    openapi: '3.1.0',
    info: { title: 'Emanet sandbox bank API', version: '1.1', description: OPENAPI_GUIDE },
    servers: [{ url: '/' }],
    tags: [...new Set(API_ROUTES.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      parameters: HEADER_PARAMETERS,
      securitySchemes: SECURITY_SCHEMES,
      responses: Object.fromEntries(
        Object.entries(ERROR_STATUSES).map(([status, description]) => [
          `Error${status}`,
          { description, content: { 'application/json': { schema: errorEnvelope } } },
        ]),
      ),
    },
  };
};
