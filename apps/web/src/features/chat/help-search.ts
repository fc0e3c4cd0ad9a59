import type { HelpArticle } from './chat-types';

/** Help articles whose title or keywords contain every word of the query (case-insensitive). */
export function filterHelp(articles: HelpArticle[], query: string): HelpArticle[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return articles;
  return articles.filter((article) => {
    const haystack = `${article.title} ${article.keywords}`.toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
