/** What other features may use of the Today card (issue 28). */
export { TodayCard } from './components/today-card.tsx';
