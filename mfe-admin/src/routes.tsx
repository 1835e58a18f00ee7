import { defineRemote } from '@school/shared';
import { useStore } from 'jotai';
import React from 'react';
import styled from 'styled-components';
import { MEMBER_SELF_RULE, STAFF_RULE, SCHOOL_ADMIN_RULE, USERS_MANAGER_RULE } from './admin-contracts';
import { ADMIN_NAMESPACE, loadAdminLocale } from './i18n';

/** The three user lists share one module (one chunk); the route fixes the list. */
const loadUserPages = () => import(/* webpackChunkName: "admin-users" */ './features/users/pages/user-pages');
const loadGroupPages = () => import(/* webpackChunkName: "admin-groups" */ './features/groups/pages/group-pages');
const loadPlansPage = () => import(/* webpackChunkName: "admin-plans" */ './features/plans/pages/plans-page');
const loadSchoolPages = () => import(/* webpackChunkName: "admin-school" */ './features/school/pages/school-pages');
const loadAnalyticsPage = () => import(/* webpackChunkName: "admin-analytics" */ './features/analytics/pages/analytics-page');
const loadProfilePages = () => import(/* webpackChunkName: "admin-profile" */ './features/profile/pages/profile-pages');

export const remote = defineRemote({
  name: 'mfe_admin',
  namespace: ADMIN_NAMESPACE,
  loadLocale: loadAdminLocale,
  instances: { react: React, styled, jotai: useStore },
  // Replaced at build time by the shared webpack factory.
  version: process.env.APP_VERSION,
  // Who may open each page: the API's own rule (docs/decisions/admin-access.md); users and groups by default.
  defaults: { access: USERS_MANAGER_RULE, layout: { layout: 'leftSidebar', container: 'default', background: 'default' } },
  pages: [
    // Spec 01 §2: /analytics is for staff, no permission named (docs/decisions/analytics.md).
    { path: '/analytics', access: STAFF_RULE, load: () => loadAnalyticsPage().then((module) => ({ default: module.AnalyticsPage })) },
    { path: '/users/students', load: () => loadUserPages().then((module) => ({ default: module.StudentsPage })) },
    { path: '/users/teachers', load: () => loadUserPages().then((module) => ({ default: module.TeachersPage })) },
    { path: '/users/staff', load: () => loadUserPages().then((module) => ({ default: module.StaffPage })) },
    { path: '/users/groups', load: () => loadGroupPages().then((module) => ({ default: module.GroupListPage })) },
    { path: '/users/groups/:id', load: () => loadGroupPages().then((module) => ({ default: module.GroupDetailPage })) },
    // Ranked below the fixed paths above by react-router, whatever the order here.
    { path: '/users/:type/:id', load: () => loadUserPages().then((module) => ({ default: module.UserDetailPage })) },
    // School settings and prices: administrators (admin-access) only.
    // The sidebar's school settings item leads here: the first of the three pages.
    { path: '/settings/school', access: SCHOOL_ADMIN_RULE, load: () => loadSchoolPages().then((module) => ({ default: module.SchoolSettingsIndex })) },
    { path: '/settings/school/general', access: SCHOOL_ADMIN_RULE, load: () => loadSchoolPages().then((module) => ({ default: module.SchoolGeneralPage })) },
    { path: '/settings/school/schedule', access: SCHOOL_ADMIN_RULE, load: () => loadSchoolPages().then((module) => ({ default: module.SchoolSchedulePage })) },
    { path: '/settings/school/plans', access: SCHOOL_ADMIN_RULE, load: () => loadPlansPage().then((module) => ({ default: module.PlansPage })) },
    // A member's own plans, history and public documents, among the profile settings.
    { path: '/settings/profile/plans', access: MEMBER_SELF_RULE, load: () => loadProfilePages().then((module) => ({ default: module.MyPlansPage })) },
    { path: '/settings/profile/plans-history', access: MEMBER_SELF_RULE, load: () => loadProfilePages().then((module) => ({ default: module.MyPlanHistoryPage })) },
    { path: '/settings/profile/documents', access: MEMBER_SELF_RULE, load: () => loadProfilePages().then((module) => ({ default: module.MyDocumentsPage })) },
  ],
});

// What every host reads from `./routes`.
export const { routes, init } = remote;
