// Stand-in until the demo seed (packages/db/src/seed) exports its site settings: the values the seed
// writes for the shell. Replace with an import from the seed as soon as it lands.
export const SEEDED_SHELL_SETTINGS = {
  siteLogo: '/uploads/seed/logo.svg',
  bannerColor: '#8a1538',
};
