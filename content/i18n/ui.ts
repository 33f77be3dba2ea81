/**
 * The interface's own words (buttons, labels, headings the templates write, messages), in each language. Typed
 * dictionaries, no i18n library: a loader picks its language's strings at build and passes them as loader data,
 * so neither language's words are in the JavaScript bundles. The German dictionary must have every English key
 * (the type says so, and `uiProblems()` fails the build on an empty one).
 */
import type { Locale } from "../../app/shared/locale";
import { parityProblems } from "./parity";

const en = {
  layout: {
    skipToContent: "Skip to content",
    homeLogoAlt: "Alphai home",
    getStarted: "Get Started",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    siteMenu: "Site menu",
    mainNav: "Main",
    /** The header's and the sidebar's link to the search page. */
    search: "Search",
    /** The language switcher: the other language's name, in that language. */
    otherLanguage: "Deutsch",
    otherLanguageTitle: "Diese Seite auf Deutsch",
  },
};

/** The shape every language's dictionary has: the English keys, each a string. */
type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type UiStrings = Strings<typeof en>;

const de: UiStrings = {
  layout: {
    skipToContent: "Zum Inhalt springen",
    homeLogoAlt: "Alphai Startseite",
    getStarted: "Projekt starten",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    siteMenu: "Website-Menü",
    mainNav: "Hauptnavigation",
    search: "Suche",
    otherLanguage: "English",
    otherLanguageTitle: "This page in English",
  },
};

const dictionaries: Record<Locale, UiStrings> = { en, de };

/** The interface's words in a language. */
export const uiIn = (locale: Locale): UiStrings => dictionaries[locale];

/** Empty or missing German words (the type catches a missing key in the editor; this, at build). */
export const uiProblems = (): string[] => parityProblems(en, de, "content/i18n/ui.ts de", { ids: false });
