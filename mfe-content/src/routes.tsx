import { defineRemote, loadAreaMessages } from '@school/shared';
import { useStore } from 'jotai';
import React from 'react';
import styled from 'styled-components';
import { CONTENT_NAMESPACE, loadContentLocale } from './i18n';

/** The three lists share one page module (one chunk); the route fixes the course type. */
const loadListPages = () => import(/* webpackChunkName: "course-list" */ './features/courses/pages/course-list-pages');
/**
 * One course with its sections and lessons, a chunk of its own (the lists never load it). With
 * the shared catalogue's exercise and course-structure messages, which the lists never show.
 */
const loadCoursePage = () =>
  Promise.all([import(/* webpackChunkName: "course-page" */ './features/course'), loadAreaMessages()]).then(([module]) => module);
/** The lesson page and everything it pulls in (players and editors load per type from there), with the same messages. */
const loadLessonPage = () =>
  Promise.all([import(/* webpackChunkName: "lesson" */ './features/lesson'), loadAreaMessages()]).then(([module]) => module);

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
    // Gutterless (spec 02 §2): the sections run the full width; the page keeps its own padding.
    {
      path: '/courses/:id',
      load: () => loadCoursePage().then((module) => ({ default: module.CoursePage })),
      layout: { layout: 'leftSidebar', container: 'gutterless', background: 'default' },
    },
    {
      path: '/courses/:id/lessons/:lessonId',
      // Lesson sections in the start panel; the page draws its own padding around the exercises.
      layout: { layout: 'bothSidebar', container: 'gutterless', background: 'default' },
      load: () => loadLessonPage().then((module) => ({ default: module.LessonPage })),
    },
  ],
});

// What every host reads from `./routes`.
export const { routes, init } = remote;
