import type { ComponentType } from 'react';
import type { HomeAudience, HomeSectionModule, HomeSectionProps } from '@school/shared';
import { loadRemoteModule } from '../runtime';

/**
 * The sections of the home page, in the order they show: the remote whose `./home` gives it, and
 * whom it has something for. The list keeps a remote from being loaded (or its failure shown)
 * for a person it has nothing for, e.g. the classroom for an administrator who does not teach.
 * A remote that is not in the runtime config has no section. docs/decisions/home-pages.md.
 */
export interface HomeSectionEntry {
  remote: string;
  audiences: readonly HomeAudience[];
}

export const HOME_SECTIONS: readonly HomeSectionEntry[] = [
  { remote: 'mfe_schedule', audiences: ['student', 'teacher', 'admin'] },
  { remote: 'mfe_classroom', audiences: ['student', 'teacher'] },
];

export type HomeSectionComponent = ComponentType<HomeSectionProps>;

/** The sections this person sees, each with the audiences it is given. */
export function homeSectionsFor(
  audiences: readonly HomeAudience[],
  remotes: Record<string, unknown>,
  sections: readonly HomeSectionEntry[] = HOME_SECTIONS,
): Array<{ remote: string; audiences: HomeAudience[] }> {
  return sections.flatMap((section) => {
    const shared = audiences.filter((audience) => section.audiences.includes(audience));
    return section.remote in remotes && shared.length > 0 ? [{ remote: section.remote, audiences: shared }] : [];
  });
}

function isSectionModule(value: unknown): value is HomeSectionModule<HomeSectionComponent> {
  if (typeof value !== 'object' || value === null) return false;
  const section = (value as { default?: unknown }).default;
  return typeof section === 'function' || (typeof section === 'object' && section !== null);
}

/** Loads `<remote>/home` and awaits its translations before it renders. */
export async function loadHomeSection(remote: string): Promise<HomeSectionComponent> {
  const loaded = await loadRemoteModule<unknown>(`${remote}/home`);
  if (!isSectionModule(loaded)) throw new Error(`${remote}/home does not export a section`);
  await loaded.init?.();
  return loaded.default;
}
