import { defineRemote, lazyView } from '@verity/mfe';
import { CasesPage } from './cases/cases-page';
import { TestListPage } from './test-list/test-list-page';

// The lists come with the remote: they are where a visit starts. The editors and a test's page, with the step
// grammar they check lines with, are downloaded when first opened.
export const { bootstrap, mount, unmount, update } = defineRemote('tests_mfe', {
  cases: CasesPage,
  'test-list': TestListPage,
  'test-new': lazyView(() => import('./test-create/test-create-page').then((module) => module.TestCreatePage)),
  'test-new-simple': lazyView(() => import('./test-create/test-create-simple-page').then((module) => module.TestCreateSimplePage)),
  'test-edit': lazyView(() => import('./test-edit/test-edit-page').then((module) => module.TestEditPage)),
  'test-view': lazyView(() => import('./test-view/test-view-page').then((module) => module.TestViewPage)),
});
