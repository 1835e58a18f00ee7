import { defineRemote } from '@school/shared';
import { useStore } from 'jotai';
import React from 'react';
import styled from 'styled-components';
import { CONTENT_NAMESPACE, loadContentLocale } from './i18n';

/** The three lists share one page module (one chunk); the route fixes the course type. */
const loadListPages = () => import(/* webpackChunkName: "course-list" */ './features/courses/pages/course-list-pages');

export const remote = defineRemote({
  name: 'mfe_content',
  namespace: CONTENT_NAMESPACE,
  loadLocale: loadContentLocale,
  instances: { react: React, styled, jotai: useStore },
  // Replaced at build time by the shared webpack factory.
  version: process.env.APP_VERSION,
  // Every course page is for any signed-in user; writing is decided inside the page.
  defaults: { access: {}, layout: { layout: 'leftSidebar', container: 'default', background: 'default' } },
  pages: [
    { path: '/courses/own', load: () => loadListPages().then((module) => ({ default: module.OwnCoursesPage })) },
    { path: '/courses/kalyna-academy', load: () => loadListPages().then((module) => ({ default: module.AcademyCoursesPage })) },
    { path: '/courses/kalyna-hub', load: () => loadListPages().then((module) => ({ default: module.HubCoursesPage })) },
  ],
});

// What every host reads from `./routes`.
export const { routes, init } = remote;
