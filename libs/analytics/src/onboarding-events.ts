import { type OnboardingInput } from '@verity/contracts';

/** The product's analytics event names (spec section 7), word for word. */
export const ANALYTICS_EVENTS = {
  onboardingCompleted: 'Onboarding Completed',
  onboardingSkipped: 'Onboarding Skipped',
  onboardingScreenViewed: 'Onboarding Screen Viewed',
} as const;

/** The answers of the onboarding form, as the API takes them. */
export type OnboardingAnswers = OnboardingInput;

export type OnboardingCompletedProperties = {
  role: string;
  company_team_size: string;
  hear_about_us: string;
  has_expectations: boolean;
  expectations_length: number;
  expectations: string;
};

/** What the analytics user profile is set to once onboarding is completed. */
export type OnboardingTraits = {
  role: string;
  company_team_size: string;
  hear_about_us: string;
  expectations: string;
  onboarding_completed: true;
};

export type OnboardingScreenViewedProperties = { screen_name: string };

export function onboardingCompletedProperties(answers: OnboardingAnswers): OnboardingCompletedProperties {
  const expectations = answers.expectations ?? '';
  return {
    role: answers.role,
    company_team_size: answers.companyTeamSize,
    hear_about_us: answers.hearAboutUs,
    has_expectations: answers.hasExpectations,
    expectations_length: expectations.length,
    expectations,
  };
}

export function onboardingTraits(answers: OnboardingAnswers): OnboardingTraits {
  return {
    role: answers.role,
    company_team_size: answers.companyTeamSize,
    hear_about_us: answers.hearAboutUs,
    expectations: answers.expectations ?? '',
    onboarding_completed: true,
  };
}

export function onboardingScreenViewedProperties(screenName: string): OnboardingScreenViewedProperties {
  return { screen_name: screenName };
}
