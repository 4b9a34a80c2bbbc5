import { ar } from './ar.js';
import { en } from './en.js';
import { registerCatalog } from './t.js';

// For tests that call t() outside the route tree, where no language layout has loaded a catalogue.
registerCatalog('ar', ar);
registerCatalog('en', en);
