// The dependency rules of the workspace. Every tag a project can carry has a constraint here, and every
// constraint says in words why it exists: that sentence is appended to the lint error.
export const boundaries = [
  // What kind of project may depend on what.
  {
    sourceTag: 'type:host',
    onlyDependOnLibsWithTags: ['type:lib'],
    message: 'The shell meets its remotes only at run time through libs/mfe; it imports libraries, never apps.',
  },
  {
    sourceTag: 'type:remote',
    onlyDependOnLibsWithTags: ['type:lib'],
    message:
      'A remote never imports another remote or the shell: they meet only through libs/mfe props and shared singletons.',
  },
  {
    sourceTag: 'type:service',
    onlyDependOnLibsWithTags: ['type:lib'],
    message: 'A service shares code with other services only through libraries, never by importing another app.',
  },
  {
    sourceTag: 'type:lib',
    onlyDependOnLibsWithTags: ['type:lib'],
    message: 'Libraries never import apps or tools: move the shared code into a library.',
  },
  {
    sourceTag: 'type:tool',
    onlyDependOnLibsWithTags: ['type:lib', 'type:tool'],
    message: 'Workspace tools may use libraries and other tools, never an app.',
  },
  {
    sourceTag: 'type:e2e',
    onlyDependOnLibsWithTags: ['type:lib', 'type:tool'],
    message: 'End-to-end tests drive the product from outside: they may use libraries and tools, never import an app.',
  },
  // Where the code runs.
  {
    sourceTag: 'platform:browser',
    onlyDependOnLibsWithTags: ['platform:browser', 'platform:iso'],
    message: 'Browser code cannot import node-only code (db, queue, engine, services): use an isomorphic library.',
  },
  {
    sourceTag: 'platform:node',
    onlyDependOnLibsWithTags: ['platform:node', 'platform:iso'],
    message: 'Node code cannot import browser-only code (React screens, the DOM): share an isomorphic library instead.',
  },
  {
    sourceTag: 'platform:iso',
    onlyDependOnLibsWithTags: ['platform:iso'],
    message: 'Isomorphic code runs in the browser and in Node: it may only import other isomorphic libraries.',
  },
  // Which product area owns the code.
  {
    sourceTag: 'scope:shared',
    onlyDependOnLibsWithTags: ['scope:shared'],
    message: 'Shared libraries belong to no feature: they cannot import code owned by one.',
  },
  ...['shell', 'marketing', 'tests', 'runs', 'billing', 'onboarding', 'settings', 'bff', 'api', 'auth', 'worker'].map(
    (scope) => ({
      sourceTag: `scope:${scope}`,
      onlyDependOnLibsWithTags: ['scope:shared', `scope:${scope}`],
      message: `Code of scope "${scope}" may use shared libraries and its own code, not another feature's.`,
    }),
  ),
  {
    sourceTag: 'scope:tooling',
    onlyDependOnLibsWithTags: ['scope:shared', 'scope:tooling'],
    message: 'Workspace tooling may use shared libraries and other tooling only.',
  },
  {
    sourceTag: 'scope:e2e',
    onlyDependOnLibsWithTags: ['scope:shared', 'scope:tooling'],
    message: 'End-to-end tests may use shared libraries and tooling only.',
  },
];

export const depConstraints = boundaries.map(({ sourceTag, onlyDependOnLibsWithTags }) => ({
  sourceTag,
  onlyDependOnLibsWithTags,
}));
