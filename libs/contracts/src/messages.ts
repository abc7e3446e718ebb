/** The API's user-facing messages that the spec fixes word for word (section 5), shared with the web app. */
export const MESSAGES = {
  testNameAndUrlRequired: 'Both name and base_url are required to create a test.',
  describedTestFieldsRequired: 'Name, base_url, and goal_description are required to create a test from description.',
  updateInputEmpty: 'Update input cannot be empty.',
  runUpdateEmpty: 'Update data cannot be empty.',
  folderNameRequired: 'Folder name is required.',
} as const;
