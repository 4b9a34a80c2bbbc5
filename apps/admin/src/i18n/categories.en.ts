import type { categoriesAr } from './categories.ar.js';

// English strings of the Categories screen (back-office §2, §8), spread into en.ts.
export const categoriesEn: Record<keyof typeof categoriesAr, string> = {
  'categories.add': 'Add category',
  'categories.addTitle': 'Add a new category',
  'categories.editTitle': 'Edit category {name}',
  'categories.editNamed': 'Edit {name}',
  'categories.deleteNamed': 'Delete {name}',
  'categories.deleteIconNamed': 'Remove icon of {name}',
  'categories.removeIcon': 'Remove icon',
  'categories.field.name': 'Category name',
  'categories.nameHint':
    'Both the Arabic and the English name are required: the English store shows the English one.',
  'categories.field.icon': 'Category icon',
  'categories.productCount': 'Products: {count}',
  'categories.list': 'Categories',
  'categories.empty': 'No categories yet',
  'categories.emptyBody': 'Add the first category so products can be filed under it and shown in the shop.',
  'categories.loadFailed': 'Error loading the categories',
  'categories.readOnly': 'You can view the categories; editing them needs the editor role or above.',
  'categories.created': 'Category {name} saved',
  'categories.updated': 'Category {name} updated',
  'categories.createFailed': 'Error saving the category',
  'categories.saveFailed': 'Error saving the category',
  'categories.deleteTitle': 'Delete the category',
  'categories.deleteConfirm': 'Delete the category “{name}”? This cannot be undone.',
  'categories.deleteAction': 'Delete category',
  'categories.deleted': 'Category {name} deleted',
  'categories.deleteFailed': 'Error deleting the category',
  'categories.deleteIconTitle': 'Remove the icon',
  'categories.deleteIconConfirm': 'Remove the icon of the category “{name}”?',
  'categories.deleteIconAction': 'Remove icon',
  'categories.iconDeleted': 'Icon removed',
  'categories.iconDeleteFailed': 'Could not remove the icon',
  'categories.searchWords': 'Search words',
  'categories.searchWordsHint':
    'Words shoppers type for this kind besides its names, separated by commas (e.g. جوال، موبايل، mobile). Common words are already included.',
};
