// A structural check of an OpenAPI 3.0 document, enough to catch what generators get wrong
// (JSON Schema keywords 3.0 does not know, broken $refs, path parameters that are not declared).
type Json = Record<string, unknown>;

const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const pathItemKeys = new Set([...methods, 'summary', 'description', 'servers', 'parameters', '$ref']);
const schemaKeys = new Set([
  ...['title', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum'],
  ...['maxLength', 'minLength', 'pattern', 'maxItems', 'minItems', 'uniqueItems', 'maxProperties'],
  ...['minProperties', 'required', 'enum', 'type', 'allOf', 'oneOf', 'anyOf', 'not', 'items'],
  ...['properties', 'additionalProperties', 'description', 'format', 'default', 'nullable'],
  ...['discriminator', 'readOnly', 'writeOnly', 'xml', 'externalDocs', 'example', 'deprecated', '$ref'],
]);
const schemaTypes = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object']);
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every problem found, as 'where: what'; an empty list for a valid document. */
export function openApi30Problems(doc: Json): string[] {
  const problems: string[] = [];
  const fail = (where: string, what: string) => problems.push(`${where}: ${what}`);

  const resolve = (ref: string, where: string) => {
    let node: unknown = doc;
    for (const part of ref.replace(/^#\//, '').split('/')) node = isObject(node) ? node[part] : undefined;
    if (!ref.startsWith('#/') || node === undefined) fail(where, `unresolved $ref ${ref}`);
  };

  function checkSchema(schema: unknown, where: string) {
    if (!isObject(schema)) {
      fail(where, 'schema is not an object');
      return;
    }
    for (const key of Object.keys(schema)) {
      if (!schemaKeys.has(key) && !key.startsWith('x-')) fail(where, `keyword ${key} is not OpenAPI 3.0`);
    }
    if (typeof schema.$ref === 'string') resolve(schema.$ref, where);
    if ('type' in schema && !schemaTypes.has(String(schema.type)))
      fail(where, `type ${JSON.stringify(schema.type)}`);
    for (const key of ['exclusiveMinimum', 'exclusiveMaximum'] as const) {
      if (key in schema && typeof schema[key] !== 'boolean') fail(where, `${key} must be a boolean in 3.0`);
    }
    for (const key of ['items', 'not', 'additionalProperties'] as const) {
      if (isObject(schema[key])) checkSchema(schema[key], `${where}.${key}`);
    }
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      if (Array.isArray(schema[key]))
        for (const [i, item] of schema[key].entries()) checkSchema(item, `${where}.${key}[${i}]`);
    }
    if (isObject(schema.properties)) {
      for (const [name, property] of Object.entries(schema.properties))
        checkSchema(property, `${where}.${name}`);
    }
  }

  function checkOperation(operation: Json, path: string, where: string) {
    const parameters = (operation.parameters ?? []) as Json[];
    for (const parameter of parameters) {
      if (!['query', 'path', 'header', 'cookie'].includes(String(parameter.in)))
        fail(where, `parameter in ${parameter.in}`);
      if (parameter.in === 'path' && parameter.required !== true)
        fail(where, `path parameter ${parameter.name} not required`);
      checkSchema(parameter.schema, `${where} parameter ${parameter.name}`);
    }
    for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
      if (!parameters.some((p) => p.in === 'path' && p.name === name))
        fail(where, `path parameter ${name} undeclared`);
    }
    const body = operation.requestBody;
    if (isObject(body) && isObject(body.content)) {
      for (const [type, media] of Object.entries(body.content))
        checkSchema((media as Json).schema, `${where} body ${type}`);
    }
    if (!isObject(operation.responses) || Object.keys(operation.responses).length === 0)
      fail(where, 'no responses');
    for (const [status, response] of Object.entries(
      isObject(operation.responses) ? operation.responses : {},
    )) {
      if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status)) fail(where, `response key ${status}`);
      if (!isObject(response) || typeof response.description !== 'string')
        fail(where, `${status} has no description`);
      const content = isObject(response) && isObject(response.content) ? response.content : {};
      for (const [type, media] of Object.entries(content))
        checkSchema((media as Json).schema, `${where} ${status} ${type}`);
    }
  }

  if (!/^3\.0\.\d+$/.test(String(doc.openapi))) fail('openapi', `version ${doc.openapi}`);
  const info = isObject(doc.info) ? doc.info : {};
  if (typeof info.title !== 'string' || typeof info.version !== 'string')
    fail('info', 'title and version required');
  for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!path.startsWith('/')) fail(path, 'path must start with /');
    for (const [key, operation] of Object.entries(item as Json)) {
      if (!pathItemKeys.has(key)) fail(path, `unknown key ${key}`);
      else if (methods.has(key)) checkOperation(operation as Json, path, `${key.toUpperCase()} ${path}`);
    }
  }
  return problems;
}
