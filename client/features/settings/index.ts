export { SettingsSection } from './components/settings-section';
