import { type TestsListArgs } from '../args/parse-args';
import { resolveFolder } from '../folders/resolve-folder';
import { formatTable } from '../output/table';
import { testPageUrl } from '../web-urls';
import { type CommandContext } from './command-context';

/**
 * `verity tests list`: id, name, folder and base URL of each test. The API's test objects carry no last run,
 * so the list has none (fetching every test's runs would cost a request per test).
 */
export async function testsListCommand(args: TestsListArgs, context: CommandContext): Promise<number> {
  const { api, signal } = context;
  // Deleted folders too: a test may still point at one, and should say so rather than show a bare id.
  const [tests, folders] = await Promise.all([api.getTests({ signal }), api.getFolders({ include_deleted: true }, { signal })]);
  const folderId = args.folder === null ? null : resolveFolder(args.folder, folders).id;
  const shown = folderId === null ? tests : tests.filter((test) => test.configuration.folder_id === folderId);

  const folderName = (id: string | null) => {
    if (id === null) return null;
    const folder = folders.find((candidate) => candidate.id === id);
    if (!folder) return null;
    return folder.deleted_at === null ? folder.name : `${folder.name} (deleted)`;
  };

  if (args.json) {
    const json = shown.map((test) => ({
      id: test.id,
      name: test.configuration.name,
      folder_id: test.configuration.folder_id,
      folder: folderName(test.configuration.folder_id),
      base_url: test.configuration.base_url,
      steps: test.configuration.instructions.length,
      url: testPageUrl(context.config.webUrl, test.id),
    }));
    context.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
    return 0;
  }

  if (shown.length === 0) {
    context.stdout.write(args.folder === null ? 'No tests yet.\n' : `No tests in the folder "${args.folder}".\n`);
    return 0;
  }
  const rows = shown.map((test) => [test.id, test.configuration.name, folderName(test.configuration.folder_id) ?? '—', test.configuration.base_url]);
  context.stdout.write(`${formatTable(['ID', 'NAME', 'FOLDER', 'BASE URL'], rows)}\n`);
  return 0;
}
