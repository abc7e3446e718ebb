// Wraps @nx/enforce-module-boundaries so that a violated tag constraint also says why the rule exists.
import { createProjectGraphAsync } from '@nx/devkit';
import nxPlugin from '@nx/eslint-plugin';
import { boundaries } from './boundaries.mjs';

// The Nx rule silently skips itself when no project graph is cached (a fresh clone): compute it first.
await createProjectGraphAsync({ exitOnError: true });

const nxRule = nxPlugin.rules['enforce-module-boundaries'];
const reasonByTag = new Map(boundaries.map((b) => [b.sourceTag, b.message]));
const TAG_VIOLATIONS = new Set(['onlyTagsConstraintViolation', 'notTagsConstraintViolation', 'emptyOnlyTagsConstraintViolation']);
const APP_IMPORT_REASON =
  'Apps meet only at run time: remotes and the shell through libs/mfe props, services over HTTP. Move shared code into a library.';

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
          const isTagViolation = TAG_VIOLATIONS.has(descriptor.messageId);
          if (!isTagViolation && descriptor.messageId !== 'noImportsOfApps') return context.report(descriptor);
          const base = interpolate(nxRule.meta.messages[descriptor.messageId], descriptor.data);
          const reasons = isTagViolation
            ? String(descriptor.data?.sourceTag ?? '')
                .split('" and "')
                .map((tag) => reasonByTag.get(tag))
                .filter(Boolean)
            : [APP_IMPORT_REASON];
          const { messageId: _ignored, data: _data, ...rest } = descriptor;
          return context.report({ ...rest, message: [base, ...reasons].join(' — ') });
        },
      },
    });
    return nxRule.create(explainingContext);
  },
};

export default { rules: { 'enforce-module-boundaries': enforceModuleBoundaries } };
