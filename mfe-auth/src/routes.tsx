import { reportFederatedInstances, SHARED_INSTANCE_ID, useNavigate, useTranslation, type RemoteRoute } from '@school/shared';
import React, { type ComponentType } from 'react';
import styled from 'styled-components';
import { initAuthI18n } from './i18n';

// Lets the e2e check (and a curious developer) see that this remote runs on the host's singletons.
// APP_VERSION is replaced at build time by the shared webpack factory.
reportFederatedInstances('mfe_auth', { react: React, styled, router: useNavigate, i18n: useTranslation, shared: SHARED_INSTANCE_ID }, process.env.APP_VERSION);

/**
 * Sign-in, recovery and the auth 404 are for signed-out visitors and fill the whole screen:
 * blank layout, and no gutter so the page itself centres its card.
 */
const signedOutPage = { access: 'public', layout: { layout: 'blank', container: 'gutterless' } } as const;

export const routes: RemoteRoute<ComponentType>[] = [
  { path: '/auth/signin', ...signedOutPage, load: () => import(/* webpackChunkName: "signin" */ './features/signin/pages/SignInPage') },
  { path: '/auth/forgot-password', ...signedOutPage, load: () => import(/* webpackChunkName: "forgot-password" */ './features/password-recovery/pages/ForgotPasswordPage') },
  { path: '/auth/reset-password', ...signedOutPage, load: () => import(/* webpackChunkName: "reset-password" */ './features/password-recovery/pages/ResetPasswordPage') },
  { path: '/auth/404', ...signedOutPage, load: () => import(/* webpackChunkName: "auth-404" */ './features/not-found/pages/NotFoundPage') },
  // Own account pages: any signed-in user, in the default (left sidebar) layout.
  { path: '/settings/profile', access: {}, load: () => import(/* webpackChunkName: "settings-profile" */ './features/profile/pages/ProfilePage') },
  { path: '/settings/profile/privacy', access: {}, load: () => import(/* webpackChunkName: "settings-privacy" */ './features/privacy/pages/PrivacyPage') },
];

/** Called by the host (and the standalone shell) before the first render of any page of this remote. */
export function init(): Promise<void> {
  return initAuthI18n();
}
