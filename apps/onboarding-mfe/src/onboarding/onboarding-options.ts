import { type OnboardingInput } from '@verity/contracts';

export type Option = { value: string; label: string };

// The values are what the API stores and analytics receives: the words themselves, except team sizes, which
// are sent as plain ranges ('2-10') while the form shows typographic ones.

/** Options whose label is the value itself. */
const readable = (labels: readonly string[]): Option[] => labels.map((label) => ({ value: label, label }));

export const ROLE_OPTIONS = readable(['Developer', 'QA engineer', 'Engineering manager', 'Product manager', 'Founder', 'Other']);

export const TEAM_SIZE_OPTIONS: readonly Option[] = [
  { value: '1', label: 'Just me (1)' },
  { value: '2-10', label: '2–10' },
  { value: '11-50', label: '11–50' },
  { value: '51-200', label: '51–200' },
  { value: '201-1000', label: '201–1000' },
  { value: '1000+', label: '1000+' },
];

export const HEARD_FROM_OPTIONS = readable(['Search', 'Social media', 'A friend or colleague', 'Blog or article', 'Conference or event', 'Other']);

/** The same limit as the API's. */
export const EXPECTATIONS_MAX_LENGTH = 5_000;

/** The form as the user fills it: nothing is chosen at first. */
export type OnboardingDraft = {
  role: string;
  companyTeamSize: string;
  hearAboutUs: string;
  hasExpectations: boolean | null;
  expectations: string;
};

export type OnboardingField = 'role' | 'companyTeamSize' | 'hearAboutUs' | 'hasExpectations';
export type OnboardingErrors = Partial<Record<OnboardingField, string>>;

export const EMPTY_DRAFT: OnboardingDraft = { role: '', companyTeamSize: '', hearAboutUs: '', hasExpectations: null, expectations: '' };

const REQUIRED_MESSAGES: Record<OnboardingField, string> = {
  role: 'Choose the role closest to yours.',
  companyTeamSize: 'Choose the size of your company’s team.',
  hearAboutUs: 'Tell us how you heard of Verity.',
  hasExpectations: 'Answer yes or no.',
};

/** The answers to send, or the message of each question still unanswered. */
export function checkDraft(draft: OnboardingDraft): { answers: OnboardingInput } | { errors: OnboardingErrors } {
  const errors: OnboardingErrors = {};
  if (!draft.role) errors.role = REQUIRED_MESSAGES.role;
  if (!draft.companyTeamSize) errors.companyTeamSize = REQUIRED_MESSAGES.companyTeamSize;
  if (!draft.hearAboutUs) errors.hearAboutUs = REQUIRED_MESSAGES.hearAboutUs;
  if (draft.hasExpectations === null) errors.hasExpectations = REQUIRED_MESSAGES.hasExpectations;
  if (Object.keys(errors).length > 0 || draft.hasExpectations === null) return { errors };
  return {
    answers: {
      role: draft.role,
      companyTeamSize: draft.companyTeamSize,
      hearAboutUs: draft.hearAboutUs,
      hasExpectations: draft.hasExpectations,
      // Text typed before answering "No" is not what the user expects: it is dropped.
      expectations: draft.hasExpectations ? draft.expectations.trim() : '',
    },
  };
}
