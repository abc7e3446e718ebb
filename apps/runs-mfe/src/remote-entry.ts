import { defineRemote } from '@verity/mfe';
import { RunDetailPage } from './run-detail/run-detail-page';
import { RunListPage } from './run-list/run-list-page';
import { RunReviewPage } from './run-review/run-review-page';
import { SuiteDetailPage } from './suites/suite-detail-page';
import { SuiteListPage } from './suites/suite-list-page';

export const { bootstrap, mount, unmount, update } = defineRemote('runs_mfe', {
  'run-list': RunListPage,
  'run-detail': RunDetailPage,
  'run-review': RunReviewPage,
  'suite-list': SuiteListPage,
  'suite-detail': SuiteDetailPage,
});
