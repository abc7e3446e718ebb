import { defineRemote } from '@verity/mfe';
import { OnboardingPage } from './onboarding/onboarding-page';

export const { bootstrap, mount, unmount, update } = defineRemote('onboarding_mfe', { onboarding: OnboardingPage });
