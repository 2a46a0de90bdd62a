import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { classifyProviderError, ProviderFailure } from './provider-errors.ts';

export interface StructuredRequest<S extends z.ZodType> {
  model: string;
  /** Names the answer's schema for the provider (a-z, 0-9, _ and -). */
  name: string;
  /** The answer's shape: sent as a strict JSON schema and checked again here. */
  schema: S;
  messages: ChatCompletionMessageParam[];
  /** Asks the provider for repeatable sampling where it supports it; a new seed is a Refresh. */
  seed?: number;
}

/**
 * A zod schema as the strict JSON schema OpenAI's structured outputs take: every property
 * required, no additional properties, optional values spelled as nullable.
 */
export function strictJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
  });
  return jsonSchema;
}

/** Local servers without structured outputs sometimes wrap the JSON in a Markdown fence. */
function unfence(text: string): string {
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(text.trim());
  return fenced?.[1] ?? text;
}

/**
 * Asks the model for one JSON answer of `schema`'s shape and validates it. A provider 429 throws
 * our 429 (a DomainError); any other failure throws a ProviderFailure saying what went wrong.
 */
export async function requestStructured<S extends z.ZodType>(
  client: OpenAI,
  request: StructuredRequest<S>,
): Promise<z.output<S>> {
  let completion: OpenAI.Chat.Completions.ChatCompletion;
  try {
    completion = await client.chat.completions.create({
      model: request.model,
      messages: request.messages,
      ...(request.seed === undefined ? {} : { seed: request.seed }),
      response_format: {
        type: 'json_schema',
        json_schema: { name: request.name, strict: true, schema: strictJsonSchema(request.schema) },
      },
    });
  } catch (error) {
    throw classifyProviderError(error);
  }

  const choice = completion.choices?.[0];
  if (!choice) throw new ProviderFailure('the AI provider sent no answer');
  if (choice.message.refusal) throw new ProviderFailure('the AI model declined to answer');
  if (choice.finish_reason === 'length') {
    throw new ProviderFailure('the AI model’s answer was cut off');
  }
  const content = choice.message.content;
  if (!content?.trim()) throw new ProviderFailure('the AI model sent an empty answer');

  let json: unknown;
  try {
    json = JSON.parse(unfence(content));
  } catch (error) {
    throw new ProviderFailure('the AI model’s answer was not valid JSON', { cause: error });
  }
  const parsed = request.schema.safeParse(json);
  if (!parsed.success) {
    throw new ProviderFailure('the AI model’s answer did not have the expected shape', {
      cause: parsed.error,
    });
  }
  return parsed.data;
}
