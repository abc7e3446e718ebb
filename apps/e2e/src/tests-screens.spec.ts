import { type Page } from '@playwright/test';
import { completeOnboarding } from './support/accounts';
import { expect, test } from './support/fixtures';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const folders = (page: Page) => page.getByRole('region', { name: 'Folders' });

test.describe('the tests screens', () => {
  test('organise tests in folders, write one, find it again and run it', async ({ page, baseURL, account, pageErrors }) => {
    test.setTimeout(120_000);
    await completeOnboarding(baseURL!, account);

    // The first visit teaches what a test is.
    await page.goto('/app');
    await expect(page).toHaveURL(/\/app\/cases$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Create your first test' })).toBeVisible();
    await expect(page).toHaveTitle('Cases · Verity');

    // A folder.
    await mainNav(page).getByRole('link', { name: 'Tests' }).click();
    await expect(page).toHaveURL(/\/app\/tests$/);
    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByRole('textbox', { name: 'Folder name' }).fill('Checkout');
    await page.getByRole('button', { name: 'Create folder' }).click();
    await expect(page.getByText('Folder “Checkout” created.')).toBeVisible();
    await expect(folders(page).getByRole('button', { name: 'Checkout 0 tests' })).toBeVisible();

    // A test with steps, written in the editor; the spec's message first when the URL is missing.
    await page.getByRole('link', { name: 'New test', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/test\/new$/);
    await page.getByRole('textbox', { name: 'Name' }).fill('Home page');
    await page.getByRole('button', { name: 'Create test' }).click();
    await expect(page.getByRole('alert')).toHaveText('Both name and base_url are required to create a test.');
    await page.getByRole('textbox', { name: 'Base URL' }).fill(baseURL!);
    // Steps are read by the step language in the browser: a typo is named, with the fix a click away.
    const steps = page.getByRole('textbox', { name: /^Steps/ });
    await steps.fill('Go to /\nExpect the page to contian "Verity"');
    await steps.blur();
    await expect(page.getByText('1 line is not a step Verity understands:')).toBeVisible();
    await steps.fill('Go to /\nExpect the page to contain "Verity"');
    await expect(page.getByText('All 2 steps are understood.')).toBeVisible();
    await page.getByRole('button', { name: 'Create test' }).click();
    await expect(page).toHaveURL(/\/app\/editor\/test\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
    const testUrl = page.url();

    // It is on the list and on the cases page.
    await mainNav(page).getByRole('link', { name: 'Tests' }).click();
    await expect(page.getByRole('link', { name: 'Home page', exact: true })).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'Cases' }).click();
    const unfiled = page.getByRole('region', { name: 'No folder' });
    await expect(unfiled.getByRole('link', { name: 'Home page', exact: true })).toBeVisible();
    await expect(unfiled.getByText('Not run yet')).toBeVisible();

    // Moved to the folder.
    await mainNav(page).getByRole('link', { name: 'Tests' }).click();
    await page.getByRole('button', { name: 'Move Home page' }).click();
    const moveDialog = page.getByRole('dialog', { name: 'Move “Home page”' });
    await moveDialog.getByRole('combobox', { name: 'Folder' }).selectOption({ label: 'Checkout' });
    await moveDialog.getByRole('button', { name: 'Move test' }).click();
    await expect(page.getByText('Moved “Home page” to Checkout.')).toBeVisible();
    await expect(folders(page).getByRole('button', { name: 'Checkout 1 test' })).toBeVisible();

    // The folder deleted, shown again with "Show deleted folders", and restored.
    await folders(page).getByRole('button', { name: 'Checkout 1 test' }).click();
    await page.getByRole('button', { name: 'Delete folder' }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete folder “Checkout”?' });
    await deleteDialog.getByRole('button', { name: 'Delete folder' }).click();
    await expect(deleteDialog).toBeHidden();
    await expect(folders(page).getByRole('button', { name: /^Checkout/ })).toHaveCount(0);
    await expect(folders(page).getByRole('button', { name: 'No folder 1 test' })).toBeVisible();

    await page.getByRole('checkbox', { name: 'Show deleted folders' }).check();
    await folders(page).getByRole('button', { name: 'Checkout (deleted) 1 test' }).click();
    await page.getByRole('button', { name: 'Restore folder' }).click();
    await expect(page.getByText('Folder “Checkout” restored.')).toBeVisible();
    await expect(folders(page).getByRole('button', { name: 'Checkout 1 test' })).toBeVisible();
    await expect(folders(page).getByText('No deleted folders.')).toBeVisible();

    // The test view: its steps, and "Run now" opens the new run.
    await page.getByRole('link', { name: 'Home page', exact: true }).click();
    await expect(page).toHaveURL(testUrl);
    await expect(page.getByRole('list', { name: /^Steps/ }).getByRole('listitem')).toHaveText(['Go to /', 'Expect the page to contain "Verity"']);
    await page.getByRole('button', { name: 'Run now' }).click();
    await expect(page).toHaveURL(/\/app\/editor\/run\/[0-9a-f-]{36}$/);

    expect(pageErrors).toEqual([]);
  });

  test('"Create test" clicked straight from the steps box saves the test (the step check does not move the button away)', async ({ page, baseURL, account }) => {
    await completeOnboarding(baseURL!, account);
    await page.goto('/app/test/new');
    await page.getByRole('textbox', { name: 'Name' }).fill('Straight from the box');
    await page.getByRole('textbox', { name: 'Base URL' }).fill(baseURL!);
    // The steps box still has the focus: the click's mousedown blurs it, which shows the check's verdict.
    await page.getByRole('textbox', { name: /^Steps/ }).fill('Go to /\nExpect the page to contain "Verity"');
    await page.getByRole('button', { name: 'Create test' }).click();
    await expect(page).toHaveURL(/\/app\/editor\/test\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Straight from the box' })).toBeVisible();
  });
});
