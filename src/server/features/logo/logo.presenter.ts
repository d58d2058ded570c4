/** The stored logo's file name, as the settings page shows it. */
export const logoAnswer = (logoFile: string) => ({ logo_file: logoFile });
