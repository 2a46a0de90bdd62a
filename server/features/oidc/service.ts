import type { PublicUser } from '../../../contract/auth.ts';
import { USERNAME_MAX, USERNAME_MIN } from '../../../contract/auth-values.ts';
import { UNLINK_NEEDS_PASSWORD, type SignInProvider } from '../../../contract/oidc.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { forbidden, notFound } from '../../lib/domain-errors.ts';
import type { AuthService, NewSession } from '../auth/service.ts';
import type { Flow } from './flow-cookie.ts';
import { OidcFlowError, type FlowChecks, type OidcClaims, type OidcClient } from './oidc-client.ts';
import { createOidcRepo } from './repo.ts';

/** The provider as the operator set it up (env.ts `OidcConfig`, less what only the client needs). */
export interface OidcRules {
  issuer: string;
  name: string;
  /** Email domains whose people may sign in (lower case); any when empty. */
  allowedDomains: string[];
  /** Groups (the `groups` claim, compared in lower case) whose members may sign in; any when empty. */
  allowedGroups: string[];
  /** A first sign-in joins the account with the same email, when the provider verified it. */
  linkByEmail: boolean;
}

/** What a finished callback did. */
export type OidcOutcome =
  | { kind: 'signed-in'; user: PublicUser; session: NewSession; created: boolean }
  | { kind: 'linked'; user: PublicUser };

const USERNAME_CHARS = /[^A-Za-z0-9_.-]+/g;

/** A username for a new account from the claims: the rules of sign-up's (contract/auth.ts). */
export function usernameBase(
  claims: Pick<OidcClaims, 'preferredUsername' | 'email' | 'givenName'>,
) {
  const source =
    claims.preferredUsername ?? claims.email?.split('@')[0] ?? claims.givenName ?? 'user';
  const cleaned = source
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(USERNAME_CHARS, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    // Room for a suffix that makes it unique.
    .slice(0, USERNAME_MAX - 4);
  return cleaned.length >= USERNAME_MIN ? cleaned : `user-${cleaned}`.replace(/-$/, '');
}

/** The spellings of one issuer (with and without its trailing slash). */
const issuerSpellings = (issuer: string) => [
  ...new Set([issuer, issuer.replace(/\/$/, ''), `${issuer.replace(/\/$/, '')}/`]),
];

/**
 * Sign-in with the identity provider (issue 29, decision 019): a first sign-in makes an account
 * (or joins the one with the same provider-verified email, when the operator allows it); later
 * ones land in the same account; a signed-in person links their account from Settings and may
 * unlink it once a password is set. Who may come in is the operator's: allowed email domains
 * and groups, checked at every sign-in and link.
 */
export function createOidcService({
  db,
  clock,
  rules,
  client,
  auth,
}: {
  db: Db;
  clock: Clock;
  /** Null when no provider is set up. */
  rules: OidcRules | null;
  client: OidcClient | null;
  auth: Pick<AuthService, 'openSession' | 'logout'>;
}) {
  const repo = createOidcRepo(db);

  function configured() {
    if (!rules || !client) throw new OidcFlowError('not-configured', 'no identity provider');
    return { rules, client };
  }

  /** The operator's rules on who may come in (the email must be verified to count). */
  function assertAllowed(claims: OidcClaims, { allowedDomains, allowedGroups }: OidcRules) {
    if (allowedDomains.length > 0) {
      const domain = claims.email?.split('@')[1];
      if (!claims.emailVerified || !domain || !allowedDomains.includes(domain)) {
        throw new OidcFlowError('not-allowed', `email domain ${domain ?? '(none)'} not allowed`);
      }
    }
    if (allowedGroups.length > 0) {
      const groups = claims.groups.map((group) => group.toLowerCase());
      if (!allowedGroups.some((group) => groups.includes(group))) {
        throw new OidcFlowError('not-allowed', 'no allowed group');
      }
    }
  }

  /** A username no account has (any case): the base, then base-2, base-3… */
  async function uniqueUsername(base: string): Promise<string[]> {
    const candidates = [base, ...Array.from({ length: 8 }, (_, i) => `${base}-${i + 2}`)];
    const taken = await repo.takenUsernames(candidates);
    const free = candidates.filter((name) => !taken.has(name.toLowerCase()));
    const random = () => `${base}-${Math.random().toString(36).slice(2, 6)}`;
    return [...free, random(), random(), random()];
  }

  /** A new password-less account for the identity, and its link, together. */
  async function createAccount(claims: OidcClaims): Promise<PublicUser> {
    for (const username of await uniqueUsername(usernameBase(claims))) {
      const user = await db.transaction(async (tx) => {
        const txRepo = createOidcRepo(tx);
        const row = await txRepo.insertUser({
          username,
          firstName: claims.givenName ?? claims.name,
          lastName: claims.givenName ? claims.familyName : null,
          email: claims.email,
        });
        if (!row) return undefined;
        const link = await txRepo.insertIdentity({
          userId: row.id,
          issuer: claims.issuer,
          subject: claims.subject,
          email: claims.email,
          createdAt: clock.now(),
        });
        // The identity was linked by a sign-in at the same moment: that account is the one.
        if (!link) throw new OidcFlowError('already-linked', 'identity linked meanwhile');
        return row;
      });
      if (user) return user;
    }
    throw new OidcFlowError('rejected', 'no free username');
  }

  async function signIn(claims: OidcClaims, active: OidcRules): Promise<OidcOutcome> {
    const known = await repo.userOfIdentity(claims.issuer, claims.subject);
    if (known) {
      await repo.updateIdentityEmail(known.identityId, claims.email);
      const session = await auth.openSession(known.user.id);
      return { kind: 'signed-in', user: known.user, session, created: false };
    }
    if (active.linkByEmail && claims.email && claims.emailVerified) {
      const sameEmail = await repo.usersWithEmail(claims.email);
      // Only one account may claim the email for it to be proof of which one.
      if (sameEmail.length === 1) {
        const [owner] = sameEmail;
        if (await repo.identityOf(owner!.id, issuerSpellings(claims.issuer))) {
          throw new OidcFlowError('has-identity', 'account linked to another identity');
        }
        const link = await repo.insertIdentity({
          userId: owner!.id,
          issuer: claims.issuer,
          subject: claims.subject,
          email: claims.email,
          createdAt: clock.now(),
        });
        if (!link) throw new OidcFlowError('already-linked', 'identity linked meanwhile');
        const session = await auth.openSession(owner!.id);
        return { kind: 'signed-in', user: owner!, session, created: false };
      }
    }
    const user = await createAccount(claims);
    const session = await auth.openSession(user.id);
    return { kind: 'signed-in', user, session, created: true };
  }

  async function link(userId: string, claims: OidcClaims): Promise<OidcOutcome> {
    const known = await repo.userOfIdentity(claims.issuer, claims.subject);
    if (known && known.user.id !== userId) {
      throw new OidcFlowError('already-linked', 'identity belongs to another account');
    }
    if (known) {
      await repo.updateIdentityEmail(known.identityId, claims.email);
      return { kind: 'linked', user: known.user };
    }
    if (await repo.identityOf(userId, issuerSpellings(claims.issuer))) {
      throw new OidcFlowError('has-identity', 'account linked to another identity');
    }
    const row = await repo.insertIdentity({
      userId,
      issuer: claims.issuer,
      subject: claims.subject,
      email: claims.email,
      createdAt: clock.now(),
    });
    if (!row) throw new OidcFlowError('already-linked', 'identity linked meanwhile');
    const again = await repo.userOfIdentity(claims.issuer, claims.subject);
    return { kind: 'linked', user: again!.user };
  }

  return {
    /** Ends the session the browser held before signing in again. */
    endSession: (token: string) => auth.logout(token),

    /** The provider's name on the sign-in button, or null. */
    providerName: (): string | null => rules?.name ?? null,

    /** A new flow's checks and where to send the browser (OidcFlowError 'unavailable' when down). */
    async start(): Promise<{ checks: FlowChecks; url: URL }> {
      const { client: oidc } = configured();
      const checks = oidc.newChecks();
      return { checks, url: await oidc.authorizationUrl(checks) };
    },

    /**
     * The provider's answer (the callback's query) checked against the browser's flow: a session
     * for the identity's account, or the identity linked to the session user who started it.
     * `sessionUserId`: who the browser is signed in as now (a link must be finished by them).
     */
    async finish(flow: Flow, callbackQuery: string, sessionUserId: string | null) {
      const { rules: active, client: oidc } = configured();
      if (flow.linkUserId !== null && flow.linkUserId !== sessionUserId) {
        throw new OidcFlowError('not-signed-in', 'the link was started by another session');
      }
      const claims = await oidc.exchange(callbackQuery, flow);
      assertAllowed(claims, active);
      return flow.linkUserId === null ? signIn(claims, active) : link(flow.linkUserId, claims);
    },

    /** Settings' "Sign-in provider": the provider, the account's link, whether it has a password. */
    async identity(userId: string): Promise<SignInProvider> {
      const [row, hasPassword] = await Promise.all([
        rules ? repo.identityOf(userId, issuerSpellings(rules.issuer)) : undefined,
        repo.hasPassword(userId),
      ]);
      return {
        provider: rules?.name ?? null,
        identity: row
          ? { issuer: row.issuer, email: row.email, linkedAt: row.createdAt.toISOString() }
          : null,
        hasPassword,
      };
    },

    /** Removes the account's link: only with a password, which is then the way in. */
    async unlink(userId: string): Promise<void> {
      if (!rules) throw notFound('No identity provider is set up on this server');
      if (!(await repo.hasPassword(userId))) throw forbidden(UNLINK_NEEDS_PASSWORD);
      if (!(await repo.deleteIdentity(userId, issuerSpellings(rules.issuer)))) {
        throw notFound('This account is not linked to the identity provider');
      }
    },
  };
}

export type OidcService = ReturnType<typeof createOidcService>;
