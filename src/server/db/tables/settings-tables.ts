import type { Instant } from './column-values';

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: Instant;
}

export interface SettingsTables {
  settings: SettingsTable;
}
