import { ar } from './ar.js';
import { en } from './en.js';
import { registerCatalogue } from './t.js';

// For tests that call t() outside the route tree, where no language layout has loaded a catalogue.
registerCatalogue('ar', ar);
registerCatalogue('en', en);
