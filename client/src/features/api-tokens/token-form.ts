import { createApiTokenBodySchema, type CreateApiTokenBody } from '@contract/api-tokens.ts';
import { API_TOKEN_EXPIRY_CHOICES } from '@contract/api-tokens-values.ts';
import { z } from 'zod';

/** The expiry as the form's select holds it: a number of days, or 'never'. */
export const EXPIRY_OPTIONS = API_TOKEN_EXPIRY_CHOICES.map((days) =>
  days ? String(days) : 'never',
);

export const EXPIRY_LABELS: Record<string, string> = {
  '7': '7 days',
  '30': '30 days',
  '90': '90 days',
  '366': '1 year',
  never: 'Never',
};

export interface TokenFormValues {
  name: string;
  scope: 'read' | 'write';
  expiry: string;
}

export const TOKEN_FORM_DEFAULTS: TokenFormValues = { name: '', scope: 'read', expiry: '90' };

/** The contract's rules for the name and scope; the expiry's choice becomes its days. */
export const tokenFormSchema: z.ZodType<CreateApiTokenBody, TokenFormValues> = z
  .object({
    name: createApiTokenBodySchema.shape.name,
    scope: createApiTokenBodySchema.shape.scope,
    expiry: z.enum(EXPIRY_OPTIONS as [string, ...string[]]),
  })
  .transform(({ expiry, ...rest }) => ({
    ...rest,
    expiresInDays: expiry === 'never' ? null : Number(expiry),
  }));
