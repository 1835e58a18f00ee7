import { defineRemote } from '@school/shared';
import { useStore } from 'jotai';
import React from 'react';
import styled from 'styled-components';
import { CLASSROOM_NAMESPACE, loadClassroomLocale } from './i18n';
import { OWN_CLASSES_RULE, SCHOOL_CLASSES_RULE } from './lib/access';
import { DICTIONARY_RULE } from './lib/access';

const loadClassListPages = () => import(/* webpackChunkName: "classroom-classes" */ './features/classes/pages/class-list-pages');
const loadMaterialPages = () => import(/* webpackChunkName: "classroom-materials" */ './features/materials/pages/material-pages');
const loadDictionaryPage = () => import(/* webpackChunkName: "classroom-dictionary" */ './features/dictionary/pages/dictionary-page');
const loadClassroomPage = () => import(/* webpackChunkName: "classroom-class" */ './features/classroom/pages/classroom-page');
const loadHomeworkListPage = () => import(/* webpackChunkName: "classroom-homework" */ './features/homework/pages/homework-list-page');
const loadHomeworkDetailPage = () => import(/* webpackChunkName: "classroom-homework-detail" */ './features/homework/pages/homework-detail-page');

/** Class pages (spec 02 §2): the right sidebar, no gutter, the class fills the page. */
const CLASS_LAYOUT = { layout: 'rightSidebar', container: 'gutterless', background: 'default' } as const;

export const remote = defineRemote({
  name: 'mfe_classroom',
  namespace: CLASSROOM_NAMESPACE,
  loadLocale: loadClassroomLocale,
  instances: { react: React, styled, jotai: useStore },
  // Replaced at build time by the shared webpack factory.
  version: process.env.APP_VERSION,
  // Class pages are open to any signed-in user (spec 02 §2): the API answers only for a class's
  // own teacher, its students and administrators.
  defaults: { access: {}, layout: CLASS_LAYOUT },
  // Every path lies under a prefix this remote owns in shared/remotes/registry.json (routes.test.ts).
  pages: [
    {
      path: '/lessons/classes',
      access: OWN_CLASSES_RULE,
      layout: { layout: 'leftSidebar', container: 'default', background: 'default' },
      load: () => loadClassListPages().then((module) => ({ default: module.MyClassesPage })),
    },
    {
      path: '/lessons/classes/school',
      access: SCHOOL_CLASSES_RULE,
      layout: { layout: 'leftSidebar', container: 'default', background: 'default' },
      load: () => loadClassListPages().then((module) => ({ default: module.SchoolClassesPage })),
    },
    {
      path: '/dictionary',
      access: DICTIONARY_RULE,
      layout: { layout: 'leftSidebar', container: 'default', background: 'default' },
      load: loadDictionaryPage,
    },
    { path: '/classes/:id', load: loadClassroomPage },
    { path: '/classes/:id/select-material', load: () => loadMaterialPages().then((module) => ({ default: module.SelectMaterialPage })) },
    { path: '/classes/:id/select-material/course/:courseId', load: () => loadMaterialPages().then((module) => ({ default: module.SelectMaterialCoursePage })) },
    { path: '/classes/:id/homework', load: loadHomeworkListPage },
    { path: '/classes/:id/homework/:homeworkId', load: loadHomeworkDetailPage },
  ],
});

// What every host reads from `./routes`.
export const { routes, init } = remote;
