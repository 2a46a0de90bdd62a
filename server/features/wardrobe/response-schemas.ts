import { z } from 'zod';
import { scanResultSchema, wardrobeItemSchema } from '../../../contract/wardrobe.ts';

type JsonSchema = Record<string, unknown>;

/**
 * A contract schema as the JSON Schema Fastify compiles into a serializer. `anyOf [X, null]`
 * becomes `X` + `nullable`, which fast-json-stringify writes without trying each branch.
 */
function serializerSchema(schema: z.ZodType): JsonSchema {
  const simplify = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(simplify);
    if (!node || typeof node !== 'object') return node;
    const object = node as JsonSchema;
    const variants = object.anyOf;
    if (Array.isArray(variants) && variants.length === 2) {
      const [value, other] = variants as JsonSchema[];
      if (other?.type === 'null' && value)
        return { ...(simplify(value) as JsonSchema), nullable: true };
    }
    return Object.fromEntries(
      Object.entries(object)
        .filter(
          ([key]) =>
            key !== '$schema' && key !== 'pattern' && key !== 'minimum' && key !== 'maximum',
        )
        .map(([key, value]) => [key, simplify(value)]),
    );
  };
  return simplify(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' })) as JsonSchema;
}

export const itemResponseSchema = serializerSchema(wardrobeItemSchema);
export const itemListResponseSchema = { type: 'array', items: itemResponseSchema };
export const scanResponseSchema = serializerSchema(scanResultSchema);
