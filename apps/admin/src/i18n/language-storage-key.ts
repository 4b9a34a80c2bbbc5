/**
 * Where the back office keeps the language a person chose (local storage). A module of its own, importing
 * nothing, so the e2e journeys can start a browser signed in with a language without loading the app's code.
 */
export const LANGUAGE_STORAGE_KEY = 'admin_language';
