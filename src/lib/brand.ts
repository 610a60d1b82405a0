/** The bank's name: a proper noun, the same in every language. */
export const BRAND_NAME = 'Emanet';

/** The app's home: '/' for BranchWeb, '/callcenter/' for CallCenter. */
export const HOME_HREF: string = import.meta.env.BASE_URL;
