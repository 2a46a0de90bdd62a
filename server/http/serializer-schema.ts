import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

// Assertions a serializer never checks: dropped so fast-json-stringify's code stays lean.
const ASSERTIONS = new Set(['$schema', 'pattern', 'minimum', 'maximum', 'minLength', 'maxLength']);
// Keywords whose value maps property names to schemas: the names are data, never keywords.
const NAMED_SCHEMAS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);

function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const schema = node as JsonSchema;
  // `anyOf [X, null]` (zod's nullable) becomes X + `nullable`, which fast-json-stringify writes
  // without trying each branch in turn: the difference is most of GET /api/wardrobe's time.
  const variants = schema.anyOf;
  if (Array.isArray(variants) && variants.length === 2) {
    const [value, other] = variants as JsonSchema[];
    if (other?.type === 'null' && value) {
      const { anyOf: _nullable, ...siblings } = schema;
      return {
        ...(simplify(siblings) as JsonSchema),
        ...(simplify(value) as JsonSchema),
        nullable: true,
      };
    }
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ASSERTIONS.has(key)) continue;
    out[key] = NAMED_SCHEMAS.has(key) ? simplifyEach(value) : simplify(value);
  }
  return out;
}

function simplifyEach(map: unknown): unknown {
  if (!map || typeof map !== 'object') return map;
  return Object.fromEntries(Object.entries(map).map(([name, value]) => [name, simplify(value)]));
}

/**
 * A contract schema as the JSON Schema Fastify compiles into its response serializer
 * (fast-json-stringify): the shape of the schema's output, without the assertions a serializer
 * ignores. Properties the schema does not name are never written, so a row's extra columns
 * (a password hash, say) cannot leak into an answer.
 */
export function serializerSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    // A date or a transform's result has no JSON Schema; written as it comes.
    unrepresentable: 'any',
  });
  return simplify(json) as JsonSchema;
}
