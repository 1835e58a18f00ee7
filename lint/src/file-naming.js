import path from 'node:path';

/**
 * One way to name files: every dot-separated part of the name before its extension is kebab-case
 * (`user-plans.service.ts`, `adding-a-remote.test.ts`). Folders choose whether it applies (the
 * rule is switched on per folder in eslint.config.mjs), so an area can be renamed in one step
 * and then switched on.
 */
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** @type {import('eslint').Rule.RuleModule} */
export const fileNaming = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are kebab-case in every dot-separated part.' },
    schema: [],
    messages: {
      kebab: 'File name "{{name}}" is not kebab-case: name it "{{suggestion}}".',
    },
  },
  create(context) {
    const name = path.basename(context.filename);
    const parts = name.split('.');
    // The last part is the extension; a name without one (a stdin snippet) has nothing to check.
    if (parts.length < 2) return {};
    const stem = parts.slice(0, -1);
    if (stem.every((part) => KEBAB.test(part))) return {};
    const suggestion = [
      ...stem.map((part) =>
        part
          .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
          .replace(/[_\s]+/g, '-')
          .toLowerCase(),
      ),
      parts[parts.length - 1],
    ].join('.');
    return {
      Program(node) {
        context.report({ node, messageId: 'kebab', data: { name, suggestion } });
      },
    };
  },
};
