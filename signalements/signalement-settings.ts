import { settingsOfArea } from '../platform/settings/index.ts';

/** The reports' own settings (declared in platform/settings, area "Readers' reports"); docs/signalements.md lists them (tested). */
export const SIGNALEMENT_SETTINGS = settingsOfArea("Readers' reports");
