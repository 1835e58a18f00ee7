// The frame every settings page (profile, privacy) renders in.
export { Panel, PanelHeader, PanelText, PanelTitle, SettingsLayout } from './components/settings-layout';
