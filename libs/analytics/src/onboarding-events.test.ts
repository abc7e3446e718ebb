import {
  ANALYTICS_EVENTS,
  onboardingCompletedProperties,
  onboardingScreenViewedProperties,
  onboardingTraits,
} from './onboarding-events';

const answers = { role: 'QA engineer', companyTeamSize: '11-50', hearAboutUs: 'Search engine', hasExpectations: true, expectations: 'Catch regressions' };

describe('the onboarding events (spec section 7)', () => {
  it('are named word for word', () => {
    expect(ANALYTICS_EVENTS).toEqual({
      onboardingCompleted: 'Onboarding Completed',
      onboardingSkipped: 'Onboarding Skipped',
      onboardingScreenViewed: 'Onboarding Screen Viewed',
    });
  });

  it("'Onboarding Completed' carries the answers and the expectations' length", () => {
    expect(onboardingCompletedProperties(answers)).toEqual({
      role: 'QA engineer',
      company_team_size: '11-50',
      hear_about_us: 'Search engine',
      has_expectations: true,
      expectations_length: 17,
      expectations: 'Catch regressions',
    });
  });

  it('counts missing expectations as empty', () => {
    const properties = onboardingCompletedProperties({ ...answers, hasExpectations: false, expectations: undefined });
    expect(properties).toMatchObject({ has_expectations: false, expectations_length: 0, expectations: '' });
  });

  it('sets the user profile to the answers, with onboarding completed', () => {
    expect(onboardingTraits(answers)).toEqual({
      role: 'QA engineer',
      company_team_size: '11-50',
      hear_about_us: 'Search engine',
      expectations: 'Catch regressions',
      onboarding_completed: true,
    });
  });

  it("'Onboarding Screen Viewed' names the screen", () => {
    expect(onboardingScreenViewedProperties('role')).toEqual({ screen_name: 'role' });
  });
});
