/** Whether the first administrator is still missing, as the login page reads it. */
export const setupNeededAnswer = (needed: boolean) => ({ needed });
