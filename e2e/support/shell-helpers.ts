import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export type ThemeMode = 'light' | 'dark';
export const THEME_SCHEMAS = ['default', 'dark', 'green', 'purple', 'orange'] as const;
export type ThemeSchema = (typeof THEME_SCHEMAS)[number];

/**
 * Stores a theme under the host's persisted `theme` key before any script of the page runs,
 * the way a returning visitor's browser has it. Only on the first load of the test's tab, so a
 * later change through the UI is not overwritten by a reload.
 */
/** Stores a theme the way a returning visitor has it, then reloads: what start-up restores. */
export async function reloadWithStoredTheme(page: Page, schema: ThemeSchema, mode: ThemeMode): Promise<void> {
  await page.evaluate(([storedSchema, storedMode]) => {
    localStorage.setItem('theme', JSON.stringify({ schema: storedSchema, mode: storedMode, direction: 'ltr', controlSize: 'md' }));
  }, [schema, mode]);
  await page.reload();
}

export async function presetTheme(page: Page, schema: ThemeSchema, mode: ThemeMode): Promise<void> {
  await page.addInitScript(
    ([storedSchema, storedMode]) => {
      if (window.sessionStorage.getItem('e2e-theme-seeded')) return;
      window.localStorage.setItem('theme', JSON.stringify({ schema: storedSchema, mode: storedMode, direction: 'ltr', controlSize: 'md' }));
      window.sessionStorage.setItem('e2e-theme-seeded', '1');
    },
    [schema, mode],
  );
}

/** Opens the user menu in the header (a toggle button named after the user). */
export async function openUserMenu(page: Page): Promise<void> {
  const trigger = page.getByRole('button', { name: /user menu/i });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
}

export interface AxeProblem {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core over the page as it is now (default rules, plus the name-versus-visible-label
 * check, which axe leaves off by default) and returns the serious and critical findings.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeProblem[]> {
  const results = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
    }));
}

/** A readable failure message: one block per rule with the elements it flagged. */
export function describeViolations(problems: AxeProblem[]): string {
  return problems.map((problem) => `[${problem.impact}] ${problem.id}: ${problem.help}\n  ${problem.targets.join('\n  ')}`).join('\n');
}
