/**
 * A service or repository of the API takes the caller's auth context and its input, never the
 * HTTP request or reply (docs/decisions/api-modules.md): it can then be called from a task, a
 * test or another module without a request, and what it may use is visible in its parameters.
 */
const HTTP_TYPES = new Set(['FastifyRequest', 'FastifyReply', 'RawRequestDefaultExpression', 'RawReplyDefaultExpression']);

/** @type {import('eslint').Rule.RuleModule} */
export const noHttpInServices = {
  meta: {
    type: 'problem',
    docs: { description: 'Services and repositories do not see Fastify requests or replies.' },
    schema: [],
    messages: {
      http: '{{name}} in a service or repository: take the auth context (AuthContext) and the input instead; the route reads the request.',
    },
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'fastify') return;
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier') continue;
          const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
          if (HTTP_TYPES.has(imported)) context.report({ node: specifier, messageId: 'http', data: { name: imported } });
        }
      },
      /** `Fastify.FastifyRequest` of a namespace import, written inline. */
      TSQualifiedName(/** @type {import('eslint').Rule.Node} */ node) {
        const qualified = /** @type {{ right: { name: string } }} */ (/** @type {unknown} */ (node));
        if (HTTP_TYPES.has(qualified.right.name)) context.report({ node, messageId: 'http', data: { name: qualified.right.name } });
      },
      /** `import('fastify').FastifyRequest`. */
      TSImportType(/** @type {import('eslint').Rule.Node} */ node) {
        const imported = /** @type {{ qualifier?: { type: string, name?: string } | null }} */ (/** @type {unknown} */ (node));
        const name = imported.qualifier?.type === 'Identifier' ? imported.qualifier.name : undefined;
        if (name !== undefined && HTTP_TYPES.has(name)) context.report({ node, messageId: 'http', data: { name } });
      },
    };
  },
};
