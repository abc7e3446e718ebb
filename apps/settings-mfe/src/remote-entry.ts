import { defineRemote } from '@verity/mfe';
import { ModelsPage } from './models/models-page';
import { SettingsPage } from './settings/settings-page';

export const { bootstrap, mount, unmount, update } = defineRemote('settings_mfe', { models: ModelsPage, settings: SettingsPage });
