/** One control of the SDI's *Elenco controlli* that a file fails: its code and what is wrong. */
export interface SdiFinding {
  code: string;
  message: string;
}

export const finding = (code: string, message: string): SdiFinding => ({ code, message });

/** "Riga 3: " when a control names a line, so the message says where. */
export const atLine = (numero: string) => `Riga ${numero}: `;
