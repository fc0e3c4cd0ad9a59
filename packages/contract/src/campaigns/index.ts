// Campaigns and script revenue: advertisers, campaign budgets, plugin revenue reports.
export * from './campaigns.schemas.ts';
export * from './campaigns.routes.ts';
