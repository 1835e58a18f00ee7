import {
  REDIRECT_PARAM,
  UNAUTHENTICATED_ENTRY,
  canAccess,
  entryFor,
  postSignInTarget,
  type AccessRules,
  type AccessSubject,
} from '@school/shared';

export type GuardDecision = { kind: 'render' } | { kind: 'notFound' } | { kind: 'redirect'; to: string };

export interface GuardSession {
  authenticated: boolean;
  subject: AccessSubject | null;
  /** The user signed out from the menu: no `redirectUrl` back to the page they left. */
  signedOutByUser?: boolean;
}

export interface GuardInput {
  pathname: string;
  search: string;
  session: GuardSession;
  /** What the path resolved to: a page with its rule, or nothing. */
  access: 'public' | AccessRules | null;
}

const render: GuardDecision = { kind: 'render' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** `/auth/signin?redirectUrl=<wanted>`, without the parameter for the root (spec 01 §2). */
export function signInRedirect(pathname: string, search: string): string {
  if (pathname === '/') return UNAUTHENTICATED_ENTRY;
  return `${UNAUTHENTICATED_ENTRY}?${new URLSearchParams({ [REDIRECT_PARAM]: `${pathname}${search}` }).toString()}`;
}

/**
 * The route guard of spec 01 §2 and §6 as one pure decision:
 * - the root: the home page when signed in, sign-in (without `redirectUrl`) when not;
 * - no page for the path: the not-found page for a signed-in user (a made-up address must not
 *   silently open another page; docs/decisions/host-not-found.md), sign-in for a visitor;
 * - public pages are for signed-out visitors only; a signed-in user goes where sign-in would lead;
 * - other pages need a session (else sign-in with `redirectUrl`) and a rule the user meets
 *   (else `/access-denied`).
 */
export function decideAccess({ pathname, search, session, access }: GuardInput): GuardDecision {
  // The root is the home page of everyone signed in (the sidebar's Dashboard); signing in still
  // lands on the role's entry page (docs/decisions/home-pages.md).
  if (pathname === '/') return session.authenticated ? render : redirect(UNAUTHENTICATED_ENTRY);
  if (access === null) {
    if (session.authenticated) return { kind: 'notFound' };
    return redirect(session.signedOutByUser ? UNAUTHENTICATED_ENTRY : signInRedirect(pathname, search));
  }
  if (access === 'public') {
    if (!session.authenticated) return render;
    const entry = entryFor(session.subject?.role);
    const target = postSignInTarget(search, entry);
    // `redirectUrl` naming this public page again would loop.
    return redirect(target.split('?')[0] === pathname ? entry : target);
  }
  if (!session.authenticated) return redirect(session.signedOutByUser ? UNAUTHENTICATED_ENTRY : signInRedirect(pathname, search));
  return canAccess(session.subject, access) ? render : redirect('/access-denied');
}

/**
 * A remote that cannot be loaded cannot tell whether its page is public. Signed-in users
 * see the "unavailable" panel; signed-out visitors are sent to sign in (pages are private
 * unless declared public) unless the remote that failed is the one serving sign-in itself.
 */
export function decideUnavailable(options: {
  pathname: string;
  search: string;
  session: GuardSession;
  ownsSignIn: boolean;
}): GuardDecision {
  const { pathname, search, session, ownsSignIn } = options;
  if (session.authenticated || ownsSignIn) return render;
  return redirect(session.signedOutByUser ? UNAUTHENTICATED_ENTRY : signInRedirect(pathname, search));
}
