/** A fashion insight as the API stores it (spec §3 fashion_insights, minus server fields). */
export interface Insight {
  insightType: 'celebrity-match' | 'fun-fact';
  title: string;
  content: string;
  relatedTags: string[];
}
