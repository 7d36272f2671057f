/** The consultation block's id: the hero's 'Get Started' scrolls here (#contact). */
export const CONSULTATION_SECTION_ID = 'contact';
