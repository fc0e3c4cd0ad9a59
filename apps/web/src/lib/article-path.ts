/** The details link carries the title, so the page can show it before the article arrives. */
export const articlePath = (article: { id: number; title: string }) =>
  `/pages/article/details?id=${article.id}&title=${encodeURIComponent(article.title)}`;
