// The scoreboard's one export to other features: the dashboard shows its preview.
export { ScoreboardPreview } from './components/scoreboard-preview';
