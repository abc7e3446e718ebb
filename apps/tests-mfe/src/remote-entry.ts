import { defineRemote } from '@verity/mfe';
import { CasesPage } from './cases/cases-page';
import { TestCreatePage } from './test-create/test-create-page';
import { TestCreateSimplePage } from './test-create/test-create-simple-page';
import { TestEditPage } from './test-edit/test-edit-page';
import { TestListPage } from './test-list/test-list-page';
import { TestViewPage } from './test-view/test-view-page';

export const { bootstrap, mount, unmount, update } = defineRemote('tests_mfe', {
  cases: CasesPage,
  'test-list': TestListPage,
  'test-new': TestCreatePage,
  'test-new-simple': TestCreateSimplePage,
  'test-edit': TestEditPage,
  'test-view': TestViewPage,
});
