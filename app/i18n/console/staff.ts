/** The console's texts of its staff area (app/i18n/console/texts.ts). */
const nl = {};

const fr: typeof nl = {};

const en: typeof nl = {};

export default { nl, fr, en };
