import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * The OpenAPI document against the server. For every operation: each documented constraint, broken on its own,
 * is refused with 400 naming the field; at least 200 generated invalid or edge-case requests (wrong types, huge
 * and negative numbers, long and unicode strings, missing and extra fields, malformed JSON, wrong content types,
 * missing or forged tokens, over-long URLs) are each refused with a documented 4xx in the error shape, without a
 * stack trace, and change nothing in the database; then property-based requests derived from the schemas (fixed
 * seed and run count) go to the API directly and through the site's proxy: no 5xx, every answer documented and in
 * shape, and nothing changed by a refused request.
 */

interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
}
interface Parameter {
  in: 'path' | 'query';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters: Parameter[];
  body: Schema | null;
  statuses: Set<string>;
  /** Needs a bearer token (declares `security`). */
  secured: boolean;
}
interface Answer {
  status: number;
  body: string;
}

const SEED = 16;
const RUNS_PER_OPERATION = 12;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Query values longer than this would hit the 16 KB URL limit (431) before validation. */
const QUERY_LENGTH_LIMIT = 4000;

let t: TestApp;
let admin: string;
let components: Record<string, Schema>;
let operations: Operation[];
let siteRoot: string;
let site: FastifyInstance;
let siteUrl: string;
let apiUrl: string;

const resolve = (schema: Schema): Schema =>
  schema.$ref ? resolve(components[schema.$ref.replace('#/components/schemas/', '')]) : schema;

/** Values the schema accepts (extra server rules, such as matching passwords, may still refuse them). */
function validValue(node: Schema): fc.Arbitrary<unknown> {
  const schema = resolve(node);
  const options: fc.Arbitrary<unknown>[] = [];
  if (schema.nullable) options.push(fc.constant(null));
  if (schema.anyOf) options.push(...schema.anyOf.map(validValue));
  else if (schema.enum) options.push(fc.constantFrom(...schema.enum));
  else if (schema.type === 'string') options.push(validString(schema));
  else if (schema.type === 'integer')
    options.push(fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 }));
  else if (schema.type === 'number')
    options.push(fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true }));
  else if (schema.type === 'boolean') options.push(fc.boolean());
  else if (schema.type === 'null') options.push(fc.constant(null));
  else if (schema.type === 'array')
    options.push(
      fc.array(validValue(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      }),
    );
  else if (schema.type === 'object' || schema.properties) {
    const properties = Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, child]) => [name, validValue(child)]),
    );
    options.push(fc.record(properties, { requiredKeys: schema.required ?? [] }));
  } else options.push(fc.jsonValue({ maxDepth: 2 }));
  return fc.oneof(...options);
}

function validString(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, Math.max(min, 40));
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('1950-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.pattern) {
    // Only the schema's own bounds: a default cap shorter than the pattern's strings would filter forever.
    const patternMax = schema.maxLength ?? Number.POSITIVE_INFINITY;
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= min && text.length <= patternMax);
  }
  return fc.string({ minLength: min, maxLength: max });
}

/** One sample of a valid value (deterministic). */
const sampleOf = (schema: Schema): unknown => fc.sample(validValue(schema), { numRuns: 1, seed: SEED })[0];

interface Violation {
  constraint: string;
  value: unknown;
}

/** Values breaking one constraint of the schema each; `inQuery` leaves out what text cannot express. */
function violationsOf(node: Schema, inQuery: boolean): Violation[] {
  const schema = resolve(node);
  const found: Violation[] = [];
  if (schema.anyOf) return found;
  if (schema.enum) found.push({ constraint: 'enum', value: 'not-an-allowed-value' });
  if (schema.type === 'string') {
    if (schema.minLength) found.push({ constraint: 'minLength', value: 'x'.repeat(schema.minLength - 1) });
    if (schema.maxLength !== undefined && !(inQuery && schema.maxLength > QUERY_LENGTH_LIMIT))
      found.push({ constraint: 'maxLength', value: 'x'.repeat(schema.maxLength + 1) });
    if (schema.format === 'date') found.push({ constraint: 'format', value: '2023-02-30' });
    if (schema.pattern) {
      const pattern = new RegExp(schema.pattern);
      const breaking = ['<b>', 'not valid', '2023-13-01', 'x'].find(
        (text) => !pattern.test(text) && text.length >= (schema.minLength ?? 0),
      );
      if (breaking) found.push({ constraint: 'pattern', value: breaking });
    }
    if (!inQuery) found.push({ constraint: 'type', value: 12345 });
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    if (schema.minimum !== undefined) found.push({ constraint: 'minimum', value: schema.minimum - 1 });
    if (schema.maximum !== undefined) found.push({ constraint: 'maximum', value: schema.maximum + 1 });
    if (schema.type === 'integer') found.push({ constraint: 'integer', value: 1.5 });
    found.push({ constraint: 'type', value: 'abc' });
  }
  if (schema.type === 'boolean') found.push({ constraint: 'type', value: inQuery ? 'yes' : 'true' });
  if (schema.type === 'array' && !inQuery) found.push({ constraint: 'type', value: 'x' });
  if ((schema.type === 'object' || schema.properties) && !inQuery) {
    found.push({ constraint: 'type (null)', value: null }, { constraint: 'type (array)', value: [] });
  }
  return found;
}

/** Every body that breaks exactly one constraint of `schema`, with the field the error must name. */
function bodyViolations(schema: Schema, base: unknown, field = ''): { label: string; field: string; body: unknown }[] {
  const resolved = resolve(schema);
  const here = violationsOf(resolved, false).map((v) => ({
    label: `${field || 'body'} ${v.constraint}`,
    field: field || '(root)',
    body: v.value,
  }));
  if (!resolved.properties || typeof base !== 'object' || base === null) return here;
  const record = base as Record<string, unknown>;
  for (const name of resolved.required ?? []) {
    const { [name]: _removed, ...rest } = record;
    here.push({ label: `${name} required`, field: joinField(field, name), body: rest });
  }
  if (resolved.additionalProperties === false) {
    here.push({
      label: 'additionalProperties',
      field: joinField(field, 'unexpectedField'),
      body: { ...record, unexpectedField: 1 },
    });
  }
  for (const [name, child] of Object.entries(resolved.properties)) {
    const childBase = record[name] ?? sampleOf(child);
    for (const nested of bodyViolations(child, childBase, joinField(field, name))) {
      if (nested.field !== '(root)') here.push({ ...nested, body: { ...record, [name]: nested.body } });
    }
  }
  return here;
}

const joinField = (parent: string, child: string) => (parent ? `${parent}.${child}` : child);

function readOperations(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = (operation.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content;
      return {
        method: method.toUpperCase(),
        path: route,
        operationId: String(operation.operationId),
        parameters: (operation.parameters as Parameter[] | undefined) ?? [],
        body: content?.['application/json']?.schema ?? null,
        statuses: new Set(Object.keys(operation.responses as object)),
        secured: Array.isArray(operation.security) && operation.security.length > 0,
      };
    }),
  );
}

function urlOf(operation: Operation, pathValues: Record<string, unknown>, query: Record<string, unknown>): string {
  const filled = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(String(pathValues[name])),
  );
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return search ? `${filled}?${search}` : filled;
}

const validPathValues = (operation: Operation) =>
  Object.fromEntries(operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, sampleOf(p.schema)]));

interface Sent {
  method: string;
  url: string;
  token: string | null;
  body?: unknown;
  contentType?: string;
}

async function direct(request: Sent): Promise<Answer> {
  const hasBody = request.body !== undefined;
  const response = await t.request({
    method: request.method as 'GET',
    url: request.url,
    token: request.token,
    headers: hasBody ? { 'content-type': request.contentType ?? 'application/json' } : {},
    ...(hasBody ? { payload: JSON.stringify(request.body) } : {}),
  });
  return { status: response.statusCode, body: response.body };
}

async function throughSite(request: Sent): Promise<Answer> {
  const hasBody = request.body !== undefined && request.method !== 'GET';
  const response = await fetch(`${siteUrl}${request.url}`, {
    method: request.method,
    headers: {
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
      ...(hasBody ? { 'content-type': request.contentType ?? 'application/json' } : {}),
    },
    ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
  });
  return { status: response.status, body: await response.text() };
}

/** The job queue's leases: renewed by the running engine on a timer, whatever the requests do. */
const RENEWED_BY_TIME = new Set(['job_leases']);

/**
 * Every table's rows of the app's schema, order-independent: what a refused request must leave as it was (pg-boss
 * keeps its own schema beside it, busy with heartbeats and maintenance).
 */
async function snapshot(): Promise<string> {
  const schema = t.config.databaseSchema;
  const names =
    schema === null
      ? (await t.app.db.introspection.getTables()).map((table) => table.name)
      : (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = ${schema}`.execute(t.app.db)
        ).rows.map((row) => row.name);
  const tables = names.filter((name) => !RENEWED_BY_TIME.has(name)).map((name) => ({ name }));
  const contents = await Promise.all(
    tables.map(async (table) => {
      const rows = await t.app.db
        .selectFrom(table.name as never)
        .selectAll()
        .execute();
      return `${table.name}:${rows
        .map((row) => JSON.stringify(row))
        .sort()
        .join('\n')}`;
    }),
  );
  return contents.sort().join('\n');
}

function assertErrorShape(answer: Answer, context: string): void {
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  assert.equal(typeof body.message, 'string', context);
  assert.equal(body.status, answer.status, context);
  assert.ok('details' in body, context);
}

/** Generated invalid or edge-case requests per operation; each must be refused. */
const INVALID_PER_OPERATION = 200;
const INVALID_IN_FLIGHT = 10;
/** Node's HTTP parser refuses a request head over 16 KB (431): the URL alone is made longer than that. */
const OVERSIZED_URL_CHARACTERS = 6000;

/** A request broken in one way, raw: the payload is sent as written (malformed JSON stays malformed). */
interface InvalidRequest {
  breaks: string;
  method: string;
  url: string;
  token: string | null;
  headers: Record<string, string>;
  payload?: string;
  /** Over the wire instead of injected: only Node's HTTP parser sees an over-long request head. */
  overHttp: boolean;
}

const unicodeText = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom('é', 'ß', '中', '文', '🙂', '\u0301', '\u202e', 'Ω', 'a'), minLength, maxLength });

/** Values of any JSON type but the schema's own (null only when the schema does not allow it). */
function wrongTypeValue(schema: Schema): fc.Arbitrary<unknown> | null {
  if (schema.anyOf || !schema.type) return null;
  const byType: Record<string, fc.Arbitrary<unknown>> = {
    string: fc.oneof(fc.integer(), fc.boolean()),
    integer: fc.oneof(unicodeText(1, 12), fc.boolean(), fc.double({ min: -1e6, max: 1e6, noInteger: true })),
    number: fc.oneof(unicodeText(1, 12), fc.boolean()),
    boolean: fc.oneof(fc.constantFrom('true', 'false', 'yes', 0, 1), unicodeText(1, 8)),
    array: fc.oneof(unicodeText(0, 8), fc.integer(), fc.dictionary(fc.string({ maxLength: 4 }), fc.integer())),
    object: fc.oneof(unicodeText(0, 8), fc.integer(), fc.array(fc.integer(), { maxLength: 3 })),
  };
  const wrong = byType[schema.type];
  if (!wrong) return null;
  return fc.oneof(wrong, ...(schema.nullable ? [] : [fc.constant(null)]));
}

/** Values of the schema's own type that break one of its bounds: too long, too big, too small, off-pattern. */
function outOfBoundsValue(schema: Schema, inQuery: boolean): fc.Arbitrary<unknown> | null {
  const options: fc.Arbitrary<unknown>[] = [];
  if (schema.type === 'string') {
    if (schema.maxLength !== undefined && !(inQuery && schema.maxLength > QUERY_LENGTH_LIMIT / 8)) {
      options.push(unicodeText(schema.maxLength + 1, schema.maxLength + 40));
    }
    // ASCII: a short string of emoji could still be long enough in UTF-16 units.
    if (schema.minLength) options.push(fc.string({ maxLength: schema.minLength - 1 }));
    if (schema.enum) {
      const allowed = new Set(schema.enum);
      options.push(unicodeText(1, 20).filter((text) => !allowed.has(text)));
    }
    if (schema.pattern) {
      const pattern = new RegExp(schema.pattern);
      const offPattern = viable(
        fc.oneof(unicodeText(1, 30), fc.constantFrom('<b>x</b>', '\u0000', 'a\nb', 'not valid', '2023-13-01', '\t')),
        (text) => !pattern.test(text),
      );
      if (offPattern) options.push(offPattern);
    }
    if (schema.format === 'date') {
      options.push(
        fc
          .tuple(
            fc.integer({ min: 1000, max: 9999 }),
            fc.integer({ min: 13, max: 99 }),
            fc.integer({ min: 1, max: 28 }),
          )
          .map(([y, m, d]) => `${y}-${m}-${String(d).padStart(2, '0')}`),
      );
    }
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    if (schema.minimum !== undefined) options.push(fc.integer({ min: -2_000_000_000, max: schema.minimum - 1 }));
    if (schema.maximum !== undefined) {
      options.push(fc.constantFrom(schema.maximum + 1, 2 ** 53, 1e300, schema.maximum * 1000 + 1));
    }
    if (schema.type === 'integer') options.push(fc.double({ min: -1e6, max: 1e6, noInteger: true }));
    // As text: more digits than any integer the API accepts, or not a number at all.
    if (inQuery)
      options.push(fc.constantFrom('9'.repeat(40), '-'.concat('9'.repeat(40)), '1e999', 'NaN', '0x1F', '١٢٣'));
  }
  if (schema.type === 'boolean' && inQuery) options.push(fc.constantFrom('yes', 'no', '1', '0', 'TRUE', 'on'));
  return options.length > 0 ? fc.oneof(...options) : null;
}

/** The operation's ways of breaking, each an arbitrary of invalid requests (at least the over-long URL). */
function invalidRequests(operation: Operation, adminToken: string, forgedToken: string): fc.Arbitrary<InvalidRequest> {
  const pathValues = validPathValues(operation);
  const validBody = operation.body ? sampleOf(operation.body) : undefined;
  const hasBody = operation.method !== 'GET';
  const base = (breaks: string, overrides: Partial<InvalidRequest>): InvalidRequest => ({
    breaks,
    method: operation.method,
    url: urlOf(operation, pathValues, {}),
    token: adminToken,
    headers: validBody === undefined ? {} : { 'content-type': 'application/json' },
    ...(validBody === undefined ? {} : { payload: JSON.stringify(validBody) }),
    overHttp: false,
    ...overrides,
  });
  const ways: fc.Arbitrary<InvalidRequest>[] = [];

  ways.push(
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 6 }), unicodeText(4, 24))
      // A short generated text repeated: generating 6,000 characters one by one would dominate the run.
      .map(([name, text]) =>
        base('URL over 16 KB', {
          url: `${urlOf(operation, pathValues, {})}?${new URLSearchParams({ [name]: text.repeat(Math.ceil(OVERSIZED_URL_CHARACTERS / text.length)) })}`,
          overHttp: true,
        }),
      ),
  );
  if (operation.secured) {
    ways.push(
      fc
        .constantFrom<string | null>(null, 'not-a-token', forgedToken, `${adminToken}x`, '')
        .map((token) => base('missing or forged token', { token })),
    );
  }
  for (const parameter of operation.parameters) {
    const broken = [wrongTypeValue(parameter.schema), outOfBoundsValue(resolve(parameter.schema), true)]
      // Text carries every value in a URL: only those that are not what the schema means stay broken.
      .map((arbitrary) => arbitrary && viable(arbitrary, (value) => parameterRefuses(parameter.schema, value)))
      .filter((arbitrary): arbitrary is fc.Arbitrary<unknown> => arbitrary !== null);
    for (const value of broken) {
      ways.push(
        value.map((bad) => {
          const path = parameter.in === 'path' ? { ...pathValues, [parameter.name]: bad } : pathValues;
          const query = parameter.in === 'query' ? { [parameter.name]: bad } : {};
          return base(`${parameter.in} ${parameter.name}`, { url: urlOf(operation, path, query) });
        }),
      );
    }
  }
  if (operation.body && validBody !== undefined) {
    const fixed = bodyViolations(operation.body, validBody);
    if (fixed.length > 0) {
      ways.push(fc.constantFrom(...fixed).map((v) => base(`body ${v.label}`, { payload: JSON.stringify(v.body) })));
    }
    const root = resolve(operation.body);
    const properties = Object.entries(root.properties ?? {});
    if (properties.length > 0 && typeof validBody === 'object' && validBody !== null) {
      const record = validBody as Record<string, unknown>;
      const fieldBreaks = properties.flatMap(([name, child]) =>
        [wrongTypeValue(resolve(child)), outOfBoundsValue(resolve(child), false)]
          .filter((arbitrary): arbitrary is fc.Arbitrary<unknown> => arbitrary !== null)
          .map((arbitrary) => arbitrary.map((bad) => ({ name, body: { ...record, [name]: bad } }))),
      );
      if (fieldBreaks.length > 0) {
        ways.push(
          fc.oneof(...fieldBreaks).map((v) => base(`body field ${v.name}`, { payload: JSON.stringify(v.body) })),
        );
      }
      if (root.additionalProperties === false) {
        const known = new Set(properties.map(([name]) => name));
        ways.push(
          fc
            .tuple(
              unicodeText(1, 12).filter((name) => !known.has(name)),
              fc.jsonValue({ maxDepth: 1 }),
            )
            .map(([name, value]) =>
              base('body extra field', { payload: JSON.stringify({ ...record, [name]: value }) }),
            ),
        );
      }
    }
  }
  if (hasBody) {
    const malformed = fc.oneof(
      fc.string({ minLength: 1, maxLength: 40 }).filter((text) => !parsesAsJson(text)),
      fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify({ value }).slice(0, -1)),
      fc.constantFrom('{', '{"a":1,}', "{'a':1}", '[1,2', '\u0000', '{"a":NaN}'),
    );
    ways.push(
      malformed.map((payload) => base('malformed JSON', { headers: { 'content-type': 'application/json' }, payload })),
      fc
        .constantFrom(
          'text/plain',
          'application/xml',
          'text/html; charset=utf-8',
          'multipart/form-data; boundary=x',
          'application/octet-stream',
          'image/png',
        )
        .map((contentType) =>
          base(`content type ${contentType.split(';')[0]}`, {
            headers: { 'content-type': contentType },
            payload: JSON.stringify(validBody ?? {}),
          }),
        ),
      fc.constant(base('empty JSON body', { headers: { 'content-type': 'application/json' }, payload: '' })),
    );
  }
  return fc.oneof(...ways);
}

/** The arbitrary's values that satisfy `keep`, or null when too few do for filtering to end quickly. */
function viable<T>(arbitrary: fc.Arbitrary<T>, keep: (value: T) => boolean): fc.Arbitrary<T> | null {
  const kept = fc.sample(arbitrary, { numRuns: 50, seed: SEED }).filter(keep).length;
  return kept >= 10 ? arbitrary.filter(keep) : null;
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether a URL parameter's value, as the text the URL carries, breaks the parameter's schema. */
function parameterRefuses(node: Schema, value: unknown): boolean {
  const schema = resolve(node);
  const text = String(value);
  if (text === '' || value === null) return false;
  if (schema.type === 'integer') return !/^-?\d{1,15}$/.test(text) || outside(schema, Number(text));
  if (schema.type === 'number') return !/^-?\d{1,15}(\.\d+)?$/.test(text) || outside(schema, Number(text));
  if (schema.type === 'boolean') return text !== 'true' && text !== 'false';
  if (schema.type === 'string') {
    if (schema.enum) return !schema.enum.includes(text);
    const length = [...text].length;
    if (schema.maxLength !== undefined && length > schema.maxLength) return true;
    if (schema.minLength !== undefined && length < schema.minLength) return true;
    if (schema.pattern && !new RegExp(schema.pattern).test(text)) return true;
    if (schema.format === 'date') return !/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(text);
    return false;
  }
  return false;
}

const outside = (schema: Schema, value: number) =>
  (schema.minimum !== undefined && value < schema.minimum) || (schema.maximum !== undefined && value > schema.maximum);

async function sendInvalid(request: InvalidRequest): Promise<Answer> {
  const headers = {
    ...request.headers,
    ...(request.token !== null ? { authorization: `Bearer ${request.token}` } : {}),
  };
  if (request.overHttp) {
    const response = await fetch(`${apiUrl}${request.url}`, {
      method: request.method,
      headers,
      ...(request.payload !== undefined && request.method !== 'GET' ? { body: request.payload } : {}),
    });
    return { status: response.status, body: await response.text() };
  }
  const response = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  return { status: response.statusCode, body: response.body };
}

/** What a stack trace or a source location looks like in an answer. */
const STACK_TRACE = /\bat .+[(\s]\S+:\d+:\d+|node_modules|\.[cm]?[jt]s:\d+/;

before(async () => {
  // No match data: engine endpoints answer quickly (409 where they need a model), which is all the contract needs.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-fuzz-data-'));
  t = await createTestApp({ footballDataDir: dataDir });
  await t.app.engine.settled();
  admin = await t.tokenFor('admin');
  const document = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
  components = document.components.schemas;
  operations = readOperations(document);

  const apiAddress = await t.app.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = apiAddress;
  siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'oddslab-fuzz-site-'));
  fs.mkdirSync(path.join(siteRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(siteRoot, 'shell', 'dist', 'index.html'), '<!doctype html>');
  for (const dir of ['mfe-public', 'mfe-articles', 'mfe-client', 'mfe-admin']) {
    fs.mkdirSync(path.join(siteRoot, dir), { recursive: true });
    fs.writeFileSync(path.join(siteRoot, dir, 'package.json'), JSON.stringify({ version: '1.0.0' }));
  }
  // The production site server (plain JavaScript): its types are not part of this project's checks.
  const serveModule = new URL('../../../shell/server/serve.mjs', import.meta.url).href;
  const { createServer } = (await import(serveModule)) as {
    createServer(options: { root: string; apiUrl: string; apiBodyLimit: number }): Promise<FastifyInstance>;
  };
  site = await createServer({ root: siteRoot, apiUrl: apiAddress, apiBodyLimit: t.config.bodyLimitBytes });
  await site.listen({ port: 0, host: '127.0.0.1' });
  siteUrl = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
});

after(async () => {
  await site?.close();
  await t?.app.engine.settled();
  await t?.close();
  if (siteRoot) fs.rmSync(siteRoot, { recursive: true, force: true });
});

describe('the OpenAPI document and the server agree', () => {
  test('every operation has an operationId, and every protected one declares security', () => {
    assert.ok(operations.length > 50);
    for (const operation of operations) {
      assert.match(operation.operationId, /^[a-z][A-Za-z]+$/, `${operation.method} ${operation.path}`);
    }
    assert.equal(new Set(operations.map((o) => o.operationId)).size, operations.length, 'operationIds are unique');
  });

  test('each documented constraint, broken alone, is refused with 400 naming the field', async () => {
    let checked = 0;
    for (const operation of operations) {
      const pathValues = validPathValues(operation);
      const cases: { label: string; field: string; sent: Sent }[] = [];
      for (const parameter of operation.parameters) {
        for (const violation of violationsOf(parameter.schema, true)) {
          const values = parameter.in === 'path' ? { ...pathValues, [parameter.name]: violation.value } : pathValues;
          const query = parameter.in === 'query' ? { [parameter.name]: violation.value } : {};
          cases.push({
            label: `${parameter.name} ${violation.constraint}`,
            field: parameter.name,
            sent: { method: operation.method, url: urlOf(operation, values, query), token: admin },
          });
        }
      }
      if (operation.body) {
        const url = urlOf(operation, pathValues, {});
        for (const broken of bodyViolations(operation.body, sampleOf(operation.body))) {
          cases.push({ ...broken, sent: { method: operation.method, url, token: admin, body: broken.body } });
        }
      }
      for (const { label, field, sent } of cases) {
        const context = `${operation.method} ${operation.path}: ${label}`;
        const before = WRITE_METHODS.has(operation.method) ? await snapshot() : null;
        const answer = await direct(sent);
        assert.equal(answer.status, 400, `${context} → ${answer.body.slice(0, 200)}`);
        assertErrorShape(answer, context);
        const details = JSON.parse(answer.body).details as { field: string }[];
        assert.ok(
          details.some((issue) => issue.field === field),
          `${context}: details name ${field} (${answer.body})`,
        );
        if (before !== null) assert.equal(await snapshot(), before, `${context} changed nothing`);
        checked++;
      }
    }
    assert.ok(checked > 200, `${checked} constraints checked`);
  });

  test('at least 200 generated invalid or edge-case requests per operation: refused with a 4xx, in shape, nothing changed', async () => {
    // The admin token with another account's signature: well formed, signed, and not the server's.
    const free = await t.tokenFor('free');
    const forged = `${admin.split('.').slice(0, 2).join('.')}.${free.split('.')[2]}`;
    const failures: string[] = [];
    const tried: { operation: string; cases: number }[] = [];
    for (const operation of operations) {
      const label = `${operation.method} ${operation.path}`;
      const cases = fc.sample(invalidRequests(operation, admin, forged), {
        numRuns: INVALID_PER_OPERATION,
        seed: SEED,
      });
      const before = await snapshot();
      const statuses = new Map<number, number>();
      const check = (request: InvalidRequest, answer: Answer) => {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const context = `${label} (${request.breaks}) ${request.url.slice(0, 120)} → ${answer.status} ${answer.body.slice(0, 160)}`;
        if (answer.status < 400 || answer.status >= 500) failures.push(context);
        else if (!operation.statuses.has(String(answer.status))) failures.push(`undocumented: ${context}`);
        else if (STACK_TRACE.test(answer.body)) failures.push(`stack trace: ${context}`);
        else {
          try {
            assertErrorShape(answer, context);
          } catch {
            failures.push(`not { message, status, details }: ${context}`);
          }
        }
      };
      // All of them must be refused, so they may arrive together; the database is compared once they all ended.
      for (let start = 0; start < cases.length; start += INVALID_IN_FLIGHT) {
        const batch = cases.slice(start, start + INVALID_IN_FLIGHT);
        const answers = await Promise.all(batch.map(sendInvalid));
        for (const [index, request] of batch.entries()) check(request, answers[index]);
      }
      if ((await snapshot()) !== before) failures.push(`${label}: refused requests changed the database`);
      const answered = [...statuses].map(([status, count]) => `${status}×${count}`).join(' ');
      console.log(`  ${label}: ${cases.length} cases (${answered})`);
      tried.push({ operation: label, cases: cases.length });
    }
    const total = tried.reduce((sum, row) => sum + row.cases, 0);
    console.log(`  invalid requests: ${total} over ${tried.length} operations, failures: ${failures.length}`);
    assert.deepEqual(failures.slice(0, 20), [], `${failures.length} invalid requests were not refused properly`);
    assert.ok(tried.every((row) => row.cases >= INVALID_PER_OPERATION));
  });

  test('generated requests, direct and through the site: no 5xx, documented, in shape, refusals change nothing', async () => {
    const oddText = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ unit: 'grapheme', maxLength: 10 }),
      fc.constantFrom('', ' ', '0', '-1', '1.5', '1e3', '9'.repeat(25), '%00', '\u0000', '<b>x</b>', "' OR 1=1 --"),
    );
    for (const operation of operations) {
      const pathParameters = operation.parameters.filter((p) => p.in === 'path');
      const queryParameters = operation.parameters.filter((p) => p.in === 'query');
      const request = fc.record({
        via: fc.constantFrom('direct', 'site'),
        token: fc.constantFrom<string | null>(admin, admin, null, 'not-a-token'),
        path: fc.record(
          Object.fromEntries(pathParameters.map((p) => [p.name, fc.oneof(validValue(p.schema), oddText)])),
        ),
        query: fc.record(
          Object.fromEntries(queryParameters.map((p) => [p.name, fc.oneof(validValue(p.schema), oddText)])),
          { requiredKeys: [] },
        ),
        extraQuery: fc.option(fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), oddText, { maxKeys: 2 })),
        body: operation.body
          ? fc.oneof(validValue(operation.body), fc.jsonValue({ maxDepth: 3 }))
          : fc.option(fc.jsonValue({ maxDepth: 2 })),
        contentType: fc.constantFrom('application/json', 'application/json', 'text/plain', 'application/xml'),
      });
      await fc.assert(
        fc.asyncProperty(request, async (generated) => {
          const sent: Sent = {
            method: operation.method,
            url: urlOf(operation, generated.path, { ...generated.extraQuery, ...generated.query }),
            token: generated.token,
            contentType: generated.contentType,
            ...(generated.body !== null || operation.body ? { body: generated.body } : {}),
          };
          const context = `${generated.via} ${operation.method} ${sent.url}`;
          const before = WRITE_METHODS.has(operation.method) ? await snapshot() : null;
          const answer = generated.via === 'direct' ? await direct(sent) : await throughSite(sent);
          // 503 is a documented answer (Google sign-in switched off here); a crash would be 500, a proxy failure 502.
          assert.ok(
            answer.status < 500 || answer.status === 503,
            `${context} → ${answer.status} ${answer.body.slice(0, 200)}`,
          );
          assert.ok(operation.statuses.has(String(answer.status)), `${context} → undocumented ${answer.status}`);
          if (answer.status >= 400) {
            assertErrorShape(answer, context);
            if (before !== null) assert.equal(await snapshot(), before, `${context} → ${answer.status} changed data`);
          } else {
            // Work a success started after answering (a reset mail, the engine's steps) ends before the next request.
            await Promise.all([t.app.engine.settled(), t.app.accountEmails.settled()]);
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    }
  });
});
