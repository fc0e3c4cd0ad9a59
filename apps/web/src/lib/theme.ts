import { readString, STORAGE_KEYS, writeString } from './storage';

/**
 * The app's colour themes: each sets the primary colour variables every page reads
 * (`--cm-primary`, its dark and soft tones and the gradient of the main buttons). White text stays
 * readable on each primary (contrast 4.5:1 or more).
 */
export const THEMES = {
  orange: { primary: '#c44200', dark: '#a83800', soft: '#fff3e8', from: '#cf4700', to: '#b83c00' },
  blue: { primary: '#1d5fd1', dark: '#174ea8', soft: '#eaf1fd', from: '#2468dc', to: '#1a56bd' },
  green: { primary: '#1f7a3a', dark: '#17622e', soft: '#e9f6ee', from: '#23853f', to: '#1b6d34' },
  purple: { primary: '#6b3fc4', dark: '#5731a3', soft: '#f1ecfb', from: '#7547cf', to: '#6038b5' },
  rose: { primary: '#c0264f', dark: '#a11e42', soft: '#fdebf0', from: '#cb2d58', to: '#b02148' },
} as const;
export type ThemeName = keyof typeof THEMES;
export const THEME_NAMES = Object.keys(THEMES) as ThemeName[];
export const DEFAULT_THEME: ThemeName = 'orange';

const isTheme = (value: string | undefined): value is ThemeName =>
  value !== undefined && Object.hasOwn(THEMES, value);

/** The stored theme, or the default one. */
export const readTheme = (): ThemeName => {
  const stored = readString(STORAGE_KEYS.theme);
  return isTheme(stored) ? stored : DEFAULT_THEME;
};

/** Sets the theme's colour variables on the document (the default clears them back to the stylesheet's). */
export function applyTheme(name: ThemeName, root: HTMLElement = document.documentElement): void {
  const theme = THEMES[name];
  const variables: [string, string][] = [
    ['--cm-primary', theme.primary],
    ['--cm-primary-dark', theme.dark],
    ['--cm-primary-soft', theme.soft],
    [
      '--cm-gradient',
      `linear-gradient(120deg, ${theme.from} 0%, ${theme.primary} 45%, ${theme.to} 100%)`,
    ],
  ];
  for (const [variable, value] of variables) {
    if (name === DEFAULT_THEME) root.style.removeProperty(variable);
    else root.style.setProperty(variable, value);
  }
  root.dataset.theme = name;
}

/** Keeps the chosen theme and applies it at once. */
export function chooseTheme(name: ThemeName): void {
  writeString(STORAGE_KEYS.theme, name);
  applyTheme(name);
}
