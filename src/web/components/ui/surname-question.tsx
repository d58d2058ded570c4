import { useId } from 'react';

/**
 * Where the surname may be in a name typed at the counter: its last words, then its first ones
 * (a surname typed first), each with the first name it leaves.
 */
export function surnameChoices(name: string): { surname: string; first: string }[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const choices: { surname: string; first: string }[] = [];
  for (let n = 1; n < words.length; n++)
    choices.push({
      surname: words.slice(words.length - n).join(' '),
      first: words.slice(0, words.length - n).join(' '),
    });
  for (let n = 1; n < words.length; n++)
    choices.push({ surname: words.slice(0, n).join(' '), first: words.slice(n).join(' ') });
  return choices;
}

/**
 * Asked when the register cannot tell first from last name ("Gian Marco Rossi"): left
 * unanswered, the customer is created with a guess and marked *Da verificare*.
 */
export function SurnameQuestion({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: (surname: string) => void;
}) {
  const group = useId();
  return (
    <fieldset className="flex flex-col gap-1 text-sm sm:col-span-2">
      <legend className="font-medium">Qual è il cognome?</legend>
      <p className="text-slate-700 dark:text-slate-300">
        Il nome è nuovo in anagrafica e non è chiaro dove inizi il cognome.
      </p>
      <div className="flex flex-wrap gap-1">
        {surnameChoices(name).map(({ surname, first }) => (
          <label
            key={surname}
            className="flex min-h-10 cursor-pointer items-center gap-1.5 rounded-md border border-slate-400 px-2 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 dark:border-slate-500 dark:has-[:checked]:border-sky-300 dark:has-[:checked]:bg-slate-800"
          >
            <input
              type="radio"
              name={group}
              checked={value === surname}
              onChange={() => onChange(surname)}
            />
            {`${surname} (nome: ${first})`}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
