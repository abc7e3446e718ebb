// Wraps @nx/enforce-module-boundaries so that a violated tag constraint also says why the rule exists.
import nxPlugin from '@nx/eslint-plugin';
import { boundaries } from './boundaries.mjs';

const nxRule = nxPlugin.rules['enforce-module-boundaries'];
const reasonByTag = new Map(boundaries.map((b) => [b.sourceTag, b.message]));
const TAG_VIOLATIONS = new Set(['onlyTagsConstraintViolation', 'notTagsConstraintViolation', 'emptyOnlyTagsConstraintViolation']);

function interpolate(template, data = {}) {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key) => String(data[key] ?? ''));
}

const enforceModuleBoundaries = {
  meta: { ...nxRule.meta, docs: { ...nxRule.meta.docs, description: 'Nx module boundaries, with the reason for each tag rule' } },
  defaultOptions: nxRule.defaultOptions,
  create(context) {
    const explainingContext = Object.create(context, {
      report: {
        value(descriptor) {
          if (!TAG_VIOLATIONS.has(descriptor.messageId)) return context.report(descriptor);
          const base = interpolate(nxRule.meta.messages[descriptor.messageId], descriptor.data);
          const reasons = String(descriptor.data?.sourceTag ?? '')
            .split('" and "')
            .map((tag) => reasonByTag.get(tag))
            .filter(Boolean);
          const { messageId: _ignored, data: _data, ...rest } = descriptor;
          return context.report({ ...rest, message: [base, ...reasons].join(' — ') });
        },
      },
    });
    return nxRule.create(explainingContext);
  },
};

export default { rules: { 'enforce-module-boundaries': enforceModuleBoundaries } };
