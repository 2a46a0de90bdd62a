import { users } from './schema.ts';

/**
 * The columns the person behind a request is seen by (`toPublicUser`), whether they came with a
 * session cookie (the auth repo) or a personal API token (the api-tokens repo).
 */
export const sessionUserColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};
