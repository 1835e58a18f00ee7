// The personal calendar feed (iCalendar address): shown on the schedule page.
export { FeedPanel } from './components/feed-panel';
