import { z } from 'zod';

/** The answer of a 204: nothing (declared so that every endpoint says what it answers). */
export const noContent = z.undefined();
