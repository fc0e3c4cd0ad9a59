import { coreIconPaths } from './icon-paths-core';
import { extraIconPaths } from './icon-paths-extra';

/** Every line icon of the app, drawn for Cloudmall (no icon font or image downloads). */
export const iconPaths = { ...coreIconPaths, ...extraIconPaths };

export type IconName = keyof typeof iconPaths;
