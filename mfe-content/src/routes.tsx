import React, { type ComponentType } from 'react';
import {
  registerNamespace,
  reportFederatedInstances,
  SHARED_INSTANCE_ID,
  useNavigate,
  useTranslation,
  type Language,
  type RemoteRoute,
} from '@school/shared';
import styled from 'styled-components';

// Reported at module evaluation so the singleton check sees this remote as soon as the host loads it.
reportFederatedInstances('mfe_content', { react: React, styled, router: useNavigate, i18n: useTranslation, shared: SHARED_INSTANCE_ID }, process.env.APP_VERSION);

export const CONTENT_NAMESPACE = 'content';

/** The three lists share one page module (one chunk); the route fixes the course type. */
const loadListPages = () => import(/* webpackChunkName: "course-list" */ './features/courses/pages/course-list-pages');

export const routes: RemoteRoute<ComponentType>[] = [
  {
    path: '/courses/own',
    access: {},
    layout: { layout: 'leftSidebar', container: 'default', background: 'default' },
    load: () => loadListPages().then((module) => ({ default: module.OwnCoursesPage })),
  },
  {
    path: '/courses/kalyna-academy',
    access: {},
    layout: { layout: 'leftSidebar', container: 'default', background: 'default' },
    load: () => loadListPages().then((module) => ({ default: module.AcademyCoursesPage })),
  },
  {
    path: '/courses/kalyna-hub',
    access: {},
    layout: { layout: 'leftSidebar', container: 'default', background: 'default' },
    load: () => loadListPages().then((module) => ({ default: module.HubCoursesPage })),
  },
];

type LocaleModule = { default: Record<string, unknown> };

/** One chunk per language, so a reader downloads only the language they read. */
export function loadContentLocale(language: Language): Promise<Record<string, unknown>> {
  return import(/* webpackChunkName: "content-locale-[request]" */ `./locales/${language}.json`).then((module: LocaleModule) => module.default);
}

/** Registers the `content` namespace; the host (or the standalone shell) awaits it before rendering. */
export function init(): Promise<void> {
  return registerNamespace(CONTENT_NAMESPACE, loadContentLocale);
}
