import { act, render, screen, waitFor, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { createAnalytics } from '@verity/analytics';
import { createMemoryAdapter } from '@verity/analytics/testing';
import { ApiError, type ApiClient } from '@verity/api-client';
import { createStubApiClient, makeProfile } from '@verity/api-client/testing';
import { type OnboardingInput } from '@verity/contracts';
import { cleanupRemoteViews, renderRemoteView } from '@verity/mfe/testing';
import { profileKeys } from '@verity/query';
import { AppToaster, notify } from '@verity/ui';
import * as lifecycles from '../remote-entry';

const USER_ID = '44444444-4444-4444-8444-444444444444';

afterEach(async () => {
  act(() => void notify.dismiss());
  await cleanupRemoteViews();
});

async function renderOnboarding(api: ApiClient = createStubApiClient()) {
  const recorded = createMemoryAdapter();
  render(<AppToaster />);
  const view = await renderRemoteView(lifecycles, { remote: 'onboarding_mfe', view: 'onboarding', api, analytics: createAnalytics([recorded]) });
  return { ...view, events: recorded.calls };
}

function completingApi() {
  const completeOnboarding = jest.fn(async (answers: OnboardingInput) =>
    makeProfile({ id: USER_ID, onboarding_completed: true, onboarding: { expectations: '', ...answers } }),
  );
  return { api: createStubApiClient({ completeOnboarding }), completeOnboarding };
}

async function answerQuestions({ expectations }: { expectations: string | null }) {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Your role'), 'QA engineer');
  await user.selectOptions(screen.getByLabelText('Company team size'), '11–50');
  await user.selectOptions(screen.getByLabelText('How did you hear about us?'), 'A friend or colleague');
  const question = screen.getByRole('group', { name: 'Do you have expectations?' });
  if (expectations === null) {
    await user.click(within(question).getByRole('radio', { name: 'No' }));
  } else {
    await user.click(within(question).getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByLabelText('What do you expect from Verity?'), expectations);
  }
  return user;
}

const viewed = { method: 'track', event: 'Onboarding Screen Viewed', properties: { screen_name: 'onboarding' } };

describe('onboarding', () => {
  it('welcomes the user, titles the page and tracks the view once', async () => {
    const { events } = await renderOnboarding();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Verity' })).toBeInTheDocument();
    expect(document.title).toBe('Welcome · Verity');
    expect(events).toEqual([viewed]);
  });

  it('offers the roles, team sizes and sources, and asks for expectations only after "Yes"', async () => {
    await renderOnboarding();
    const optionsOf = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((option) => option.textContent);
    expect(optionsOf('Your role')).toEqual(['Choose your role', 'Developer', 'QA engineer', 'Engineering manager', 'Product manager', 'Founder', 'Other']);
    expect(optionsOf('Company team size')).toEqual(['Choose a size', 'Just me (1)', '2–10', '11–50', '51–200', '201–1000', '1000+']);
    expect(optionsOf('How did you hear about us?')).toEqual([
      'Choose one',
      'Search',
      'Social media',
      'A friend or colleague',
      'Blog or article',
      'Conference or event',
      'Other',
    ]);

    expect(screen.queryByLabelText('What do you expect from Verity?')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText('What do you expect from Verity?')).toHaveAccessibleDescription(/^Optional\./);
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByLabelText('What do you expect from Verity?')).toBeNull();
  });

  it('names each unanswered question, focuses the first and sends nothing', async () => {
    const { api, completeOnboarding } = completingApi();
    const { navigate, events } = await renderOnboarding(api);
    await userEvent.click(screen.getByRole('button', { name: 'Get started' }));

    expect(screen.getByLabelText('Your role')).toHaveAccessibleDescription('Choose the role closest to yours.');
    expect(screen.getByLabelText('Your role')).toHaveFocus();
    expect(screen.getByLabelText('Company team size')).toHaveAccessibleDescription('Choose the size of your company’s team.');
    expect(screen.getByLabelText('How did you hear about us?')).toHaveAccessibleDescription('Tell us how you heard of Verity.');
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveAccessibleDescription('Answer yes or no.');
    expect(completeOnboarding).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(events).toEqual([viewed]);

    await userEvent.selectOptions(screen.getByLabelText('Your role'), 'Founder');
    expect(screen.getByLabelText('Your role')).not.toHaveAccessibleDescription();
  });

  it('completes: saves the answers, marks the cached profile done, tracks, identifies, then goes to the cases', async () => {
    const { api, completeOnboarding } = completingApi();
    const { navigate, events, queryClient } = await renderOnboarding(api);
    const user = await answerQuestions({ expectations: 'Catch checkout bugs' });
    await user.click(screen.getByRole('button', { name: 'Get started' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/cases'));
    const answers = { role: 'QA engineer', companyTeamSize: '11-50', hearAboutUs: 'A friend or colleague', hasExpectations: true, expectations: 'Catch checkout bugs' };
    expect(completeOnboarding).toHaveBeenCalledTimes(1);
    expect(completeOnboarding.mock.calls[0]?.[0]).toEqual(answers);
    expect(queryClient.getQueryData(profileKeys.all())).toMatchObject({ id: USER_ID, onboarding_completed: true });
    expect(events).toEqual([
      viewed,
      {
        method: 'track',
        event: 'Onboarding Completed',
        properties: {
          role: 'QA engineer',
          company_team_size: '11-50',
          hear_about_us: 'A friend or colleague',
          has_expectations: true,
          expectations_length: 19,
          expectations: 'Catch checkout bugs',
        },
      },
      {
        method: 'identify',
        userId: USER_ID,
        traits: {
          role: 'QA engineer',
          company_team_size: '11-50',
          hear_about_us: 'A friend or colleague',
          expectations: 'Catch checkout bugs',
          onboarding_completed: true,
        },
      },
    ]);
    expect(await screen.findByText('You’re all set. Welcome to Verity!')).toBeInTheDocument();
  });

  it('completes without expectations: text typed before answering "No" is not sent', async () => {
    const { api, completeOnboarding } = completingApi();
    const { navigate, events } = await renderOnboarding(api);
    const user = await answerQuestions({ expectations: 'something' });
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Get started' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/cases'));
    expect(completeOnboarding.mock.calls[0]?.[0]).toMatchObject({ hasExpectations: false, expectations: '' });
    expect(events[1]).toEqual({
      method: 'track',
      event: 'Onboarding Completed',
      properties: {
        role: 'QA engineer',
        company_team_size: '11-50',
        hear_about_us: 'A friend or colleague',
        has_expectations: false,
        expectations_length: 0,
        expectations: '',
      },
    });
    expect(events[2]).toMatchObject({ method: 'identify', traits: { expectations: '', onboarding_completed: true } });
  });

  it('skips: tracks only "Onboarding Skipped", saves nothing and goes to the cases', async () => {
    const { api, completeOnboarding } = completingApi();
    const { navigate, events, queryClient } = await renderOnboarding(api);
    await answerQuestions({ expectations: null });
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));

    expect(navigate).toHaveBeenCalledWith('/app/cases');
    expect(events).toEqual([viewed, { method: 'track', event: 'Onboarding Skipped', properties: {} }]);
    expect(completeOnboarding).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(profileKeys.all())).toBeUndefined();
  });

  it('keeps the answers and says why when saving fails, in the form and in a toast', async () => {
    const completeOnboarding = jest.fn(async () => {
      throw new ApiError('Network error: Failed to fetch', { kind: 'network' });
    });
    const { navigate, events } = await renderOnboarding(createStubApiClient({ completeOnboarding }));
    const user = await answerQuestions({ expectations: null });
    await user.click(screen.getByRole('button', { name: 'Get started' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your answers were not saved: Network error: Failed to fetch Try again, or skip for now.');
    expect(await screen.findByText('Your answers were not saved: Network error: Failed to fetch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get started' })).toBeEnabled();
    expect(screen.getByLabelText('Your role')).toHaveValue('QA engineer');
    expect(navigate).not.toHaveBeenCalled();
    expect(events).toEqual([viewed]);
  });

  it("signs the user out when the API 'Could not validate credentials'", async () => {
    const completeOnboarding = jest.fn(async () => {
      throw new ApiError('Could not validate credentials: token expired.', { kind: 'http', status: 401, errorCode: 'token_expired' });
    });
    const { navigate } = await renderOnboarding(createStubApiClient({ completeOnboarding }));
    const user = await answerQuestions({ expectations: null });
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/logout', { replace: true }));
  });
});
