import { defineRemote } from '@school/shared';
import { useStore } from 'jotai';
import React from 'react';
import styled from 'styled-components';
import { SCHEDULE_NAMESPACE, loadScheduleLocale } from './i18n';
import { MY_SCHEDULE_RULE, SCHOOL_SCHEDULE_RULE } from './lib/access';

const loadSchedulePages = () => import(/* webpackChunkName: "schedule-calendar" */ './features/calendar/pages/schedule-pages');

export const remote = defineRemote({
  name: 'mfe_schedule',
  namespace: SCHEDULE_NAMESPACE,
  loadLocale: loadScheduleLocale,
  instances: { react: React, styled, jotai: useStore },
  // Replaced at build time by the shared webpack factory.
  version: process.env.APP_VERSION,
  defaults: { access: MY_SCHEDULE_RULE, layout: { layout: 'leftSidebar', container: 'default', background: 'default' } },
  // Every path lies under a prefix this remote owns in shared/remotes/registry.json (routes.test.ts).
  pages: [
    { path: '/lessons/schedule', access: MY_SCHEDULE_RULE, load: () => loadSchedulePages().then((module) => ({ default: module.MySchedulePage })) },
    { path: '/lessons/schedule/school', access: SCHOOL_SCHEDULE_RULE, load: () => loadSchedulePages().then((module) => ({ default: module.SchoolSchedulePage })) },
  ],
});

// What every host reads from `./routes`.
export const { routes, init } = remote;
