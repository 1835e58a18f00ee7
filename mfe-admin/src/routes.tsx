import { defineRemote } from '@school/shared';
import { useStore } from 'jotai';
import React from 'react';
import styled from 'styled-components';
import { USERS_MANAGER_RULE } from './admin-contracts';
import { ADMIN_NAMESPACE, loadAdminLocale } from './i18n';

/** The three user lists share one module (one chunk); the route fixes the list. */
const loadUserPages = () => import(/* webpackChunkName: "admin-users" */ './features/users/pages/user-pages');
const loadGroupPages = () => import(/* webpackChunkName: "admin-groups" */ './features/groups/pages/group-pages');

export const remote = defineRemote({
  name: 'mfe_admin',
  namespace: ADMIN_NAMESPACE,
  loadLocale: loadAdminLocale,
  instances: { react: React, styled, jotai: useStore },
  // Replaced at build time by the shared webpack factory.
  version: process.env.APP_VERSION,
  // Who may open the users and groups pages: the API's own rule (docs/decisions/admin-access.md).
  defaults: { access: USERS_MANAGER_RULE, layout: { layout: 'leftSidebar', container: 'default', background: 'default' } },
  pages: [
    { path: '/users/students', load: () => loadUserPages().then((module) => ({ default: module.StudentsPage })) },
    { path: '/users/teachers', load: () => loadUserPages().then((module) => ({ default: module.TeachersPage })) },
    { path: '/users/staff', load: () => loadUserPages().then((module) => ({ default: module.StaffPage })) },
    { path: '/users/groups', load: () => loadGroupPages().then((module) => ({ default: module.GroupListPage })) },
    { path: '/users/groups/:id', load: () => loadGroupPages().then((module) => ({ default: module.GroupDetailPage })) },
    // Ranked below the fixed paths above by react-router, whatever the order here.
    { path: '/users/:type/:id', load: () => loadUserPages().then((module) => ({ default: module.UserDetailPage })) },
  ],
});

// What every host reads from `./routes`.
export const { routes, init } = remote;
