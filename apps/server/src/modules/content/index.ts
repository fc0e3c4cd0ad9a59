export { createContentService, type ContentService } from './content.service.ts';
export { registerContentRoutes } from './routes/app.routes.ts';
