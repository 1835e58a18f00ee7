import { defineRemote } from '@school/shared';
import { useStore } from 'jotai';
import React from 'react';
import styled from 'styled-components';
import { AUTH_NAMESPACE, loadAuthLocale } from './i18n';

/**
 * Sign-in, recovery and the auth 404 are for signed-out visitors and fill the whole screen:
 * blank layout, and no gutter so the page itself centres its card.
 */
const signedOutPage = { access: 'public', layout: { layout: 'blank', container: 'gutterless' } } as const;

export const remote = defineRemote({
  name: 'mfe_auth',
  namespace: AUTH_NAMESPACE,
  loadLocale: loadAuthLocale,
  instances: { react: React, styled, jotai: useStore },
  // Replaced at build time by the shared webpack factory.
  version: process.env.APP_VERSION,
  pages: [
    { path: '/auth/signin', ...signedOutPage, load: () => import(/* webpackChunkName: "signin" */ './features/signin/pages/sign-in-page') },
    { path: '/auth/forgot-password', ...signedOutPage, load: () => import(/* webpackChunkName: "forgot-password" */ './features/password-recovery/pages/forgot-password-page') },
    { path: '/auth/reset-password', ...signedOutPage, load: () => import(/* webpackChunkName: "reset-password" */ './features/password-recovery/pages/reset-password-page') },
    { path: '/auth/404', ...signedOutPage, load: () => import(/* webpackChunkName: "auth-404" */ './features/not-found/pages/not-found-page') },
    // Own account pages: any signed-in user, in the default (left sidebar) layout.
    { path: '/settings/profile', load: () => import(/* webpackChunkName: "settings-profile" */ './features/profile/pages/profile-page') },
    { path: '/settings/profile/privacy', load: () => import(/* webpackChunkName: "settings-privacy" */ './features/privacy/pages/privacy-page') },
  ],
});

// What every host reads from `./routes`.
export const { routes, init } = remote;
